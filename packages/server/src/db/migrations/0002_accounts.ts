import type { Kysely } from 'kysely';

// Accounts, team and organisation: password reset tokens, login throttling and the
// logo's version (part of `logo_url`, so browsers fetch a new logo at once after an upload).

export async function up(db: Kysely<any>): Promise<void> {
  // One outstanding reset link per user: a new request replaces the previous token.
  await db.schema
    .createTable('password_resets')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // sha256 of the token in the link: the table alone does not let anyone reset a password.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_resets_created_at_index').on('password_resets').column('created_at').execute();

  // Sign-in attempts per key (`email:<address>` or `ip:<address>`) in a fixed one-minute window.
  await db.schema
    .createTable('login_throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_throttles_window_started_at_index').on('login_throttles').column('window_started_at').execute();

  await db.schema.alterTable('organizations').addColumn('logo_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organizations').dropColumn('logo_version').execute();
  await db.schema.dropTable('login_throttles').execute();
  await db.schema.dropTable('password_resets').execute();
}
