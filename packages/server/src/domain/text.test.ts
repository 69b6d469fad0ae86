import { describe, expect, it } from 'vitest';
import { normalizeEmail, optionalText } from './text.js';

describe('optionalText', () => {
  it('stores empty text as null', () => {
    expect(optionalText('')).toBeNull();
    expect(optionalText('   ')).toBeNull();
    expect(optionalText(null)).toBeNull();
    expect(optionalText(undefined)).toBeNull();
    expect(optionalText(' Utrecht ')).toBe('Utrecht');
  });
});

describe('normalizeEmail', () => {
  it('treats addresses case-insensitively', () => {
    expect(normalizeEmail(' Anna@Example.ORG ')).toBe('anna@example.org');
  });
});
