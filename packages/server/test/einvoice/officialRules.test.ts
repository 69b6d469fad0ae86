import { beforeAll, describe, expect, it } from 'vitest';
import {
  officialRulesUnavailable,
  peppolExamples,
  prepareOfficialRules,
  ruleCommits,
  validateWithOfficialRules,
  type Validation,
} from './officialRules.js';

// The harness of the official e-invoice rules (EN 16931 UBL + Peppol BIS Billing 3.0 with the Dutch
// NL-R rules) against the official Peppol examples and mutated copies of them. The rules come from
// local git mirrors (EN16931_RULES_GIT, PEPPOL_RULES_GIT); without them the suite is skipped.

const unavailable = officialRulesUnavailable();
if (unavailable) console.warn(`official e-invoice rules skipped: ${unavailable}`);

/** Replaces `from`, which must occur exactly once, so a mutation never silently misses. */
function replaceOnce(xml: string, from: string | RegExp, to: string): string {
  const matches = typeof from === 'string' ? xml.split(from).length - 1 : (xml.match(new RegExp(from, 'g')) ?? []).length;
  if (matches !== 1) throw new Error(`expected ${String(from)} once in the document, found it ${matches} times`);
  return xml.replace(from, to);
}

const ids = (v: Validation) => v.fatal.map((f) => `${f.ruleSet} ${f.id}`).sort();

/** A Dutch seller on the base example: NL address and VAT number, a KVK number (0106), and an
 * order reference (its lines refer to order lines, which NL-R-009 then requires). */
function dutchSeller(xml: string): string {
  let x = replaceOnce(xml, '<cbc:IdentificationCode>GB</cbc:IdentificationCode>', '<cbc:IdentificationCode>NL</cbc:IdentificationCode>');
  x = replaceOnce(x, '<cbc:CompanyID>GB1232434</cbc:CompanyID>', '<cbc:CompanyID>NL123456782B01</cbc:CompanyID>');
  x = replaceOnce(x, '<cbc:CompanyID>GB983294</cbc:CompanyID>', '<cbc:CompanyID schemeID="0106">12345678</cbc:CompanyID>');
  x = replaceOnce(x, '<cbc:PostalZone>GB 123 EW</cbc:PostalZone>', '<cbc:PostalZone>1234 AB</cbc:PostalZone>');
  return x;
}

function withOrderReference(xml: string): string {
  return replaceOnce(xml, /<\/cbc:BuyerReference>/, '</cbc:BuyerReference>\n    <cac:OrderReference><cbc:ID>PO-4711</cbc:ID></cac:OrderReference>');
}

/** The Dutch seller invoicing a Dutch buyer (KVK number, credit transfer). */
function dutchBuyer(xml: string): string {
  let x = replaceOnce(xml, '<cbc:IdentificationCode>SE</cbc:IdentificationCode>\n                </cac:Country>\n            </cac:PostalAddress>', '<cbc:IdentificationCode>NL</cbc:IdentificationCode>\n                </cac:Country>\n            </cac:PostalAddress>');
  x = replaceOnce(x, '<cbc:CompanyID>SE4598375937</cbc:CompanyID>', '<cbc:CompanyID>NL987654329B01</cbc:CompanyID>');
  x = replaceOnce(x, '<cbc:CompanyID schemeID="0183">39937423947</cbc:CompanyID>', '<cbc:CompanyID schemeID="0106">87654321</cbc:CompanyID>');
  return x;
}

describe.skipIf(unavailable !== null)('official e-invoice rules (EN 16931 UBL, Peppol BIS Billing 3.0)', () => {
  let examples: Record<string, string> = {};

  beforeAll(async () => {
    const started = performance.now();
    const prepared = await prepareOfficialRules();
    const commits = ruleCommits();
    for (const p of prepared) {
      console.log(`${p.ruleSet} rules at ${commits[p.ruleSet].slice(0, 12)}: ${p.compiled ? 'compiled to' : 'loaded from'} ${p.sef} in ${p.ms} ms`);
    }
    console.log(`official rules ready in ${Math.round(performance.now() - started)} ms`);
    examples = Object.fromEntries(peppolExamples().map((e) => [e.name, e.xml]));
  }, 900_000);

  it('finds the official examples (invoices and credit notes)', () => {
    expect(Object.keys(examples)).toEqual(expect.arrayContaining(['base-example.xml', 'base-creditnote-correction.xml', 'Allowance-example.xml', 'Vat-category-S.xml', 'vat-category-Z.xml', 'vat-category-E.xml', 'vat-category-O.xml']));
  });

  it('passes every official Peppol example with no fatal finding from either rule set', async () => {
    for (const [name, xml] of Object.entries(examples)) {
      const started = performance.now();
      const v = await validateWithOfficialRules(xml);
      console.log(`${name}: ${v.fatal.length} fatal, ${v.warnings.length} warnings in ${Math.round(performance.now() - started)} ms`);
      expect({ name, fatal: v.fatal }).toEqual({ name, fatal: [] });
    }
  });

  it('without CustomizationID: BR-01 (EN 16931) and PEPPOL-EN16931-R004', async () => {
    const v = await validateWithOfficialRules(replaceOnce(examples['base-example.xml'], /<cbc:CustomizationID>[^<]*<\/cbc:CustomizationID>/, ''));
    expect(ids(v)).toEqual(['EN16931 BR-01', 'PEPPOL PEPPOL-EN16931-R004']);
    expect(v.fatal[0]).toMatchObject({ flag: 'fatal', location: '/ubl:Invoice[1]' });
    expect(v.fatal[0].text).toContain('Specification identifier');
  });

  it('a total with VAT that is not the sum: BR-CO-15', async () => {
    let xml = replaceOnce(examples['base-example.xml'], '<cbc:TaxInclusiveAmount currencyID="EUR">1656.25<', '<cbc:TaxInclusiveAmount currencyID="EUR">1656.26<');
    // The amount due follows the (wrong) total, so only BR-CO-15 is broken, not BR-CO-16 too.
    xml = replaceOnce(xml, '<cbc:PayableAmount currencyID="EUR">1656.25<', '<cbc:PayableAmount currencyID="EUR">1656.26<');
    expect(ids(await validateWithOfficialRules(xml))).toEqual(['EN16931 BR-CO-15']);
  });

  it('neither buyer reference nor order reference: PEPPOL-EN16931-R003', async () => {
    const xml = replaceOnce(examples['base-example.xml'], '<cbc:BuyerReference>0150abc</cbc:BuyerReference>', '');
    expect(xml).not.toContain('OrderReference>');
    expect(ids(await validateWithOfficialRules(xml))).toEqual(['PEPPOL PEPPOL-EN16931-R003']);
    // An order reference alone satisfies the rule.
    const withOrder = replaceOnce(xml, '<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>', '<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>\n<cac:OrderReference><cbc:ID>PO-1</cbc:ID></cac:OrderReference>');
    expect(ids(await validateWithOfficialRules(withOrder))).toEqual([]);
  });

  describe('a Dutch seller (NL-R rules)', () => {
    it('is valid with address, KVK number, payment means and an order reference', async () => {
      const v = await validateWithOfficialRules(withOrderReference(dutchSeller(examples['base-example.xml'])));
      expect(ids(v)).toEqual([]);
    });

    it('order line references without an order reference: NL-R-009 on each line', async () => {
      const v = await validateWithOfficialRules(dutchSeller(examples['base-example.xml']));
      expect(ids(v)).toEqual(['PEPPOL NL-R-009', 'PEPPOL NL-R-009']);
      expect(v.fatal.map((f) => f.location)).toEqual([
        '/ubl:Invoice[1]/cac:InvoiceLine[1]/cac:OrderLineReference[1]/cbc:LineID[1]',
        '/ubl:Invoice[1]/cac:InvoiceLine[2]/cac:OrderLineReference[1]/cbc:LineID[1]',
      ]);
    });

    it('a legal-entity id that is not a KVK or OIN number: NL-R-003', async () => {
      const nl = withOrderReference(dutchSeller(examples['base-example.xml']));
      const noScheme = replaceOnce(nl, '<cbc:CompanyID schemeID="0106">12345678</cbc:CompanyID>', '<cbc:CompanyID>12345678</cbc:CompanyID>');
      expect(ids(await validateWithOfficialRules(noScheme))).toEqual(['PEPPOL NL-R-003']);
      const otherScheme = replaceOnce(nl, '<cbc:CompanyID schemeID="0106">12345678</cbc:CompanyID>', '<cbc:CompanyID schemeID="0183">12345678</cbc:CompanyID>');
      expect(ids(await validateWithOfficialRules(otherScheme))).toEqual(['PEPPOL NL-R-003']);
      const oin = replaceOnce(nl, '<cbc:CompanyID schemeID="0106">12345678</cbc:CompanyID>', '<cbc:CompanyID schemeID="0190">00000001234567890000</cbc:CompanyID>');
      expect(ids(await validateWithOfficialRules(oin))).toEqual([]);
    });

    it('no legal-entity id at all passes: NL-R-003 only checks an id that is there (our generator must always write the KVK number)', async () => {
      const xml = replaceOnce(withOrderReference(dutchSeller(examples['base-example.xml'])), '<cbc:CompanyID schemeID="0106">12345678</cbc:CompanyID>', '');
      expect(ids(await validateWithOfficialRules(xml))).toEqual([]);
    });

    it('an address without post code: NL-R-002', async () => {
      const xml = replaceOnce(withOrderReference(dutchSeller(examples['base-example.xml'])), '<cbc:PostalZone>1234 AB</cbc:PostalZone>', '');
      expect(ids(await validateWithOfficialRules(xml))).toEqual(['PEPPOL NL-R-002']);
    });

    it('no payment means for an amount due: NL-R-007', async () => {
      const xml = replaceOnce(withOrderReference(dutchSeller(examples['base-example.xml'])), /<cac:PaymentMeans>[\s\S]*<\/cac:PaymentMeans>/, '');
      expect(ids(await validateWithOfficialRules(xml))).toEqual(['PEPPOL NL-R-007']);
    });

    it('a credit note without the invoice it corrects: NL-R-001', async () => {
      const creditNote = withOrderReference(dutchSeller(examples['base-creditnote-correction.xml']));
      expect(ids(await validateWithOfficialRules(creditNote))).toEqual([]);
      const xml = replaceOnce(creditNote, /<cac:BillingReference>[\s\S]*<\/cac:BillingReference>/, '');
      expect(ids(await validateWithOfficialRules(xml))).toEqual(['PEPPOL NL-R-001']);
    });

    it('to a Dutch buyer: valid with KVK numbers and credit transfer; a buyer id without KVK/OIN is NL-R-005, payment means 31 is NL-R-008', async () => {
      const nl = dutchBuyer(withOrderReference(dutchSeller(examples['base-example.xml'])));
      expect(ids(await validateWithOfficialRules(nl))).toEqual([]);
      const buyerId = replaceOnce(nl, '<cbc:CompanyID schemeID="0106">87654321</cbc:CompanyID>', '<cbc:CompanyID schemeID="0183">87654321</cbc:CompanyID>');
      expect(ids(await validateWithOfficialRules(buyerId))).toEqual(['PEPPOL NL-R-005']);
      const debitTransfer = replaceOnce(nl, '<cbc:PaymentMeansCode name="Credit transfer">30</cbc:PaymentMeansCode>', '<cbc:PaymentMeansCode>31</cbc:PaymentMeansCode>');
      expect(ids(await validateWithOfficialRules(debitTransfer))).toEqual(['PEPPOL NL-R-008']);
    });

    it('the same buyer id and payment means to a Swedish buyer: no NL-R-005 or NL-R-008', async () => {
      let xml = withOrderReference(dutchSeller(examples['base-example.xml']));
      xml = replaceOnce(xml, '<cbc:PaymentMeansCode name="Credit transfer">30</cbc:PaymentMeansCode>', '<cbc:PaymentMeansCode>31</cbc:PaymentMeansCode>');
      expect(xml).toContain('<cbc:CompanyID schemeID="0183">39937423947</cbc:CompanyID>');
      expect(ids(await validateWithOfficialRules(xml))).toEqual([]);
    });
  });

  it('keeps warnings apart from fatal findings, from both rule sets', async () => {
    let xml = replaceOnce(examples['base-example.xml'], '<cbc:CustomizationID>', '<cbc:UBLVersionID>2.0</cbc:UBLVersionID>\n    <cbc:CustomizationID>');
    xml = replaceOnce(xml, '<cbc:ID schemeID="0002">FR23342</cbc:ID>', '<cbc:ID schemeID="0201">ABC</cbc:ID>');
    const v = await validateWithOfficialRules(xml);
    expect(v.fatal).toEqual([]);
    expect(v.warnings.map((w) => `${w.ruleSet} ${w.id} ${w.flag}`).sort()).toEqual([
      'EN16931 UBL-CR-002 warning',
      'PEPPOL PEPPOL-COMMON-R044 warning',
    ]);
  });
});
