import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { invoiceCatalogues, invoiceLabel, type InvoiceCatalogue, type InvoiceLabel } from '@kwartier/api';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogueProblems.js';
import { CATALOGUES, createTranslator, formatTemplate, LOCALES, messageSource, placeholdersOf, translate, type Catalogue, type MessageId } from './index.js';

const ids = Object.keys(CATALOGUES.en) as MessageId[];

/** A value for each placeholder of a message: its name in angle brackets, a number where one is formatted. */
function sampleParams(text: string): Record<string, string | number> {
  return Object.fromEntries([...placeholdersOf(parse(text, { ignoreTag: true }))].map(([name, kind]) => [name, kind === 'plain' ? `<${name}>` : 2]));
}

describe('the catalogues', () => {
  it('have every message in every language, as ICU MessageFormat with the same placeholders', () => {
    expect(LOCALES).toEqual(['en', 'nl']);
    expect(ids.length).toBeGreaterThan(300);
    expect(catalogueProblems(CATALOGUES)).toEqual([]);
  });

  it('find a message missing or empty in a language, a text that is not ICU, placeholders that differ', () => {
    expect(
      catalogueProblems({
        en: { a: 'A {name}', b: 'B', c: 'C {count, plural, one {# day} other {# days}}', d: 'D {x}', e: 'E' },
        nl: { a: 'A {naam}', c: 'C {count}', d: 'D {x', e: ' ', f: 'F' },
      }),
    ).toEqual([
      'nl.a: placeholders differ from en (Missing variable name in message)',
      'nl.b: missing',
      'nl.c: placeholders differ from en (Variable count has conflicting types: plural vs argument)',
      expect.stringMatching(/^nl\.d: not ICU MessageFormat/),
      'nl.e: missing',
      'en.f: missing',
    ]);
  });

  it('format every message in every language, each placeholder filled in as given', () => {
    for (const locale of LOCALES) {
      for (const id of ids) {
        const params = sampleParams(CATALOGUES[locale][id]);
        const text = translate(locale, id, params);
        for (const value of Object.values(params)) if (typeof value === 'string') expect(text, `${locale}.${id}`).toContain(value);
        expect(text, `${locale}.${id}`).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('fill numbers in as written and leave a placeholder without a value as written', () => {
    expect(translate('nl', 'http.payload_too_large', { limit: 1024 })).toBe('De inhoud van het verzoek is te groot: hoogstens 1024 kilobytes.');
    expect(translate('en', 'period.week', { week: 47, year: 2026 })).toBe('Week 47, 2026');
    expect(translate('en', 'validation.required')).toBe('The {field} field is required.');
    expect(messageSource('nl', 'mailtemplate.invoice.subject')).toBe('Factuur {number} van {organization}');
  });

  it('take a third language as one more catalogue: a pseudo-language made from English formats every message', () => {
    // Every literal accented and marked, the placeholders kept: what a translator hands in.
    const accent = (text: string) => text.replace(/[aeiou]/g, (v) => ({ a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' })[v]!);
    const pseudo = (elements: MessageFormatElement[]): MessageFormatElement[] =>
      elements.map((element) => {
        if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
        if (element.type === TYPE.plural || element.type === TYPE.select) {
          return { ...element, options: Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: pseudo(option.value) }])) };
        }
        return element;
      });
    const xx = Object.fromEntries(ids.map((id) => [id, `[${printAST(pseudo(parse(CATALOGUES.en[id], { ignoreTag: true })))}]`])) as Catalogue;
    const withThird = { ...CATALOGUES, 'en-XA': xx } satisfies Record<string, Catalogue>;
    expect(catalogueProblems(withThird)).toEqual([]);
    const t = createTranslator(withThird);
    for (const id of t.ids) {
      const params = sampleParams(CATALOGUES.en[id]);
      const text = t.translate('en-XA', id, params);
      expect(text.startsWith('[') && text.endsWith(']'), id).toBe(true);
      for (const value of Object.values(params)) if (typeof value === 'string') expect(text, id).toContain(value);
    }
    expect(t.translate('en-XA', 'validation.required', { field: 'name' })).toBe('[Thé name fíéld ís réqúíréd.]');
    expect(t.translate('nl', 'validation.required', { field: 'naam' })).toBe('Het veld naam is verplicht.');
  });
});

describe('typed templates', () => {
  const values = { number: '2026-0007', organization: "O'Brien & <Co>", contact: 'Jan' };

  it('fill the known placeholders, an apostrophe as typed, an unknown word as typed', () => {
    expect(formatTemplate('nl', "Factuur '{number}' van {organization} voor {other}: foto's", values)).toBe("Factuur '2026-0007' van O'Brien & <Co> voor {other}: foto's");
    expect(formatTemplate('en', "It''s {number}", values)).toBe("It''s 2026-0007");
  });

  it('take ICU MessageFormat', () => {
    expect(formatTemplate('en', '{contact, select, Jan {Hi Jan} other {Dear {contact}}}, invoice {number}', values)).toBe('Hi Jan, invoice 2026-0007');
  });

  it('keep the older reading for text that is not ICU', () => {
    expect(formatTemplate('en', 'Invoice {number} :-} {x', values)).toBe('Invoice 2026-0007 :-} {x');
    expect(formatTemplate('en', '{number, plural, one {#} other {#}}', values)).toBe('{number, plural, one {#} other {#}}');
  });

  it('read the built-in mail templates as the catalogue does', () => {
    for (const locale of LOCALES) {
      for (const id of ids.filter((key) => key.startsWith('mailtemplate.'))) {
        const params = Object.fromEntries(Object.entries(sampleParams(CATALOGUES[locale][id])).map(([name, value]) => [name, String(value)]));
        expect(formatTemplate(locale, messageSource(locale, id), params), `${locale}.${id}`).toBe(translate(locale, id, params));
      }
    }
  });
});

describe("@kwartier/api's invoice catalogue (the words the print page and the PDF share)", () => {
  const labelIds = Object.keys(invoiceCatalogues.en) as (keyof InvoiceCatalogue)[];

  it('is one catalogue per language of the server, by the same checks: every key, ICU, the same placeholders', () => {
    expect(Object.keys(invoiceCatalogues).sort()).toEqual([...LOCALES].sort());
    expect(labelIds.length).toBeGreaterThan(20);
    expect(catalogueProblems(invoiceCatalogues)).toEqual([]);
  });

  it('formats every word in every language through invoiceLabel, each placeholder filled in', () => {
    for (const locale of LOCALES) {
      for (const id of labelIds) {
        const params = sampleParams(invoiceCatalogues[locale][id]);
        const text = invoiceLabel(locale, id.slice('invoice.'.length) as InvoiceLabel, params as Record<string, string>);
        for (const value of Object.values(params)) expect(text, `${locale}.${id}`).toContain(String(value));
        expect(text, `${locale}.${id}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('takes a third language as one more catalogue', () => {
    const accent = (text: string) => `[${text.replace(/[aeiou]/g, (v) => ({ a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' })[v]!)}]`;
    const xx = Object.fromEntries(labelIds.map((id) => [id, printAST(parse(invoiceCatalogues.en[id], { ignoreTag: true }).map((element) => (element.type === TYPE.literal ? { ...element, value: accent(element.value) } : element)))]));
    expect(catalogueProblems({ ...invoiceCatalogues, 'en-XA': xx })).toEqual([]);
  });

  it('is written to the reader as "je" in Dutch, never "u"', () => {
    expect(Object.values(invoiceCatalogues.nl).filter((text) => /(^|[^\p{L}])(u|uw)(?=$|[^\p{L}])/iu.test(text))).toEqual([]);
  });
});
