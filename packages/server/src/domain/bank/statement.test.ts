import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseStatement } from './statement.js';
import { field86Tags } from './mt940.js';
import { StatementError } from './entry.js';

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/bank/${name}`, import.meta.url), 'utf8');
const refusal = (text: string) => {
  try {
    parseStatement(text);
  } catch (error) {
    return error instanceof StatementError ? error.problem : String(error);
  }
  return 'parsed';
};

describe('CAMT.053', () => {
  it('reads ING (.001.02): two statements in one file, structured and free remittance, a return, a card payment, pending left out', () => {
    const { format, entries } = parseStatement(fixture('ing.camt053.001.02.xml'));
    expect(format).toBe('camt053');
    expect(entries.map((e) => [e.reference, e.bookedOn, e.direction, e.amountCents, e.returned])).toEqual([
      ['20260115-0001-INGB', '2026-01-15', 'credit', 121000, false],
      ['20260115-0002-INGB', '2026-01-15', 'credit', 60500, false],
      ['20260115-0003-INGB', '2026-01-15', 'credit', 35050, false],
      ['20260116-0001-INGB', '2026-01-16', 'debit', 121000, true],
      ['20260116-0002-INGB', '2026-01-16', 'debit', 4235, false],
    ]);
    expect(entries[0]).toMatchObject({
      account: 'NL69INGB0123456789', counterpartyName: 'Bakkerij de Korenaar B.V.', counterpartyIban: 'NL20RABO0123456789',
      remittance: 'Factuur 2026-0007', structuredReference: null, endToEndId: null, currency: 'EUR', batch: false,
    });
    expect(entries[1]).toMatchObject({ structuredReference: 'RF36 2026 0008', remittance: null, endToEndId: 'E2E-88231' });
    // No remittance text at all.
    expect(entries[2]).toMatchObject({ remittance: null, structuredReference: null, counterpartyName: 'J. de Vries' });
    // The return names the original payer.
    expect(entries[3]).toMatchObject({ counterpartyIban: 'NL20RABO0123456789', returned: true });
    expect(entries[4]).toMatchObject({ remittance: 'Albert Heijn 1234 AMSTERDAM Pasnr. 123', counterpartyIban: null });
  });

  it('reads Rabobank (.001.08): a batch entry split into its transactions, names under Pty, status as a code', () => {
    const { entries } = parseStatement(fixture('rabobank.camt053.001.08.xml'));
    expect(entries.map((e) => [e.reference, e.amountCents, e.batch, e.remittance])).toEqual([
      ['RABO2026012000000123-1', 121000, true, '2026-0011 en 2026-0012'],
      ['RABO2026012000000123-2', 60500, true, 'Betaling factuur 2026-0013'],
      ['RABO2026012000000124', 7500, false, null],
    ]);
    expect(entries[0]).toMatchObject({ counterpartyName: 'Gemeente Utrecht', counterpartyIban: 'NL86INGB0002445588', endToEndId: 'INV-2026-0011' });
    expect(entries[2]).toMatchObject({ direction: 'debit', counterpartyName: 'KPN B.V.', structuredReference: '1234567890123456' });
  });

  it('reads ABN AMRO (.001.04): IBAN with spaces; identical entries without a bank reference get distinct stable keys', () => {
    const first = parseStatement(fixture('abnamro.camt053.001.04.xml')).entries;
    expect(first[0]).toMatchObject({ reference: '0FGR4K8X2Q1YZABC', counterpartyIban: 'NL39RABO0300065264', remittance: 'FACTUUR 2026-0020' });
    expect(first[1]!.reference).toMatch(/^fp:[0-9a-f]{32}:1$/);
    expect(first[2]!.reference).toBe(first[1]!.reference.replace(/:1$/, ':2'));
    expect(parseStatement(fixture('abnamro.camt053.001.04.xml')).entries.map((e) => e.reference)).toEqual(first.map((e) => e.reference));
  });

  it('reads every version from .001.02 to .001.08 and refuses others', () => {
    const xml = fixture('abnamro.camt053.001.04.xml');
    for (const version of ['02', '03', '04', '05', '06', '07', '08']) {
      expect(parseStatement(xml.replace('camt.053.001.04', `camt.053.001.${version}`)).entries).toHaveLength(3);
    }
    expect(refusal(xml.replace('camt.053.001.04', 'camt.053.001.01'))).toBe('bank.unknown_camt_version');
  });

  it('refuses what is not XML, not CAMT.053, or carries a bad amount', () => {
    expect(refusal('<Document><BkToCstmrStmt>')).toBe('bank.not_a_statement');
    expect(refusal('<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"/>')).toBe('bank.not_a_statement');
    expect(refusal('%PDF-1.7 binary')).toBe('bank.not_a_statement');
    expect(refusal('')).toBe('bank.not_a_statement');
    expect(refusal(fixture('ing.camt053.001.02.xml').replaceAll('>1210.00<', '>12x0<'))).toBe('bank.bad_amount');
  });
});

describe('MT940', () => {
  it('reads ING: header lines, two statements, /CNTP/ and /REMI/USTD|STRD/, a return (RC), unstructured 86', () => {
    const { format, entries } = parseStatement(fixture('ing.mt940'));
    expect(format).toBe('mt940');
    expect(entries.map((e) => [e.reference, e.bookedOn, e.direction, e.amountCents, e.returned])).toEqual([
      ['00000000001005', '2026-01-15', 'credit', 121000, false],
      ['00000000001006', '2026-01-15', 'credit', 60500, false],
      ['00000000001007', '2026-01-15', 'credit', 35050, false],
      ['00000000001010', '2026-01-16', 'debit', 121000, true],
      ['00000000001011', '2026-01-16', 'debit', 4235, false],
    ]);
    expect(entries[0]).toMatchObject({ account: 'NL69INGB0123456789', counterpartyName: 'Bakkerij de Korenaar B.V.', counterpartyIban: 'NL20RABO0123456789', remittance: 'Factuur 2026-0007' });
    expect(entries[1]).toMatchObject({ structuredReference: 'RF3620260008', endToEndId: 'E2E-88231', remittance: null });
    expect(entries[2]).toMatchObject({ remittance: null, structuredReference: null });
    expect(entries[4]).toMatchObject({ remittance: 'Albert Heijn 1234 AMSTERDAM Pasnr. 123', counterpartyName: null });
  });

  it('reads Rabobank: the other IBAN on the line under :61:, /ORDP//NAME/, /BENM/, fingerprints for unreferenced entries', () => {
    const { entries } = parseStatement(fixture('rabobank.mt940'));
    expect(entries.map((e) => [e.direction, e.amountCents, e.counterpartyName, e.counterpartyIban])).toEqual([
      ['credit', 121000, 'Gemeente Utrecht', 'NL86INGB0002445588'],
      ['credit', 60500, 'Gemeente Utrecht', 'NL86INGB0002445588'],
      ['debit', 7500, 'KPN B.V.', 'NL31ABNA0537420123'],
      ['credit', 10000, 'P. Jansen', 'NL12ASNB0123456789'],
      ['credit', 10000, 'P. Jansen', 'NL12ASNB0123456789'],
    ]);
    expect(entries[0]).toMatchObject({ remittance: '2026-0011 en 2026-0012', endToEndId: 'INV-2026-0011', account: 'NL44RABO0123456789' });
    expect(entries[3]!.reference).not.toBe(entries[4]!.reference);
  });

  it('reads ABN AMRO: 65-character lines joined, CDTRREF, a return by /TRTP/ … RETOUR, an account number that is no IBAN', () => {
    const { entries } = parseStatement(fixture('abnamro.mt940'));
    expect(entries[0]).toMatchObject({ account: '574908765', counterpartyName: 'HOLLANDS GLORIE VOF', counterpartyIban: 'NL39RABO0300065264', remittance: 'FACTUUR 2026-0020', endToEndId: '20260122-77' });
    expect(entries[1]).toMatchObject({ structuredReference: 'RF5220260011', returned: false });
    expect(entries[2]).toMatchObject({ direction: 'debit', returned: true });
  });

  it('splits field 86 only on the tags banks use', () => {
    expect(Object.fromEntries(field86Tags('/EREF/NOTPROVIDED//CNTP/NL20RABO0123456789/RABONL2U/A/B///REMI/USTD//x/y/')!)).toEqual({
      EREF: 'NOTPROVIDED/', CNTP: 'NL20RABO0123456789/RABONL2U/A/B//', REMI: 'USTD//x/y/',
    });
    expect(field86Tags('Albert Heijn /REMI/ somewhere')).toBeNull();
  });

  it('refuses a broken MT940', () => {
    expect(refusal(':20:X\r\n:25:NL69INGB0123456789\r\n:61:garbage\r\n')).toBe('bank.not_a_statement');
  });
});
