import type { Db } from '../../db/database.js';

export function logoStore(db: Db) {
  return {
    /** The logo of the organisation with this uuid (its fields are null when it has none). */
    byOrganization(uuid: string) {
      return db.selectFrom('organizations').select(['logo_mime', 'logo_bytes', 'logo_version']).where('uuid', '=', uuid).executeTakeFirst();
    },
  };
}
