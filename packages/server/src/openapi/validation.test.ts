import { describe, expect, it } from 'vitest';
import { nestedDeeperThan, trimStrings } from './validation.js';

describe('nestedDeeperThan', () => {
  it('counts the body itself as level 1', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan({}, 1)).toBe(false);
    expect(nestedDeeperThan({ a: [] }, 1)).toBe(true);
    expect(nestedDeeperThan({ a: [1, { b: null }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: [1, { b: {} }] }, 3)).toBe(true);
  });

  it('walks any depth without recursion', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(nestedDeeperThan(deep, 32)).toBe(true);
    expect(nestedDeeperThan(deep, 200_000)).toBe(false);
  });
});

describe('trimStrings', () => {
  it('trims text but not passwords', () => {
    expect(trimStrings({ name: ' Anna ', password: ' secret ', tags: [' a '] })).toEqual({ name: 'Anna', password: ' secret ', tags: ['a'] });
  });
});
