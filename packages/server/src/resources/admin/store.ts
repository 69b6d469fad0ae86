import type { Db } from '../../db/database.js';

export function adminStore(db: Db) {
  return {
    /** Every organisation, by name. */
    accounts() {
      return db.selectFrom('organizations').select(['id', 'name']).orderBy('name').orderBy('id').execute();
    },
  };
}
