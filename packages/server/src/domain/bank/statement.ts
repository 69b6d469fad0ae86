import { parseCamt053 } from './camt053.js';
import { StatementError, type BankEntry } from './entry.js';
import { parseMt940 } from './mt940.js';

// A statement file of either format, told apart by its first characters.

export type StatementFormat = 'camt053' | 'mt940';

export function parseStatement(text: string): { format: StatementFormat; entries: BankEntry[] } {
  const head = text.replace(/^\uFEFF/, '').trimStart();
  if (head.startsWith('<')) return { format: 'camt053', entries: parseCamt053(head) };
  if (/(^|\n):20:/.test(head.slice(0, 2048))) return { format: 'mt940', entries: parseMt940(head) };
  throw new StatementError('bank.not_a_statement', 'neither XML nor MT940');
}
