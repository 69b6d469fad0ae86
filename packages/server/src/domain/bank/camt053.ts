import { XMLParser } from 'fast-xml-parser';
import { amountCents, cleanText, normalIban, StatementError, withReferences, type BankEntry, type ParsedEntry } from './entry.js';

// CAMT.053 (ISO 20022 BankToCustomerStatement), versions .001.02 to .001.08 — what Dutch banks
// export. The versions differ where this reads: a party's name sits in `Dbtr/Nm` up to .07 and
// in `Dbtr/Pty/Nm` in .08; `Sts` is a code up to .06 and `Sts/Cd` after; a transaction's own
// amount is `AmtDtls/TxAmt/Amt` (or `Amt` from .03). Entries not booked (`PDNG`, `INFO`) are left out.

const NAMESPACE = /xmlns(?::\w+)?\s*=\s*["']urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(\d{2})["']/;
const VERSIONS = new Set(['02', '03', '04', '05', '06', '07', '08']);
const LISTS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'CdtrRefInf']);
/** Bank transaction (sub)family codes of a returned or reversed payment. */
const RETURN_CODES = new Set(['RRTN', 'ARET', 'RPCR', 'UPCT', 'CAJT', 'RCDD', 'PRDD']);

// The parsed XML is untyped; these read it defensively.
type Node = Record<string, unknown>;
const node = (value: unknown): Node | undefined => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined);
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(node).filter((n): n is Node => n !== undefined) : node(value) ? [node(value)!] : []);
const text = (value: unknown): string | null => {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  const n = node(value);
  return n && (typeof n['#text'] === 'string' || typeof n['#text'] === 'number') ? String(n['#text']) : null;
};
const at = (value: unknown, ...path: string[]): unknown => path.reduce<unknown>((current, key) => node(current)?.[key], value);

/** The CAMT.053 version of an XML text ("02"…"08"), or null when it is no CAMT.053 at all. */
export function camtVersion(xml: string): string | null {
  return NAMESPACE.exec(xml.slice(0, 4096))?.[1] ?? null;
}

export function parseCamt053(xml: string): BankEntry[] {
  const version = camtVersion(xml);
  if (version === null) throw new StatementError('bank.not_a_statement', 'not CAMT.053');
  if (!VERSIONS.has(version)) throw new StatementError('bank.unknown_camt_version', version);
  const parser = new XMLParser({
    removeNSPrefix: true,
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => LISTS.has(name),
  });
  let parsed: unknown;
  try {
    // `true`: validate while parsing (one pass); a text that is not well-formed XML throws.
    parsed = parser.parse(xml, true);
  } catch (error) {
    throw new StatementError('bank.not_a_statement', error instanceof Error ? error.message : String(error));
  }
  const document = node(parsed) ?? {};
  const statements = list(at(document, 'Document', 'BkToCstmrStmt', 'Stmt'));
  const entries: ParsedEntry[] = [];
  for (const statement of statements) {
    const account = normalIban(text(at(statement, 'Acct', 'Id', 'IBAN')));
    for (const entry of list(statement['Ntry'])) entries.push(...entryOf(entry, account));
  }
  return withReferences(entries);
}

function entryOf(entry: Node, account: string | null): ParsedEntry[] {
  const status = text(entry['Sts']) ?? text(at(entry, 'Sts', 'Cd'));
  if (status !== null && status !== 'BOOK') return [];
  const direction = text(entry['CdtDbtInd']) === 'DBIT' ? 'debit' : 'credit';
  const bookedOn = (text(at(entry, 'BookgDt', 'Dt')) ?? text(at(entry, 'BookgDt', 'DtTm')) ?? text(at(entry, 'ValDt', 'Dt')) ?? '').slice(0, 10);
  const amountNode = entry['Amt'];
  const currency = text(at(amountNode, '@Ccy')) ?? 'EUR';
  const reversal = text(entry['RvslInd']) === 'true';
  const entryReturn = reversal || RETURN_CODES.has(text(at(entry, 'BkTxCd', 'Domn', 'Fmly', 'SubFmlyCd')) ?? '');
  const entryRef = text(entry['AcctSvcrRef']) ?? text(entry['NtryRef']);
  const transactions = list(entry['NtryDtls']).flatMap((details) => list(details['TxDtls']));
  const batch = transactions.length > 1;
  const base = { account, bookedOn, direction, currency, batch } as const;
  if (transactions.length === 0) {
    return [{
      ...base, amountCents: amountCents(text(amountNode) ?? ''), counterpartyName: null, counterpartyIban: null,
      remittance: cleanText(text(entry['AddtlNtryInf'])), structuredReference: null, endToEndId: null, returned: entryReturn,
      bankReference: entryRef ?? null,
    }];
  }
  return transactions.map((tx, txIndex) => {
    const txAmount = text(at(tx, 'AmtDtls', 'TxAmt', 'Amt')) ?? text(tx['Amt']) ?? (batch ? null : text(amountNode));
    const txDirection = text(tx['CdtDbtInd']) === 'DBIT' ? 'debit' : text(tx['CdtDbtInd']) === 'CRDT' ? 'credit' : direction;
    // The other party: whoever paid a credit, whoever was paid on a debit.
    // A returned payment is booked the other way but often names the original parties: then the other one.
    const sides = txDirection === 'credit' ? ['Dbtr', 'Cdtr'] : ['Cdtr', 'Dbtr'];
    const parties = at(tx, 'RltdPties');
    const side = sides.find((party) => at(parties, party) !== undefined || at(parties, `${party}Acct`) !== undefined) ?? sides[0]!;
    const name = text(at(parties, side, 'Nm')) ?? text(at(parties, side, 'Pty', 'Nm'));
    const iban = text(at(parties, `${side}Acct`, 'Id', 'IBAN'));
    const remittance = at(tx, 'RmtInf');
    const lines = at(remittance, 'Ustrd');
    const unstructured = (Array.isArray(lines) ? lines : []).map(text).filter((line): line is string => line !== null);
    const structured = list(at(remittance, 'Strd')).flatMap((strd) => list(strd['CdtrRefInf'])).map((info) => text(info['Ref'])).find((ref) => ref !== null) ?? null;
    const additional = text(tx['AddtlTxInf']);
    const txRef = text(at(tx, 'Refs', 'AcctSvcrRef'));
    const bankReference = batch
      ? (txRef ?? (entryRef ? `${entryRef}/${txIndex + 1}` : null))
      : (entryRef ?? txRef);
    return {
      ...base,
      direction: txDirection,
      amountCents: amountCents(txAmount ?? ''),
      counterpartyName: cleanText(name),
      counterpartyIban: normalIban(iban),
      remittance: cleanText(unstructured.join(' ')) ?? cleanText(additional) ?? (batch ? null : cleanText(text(entry['AddtlNtryInf']))),
      structuredReference: cleanText(structured),
      endToEndId: ((ref) => (ref === null || ref === 'NOTPROVIDED' ? null : ref))(cleanText(text(at(tx, 'Refs', 'EndToEndId')))),
      returned: entryReturn || at(tx, 'RtrInf') !== undefined || RETURN_CODES.has(text(at(tx, 'BkTxCd', 'Domn', 'Fmly', 'SubFmlyCd')) ?? ''),
      bankReference,
    };
  });
}
