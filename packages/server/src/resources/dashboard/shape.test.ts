import { describe, expect, it } from 'vitest';
import { notesShape } from './shape.js';
import { MAX_NOTES, type NoteEntry } from './store.js';

const entry = (i: number): NoteEntry => ({
  date: '2026-03-03',
  project_name: 'Website',
  activity_name: 'Design',
  user_name: 'Anna',
  color: null,
  billable: i % 2 === 0 ? 1 : 0,
  minutes: 60,
  note: `Note ${i}`,
});

describe('notesShape', () => {
  it('names the member with scope team only, and flags the billable', () => {
    expect(notesShape([entry(0)], 'me').notes[0]).toMatchObject({ user_name: null, billable: true, time: 60, note: 'Note 0' });
    expect(notesShape([entry(1)], 'team').notes[0]).toMatchObject({ user_name: 'Anna', billable: false });
  });

  it('gives at most 500 and says when the store found more', () => {
    const all = Array.from({ length: MAX_NOTES + 1 }, (_, i) => entry(i));
    const shaped = notesShape(all, 'team');
    expect(shaped.notes).toHaveLength(MAX_NOTES);
    expect(shaped.truncated).toBe(true);
    expect(notesShape(all.slice(0, MAX_NOTES), 'team').truncated).toBe(false);
  });
});
