import { Migrator, type MigrationResultSet } from 'kysely/migration';
import type { Db } from './database.js';
import { migrations } from './migrations/index.js';

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}
