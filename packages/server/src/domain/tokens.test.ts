import { describe, expect, it } from 'vitest';
import { newLinkToken, tokenHash } from './tokens.js';

describe('link tokens', () => {
  it('are 32 random bytes that fit in a path segment as they are', () => {
    const token = newLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(encodeURIComponent(token)).toBe(token);
    expect(newLinkToken()).not.toBe(token);
  });

  it('are stored as their sha256', () => {
    expect(tokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
