import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../config.js';
import nl from '../i18n/nl.json';
import { fieldLabel, hasFieldLabel, pickLocale, translate } from './messages.js';

// Parsed JSON (the contract document), walked by key.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** Every property name of every request body and every non-header parameter in openapi.yaml. */
function contractFields(): string[] {
  const doc = parse(readFileSync(loadConfig().openapiFile, 'utf8')) as Json;
  const deref = (node: Json | undefined): Json | undefined => {
    let current = node;
    while (current?.$ref) current = (current.$ref as string).slice(2).split('/').reduce((n: Json, part: string) => n[part], doc);
    return current;
  };
  const names = new Set<string>();
  const visit = (schema: Json | undefined, depth = 0) => {
    const s = deref(schema);
    if (!s || depth > 6) return;
    for (const key of ['allOf', 'oneOf', 'anyOf']) for (const part of (s[key] as Json[] | undefined) ?? []) visit(part, depth + 1);
    for (const [name, property] of Object.entries((s.properties as Json | undefined) ?? {})) {
      names.add(name);
      visit(property as Json, depth + 1);
    }
    if (s.items) visit(s.items as Json, depth + 1);
  };
  for (const item of Object.values(doc.paths as Json)) {
    for (const operation of Object.values(item as Json) as Json[]) {
      if (!operation || typeof operation !== 'object') continue;
      for (const media of Object.values((deref(operation.requestBody)?.content as Json | undefined) ?? {})) visit((media as Json).schema);
      for (const parameter of (operation.parameters as Json[] | undefined) ?? []) {
        const p = deref(parameter);
        if (p && p.in !== 'header') names.add(p.name as string);
      }
    }
  }
  return [...names].sort();
}

describe('messages', () => {
  it('fills in the field in English and Dutch', () => {
    expect(translate('en', 'validation.required', { field: 'name' })).toBe('The name field is required.');
    expect(translate('nl', 'validation.required', { field: 'naam' })).toBe('Het veld naam is verplicht.');
    expect(translate('en', 'validation.max.string', { field: 'name', limit: 255 })).toBe('The name field must not be greater than 255 characters.');
  });

  it("names fields as words, in the message's language", () => {
    expect(fieldLabel('password_confirmation')).toBe('password confirmation');
    expect(fieldLabel('lines.0.unit_price')).toBe('unit price');
    expect(fieldLabel('name', 'nl')).toBe('naam');
    expect(fieldLabel('lines.0.unit_price', 'nl')).toBe('stukprijs');
    expect(translate('nl', 'validation.required', { field: fieldLabel('name', 'nl') })).toBe('Het veld naam is verplicht.');
  });

  it('has an English and a Dutch name for every field of the contract', () => {
    const fields = contractFields();
    expect(fields.length).toBeGreaterThan(40);
    expect(fields.filter((field) => !hasFieldLabel(field))).toEqual([]);
  });

  it("answers in the user's locale, else the browser's, else English", () => {
    expect(pickLocale('nl', 'en-GB')).toBe('nl');
    expect(pickLocale(undefined, 'nl-NL,nl;q=0.9,en;q=0.8')).toBe('nl');
    expect(pickLocale(undefined, 'de-DE,en;q=0.5,nl;q=0.7')).toBe('nl');
    expect(pickLocale(undefined, 'fr')).toBe('en');
    expect(pickLocale(undefined, undefined)).toBe('en');
  });
});

describe('Dutch texts', () => {
  it('address the reader as "je", never as "u" (the Dutch catalogue: messages, mails, field names)', () => {
    const formal = /(^|[^\p{L}\p{N}])(u|uw|uzelf)(?=$|[^\p{L}])/iu;
    expect(Object.entries(nl).filter(([, text]) => formal.test(text))).toEqual([]);
  });
});
