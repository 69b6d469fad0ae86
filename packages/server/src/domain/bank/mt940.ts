import { Parser, type Mt940Transaction } from 'mt940js';
import { amountCents, cleanText, normalIban, StatementError, withReferences, type BankEntry, type ParsedEntry } from './entry.js';

// MT940 as the Dutch banks write it, read by mt940js (tags :20: … :62:, several statements in
// one file); what it leaves as text — field 86 — is read here. The banks structure field 86 with
// `/TAG/value` (ING: /EREF/ /CNTP/iban/bic/name/city/ /REMI/USTD//text/ or /REMI/STRD/CUR/ref/;
// Rabobank: /EREF/ /ORDP//NAME/…/REMI/text/ with the other IBAN on line 2 of :61:; ABN AMRO:
// /TRTP/ /IBAN/ /BIC/ /NAME/ /REMI/ /EREF/, or CDTRREF for a structured reference); anything
// else is kept whole as the remittance text. MT940 lists a batch as one entry: it is not split.

const TAGS = [
  'CDTRREFTP', 'CDTRREF', 'EREF', 'CNTP', 'REMI', 'IBAN', 'BIC', 'NAME', 'TRTP', 'ORDP', 'BENM', 'ID', 'ADDR', 'MARF',
  'CSID', 'RTRN', 'ISDT', 'PREF', 'TRCD', 'PURP', 'ULTC', 'ULTD', 'ULTB', 'CD', 'ISSR', 'SVCL', 'BUSP', 'RTYP', 'RPCR',
];
const TAG = new RegExp(`/(${TAGS.join('|')})/`, 'g');
const RETURN_WORDS = /RETOUR|TERUGBOEKING|STORNO|REVERSAL|TERUGGEBOEKT/i;

/** Field 86 split into its `/TAG/` values, or null when it has none at the start. */
export function field86Tags(details: string): Map<string, string> | null {
  const joined = details.replace(/\r?\n/g, '');
  const found = [...joined.matchAll(TAG)];
  if (found.length === 0 || found[0]!.index !== 0) return null;
  const tags = new Map<string, string>();
  found.forEach((match, index) => {
    const start = match.index + match[0].length;
    const end = index + 1 < found.length ? found[index + 1]!.index : joined.length;
    if (!tags.has(match[1]!)) tags.set(match[1]!, joined.slice(start, end));
  });
  return tags;
}

const parts = (value: string | undefined): string[] => (value ?? '').split('/').map((part) => part.trim());
const firstPart = (value: string | undefined): string | null => cleanText(parts(value).find((part) => part !== ''));

/** A remittance value of field 86: `USTD//text`, `STRD/CUR/ref`, or the text itself. */
function remittanceOf(value: string | undefined): { remittance: string | null; structured: string | null } {
  if (value === undefined) return { remittance: null, structured: null };
  const strd = /^STRD\/([^/]*)\/(.*?)\/*$/.exec(value);
  if (strd) return { remittance: null, structured: cleanText(strd[2]) };
  const ustd = /^USTD\/\/?(.*?)\/*$/.exec(value);
  return { remittance: cleanText(ustd ? ustd[1] : value.replace(/\/+$/, '')), structured: null };
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function entryOf(tx: Mt940Transaction, account: string | null, currency: string): ParsedEntry {
  const tags = field86Tags(tx.details ?? '');
  // mt940js signs the amount: a debit, or the reversal of a credit (RC), is negative.
  const direction = tx.amount < 0 ? 'debit' : 'credit';
  const base = {
    account,
    bookedOn: isoDate(tx.entryDate instanceof Date ? tx.entryDate : tx.date),
    amountCents: amountCents(Math.abs(tx.amount).toFixed(2)),
    direction,
    currency: tx.currency || currency,
    batch: false,
    bankReference: cleanText(tx.bankReference) && tx.bankReference !== 'NONREF' ? cleanText(tx.bankReference) : null,
  } as const;
  if (tags === null) {
    return {
      ...base, counterpartyName: null, counterpartyIban: normalIban(tx.extraDetails), remittance: cleanText(tx.details),
      structuredReference: null, endToEndId: null, returned: tx.isReversal || RETURN_WORDS.test(tx.details ?? ''),
    };
  }
  const cntp = parts(tags.get('CNTP'));
  const { remittance, structured } = remittanceOf(tags.get('REMI'));
  const eref = firstPart(tags.get('EREF'));
  return {
    ...base,
    counterpartyName: cleanText(cntp[2]) ?? firstPart(tags.get('NAME')),
    counterpartyIban: normalIban(cntp[0]) ?? normalIban(firstPart(tags.get('IBAN'))) ?? normalIban(tx.extraDetails),
    remittance,
    structuredReference: structured ?? firstPart(tags.get('CDTRREF')),
    endToEndId: eref === 'NOTPROVIDED' ? null : eref,
    returned: tx.isReversal || tags.has('RTRN') || RETURN_WORDS.test(tags.get('TRTP') ?? ''),
  };
}

/** The account of tag 25: an IBAN, possibly followed by a currency ("NL69INGB0123456789EUR"), else as written (ABN AMRO's "574908765"). */
function accountOf(identification: string): string | null {
  const compact = identification.replace(/\s+/g, '').toUpperCase();
  return normalIban(compact.replace(/[A-Z]{3}$/, '')) ?? normalIban(compact.split('/')[0]) ?? cleanText(compact);
}

export function parseMt940(text: string): BankEntry[] {
  // Headers some banks write before the first tag ("0000 01INGBNL2AXXXX00001", "940 00", "ABNANL2A").
  const start = text.indexOf(':20:');
  if (start < 0) throw new StatementError('bank.not_a_statement', 'no :20: tag');
  // The end of a message, "-" or "-}", on a line of its own, is not part of the last field.
  const body = text.slice(start).replace(/\r\n?/g, '\n').replace(/^-}?\s*$/gm, '');
  let statements;
  try {
    statements = new Parser({ no86Structure: true }).parse(body);
  } catch (error) {
    throw new StatementError('bank.not_a_statement', error instanceof Error ? error.message : String(error));
  }
  const entries: ParsedEntry[] = [];
  for (const statement of statements) {
    const account = accountOf(statement.accountIdentification ?? '');
    for (const tx of statement.transactions) entries.push(entryOf(tx, account, statement.currency));
  }
  return withReferences(entries);
}
