import { describe, expect, it } from 'vitest';
import { fieldLabel, pickLocale, translate } from './messages.js';

describe('messages', () => {
  it('fills in the field in English and Dutch', () => {
    expect(translate('en', 'validation.required', { field: 'name' })).toBe('The name field is required.');
    expect(translate('nl', 'validation.required', { field: 'naam' })).toBe('Het veld naam is verplicht.');
    expect(translate('en', 'validation.max.string', { field: 'name', limit: 255 })).toBe('The name field must not be greater than 255 characters.');
  });

  it('names fields as words', () => {
    expect(fieldLabel('password_confirmation')).toBe('password confirmation');
    expect(fieldLabel('lines.0.unit_price')).toBe('unit price');
  });

  it("answers in the user's locale, else the browser's, else English", () => {
    expect(pickLocale('nl', 'en-GB')).toBe('nl');
    expect(pickLocale(undefined, 'nl-NL,nl;q=0.9,en;q=0.8')).toBe('nl');
    expect(pickLocale(undefined, 'de-DE,en;q=0.5,nl;q=0.7')).toBe('nl');
    expect(pickLocale(undefined, 'fr')).toBe('en');
    expect(pickLocale(undefined, undefined)).toBe('en');
  });
});
