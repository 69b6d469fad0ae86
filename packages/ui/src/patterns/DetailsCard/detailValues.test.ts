import { describe, expect, it } from 'vitest';
import { maxLengthOf, optionalText, phoneHref, websiteHref } from './detailValues';

describe('optionalText', () => {
  it('trims, and stores nothing as null', () => {
    expect(optionalText('  Utrecht ')).toBe('Utrecht');
    expect(optionalText('   ')).toBeNull();
    expect(optionalText('')).toBeNull();
  });
});

describe('maxLengthOf', () => {
  it('reads the bound a schema states for a field', () => {
    const bounds = { name: { minLength: 1, maxLength: 255 }, color: { pattern: '^#' } };
    expect(maxLengthOf(bounds, 'name')).toBe(255);
    expect(maxLengthOf(bounds, 'color')).toBeUndefined();
    expect(maxLengthOf(bounds, 'email')).toBeUndefined();
  });
});

describe('websiteHref', () => {
  it('keeps http(s) addresses and puts https:// before bare ones', () => {
    expect(websiteHref('https://example.nl/contact')).toBe('https://example.nl/contact');
    expect(websiteHref('HTTP://example.nl')).toBe('HTTP://example.nl');
    expect(websiteHref(' example.nl ')).toBe('https://example.nl');
    expect(websiteHref('www.example.nl:8080/x')).toBe('https://www.example.nl:8080/x');
  });
  it('never links other schemes', () => {
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('ftp://example.nl')).toBeNull();
  });
});

describe('phoneHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(phoneHref('030 123 4567')).toBe('tel:0301234567');
    expect(phoneHref('+31 (0)30-123 45 67')).toBe('tel:+310301234567');
  });
});
