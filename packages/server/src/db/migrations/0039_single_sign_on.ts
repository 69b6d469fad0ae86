import type { Kysely } from 'kysely';
import { flag, withId } from './columns.js';

// Single sign-on (OpenID Connect).
//
// - `sso_connections`: an organisation's provider, at most one: the issuer (discovery runs against
//   it), the client id and its secret sealed like a two-factor secret (domain/secretBox.ts), the
//   email domains its people sign in with (`sso_domains`), whether a new person with a verified
//   address of one of them joins as a member (`join_by_domain`), and whether members must sign in
//   with it (`required`: their password sign-in is refused; admins keep theirs).
// - `sso_domains`: a domain belongs to one organisation at most (the primary key), so an address
//   names the provider to start with.
// - `sso_identities`: a person as the provider knows them (issuer + subject), once per
//   organisation, going with the user.
// - `sso_sign_ins`: a sign-in under way at the provider, by its `state`'s sha256: the nonce and the
//   PKCE verifier, where to go after, until `expires_at`; deleted when the browser comes back (one use).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sso_connections')
    .addColumn('organization_id', 'integer', (c) => c.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('join_by_domain', 'integer', flag(0))
    .addColumn('required', 'integer', flag(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sso_domains')
    .addColumn('domain', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('sso_connections.organization_id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('sso_domains_organization_id_index').on('sso_domains').column('organization_id').execute();

  await withId(db, db.schema.createTable('sso_identities'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('sso_identities_organization_id_issuer_subject_unique', ['organization_id', 'issuer', 'subject'])
    .execute();
  await db.schema.createIndex('sso_identities_user_id_index').on('sso_identities').column('user_id').execute();

  await db.schema
    .createTable('sso_sign_ins')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('return_to', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_sign_ins_expires_at_index').on('sso_sign_ins').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sso_sign_ins').execute();
  await db.schema.dropTable('sso_identities').execute();
  await db.schema.dropTable('sso_domains').execute();
  await db.schema.dropTable('sso_connections').execute();
}
