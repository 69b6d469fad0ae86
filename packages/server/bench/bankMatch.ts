// Benchmark: a 5,000-entry CAMT.053 statement parsed and matched against 2,000 open invoices of
// 400 clients, in process (the pure parser and matcher the import action runs; no database).
// A third of the entries quote an invoice number or RF reference, a third only come from a
// client's IBAN with an amount owed, a third match nothing. Printed: milliseconds for parsing
// and for matching (median of 5 rounds) and how many proposals of each kind. Nothing asserts a time.
//
//   pnpm --filter @kwartier/server exec tsx bench/bankMatch.ts
import { creditorReference, decimalText } from '@kwartier/api';
import { createMatcher, type OpenInvoice } from '../src/domain/bank/match.js';
import { parseStatement } from '../src/domain/bank/statement.js';

const ENTRIES = Number(process.env.BENCH_BANK_ENTRIES ?? 5_000);
const INVOICES = Number(process.env.BENCH_BANK_INVOICES ?? 2_000);
const CLIENTS = 400;
const ROUNDS = 5;

const iban = (client: number) => `NL${String(10 + (client % 89)).padStart(2, '0')}BANK${String(client).padStart(10, '0')}`;
const invoices: OpenInvoice[] = Array.from({ length: INVOICES }, (_, i) => ({
  id: i + 1,
  invoiceNumber: `2026-${String(i + 1).padStart(5, '0')}`,
  clientId: i % CLIENTS,
  outstandingCents: 10_000 + ((i * 7919) % 500_000),
  invoiceDate: `2026-${String(1 + (i % 12)).padStart(2, '0')}-01`,
}));
const clientIbans = new Map(Array.from({ length: CLIENTS }, (_, client) => [iban(client), [client]]));

function statement(): string {
  const entries: string[] = [];
  for (let i = 0; i < ENTRIES; i++) {
    const invoice = invoices[(i * 13) % INVOICES]!;
    const kind = i % 3;
    const cents = kind === 2 ? 777 + i : invoice.outstandingCents;
    const remittance =
      kind === 0 ? (i % 2 ? `<Ustrd>Factuur ${invoice.invoiceNumber}</Ustrd>` : `<Strd><CdtrRefInf><Ref>${creditorReference(invoice.invoiceNumber)}</Ref></CdtrRefInf></Strd>`) : kind === 2 ? '<Ustrd>Donatie</Ustrd>' : '';
    const payer = kind === 2 ? 'NL99XXXX0000000001' : iban(invoice.clientId);
    entries.push(
      `<Ntry><Amt Ccy="EUR">${decimalText(cents)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-06-01</Dt></BookgDt>` +
        `<AcctSvcrRef>BENCH-${i}</AcctSvcrRef><NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Client ${invoice.clientId}</Nm></Dbtr>` +
        `<DbtrAcct><Id><IBAN>${payer}</IBAN></Id></DbtrAcct></RltdPties><RmtInf>${remittance}</RmtInf></TxDtls></NtryDtls></Ntry>`,
    );
  }
  return `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Id>1</Id>` +
    `<Acct><Id><IBAN>NL69INGB0123456789</IBAN></Id></Acct>${entries.join('')}</Stmt></BkToCstmrStmt></Document>`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const xml = statement();
const parseTimes: number[] = [];
const matchTimes: number[] = [];
let counts: Record<string, number> = {};
for (let round = 0; round < ROUNDS; round++) {
  let start = performance.now();
  const { entries } = parseStatement(xml);
  parseTimes.push(performance.now() - start);
  start = performance.now();
  const matcher = createMatcher(invoices, clientIbans);
  counts = { none: 0 };
  for (const entry of entries) {
    const reason = matcher.propose(entry)?.reason ?? 'none';
    counts[reason] = (counts[reason] ?? 0) + 1;
  }
  matchTimes.push(performance.now() - start);
}
console.log(`statement: ${ENTRIES} entries, ${(xml.length / 1e6).toFixed(1)} MB; ${INVOICES} open invoices of ${CLIENTS} clients`);
console.log(`parse ${median(parseTimes).toFixed(0)} ms, match ${median(matchTimes).toFixed(1)} ms (median of ${ROUNDS})`);
console.log('proposals', counts);
