import type { Kysely } from 'kysely';
import { withId } from './columns.js';

// API access for other apps.
//
// - `access_tokens`: a user's personal access tokens, by the sha256 of the secret (`token_hash`,
//   unique: a leaked table hands out no token), with a name, a scope (`read` | `write`), when
//   made, when they expire and when last used (noted at most once a minute). Revoking deletes
//   the row; deleting the user deletes their tokens.
// - `organizations.api_origins`: the origins allowed to call the API from a browser (CORS), one
//   per line ('' for none).

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('access_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('access_tokens_user_id_index').on('access_tokens').column('user_id').execute();
  await db.schema.alterTable('organizations').addColumn('api_origins', 'text', (c) => c.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organizations').dropColumn('api_origins').execute();
  await db.schema.dropTable('access_tokens').execute();
}
