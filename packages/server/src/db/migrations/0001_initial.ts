import type { Kysely } from 'kysely';
import { binaryType, flag, withId } from './columns.js';

// Walking skeleton: organisations, their users and clients, plus sessions and
// idempotency keys. Timestamps are ISO-8601 UTC text: they sort as text on both dialects.

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('organizations'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('zipcode', 'text')
    .addColumn('city', 'text')
    .addColumn('country', 'text')
    .addColumn('email', 'text')
    .addColumn('website', 'text')
    .addColumn('phone', 'text')
    .addColumn('iban', 'text')
    .addColumn('vat', 'text')
    .addColumn('chamberofcommerce', 'text')
    .addColumn('primary_color', 'text', (c) => c.notNull())
    .addColumn('secondary_color', 'text', (c) => c.notNull())
    .addColumn('accent_color', 'text', (c) => c.notNull())
    .addColumn('firstdayoftheweek', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('invoice_text', 'text')
    .addColumn('invoice_termofpayment', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('invoice_prefix', 'text')
    .addColumn('invoicenumber_min_length', 'integer', (c) => c.notNull().defaultTo(4))
    .addColumn('logo_mime', 'text')
    .addColumn('logo_bytes', binaryType(db))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    // Stored lower-cased, so the unique index is case-insensitive on both dialects.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('admin', 'integer', flag(0))
    .addColumn('super_admin', 'integer', flag(0))
    .addColumn('active', 'integer', flag(1))
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('dateformat', 'text', (c) => c.notNull().defaultTo('DD-MM-YYYY'))
    .addColumn('invite_token', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_organization_id_index').on('users').column('organization_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_index').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_index').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['key', 'scope', 'method', 'path'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_at_index').on('idempotency_keys').column('created_at').execute();

  await withId(db, db.schema.createTable('clients'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('clientnumber', 'text')
    .addColumn('address', 'text')
    .addColumn('zipcode', 'text')
    .addColumn('city', 'text')
    .addColumn('country', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('website', 'text')
    .addColumn('iban', 'text')
    .addColumn('vat', 'text')
    .addColumn('chamberofcommerce', 'text')
    .addColumn('color', 'text')
    .addColumn('active', 'integer', flag(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clients_organization_id_name_index').on('clients').columns(['organization_id', 'name']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['clients', 'idempotency_keys', 'sessions', 'users', 'organizations']) {
    await db.schema.dropTable(table).execute();
  }
}
