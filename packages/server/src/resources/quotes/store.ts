import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Locale } from '@kwartier/api';
import { dialectOf, type Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { HttpError } from '../../domain/failures.js';
import type { LineAmounts } from '../invoices/rules.js';
import type { QuoteDetails, StoredQuoteStatus } from './rules.js';

// The one writer of `quotes` and `quote_lines` (migration 0036). Every query names the caller's
// organisation, but `byUuid`: the public link's unguessable uuid is the key.

export interface QuoteLineRow extends LineAmounts {
  id: number;
  service: string;
}

export type NewQuoteLine = LineAmounts & { service: string };

/** The stored quote with its client and contact as they are now, and its lines in the order they were added. */
export interface QuoteRecord extends QuoteDetails {
  id: number;
  organization_id: number;
  uuid: string;
  status: StoredQuoteStatus;
  answered_name: string | null;
  answered_comment: string | null;
  answered_at: string | null;
  invoice_id: number | null;
  project_id: number | null;
  client_name: string;
  client_address: string | null;
  client_zipcode: string | null;
  client_city: string | null;
  client_clientnumber: string | null;
  client_invoice_language: Locale;
  /** The client's currency: the quote's money is in it (migration 0037). */
  client_currency: string;
  contact_name: string | null;
  contact_email: string | null;
  lines: QuoteLineRow[];
}

/** What an answer through the public link stores. */
export interface QuoteAnswerFields {
  status: 'accepted' | 'declined';
  answered_name: string;
  answered_comment: string | null;
  answered_at: string;
}

export function quoteStore(db: Db) {
  const quotes = () =>
    db
      .selectFrom('quotes')
      .innerJoin('clients', 'clients.id', 'quotes.client_id')
      .leftJoin('contacts', 'contacts.id', 'quotes.contact_id')
      .select([
        'quotes.id',
        'quotes.organization_id',
        'quotes.uuid',
        'quotes.quotenumber',
        'quotes.client_id',
        'quotes.contact_id',
        'quotes.quotedate',
        'quotes.valid_until',
        'quotes.status',
        'quotes.answered_name',
        'quotes.answered_comment',
        'quotes.answered_at',
        'quotes.invoice_id',
        'quotes.project_id',
        'clients.name as client_name',
        'clients.address as client_address',
        'clients.zipcode as client_zipcode',
        'clients.city as client_city',
        'clients.clientnumber as client_clientnumber',
        'clients.invoice_language as client_invoice_language',
        'clients.currency as client_currency',
        'contacts.name as contact_name',
        'contacts.email as contact_email',
      ]);

  type Row = Awaited<ReturnType<ReturnType<typeof quotes>['executeTakeFirstOrThrow']>>;

  const withLines = async (organizationId: number, rows: Row[]): Promise<QuoteRecord[]> => {
    const byQuote = new Map<number, QuoteLineRow[]>(rows.map((row) => [row.id, []]));
    if (rows.length > 0) {
      const lines = await db
        .selectFrom('quote_lines')
        .select(['id', 'quote_id', 'service', 'amount', 'unitprice_cents', 'vat'])
        .where('organization_id', '=', organizationId)
        .where(
          'quote_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('id')
        .execute();
      for (const line of lines) {
        // eslint-disable-next-line no-restricted-syntax -- the stored column holds integer hundredths, not a decimal
        byQuote.get(line.quote_id)?.push({ id: line.id, service: line.service, amount: Number(line.amount), unitprice_cents: Number(line.unitprice_cents), vat: line.vat });
      }
    }
    return rows.map((row) => ({
      ...row,
      status: row.status as StoredQuoteStatus,
      client_invoice_language: row.client_invoice_language as Locale,
      lines: byQuote.get(row.id) ?? [],
    }));
  };

  const insertLines = async (organizationId: number, quoteId: number, lines: readonly NewQuoteLine[]) => {
    if (lines.length > 0) await db.insertInto('quote_lines').values(lines.map((line) => ({ ...line, organization_id: organizationId, quote_id: quoteId }))).execute();
  };

  return {
    /** The organisation's quote numbers that start with `prefix`. */
    async numbersStartingWith(organizationId: number, prefix: string): Promise<string[]> {
      const rows = await db
        .selectFrom('quotes')
        .select('quotenumber')
        .where('organization_id', '=', organizationId)
        .where(sql<string>`substr(${sql.ref('quotenumber')}, 1, ${sql.lit(prefix.length)})`, '=', prefix)
        .execute();
      return rows.map((row) => row.quotenumber);
    },

    /** Whether another quote of the organisation has this number. */
    async numberTaken(organizationId: number, quotenumber: string, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom('quotes').select('id').where('organization_id', '=', organizationId).where('quotenumber', '=', quotenumber);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.limit(1).executeTakeFirst()) !== undefined;
    },

    /** The quote with client, contact and lines, or undefined. */
    async get(organizationId: number, id: number): Promise<QuoteRecord | undefined> {
      const row = await quotes().where('quotes.organization_id', '=', organizationId).where('quotes.id', '=', id).executeTakeFirst();
      return row && (await withLines(organizationId, [row]))[0];
    },

    /** The quote, or 404. */
    async find(organizationId: number, id: number): Promise<QuoteRecord> {
      const quote = await this.get(organizationId, id);
      if (!quote) throw new HttpError(404, 'http.not_found');
      return quote;
    },

    /** The quote by its public uuid, or 404 (a concept is not public yet). */
    async byUuid(uuid: string): Promise<QuoteRecord> {
      const row = await quotes().where('quotes.uuid', '=', uuid).where('quotes.status', '<>', 'concept').executeTakeFirst();
      if (!row) throw new HttpError(404, 'http.not_found');
      return (await withLines(row.organization_id, [row]))[0]!;
    },

    /** The organisation's quotes, newest quote date first. */
    async all(organizationId: number): Promise<QuoteRecord[]> {
      const rows = await quotes()
        .where('quotes.organization_id', '=', organizationId)
        .orderBy('quotes.quotedate', 'desc')
        .orderBy('quotes.quotenumber', 'desc')
        .orderBy('quotes.id', 'desc')
        .execute();
      return withLines(organizationId, rows);
    },

    /**
     * Holds the quote until the request's transaction ends (PostgreSQL), so two answers, or an
     * answer and a change, never both pass the check of its status. SQLite runs one write
     * transaction at a time anyway.
     */
    async lock(organizationId: number, id: number): Promise<void> {
      if (dialectOf(db) === 'postgres') await db.selectFrom('quotes').select('id').where('organization_id', '=', organizationId).where('id', '=', id).forUpdate().execute();
    },

    /**
     * Stores a concept with its lines; answers its id, or null when the number is taken after
     * all (the unique index: the insert runs in a savepoint, so the request's transaction goes on).
     */
    async insert(organizationId: number, details: QuoteDetails, lines: readonly NewQuoteLine[], now: Date): Promise<number | null> {
      const at = now.toISOString();
      try {
        return await db.transaction().execute(async (trx) => {
          const { id } = await trx
            .insertInto('quotes')
            .values({ ...details, organization_id: organizationId, uuid: randomUUID(), status: 'concept', created_at: at, updated_at: at })
            .returning('id')
            .executeTakeFirstOrThrow();
          await quoteStore(trx).replaceLines(organizationId, id, lines);
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** Replaces the details and lines; false when a new number is taken after all (unique index, in a savepoint). */
    async update(organizationId: number, id: number, details: QuoteDetails, lines: readonly NewQuoteLine[], now: Date): Promise<boolean> {
      try {
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('quotes').set({ ...details, updated_at: now.toISOString() }).where('organization_id', '=', organizationId).where('id', '=', id).execute();
          await quoteStore(trx).replaceLines(organizationId, id, lines);
        });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** The quote's lines become these. */
    async replaceLines(organizationId: number, id: number, lines: readonly NewQuoteLine[]): Promise<void> {
      await db.deleteFrom('quote_lines').where('organization_id', '=', organizationId).where('quote_id', '=', id).execute();
      await insertLines(organizationId, id, lines);
    },

    /** Sets the status and what comes with it (the answer, the invoice or project it became). */
    async setState(
      organizationId: number,
      id: number,
      fields: { status?: StoredQuoteStatus; invoice_id?: number; project_id?: number } | QuoteAnswerFields,
      now: Date,
    ): Promise<void> {
      await db.updateTable('quotes').set({ ...fields, updated_at: now.toISOString() }).where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },

    /** Deletes the quote with its lines (cascade). */
    async delete(organizationId: number, id: number): Promise<void> {
      await db.deleteFrom('quotes').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },
  };
}
