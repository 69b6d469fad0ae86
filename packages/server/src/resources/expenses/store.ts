import { dialectOf, type Db } from '../../db/database.js';
import type { ExpensesTable, Flag } from '../../db/schema.js';
import { HttpError } from '../../domain/failures.js';
import type { ExpenseFields } from './rules.js';

// Expenses, their receipts and the organisation's categories: the one store writing
// `expenses`, `expense_receipts` and `expense_categories`. Every query names the caller's
// organisation; a member's calls name the member too (`userId`; null: an admin sees everyone's).

/** An expense with the names an Expense answer shows. */
export interface ExpenseRow extends Omit<ExpensesTable, 'id' | 'vat_included' | 'billable' | 'markup' | 'invoice_line_id'> {
  id: number;
  vat_included: Flag;
  billable: Flag;
  markup: number;
  invoice_line_id: number | null;
  user_name: string;
  project_name: string;
  client_id: number;
  client_name: string;
  /** The project's client's currency: the expense's amount is in it (migration 0037). */
  client_currency: string;
  category_name: string;
  invoice_id: number | null;
  receipt_name: string | null;
  receipt_mime: string | null;
  receipt_size: number | null;
}

export interface ExpenseFilter {
  /** Only this member's (a member's own calls); null: everyone's. */
  userId: number | null;
  from?: string;
  to?: string;
  /** Only uninvoiced billable expenses on the projects of this client. */
  uninvoicedOfClient?: number;
  ids?: readonly number[];
}

export interface ReceiptFields {
  name: string;
  mime: string;
  bytes: Uint8Array;
}

export function expenseStore(db: Db) {
  const withNames = (organizationId: number) =>
    db
      .selectFrom('expenses as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .innerJoin('projects as p', 'p.id', 'e.project_id')
      .innerJoin('clients as c', 'c.id', 'p.client_id')
      .innerJoin('expense_categories as k', 'k.id', 'e.category_id')
      .leftJoin('invoice_lines as l', 'l.id', 'e.invoice_line_id')
      .leftJoin('expense_receipts as r', 'r.expense_id', 'e.id')
      .selectAll('e')
      .select([
        'u.name as user_name',
        'p.name as project_name',
        'c.id as client_id',
        'c.name as client_name',
        'c.currency as client_currency',
        'k.name as category_name',
        'l.invoice_id',
        'r.name as receipt_name',
        'r.mime as receipt_mime',
        'r.size as receipt_size',
      ])
      .where('e.organization_id', '=', organizationId);
  const removeReceipt = async (organizationId: number, expenseId: number): Promise<void> => {
    await db.deleteFrom('expense_receipts').where('organization_id', '=', organizationId).where('expense_id', '=', expenseId).execute();
  };

  return {
    /** The expenses the filter names, newest receipt first. */
    list(organizationId: number, filter: ExpenseFilter): Promise<ExpenseRow[]> {
      let query = withNames(organizationId);
      if (filter.userId !== null) query = query.where('e.user_id', '=', filter.userId);
      if (filter.from) query = query.where('e.date', '>=', filter.from);
      if (filter.to) query = query.where('e.date', '<=', filter.to);
      if (filter.uninvoicedOfClient !== undefined) {
        query = query.where('p.client_id', '=', filter.uninvoicedOfClient).where('e.billable', '=', 1).where('e.invoice_line_id', 'is', null);
      }
      if (filter.ids) query = query.where('e.id', 'in', filter.ids.length > 0 ? [...filter.ids] : [0]);
      return query.orderBy('e.date', 'desc').orderBy('e.id', 'desc').execute() as Promise<ExpenseRow[]>;
    },

    /** The billable expenses dated from `from` to `to` (a member's own when `userId` is given): what they bill is reckoned from these. */
    billable(organizationId: number, userId: number | null, from: string, to: string) {
      let query = db
        .selectFrom('expenses')
        .innerJoin('projects', 'projects.id', 'expenses.project_id')
        .innerJoin('clients', 'clients.id', 'projects.client_id')
        // What they bill is in the currency of their project's client.
        .select(['expenses.amount_cents', 'expenses.vat', 'expenses.vat_included', 'expenses.markup', 'clients.currency'])
        .where('expenses.organization_id', '=', organizationId)
        .where('expenses.billable', '=', 1)
        .where('expenses.date', '>=', from)
        .where('expenses.date', '<=', to);
      if (userId !== null) query = query.where('expenses.user_id', '=', userId);
      return query.execute();
    },

    /** The expense (a member's own when `userId` is given), or 404. */
    async find(organizationId: number, id: number, userId: number | null): Promise<ExpenseRow> {
      let query = withNames(organizationId).where('e.id', '=', id);
      if (userId !== null) query = query.where('e.user_id', '=', userId);
      const row = await query.executeTakeFirst();
      if (!row) throw new HttpError(404, 'http.not_found');
      return row as ExpenseRow;
    },

    async insert(organizationId: number, userId: number, fields: ExpenseFields, now: Date): Promise<number> {
      const at = now.toISOString();
      const row = await db
        .insertInto('expenses')
        .values({ organization_id: organizationId, user_id: userId, ...fields, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(organizationId: number, id: number, fields: ExpenseFields, now: Date): Promise<void> {
      await db.updateTable('expenses').set({ ...fields, updated_at: now.toISOString() }).where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },

    /** Deletes the expense with its receipt. */
    async delete(organizationId: number, id: number): Promise<void> {
      await removeReceipt(organizationId, id);
      await db.deleteFrom('expenses').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },

    /** Puts the receipt in place of the one the expense had. */
    async saveReceipt(organizationId: number, expenseId: number, receipt: ReceiptFields, now: Date): Promise<void> {
      await removeReceipt(organizationId, expenseId);
      await db
        .insertInto('expense_receipts')
        .values({ expense_id: expenseId, organization_id: organizationId, name: receipt.name, mime: receipt.mime, size: receipt.bytes.byteLength, bytes: receipt.bytes, created_at: now.toISOString() })
        .execute();
    },

    /** Takes the receipt off the expense. */
    removeReceipt,

    /** How many expenses the member recorded, and how many of them are on an invoice. */
    async countsOf(organizationId: number, userId: number): Promise<{ all: number; invoiced: number }> {
      const row = await db
        .selectFrom('expenses')
        .select((eb) => [eb.fn.countAll<string | number>().as('all'), eb.fn.count<string | number>('invoice_line_id').as('invoiced')])
        .where('organization_id', '=', organizationId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return { all: Number(row.all), invoiced: Number(row.invoiced) };
    },

    /** Deletes the member's expenses that are on no invoice, with their receipts. */
    async removeOpenOf(organizationId: number, userId: number): Promise<void> {
      const open = db.selectFrom('expenses').select('id').where('organization_id', '=', organizationId).where('user_id', '=', userId).where('invoice_line_id', 'is', null);
      await db.deleteFrom('expense_receipts').where('organization_id', '=', organizationId).where('expense_id', 'in', open).execute();
      await db.deleteFrom('expenses').where('organization_id', '=', organizationId).where('user_id', '=', userId).where('invoice_line_id', 'is', null).execute();
    },

    /** The receipt's bytes, or undefined. */
    receipt(organizationId: number, expenseId: number) {
      return db.selectFrom('expense_receipts').select(['name', 'mime', 'bytes']).where('organization_id', '=', organizationId).where('expense_id', '=', expenseId).executeTakeFirst();
    },

    /**
     * Holds the expenses until the transaction ends (PostgreSQL; SQLite runs one write at a
     * time), so two invoices taking the same expenses at once are one after the other: the
     * second then finds them billed.
     */
    async lock(organizationId: number, ids: readonly number[]): Promise<void> {
      if (ids.length === 0 || dialectOf(db) !== 'postgres') return;
      await db.selectFrom('expenses').select('id').where('organization_id', '=', organizationId).where('id', 'in', [...ids]).orderBy('id').forUpdate().execute();
    },

    /** Bills the expenses on the invoice line; answers how many were linked (only uninvoiced ones are). */
    async linkToLine(organizationId: number, lineId: number, ids: readonly number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable('expenses')
        .set({ invoice_line_id: lineId })
        .where('organization_id', '=', organizationId)
        .where('id', 'in', [...ids])
        .where('invoice_line_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The projects an expense may be recorded on: a member's active projects with an active activity they are on; for null every active project. */
    choosableProjects(organizationId: number, userId: number | null): Promise<{ id: number; name: string; client_name: string; currency: string }[]> {
      let query = db
        .selectFrom('projects as p')
        .innerJoin('clients as c', 'c.id', 'p.client_id')
        .select(['p.id', 'p.name', 'c.name as client_name', 'c.currency'])
        .where('p.organization_id', '=', organizationId)
        .where('p.active', '=', 1);
      if (userId !== null) {
        query = query.where(({ exists, selectFrom }) =>
          exists(
            selectFrom('activities as a')
              .innerJoin('activity_user as au', 'au.activity_id', 'a.id')
              .select('a.id')
              .whereRef('a.project_id', '=', 'p.id')
              .where('a.active', '=', 1)
              .where('au.user_id', '=', userId),
          ),
        );
      }
      return query.orderBy('p.name').orderBy('p.id').execute();
    },

    /** The organisation's categories in their order. */
    categories(organizationId: number): Promise<{ id: number; name: string }[]> {
      return db.selectFrom('expense_categories').select(['id', 'name']).where('organization_id', '=', organizationId).orderBy('position').orderBy('id').execute();
    },

    /**
     * The organisation's categories in their order, each with how many expenses it holds. With
     * `hold` (one category's id) that category is held until the transaction ends first (PostgreSQL),
     * so an expense recorded in it meanwhile is counted or waits.
     */
    async categoryUses(organizationId: number, hold?: number): Promise<{ id: number; name: string; expense_count: number }[]> {
      if (hold !== undefined && dialectOf(db) === 'postgres') {
        await db.selectFrom('expense_categories').select('id').where('organization_id', '=', organizationId).where('id', '=', hold).forUpdate().execute();
      }
      const rows = await db
        .selectFrom('expense_categories as k')
        .leftJoin('expenses as e', (join) => join.onRef('e.category_id', '=', 'k.id').on('e.organization_id', '=', organizationId))
        .select(['k.id', 'k.name', (eb) => eb.fn.count<string | number>('e.id').as('expense_count')])
        .where('k.organization_id', '=', organizationId)
        .groupBy(['k.id', 'k.name', 'k.position'])
        .orderBy('k.position')
        .orderBy('k.id')
        .execute();
      return rows.map((row) => ({ ...row, expense_count: Number(row.expense_count) }));
    },

    async renameCategory(organizationId: number, id: number, name: string): Promise<void> {
      await db.updateTable('expense_categories').set({ name }).where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },

    async deleteCategory(organizationId: number, id: number): Promise<void> {
      await db.deleteFrom('expense_categories').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },

    /** Adds categories to the end of the list, leaving out names it has already; answers the ids by name. */
    async addCategories(organizationId: number, names: readonly string[], now: Date): Promise<Map<string, number>> {
      const existing = await db.selectFrom('expense_categories').select(['id', 'name', 'position']).where('organization_id', '=', organizationId).execute();
      const known = new Map(existing.map((row) => [row.name.toLowerCase(), row.id]));
      let position = existing.reduce((max, row) => Math.max(max, row.position), -1);
      const ids = new Map<string, number>();
      for (const name of names) {
        const found = known.get(name.toLowerCase());
        if (found !== undefined) {
          ids.set(name, found);
          continue;
        }
        position += 1;
        const row = await db
          .insertInto('expense_categories')
          .values({ organization_id: organizationId, name, position, created_at: now.toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        known.set(name.toLowerCase(), row.id);
        ids.set(name, row.id);
      }
      return ids;
    },
  };
}
