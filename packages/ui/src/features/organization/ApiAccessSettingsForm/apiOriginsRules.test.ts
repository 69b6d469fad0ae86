import { describe, expect, it } from 'vitest';
import { API_ORIGINS_LIMITS, originProblems, originsToSave, sentIndexes } from './apiOriginsRules';

describe('originProblems', () => {
  it('accepts scheme, host and an optional port', () => {
    expect(originProblems(['https://app.example.com', 'http://localhost:5173', ' https://reports.example.nl '])).toEqual([undefined, undefined, undefined]);
  });

  it('names what is wrong, row by row', () => {
    expect(originProblems(['app.example.com', 'https://app.example.com/', 'https://app.example.com/path', 'ftp://files.example.com'])).toEqual([
      'format',
      'format',
      'format',
      'format',
    ]);
    expect(originProblems([`https://${'a'.repeat(API_ORIGINS_LIMITS.maxLength)}.nl`])).toEqual(['tooLong']);
  });

  it('marks the second of the same origin, case ignored', () => {
    expect(originProblems(['https://App.example.com', 'https://other.example.com', 'https://app.EXAMPLE.com'])).toEqual([undefined, undefined, 'twice']);
  });

  it('reads its bounds from the contract', () => {
    expect(API_ORIGINS_LIMITS).toEqual({ maxCount: 20, maxLength: 200 });
  });

  it('lets an empty row be: it is left out', () => {
    expect(originProblems(['', '  ', 'https://app.example.com'])).toEqual([undefined, undefined, undefined]);
  });
});

describe('originsToSave', () => {
  it('trims each origin, keeps the order and leaves empty rows out', () => {
    expect(originsToSave([' https://b.example.com', '', 'https://a.example.com '])).toEqual(['https://b.example.com', 'https://a.example.com']);
  });
});

describe('sentIndexes', () => {
  it('gives each filled row its place in the list sent', () => {
    expect(sentIndexes(['https://a.example.com', ' ', 'https://b.example.com'])).toEqual([0, undefined, 1]);
  });
});
