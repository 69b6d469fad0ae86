import { HttpError } from '../domain/failures.js';

// What the stores of documents with lines (invoices, quotes) share: the client and contact they
// answer with, and reading each document's lines with one more query.

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
