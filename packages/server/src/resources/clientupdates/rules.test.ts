import { describe, expect, it } from 'vitest';
import { editedFields, isReadonly } from './rules.js';

describe('client updates', () => {
  it('are read-only for everyone but their author, for everyone once the author is gone, and for a job', () => {
    expect(isReadonly(7, 7)).toBe(false);
    expect(isReadonly(7, 8)).toBe(true);
    expect(isReadonly(null, 7)).toBe(true);
    expect(isReadonly(7, null)).toBe(true);
    expect(isReadonly(null, null)).toBe(true);
  });

  it('are marked edited when the text changes, and only then', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    expect(editedFields({ text: 'Called', updated_at: null }, 'Called back', now)).toEqual({ text: 'Called back', updated_at: '2026-03-02T10:00:00.000Z' });
    expect(editedFields({ text: 'Called', updated_at: null }, 'Called', now)).toEqual({ text: 'Called', updated_at: null });
    expect(editedFields({ text: 'Called', updated_at: '2026-03-01T08:00:00.000Z' }, 'Called', now)).toEqual({ text: 'Called', updated_at: '2026-03-01T08:00:00.000Z' });
  });
});
