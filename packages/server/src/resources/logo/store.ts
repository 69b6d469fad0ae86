import type { Db } from '../../db/database.js';

export function logoStore(db: Db) {
  return {
    /** The logo of the organisation with this uuid (its fields are null when it has none). */
    byOrganization(uuid: string) {
      return db.selectFrom('organizations').select(['logo_mime', 'logo_bytes', 'logo_version']).where('uuid', '=', uuid).executeTakeFirst();
    },

    /** The organisation's logo as a document's PDF draws it (an invoice's, a quote's); null, and no query, when it has none. */
    async forPdf(organization: { uuid: string; logo_mime: string | null }): Promise<{ mime: string; bytes: Uint8Array } | null> {
      const logo = organization.logo_mime ? await this.byOrganization(organization.uuid) : undefined;
      return logo?.logo_mime && logo.logo_bytes ? { mime: logo.logo_mime, bytes: logo.logo_bytes } : null;
    },
  };
}
