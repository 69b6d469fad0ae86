import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { dialectOf, type Db } from '../../db/database.js';
import type { Locale } from '@kwartier/api';
import type { Flag, InvoiceLinesTable } from '../../db/schema.js';
import { HttpError } from '../../domain/failures.js';
import { CLIENT_AND_CONTACT, documentsWithLines, found, unlessNumberTaken, type DocumentParties } from '../../stores/documents.js';
import { timeStore } from '../time/store.js';
import { SENT, type InvoiceDetails, type LineAmounts, type TrackedEntry } from './rules.js';

// Every query names the caller's organisation, so another organisation's invoice, line, client
// or contact is as absent as one that never existed (404 for a path, 422 for a body). The one
// exception is the print view's `byUuid`: its unguessable uuid is the key.

/** A stored line, amounts as plain numbers (pg hands bigint columns over as text). */
export interface LineRow extends LineAmounts {
  id: number;
  invoice_id: number;
  service: string;
  /** Number of time entries billed on the line (migration 0008). */
  time_entries: number;
  /** Their minutes, summed; 0 for a line typed by hand. */
  tracked_minutes: number;
  /** Their hours in hundredths, each entry's rounded half up, summed: the amount the line was added with. */
  tracked_hundredths: number;
  /** S, Z, E, AE; null: from the rate (migration 0014). */
  vat_category: string | null;
  vat_exemption_reason: string | null;
  /** First and last day the line covers, both or neither (migration 0017). */
  period_start: string | null;
  period_end: string | null;
}

/** The stored invoice with the client and contact as printed on it, and its lines in the order they were added. */
export interface InvoiceRecord extends InvoiceDetails, DocumentParties {
  id: number;
  organization_id: number;
  uuid: string;
  status_id: number;
  original_invoice_id: number | null;
  /** The number and date of the invoice it is a copy of (the one a credit invoice corrects), null without one. */
  original_invoicenumber: string | null;
  original_invoicedate: string | null;
  /** The printed details kept when the invoice left concept (JSON, see shape.ts), null on a concept. */
  issued: string | null;
  /** The day it was paid (`YYYY-MM-DD`, migration 0012), null until then. */
  paid_on: string | null;
  /** The sum of its payments, cents (migration 0013). */
  paid_cents: number;
  /** "Your reference" (migration 0014). */
  buyer_reference: string | null;
  /** The currency of its amounts (ISO 4217, migration 0037). */
  currency: string;
  /** One unit of `currency` in the organisation's currency as entered, null when not (migration 0037). */
  exchange_rate: string | null;
  lines: LineRow[];
}

export type NewLine = LineAmounts & { service: string; vat_category?: string | null; vat_exemption_reason?: string | null; period_start?: string | null; period_end?: string | null };

/** The sum of the payments of the invoice `invoices` names, cents (the index of migration 0013 answers it); pg hands it over as text. */
const paidCents = sql<number | string>`(select coalesce(sum(${sql.ref('payments.amount_cents')}), 0) from ${sql.table('payments')} where ${sql.ref('payments.invoice_id')} = ${sql.ref('invoices.id')})`.as('paid_cents');

export function invoiceStore(db: Db) {
  const invoices = () =>
    db
      .selectFrom('invoices')
      .innerJoin('clients', 'clients.id', 'invoices.client_id')
      .leftJoin('contacts', 'contacts.id', 'invoices.contact_id')
      .leftJoin('invoices as original', 'original.id', 'invoices.original_invoice_id')
      .select([
        'invoices.id',
        'invoices.organization_id',
        'invoices.uuid',
        'invoices.invoicenumber',
        'invoices.client_id',
        'invoices.contact_id',
        'invoices.invoicedate',
        'invoices.period',
        'invoices.status_id',
        'invoices.original_invoice_id',
        'original.invoicenumber as original_invoicenumber',
        'original.invoicedate as original_invoicedate',
        'invoices.issued',
        'invoices.paid_on',
        'invoices.buyer_reference',
        'invoices.currency',
        'invoices.exchange_rate',
        ...CLIENT_AND_CONTACT,
        paidCents,
      ]);

  /** The number of time entries billed on the line `invoice_lines` names (the index of migration 0008 answers it). */
  const entryCount = sql<number | string>`(select count(*) from ${sql.table('time_entries')} where ${sql.ref('time_entries.invoice_line_id')} = ${sql.ref('invoice_lines.id')})`.as(
    'time_entries',
  );
  /** The minutes of those entries, and their hours in hundredths each rounded half up (rules.ts `hoursInHundredths`), summed. */
  const trackedMinutes = sql<number | string>`(select coalesce(sum(${sql.ref('time_entries.minutes')}), 0) from ${sql.table('time_entries')} where ${sql.ref('time_entries.invoice_line_id')} = ${sql.ref('invoice_lines.id')})`.as(
    'tracked_minutes',
  );
  const trackedHundredths = sql<
    number | string
  >`(select coalesce(sum((cast(${sql.ref('time_entries.minutes')} as bigint) * 100 + 30) / 60), 0) from ${sql.table('time_entries')} where ${sql.ref('time_entries.invoice_line_id')} = ${sql.ref('invoice_lines.id')})`.as(
    'tracked_hundredths',
  );

  /**
   * Releases the hours billed on the organisation's line `id`, or on the lines of its invoice
   * `invoice_id`: editable and offered again (the time store merges each into its cell's open entry).
   */
  const release = async (organizationId: number, column: 'id' | 'invoice_id', value: number): Promise<void> => {
    const lines = await db.selectFrom('invoice_lines').select('id').where('organization_id', '=', organizationId).where(column, '=', value).execute();
    await timeStore(db).releaseFromLines(
      organizationId,
      lines.map((line) => line.id),
    );
  };

  /** Invoices with their lines, each invoice's in the order they were added. */
  const { withLines, one } = documentsWithLines(
    async (organizationId, invoiceIds: number[]) => {
      const rows = await db
        .selectFrom('invoice_lines')
        .select(['id', 'invoice_id', 'service', 'amount', 'unitprice_cents', 'vat', 'vat_category', 'vat_exemption_reason', 'period_start', 'period_end', entryCount, trackedMinutes, trackedHundredths])
        .where('organization_id', '=', organizationId)
        .where('invoice_id', 'in', invoiceIds)
        .orderBy('id')
        .execute();
      return rows.map(asLine);
    },
    (line) => line.invoice_id,
    (row: Omit<InvoiceRecord, 'lines' | 'paid_cents'> & { paid_cents: number | string }, lines): InvoiceRecord => ({ ...row, paid_cents: Number(row.paid_cents), lines }),
  );

  return {
    /**
     * Holds the organisation's numbering until the request's transaction ends (PostgreSQL): one
     * creation or renumbering of the organisation at a time, so a number checked free is still
     * free when it is stored. `for no key update` leaves rows that merely refer to the
     * organisation (every insert elsewhere) unblocked. SQLite runs one write transaction at a
     * time anyway; the unique index catches anything else.
     */
    async lockNumbering(organizationId: number): Promise<void> {
      if (dialectOf(db) === 'postgres') await db.selectFrom('organizations').select('id').where('id', '=', organizationId).forNoKeyUpdate().execute();
    },

    /** The organisation's invoice numbers that start with `prefix` (all of them for none). */
    async numbersStartingWith(organizationId: number, prefix: string | null): Promise<string[]> {
      let query = db.selectFrom('invoices').select('invoicenumber').where('organization_id', '=', organizationId);
      if (prefix) query = query.where(sql<string>`substr(${sql.ref('invoicenumber')}, 1, ${sql.lit(prefix.length)})`, '=', prefix);
      return (await query.execute()).map((row) => row.invoicenumber);
    },

    /** Whether another invoice of the organisation has this number. */
    async numberTaken(organizationId: number, invoicenumber: string, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom('invoices').select('id').where('organization_id', '=', organizationId).where('invoicenumber', '=', invoicenumber);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.limit(1).executeTakeFirst()) !== undefined;
    },

    /** A client of the organisation a body names, or undefined. */
    client(organizationId: number, clientId: number): Promise<{ id: number; active: Flag; currency: string } | undefined> {
      return db.selectFrom('clients').select(['id', 'active', 'currency']).where('organization_id', '=', organizationId).where('id', '=', clientId).executeTakeFirst();
    },

    /** A contact of the organisation a body names, or undefined. */
    contact(organizationId: number, contactId: number): Promise<{ id: number; client_id: number } | undefined> {
      return db.selectFrom('contacts').select(['id', 'client_id']).where('organization_id', '=', organizationId).where('id', '=', contactId).executeTakeFirst();
    },

    /** The invoice with client, contact and lines, or undefined. */
    async get(organizationId: number, id: number): Promise<InvoiceRecord | undefined> {
      return one(await invoices().where('invoices.organization_id', '=', organizationId).where('invoices.id', '=', id).executeTakeFirst());
    },

    /** The invoice with client, contact and lines, or 404. */
    async find(organizationId: number, id: number): Promise<InvoiceRecord> {
      return found(await this.get(organizationId, id));
    },

    /**
     * What the e-invoice needs beyond the printed invoice: the client's current identifiers and
     * country, and the first and last day of the tracked time billed on the invoice (null when
     * none is: its lines were typed by hand).
     */
    async einvoiceDetails(organizationId: number, invoice: { id: number; client_id: number }) {
      const client = await db
        .selectFrom('clients')
        .select(['country', 'vat', 'chamberofcommerce', 'peppol_id'])
        .where('organization_id', '=', organizationId)
        .where('id', '=', invoice.client_id)
        .executeTakeFirstOrThrow();
      const period = await db
        .selectFrom('time_entries')
        .innerJoin('invoice_lines', 'invoice_lines.id', 'time_entries.invoice_line_id')
        .select((eb) => [eb.fn.min('time_entries.date').as('start'), eb.fn.max('time_entries.date').as('end')])
        .where('time_entries.organization_id', '=', organizationId)
        .where('invoice_lines.invoice_id', '=', invoice.id)
        .executeTakeFirst();
      return { client, period: period?.start && period.end ? { start: String(period.start), end: String(period.end) } : null };
    },

    /** The invoice by its public uuid (the print view, no session), or 404. */
    async byUuid(uuid: string): Promise<InvoiceRecord> {
      return found(await one(await invoices().where('invoices.uuid', '=', uuid).executeTakeFirst()));
    },

    /** The invoices dated `from` … `to` (inclusive), newest first. */
    async dated(organizationId: number, from: string, to: string): Promise<InvoiceRecord[]> {
      const rows = await invoices()
        .where('invoices.organization_id', '=', organizationId)
        .where('invoices.invoicedate', '>=', from)
        .where('invoices.invoicedate', '<=', to)
        .orderBy('invoices.invoicedate', 'desc')
        .orderBy('invoices.invoicenumber', 'desc')
        .orderBy('invoices.id', 'desc')
        .execute();
      return withLines(organizationId, rows);
    },

    /** The organisation's sent invoices of every year (status 2: what may be outstanding), oldest first. */
    async sent(organizationId: number): Promise<InvoiceRecord[]> {
      const rows = await invoices().where('invoices.organization_id', '=', organizationId).where('invoices.status_id', '=', SENT).orderBy('invoices.invoicedate').orderBy('invoices.id').execute();
      return withLines(organizationId, rows);
    },

    /**
     * Stores a concept with its lines; answers its id, or null when the number is taken after all
     * (the unique index: the insert runs in a savepoint, so the request's transaction goes on).
     */
    async insert(
      organizationId: number,
      details: InvoiceDetails & { original_invoice_id: number | null; currency?: string },
      lines: readonly NewLine[],
      now: Date,
    ): Promise<number | null> {
      const at = now.toISOString();
      return unlessNumberTaken(
        db,
        async (trx) => {
          const { currency, ...rest } = details;
          const { id } = await trx
            .insertInto('invoices')
            .values((eb) => ({
              ...rest,
              // In the currency given (a copy: its original's), else its client's, read in the same statement.
              currency: currency ?? eb.selectFrom('clients').select('currency').where('organization_id', '=', organizationId).where('id', '=', details.client_id),
              organization_id: organizationId,
              uuid: randomUUID(),
              status_id: 1,
              created_at: at,
              updated_at: at,
            }))
            .returning('id')
            .executeTakeFirstOrThrow();
          if (lines.length > 0) await trx.insertInto('invoice_lines').values(lines.map((line) => ({ ...line, organization_id: organizationId, invoice_id: id, created_at: at }))).execute();
          return id;
        },
        null,
      );
    },

    /** Changes details and/or the status; false when a new number is taken after all (unique index, in a savepoint). */
    async update(organizationId: number, id: number, fields: Partial<InvoiceDetails> & { status_id?: number; issued?: string; paid_on?: string | null }, now: Date): Promise<boolean> {
      return unlessNumberTaken(
        db,
        async (trx) => {
          await trx
            .updateTable('invoices')
            .set((eb) => ({
              ...fields,
              // A concept given another client is in that client's currency from now on.
              ...(fields.client_id === undefined ? {} : { currency: eb.selectFrom('clients').select('currency').where('organization_id', '=', organizationId).where('id', '=', fields.client_id) }),
              updated_at: now.toISOString(),
            }))
            .where('organization_id', '=', organizationId)
            .where('id', '=', id)
            .execute();
          return true;
        },
        false,
      );
    },

    /**
     * Deletes the invoice with its lines (cascade); copies of it lose their link (set null). The
     * hours billed on its lines are released first, in the same transaction (as the `set null` of
     * migration 0008 would, which then finds nothing left to do).
     */
    async delete(organizationId: number, id: number): Promise<void> {
      await release(organizationId, 'invoice_id', id);
      await db.deleteFrom('invoices').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },

    /** The line with its invoice's status, number and currency and its client's invoice language, or 404. */
    async line(organizationId: number, id: number): Promise<LineRow & { status_id: number; invoicenumber: string; language: Locale; currency: string }> {
      const row = await db
        .selectFrom('invoice_lines')
        .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
        .innerJoin('clients', 'clients.id', 'invoices.client_id')
        .select([
          'invoice_lines.id',
          'invoice_lines.invoice_id',
          'invoice_lines.service',
          'invoice_lines.amount',
          'invoice_lines.unitprice_cents',
          'invoice_lines.vat',
          'invoice_lines.vat_category',
          'invoice_lines.vat_exemption_reason',
          'invoice_lines.period_start',
          'invoice_lines.period_end',
          entryCount,
          trackedMinutes,
          trackedHundredths,
          'invoices.status_id',
          'invoices.invoicenumber',
          'invoices.currency',
          'clients.invoice_language',
        ])
        .where('invoice_lines.organization_id', '=', organizationId)
        .where('invoice_lines.id', '=', id)
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'http.not_found');
      return { ...asLine(row), status_id: row.status_id, invoicenumber: row.invoicenumber, language: row.invoice_language as Locale, currency: row.currency };
    },

    /** The invoice a line body names, as far as the line rules need it, or undefined. */
    invoiceOfLine(organizationId: number, invoiceId: number): Promise<{ id: number; status_id: number; invoicenumber: string; currency: string } | undefined> {
      return db.selectFrom('invoices').select(['id', 'status_id', 'invoicenumber', 'currency']).where('organization_id', '=', organizationId).where('id', '=', invoiceId).executeTakeFirst();
    },

    async insertLine(organizationId: number, invoiceId: number, line: NewLine, now: Date): Promise<LineRow> {
      const row = await db
        .insertInto('invoice_lines')
        .values({ ...line, organization_id: organizationId, invoice_id: invoiceId, created_at: now.toISOString() })
        .returning(['id', 'invoice_id', 'service', 'amount', 'unitprice_cents', 'vat', 'vat_category', 'vat_exemption_reason', 'period_start', 'period_end'])
        .executeTakeFirstOrThrow();
      return asLine({ ...row, time_entries: 0, tracked_minutes: 0, tracked_hundredths: 0 });
    },

    /** Changes a line in place; the hours billed on it stay billed on it. */
    async updateLine(organizationId: number, id: number, line: NewLine): Promise<LineRow & { language: Locale; currency: string }> {
      await db.updateTable('invoice_lines').set(line).where('organization_id', '=', organizationId).where('id', '=', id).execute();
      const { status_id: _, ...row } = await this.line(organizationId, id);
      return row;
    },

    /** The organisation's lines that bill time of the member, with the language each invoice prints in. */
    async linesBillingMember(organizationId: number, userId: number): Promise<{ id: number; service: string; language: Locale }[]> {
      const lines = await db
        .selectFrom('invoice_lines as l')
        .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
        .innerJoin('clients as c', 'c.id', 'i.client_id')
        .select(['l.id', 'l.service', 'i.issued', 'c.invoice_language'])
        .where('l.organization_id', '=', organizationId)
        .where('l.id', 'in', (sub) =>
          sub.selectFrom('time_entries').select('invoice_line_id').where('organization_id', '=', organizationId).where('user_id', '=', userId).where('invoice_line_id', 'is not', null),
        )
        .execute();
      return lines.map((line) => ({ id: line.id, service: line.service, language: printedLanguage(line.issued, line.invoice_language) }));
    },

    /** Sets the text of a line (a deleted member's name replaced). */
    async setLineService(organizationId: number, id: number, service: string): Promise<void> {
      await db.updateTable('invoice_lines').set({ service }).where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },

    /** Deletes a line, releasing the hours billed on it first (in the same transaction; see delete). */
    async deleteLine(organizationId: number, id: number): Promise<void> {
      await release(organizationId, 'id', id);
      await db.deleteFrom('invoice_lines').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },

    /**
     * The organisation's billable time entries (of billable activities) on no invoice yet, of the
     * client's projects (activity → project → client), dated `from` … `to` (inclusive). With `lock` (adding them to an invoice)
     * the entries are held until the request's transaction ends (PostgreSQL: `for update` of the
     * entries only): a concurrent addition waits and then finds them invoiced (read committed
     * checks `invoice_line_id is null` again on the committed row), and a time sheet save of one
     * of them waits too (resources/time). SQLite runs one write transaction at a time anyway.
     * With `approvedOnly` (the organisation has approval on) only entries in approved weeks —
     * and admins' entries too, unless `adminsNeedApproval` is false (the organisation's
     * `approve_admin_weeks` off): then an admin's hours count as approved.
     */
    async uninvoicedEntries(
      organizationId: number,
      clientId: number,
      from: string,
      to: string,
      lock: boolean,
      approvedOnly = false,
      adminsNeedApproval = true,
    ): Promise<TrackedEntry[]> {
      let query = db
        .selectFrom('time_entries')
        .innerJoin('activities', 'activities.id', 'time_entries.activity_id')
        .innerJoin('projects', 'projects.id', 'activities.project_id')
        .innerJoin('users', 'users.id', 'time_entries.user_id')
        // A person who left the organisation keeps their hours there, without a role.
        .leftJoin('memberships', (join) => join.onRef('memberships.user_id', '=', 'time_entries.user_id').onRef('memberships.organization_id', '=', 'time_entries.organization_id'))
        .select([
          'time_entries.id',
          'projects.id as project_id',
          'projects.name as project_name',
          'activities.id as activity_id',
          'activities.name as activity_name',
          'users.id as user_id',
          'users.name as user_name',
          'time_entries.date',
          'time_entries.minutes',
          'time_entries.rate_cents',
          'time_entries.note',
        ])
        .where('time_entries.organization_id', '=', organizationId)
        .where('projects.organization_id', '=', organizationId)
        .where('projects.client_id', '=', clientId)
        .where('time_entries.date', '>=', from)
        .where('time_entries.date', '<=', to)
        .where('time_entries.invoice_line_id', 'is', null)
        // Hours invoiced before they came to Kwartier (an imported row marked invoiced) are never offered.
        .where('time_entries.invoiced_elsewhere', '=', 0)
        .where('time_entries.minutes', '>', 0)
        // Only billable hours are ever offered: an entry follows its activity.
        .where('activities.billable', '=', 1);
      // Approval on: only hours in a week of the member's that an admin approved.
      if (approvedOnly) {
        query = query.where(({ eb, exists, or, selectFrom }) => {
          const approved = exists(
            selectFrom('week_submissions')
              .select('week_submissions.id')
              .where('week_submissions.organization_id', '=', organizationId)
              .whereRef('week_submissions.user_id', '=', 'time_entries.user_id')
              .where('week_submissions.status', '=', 'approved')
              .whereRef('week_submissions.week_start', '<=', 'time_entries.date')
              .whereRef('week_submissions.week_end', '>=', 'time_entries.date'),
          );
          return adminsNeedApproval ? approved : or([approved, eb('memberships.admin', '=', 1)]);
        });
      }
      if (lock && dialectOf(db) === 'postgres') query = query.forUpdate('time_entries');
      return query.execute();
    },

    /** Bills these entries of the organisation on the line, those still on no invoice; answers how many it linked. */
    linkEntries(organizationId: number, lineId: number, entryIds: readonly number[]): Promise<number> {
      return timeStore(db).linkToLine(organizationId, lineId, entryIds);
    },
  };
}

/** A line's columns as read (db/schema.ts), with the count of its time entries. */
type LineColumns = Omit<InvoiceLinesTable, 'id' | 'organization_id' | 'created_at'> & {
  id: number;
  time_entries: number | string;
  tracked_minutes: number | string;
  tracked_hundredths: number | string;
};

function asLine(row: LineColumns): LineRow {
  return {
    id: row.id,
    invoice_id: row.invoice_id,
    service: row.service,
    // eslint-disable-next-line no-restricted-syntax -- the stored column holds integer hundredths, not a decimal
    amount: Number(row.amount),
    unitprice_cents: Number(row.unitprice_cents),
    vat: row.vat,
    vat_category: row.vat_category,
    vat_exemption_reason: row.vat_exemption_reason,
    period_start: row.period_start,
    period_end: row.period_end,
    time_entries: Number(row.time_entries),
    tracked_minutes: Number(row.tracked_minutes),
    tracked_hundredths: Number(row.tracked_hundredths),
  };
}

/** The language an invoice prints in: the one kept when it was issued, else its client's. */
function printedLanguage(issued: string | null, clientLanguage: Locale): Locale {
  if (issued) {
    const language = (JSON.parse(issued) as { language?: unknown }).language;
    if (language === 'en' || language === 'nl') return language;
  }
  return clientLanguage;
}
