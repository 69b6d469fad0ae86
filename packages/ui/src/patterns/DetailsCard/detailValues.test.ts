import { describe, expect, it } from 'vitest';
import { maxLengthOf, optionalText } from './detailValues';

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
