import type { Kysely } from 'kysely';
import { flag } from './columns.js';

// Two-factor sign-in (TOTP, RFC 6238).
//
// - `users.two_factor_secret`: the TOTP secret once confirmed, encrypted (AES-256-GCM with the
//   server's key, domain/secretBox.ts); null while two-factor is off.
// - `users.two_factor_pending_secret`: the secret of a setup not confirmed yet (encrypted the same
//   way); replaced by a new setup, moved to `two_factor_secret` by the confirming code.
// - `users.two_factor_last_step`: the time step (30 s) of the last code accepted, so a code is
//   refused when used again within its window (and any older one).
// - `two_factor_recovery_codes`: ten per user, sha256 of each; a used code is deleted.
// - `organizations.two_factor_admins`: admins must use two-factor (1) or not (0, the default).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('two_factor_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('two_factor_pending_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('two_factor_last_step', 'integer').execute();
  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('two_factor_recovery_codes_pkey', ['user_id', 'code_hash'])
    .execute();
  await db.schema.alterTable('organizations').addColumn('two_factor_admins', 'integer', flag(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('organizations').dropColumn('two_factor_admins').execute();
  await db.schema.dropTable('two_factor_recovery_codes').execute();
  for (const column of ['two_factor_last_step', 'two_factor_pending_secret', 'two_factor_secret']) await db.schema.alterTable('users').dropColumn(column).execute();
}
