import { sql } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import { dialectOf, type Db } from './database.js';
import { withOwnSchemaIntrospection } from './introspection.js';
import { migrations } from './migrations/index.js';

async function migratorOf(db: Db): Promise<Migrator> {
  return new Migrator({
    // It asks which tables exist; only our schema's answer, read without resolving other schemas.
    db: withOwnSchemaIntrospection(db),
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its migration tables in every schema it can see unless told which one:
    // another schema of the same database with its own kysely_migration (a test file running
    // beside this one, a staging copy) would make it skip creating ours and then fail. Ours
    // live in the schema the connection works in (`public`, or the tests' `search_path`).
    migrationTableSchema: dialectOf(db) === 'postgres' ? await currentSchema(db) : undefined,
  });
}

/**
 * Why this process may not take requests yet, or null (`/ready`, for a load balancer's health
 * check): the database does not answer, or it lacks migrations this build has.
 */
export async function readinessProblem(db: Db): Promise<'database' | 'migrations' | null> {
  let pending: number;
  try {
    pending = (await (await migratorOf(db)).getMigrations()).filter((migration) => migration.executedAt === undefined).length;
  } catch {
    return 'database';
  }
  return pending > 0 ? 'migrations' : null;
}

/** Whether the migration of this name has been applied to the database. */
export async function hasMigration(db: Db, name: string): Promise<boolean> {
  return (await (await migratorOf(db)).getMigrations()).some((migration) => migration.name === name && migration.executedAt !== undefined);
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  return migrateTo(db);
}

/**
 * Brings the schema up (or down) to the migration named (a key of `migrations`), or up to date
 * without one; throws with the failing migration's error. Tests and the benchmark's seed use a
 * name to write data as an earlier schema held it.
 */
export async function migrateTo(db: Db, name?: string): Promise<MigrationResultSet> {
  const migrator = await migratorOf(db);
  const result = name === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(name);
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0].schema;
}
