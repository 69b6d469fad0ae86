import { describe, expect, it } from 'vitest';
import { auditRange, changedFields, DETAIL_FIELDS_MAX, DETAIL_TEXT_MAX, storedDetails } from './audit.js';

describe('storedDetails', () => {
  it('keeps facts, drops unset values, and is null when nothing is left', () => {
    expect(storedDetails(undefined)).toBeNull();
    expect(storedDetails({})).toBeNull();
    expect(storedDetails({ from: 'concept', to: 'sent', number: undefined })).toBe('{"from":"concept","to":"sent"}');
  });

  it('cuts long texts and long field lists', () => {
    const stored = JSON.parse(storedDetails({ name: 'x'.repeat(500), fields: Array.from({ length: 80 }, (_, i) => `f${i}`) })!);
    expect(stored.name).toHaveLength(DETAIL_TEXT_MAX);
    expect(stored.fields).toHaveLength(DETAIL_FIELDS_MAX);
  });
});

describe('changedFields', () => {
  it('names the fields of the change whose values differ, sorted', () => {
    expect(changedFields({ name: 'A', city: 'Utrecht', zip: null }, { zip: '', name: 'B', city: 'Utrecht' })).toEqual(['name']);
    expect(changedFields({ vat: 21, period: 'March' }, { vat: '9', period: 'March', note: undefined })).toEqual(['vat']);
  });
});

describe('auditRange', () => {
  it('spans whole days in UTC', () => {
    expect(auditRange('2026-03-01', '2026-03-31')).toEqual({ from: '2026-03-01T00:00:00.000Z', to: '2026-03-31T23:59:59.999Z' });
    expect(auditRange(undefined, undefined)).toEqual({ from: undefined, to: undefined });
  });
});
