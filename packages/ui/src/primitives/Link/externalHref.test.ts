import { describe, expect, it } from 'vitest';
import { emailHref, isExternalHref, phoneHref, websiteHref } from './externalHref';

describe('isExternalHref', () => {
  it('is true for a scheme or a protocol-relative address', () => {
    for (const href of ['mailto:info@studio.nl', 'tel:+31301234567', 'https://studio.nl', 'HTTP://studio.nl', '//cdn.studio.nl/x']) {
      expect(isExternalHref(href), href).toBe(true);
    }
  });
  it('is false for app paths', () => {
    for (const href of ['/organization', '/clients/1', 'print', '../invoices', '?page=2', '#top', '', '/time?week=2026-W10']) {
      expect(isExternalHref(href), href).toBe(false);
    }
  });
});

describe('emailHref', () => {
  it('is mailto: with the address', () => {
    expect(emailHref(' info@studio.nl ')).toBe('mailto:info@studio.nl');
  });
  it('keeps characters that would start a query or fragment inside the address', () => {
    expect(emailHref('a?b#c%d@studio.nl')).toBe('mailto:a%3Fb%23c%25d@studio.nl');
  });
});

describe('websiteHref', () => {
  it('keeps http(s) addresses and puts https:// before bare ones', () => {
    expect(websiteHref('https://example.nl/contact')).toBe('https://example.nl/contact');
    expect(websiteHref('HTTP://example.nl')).toBe('HTTP://example.nl');
    expect(websiteHref(' example.nl ')).toBe('https://example.nl');
    expect(websiteHref('studio.nl')).toBe('https://studio.nl');
    expect(websiteHref('www.example.nl:8080/x')).toBe('https://www.example.nl:8080/x');
    expect(websiteHref('localhost:3000')).toBe('https://localhost:3000');
    expect(websiteHref('//example.nl')).toBe('https://example.nl');
  });
  it('never links other schemes', () => {
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('ftp://example.nl')).toBeNull();
    expect(websiteHref('mailto:info@example.nl')).toBeNull();
    expect(websiteHref('tel:0301234567')).toBeNull();
  });
});

describe('phoneHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(phoneHref('030 123 4567')).toBe('tel:0301234567');
    expect(phoneHref('+31 30-123 45 67')).toBe('tel:+31301234567');
  });
  it('drops a trunk prefix written as (0) in an international number', () => {
    expect(phoneHref('+31 (0)30-123 45 67')).toBe('tel:+31301234567');
  });
});
