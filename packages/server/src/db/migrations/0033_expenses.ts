import type { Kysely } from 'kysely';
import { binaryType, flag, withId } from './columns.js';

// Expenses: what a member paid on a project (travel, materials, …), with its receipt, billable or not.
//
// - `expense_categories`: an organisation's list. Every organisation has the default list: the
//   ones that exist now get it here (in the organisation's language), a new one at sign-up
//   (actions/expenses.ts `seedExpenseCategories`). Names are unique per organisation.
// - `expenses`: money in integer cents; `vat` in hundredths of a percent (2100 = 21 %) like
//   `invoice_lines.vat`; `vat_included` 1 when `amount_cents` includes that VAT; `markup` in
//   hundredths of a percent, added to a billable expense on an invoice. `invoice_line_id` is the
//   line it is billed on (null while on no invoice); deleting the line or the concept invoice
//   releases it (`set null`: foreign keys are on in both dialects, db/database.ts; the invoice's
//   store never writes this table).
//   The member, project and category keep `no action` keys: an expense is billable history and
//   never goes along the way (only with its organisation).
// - `expense_receipts`: the receipt's bytes in the database itself, so `kwartier-admin backup`
//   (a copy of the SQLite file, or pg_dump) holds them. One per expense, kept apart so lists of
//   expenses never read the bytes.

const DEFAULTS: Record<'en' | 'nl', string[]> = {
  en: ['Travel', 'Accommodation', 'Meals', 'Materials', 'Software and subscriptions', 'Other'],
  nl: ['Reiskosten', 'Verblijf', 'Maaltijden', 'Materialen', 'Software en abonnementen', 'Overig'],
};

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('expense_categories'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('expense_categories_organization_id_name_unique', ['organization_id', 'name'])
    .execute();

  await withId(db, db.schema.createTable('expenses'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('expense_categories.id'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('vat', 'integer', (c) => c.notNull())
    .addColumn('vat_included', 'integer', flag(0))
    .addColumn('billable', 'integer', flag(1))
    .addColumn('markup', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invoice_line_id', 'integer', (c) => c.references('invoice_lines.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('expenses_organization_id_date_index').on('expenses').columns(['organization_id', 'date']).execute();
  await db.schema.createIndex('expenses_user_id_date_index').on('expenses').columns(['user_id', 'date']).execute();
  await db.schema.createIndex('expenses_project_id_index').on('expenses').column('project_id').execute();
  await db.schema.createIndex('expenses_invoice_line_id_index').on('expenses').column('invoice_line_id').execute();

  await db.schema
    .createTable('expense_receipts')
    .addColumn('expense_id', 'integer', (c) => c.primaryKey().references('expenses.id').onDelete('cascade'))
    .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', binaryType(db), (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  const organizations = await db.selectFrom('organizations').select(['id', 'locale']).execute();
  const now = new Date().toISOString();
  for (const organization of organizations as { id: number; locale: string }[]) {
    const names = DEFAULTS[organization.locale === 'nl' ? 'nl' : 'en'];
    await db
      .insertInto('expense_categories')
      .values(names.map((name, position) => ({ organization_id: organization.id, name, position, created_at: now })))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('expense_receipts').execute();
  await db.schema.dropTable('expenses').execute();
  await db.schema.dropTable('expense_categories').execute();
}
