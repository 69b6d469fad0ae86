import type { Locale } from '@kwartier/api';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/errors.js';
import { HttpError } from '../domain/failures.js';

// What the stores of documents with lines (invoices, quotes) share: the client and contact they
// answer with, and reading each document's lines with one more query.

/** A document's client as it is now, and its contact ({@link CLIENT_AND_CONTACT}). */
export interface DocumentParties {
  client_name: string;
  client_address: string | null;
  client_zipcode: string | null;
  client_city: string | null;
  client_clientnumber: string | null;
  /** The client's invoice language now (an issued invoice keeps the one it had, in `issued`). */
  client_invoice_language: Locale;
  contact_name: string | null;
  contact_email: string | null;
}

/** The client's columns as they are now and the contact's, for a query joining `clients` and `contacts` to its document. */
export const CLIENT_AND_CONTACT = [
  'clients.name as client_name',
  'clients.address as client_address',
  'clients.zipcode as client_zipcode',
  'clients.city as client_city',
  'clients.clientnumber as client_clientnumber',
  'clients.invoice_language as client_invoice_language',
  'contacts.name as contact_name',
  'contacts.email as contact_email',
] as const;

/** The document, or 404: another organisation's is as absent as one that never existed. */
export function found<T>(document: T | undefined): T {
  if (document === undefined) throw new HttpError(404, 'http.not_found');
  return document;
}

/**
 * Documents with their lines: `linesOf` reads the lines of the organisation's documents `ids`
 * (called only with some), `documentOf` names a line's document, `record` makes a document of a
 * row and its lines, in the order `linesOf` answered them.
 */
export function documentsWithLines<Row extends { id: number; organization_id: number }, Line, Document>(
  linesOf: (organizationId: number, ids: number[]) => Promise<Line[]>,
  documentOf: (line: Line) => number,
  record: (row: Row, lines: Line[]) => Document,
) {
  const withLines = async (organizationId: number, rows: readonly Row[]): Promise<Document[]> => {
    const byDocument = new Map<number, Line[]>(rows.map((row) => [row.id, []]));
    if (rows.length > 0) {
      const lines = await linesOf(
        organizationId,
        rows.map((row) => row.id),
      );
      for (const line of lines) byDocument.get(documentOf(line))?.push(line);
    }
    return rows.map((row) => record(row, byDocument.get(row.id) ?? []));
  };
  return {
    /** The organisation's documents these rows are, each with its lines. */
    withLines,
    /** The document this row is (of its own organisation) with its lines, or undefined without a row. */
    one: async (row: Row | undefined): Promise<Document | undefined> => row && (await withLines(row.organization_id, [row]))[0],
  };
}

/**
 * Runs `write` in a transaction of its own (a savepoint in the request's, which goes on when it
 * fails); answers `taken` when it breaks a unique index: the document's number was taken after all.
 */
export async function unlessNumberTaken<T, U>(db: Db, write: (trx: Transaction<Database>) => Promise<T>, taken: U): Promise<T | U> {
  try {
    return await db.transaction().execute(write);
  } catch (error) {
    if (isUniqueViolation(error)) return taken;
    throw error;
  }
}
