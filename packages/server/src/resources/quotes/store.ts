import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Locale } from '@kwartier/api';
import { dialectOf, type Db } from '../../db/database.js';
import { CLIENT_AND_CONTACT, documentsWithLines, found, unlessNumberTaken, type DocumentParties } from '../../stores/documents.js';
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
export interface QuoteRecord extends QuoteDetails, DocumentParties {
  id: number;
  organization_id: number;
  uuid: string;
  status: StoredQuoteStatus;
  answered_name: string | null;
  answered_comment: string | null;
  answered_at: string | null;
  invoice_id: number | null;
  project_id: number | null;
  /** The client's currency: the quote's money is in it (migration 0037). */
  client_currency: string;
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
        ...CLIENT_AND_CONTACT,
        'clients.currency as client_currency',
      ]);

  type Row = Awaited<ReturnType<ReturnType<typeof quotes>['executeTakeFirstOrThrow']>>;

  const { withLines, one } = documentsWithLines(
    (organizationId, ids: number[]) =>
      db.selectFrom('quote_lines').select(['id', 'quote_id', 'service', 'amount', 'unitprice_cents', 'vat']).where('organization_id', '=', organizationId).where('quote_id', 'in', ids).orderBy('id').execute(),
    (line) => line.quote_id,
    (row: Row, lines): QuoteRecord => ({
      ...row,
      status: row.status as StoredQuoteStatus,
      client_invoice_language: row.client_invoice_language as Locale,
      // eslint-disable-next-line no-restricted-syntax -- the stored column holds integer hundredths, not a decimal
      lines: lines.map((line) => ({ id: line.id, service: line.service, amount: Number(line.amount), unitprice_cents: Number(line.unitprice_cents), vat: line.vat })),
    }),
  );

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
      return one(await quotes().where('quotes.organization_id', '=', organizationId).where('quotes.id', '=', id).executeTakeFirst());
    },

    /** The quote, or 404. */
    async find(organizationId: number, id: number): Promise<QuoteRecord> {
      return found(await this.get(organizationId, id));
    },

    /** The quote by its public uuid, or 404 (a concept is not public yet). */
    async byUuid(uuid: string): Promise<QuoteRecord> {
      return found(await one(await quotes().where('quotes.uuid', '=', uuid).where('quotes.status', '<>', 'concept').executeTakeFirst()));
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
      return unlessNumberTaken(
        db,
        async (trx) => {
          const { id } = await trx
            .insertInto('quotes')
            .values({ ...details, organization_id: organizationId, uuid: randomUUID(), status: 'concept', created_at: at, updated_at: at })
            .returning('id')
            .executeTakeFirstOrThrow();
          await quoteStore(trx).replaceLines(organizationId, id, lines);
          return id;
        },
        null,
      );
    },

    /** Replaces the details and lines; false when a new number is taken after all (unique index, in a savepoint). */
    async update(organizationId: number, id: number, details: QuoteDetails, lines: readonly NewQuoteLine[], now: Date): Promise<boolean> {
      return unlessNumberTaken(
        db,
        async (trx) => {
          await trx.updateTable('quotes').set({ ...details, updated_at: now.toISOString() }).where('organization_id', '=', organizationId).where('id', '=', id).execute();
          await quoteStore(trx).replaceLines(organizationId, id, lines);
          return true;
        },
        false,
      );
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
