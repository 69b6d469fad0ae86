import { CompiledQuery } from 'kysely';
import { dialectOf, type Db, type DialectName } from './database.js';

// Statements of the hot paths written out as SQL once, instead of built with Kysely's query
// builder on every request: building a statement took several times as long as running it
// (bench/clients.ts). Written with `?` placeholders; PostgreSQL gets them numbered.

const texts = new Map<string, string>();

/** `text` for this dialect: `?` placeholders numbered `$1, $2, …` on PostgreSQL. */
export function statementText(dialect: DialectName, text: string): string {
  if (dialect === 'sqlite') return text;
  let numbered = texts.get(text);
  if (numbered === undefined) {
    let n = 0;
    numbered = text.replace(/\?/g, () => `$${++n}`);
    texts.set(text, numbered);
  }
  return numbered;
}

/** Runs a written-out statement on the handle (a transaction included). */
export function runStatement<Row>(db: Db, text: string, parameters: readonly unknown[]) {
  return db.executeQuery<Row>(CompiledQuery.raw(statementText(dialectOf(db), text), [...parameters]));
}
