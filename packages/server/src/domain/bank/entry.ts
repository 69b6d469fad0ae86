import { createHash } from 'node:crypto';
import { hundredthsOf } from '@kwartier/api';

// One shape for a bank statement's entries, whichever format they came in (CAMT.053, MT940).
// Pure: no database, no clock. A batch entry (several payments booked as one) is split into
// its transactions when the statement details them; each entry carries the key that makes a
// second upload of the same statement, or an overlapping one, create nothing twice.

/** Why a file cannot be read as a statement; the action answers 422 under `file`. */
export type StatementProblem = 'bank.not_a_statement' | 'bank.unknown_camt_version' | 'bank.bad_amount';

export class StatementError extends Error {
  constructor(readonly problem: StatementProblem, detail?: string) {
    super(detail ? `${problem}: ${detail}` : problem);
  }
}

export interface BankEntry {
  /**
   * The entry's key within its account, stable across uploads: the bank's own reference
   * (CAMT `AcctSvcrRef`/`NtryRef`, MT940 `//` bank reference), a batch's transactions suffixed by
   * their own reference or place; without any, `fp:` and a fingerprint of what the entry says
   * with its occurrence among identical ones of that statement.
   */
  reference: string;
  /** The statement's own account (IBAN, upper case, no spaces) or null when it names none. */
  account: string | null;
  /** Booking date, YYYY-MM-DD. */
  bookedOn: string;
  /** Always positive, integer cents; `direction` says which way. */
  amountCents: number;
  direction: 'credit' | 'debit';
  currency: string;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  /** Free text the payer wrote (several lines joined by a space). */
  remittance: string | null;
  /** A structured creditor reference (ISO 11649 `RF…`, or a Dutch betalingskenmerk). */
  structuredReference: string | null;
  endToEndId: string | null;
  /** A reversal (returned by the bank) or a returned payment: never matched to an invoice. */
  returned: boolean;
  /** Part of a batch entry that the statement detailed. */
  batch: boolean;
}

/** What a parser fills; the key is made by {@link withReferences}. */
export type ParsedEntry = Omit<BankEntry, 'reference'> & { bankReference: string | null };

/** An IBAN without spaces, upper case; null for anything that is not shaped like one. */
export function normalIban(text: string | null | undefined): string | null {
  if (!text) return null;
  const iban = text.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(iban) ? iban : null;
}

/** A bank's decimal ("1210.00", "1210,00", "1210,5", "1210,") as positive integer cents. */
export function amountCents(text: string): number {
  const decimal = text.trim().replace(',', '.').replace(/\.$/, '');
  const cents = hundredthsOf(decimal);
  if (cents === null || cents < 0) throw new StatementError('bank.bad_amount', text);
  return cents;
}

/** Trims and collapses white space; null when nothing is left. */
export function cleanText(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const clean = String(text).replace(/\s+/g, ' ').trim();
  return clean === '' ? null : clean;
}

/** Gives each parsed entry its key: the bank's reference, else a fingerprint counted per statement. */
export function withReferences(entries: ParsedEntry[]): BankEntry[] {
  const seen = new Map<string, number>();
  return entries.map(({ bankReference, ...entry }) => {
    if (bankReference) return { ...entry, reference: bankReference };
    const fingerprint = createHash('sha256')
      .update(
        JSON.stringify([
          entry.account, entry.bookedOn, entry.direction, entry.amountCents, entry.currency,
          entry.counterpartyIban, entry.counterpartyName, entry.remittance, entry.structuredReference, entry.endToEndId,
        ]),
      )
      .digest('hex')
      .slice(0, 32);
    const nth = (seen.get(fingerprint) ?? 0) + 1;
    seen.set(fingerprint, nth);
    return { ...entry, reference: `fp:${fingerprint}:${nth}` };
  });
}
