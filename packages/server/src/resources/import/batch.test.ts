import { describe, expect, it } from 'vitest';
import { planBatch, type BatchInput } from './batch.js';
import type { SourceRow } from './parse.js';
import type { Groups } from './rules.js';
import { sourceRow } from './sourceRow.fixture.js';

const row = (line: number, fields: Partial<SourceRow>): SourceRow => sourceRow({ line, sourceId: `s${line}`, ...fields });

/** Rows of Anna (member 7) and Piet (no member), all on task `design` → activity 3. */
function input(rows: SourceRow[], more: Partial<BatchInput> = {}): BatchInput {
  const groups = { clients: [], projects: [], tasks: [], users: [], taskOf: rows.map(() => 'design'), projectOf: rows.map(() => 'website'), userOf: rows.map((r) => r.userKey) } as Groups;
  return {
    rows,
    fresh: rows.map((_, index) => index),
    plan: { tasks: { design: 3 }, users: { 'anna@x.test': 7, piet: null }, excluded: [], from: null, to: null },
    groups,
    facts: new Map([[3, { id: 3, activity_active: 1, project_active: 1, startdate: null, enddate: null }]]),
    registered: [],
    holds: null,
    skipped: [],
    skippedcount: 0,
    ...more,
  };
}

describe('planBatch', () => {
  it('adds a member’s rows of one activity and day to one cell, with their notes and the first rate named', () => {
    const plan = planBatch(input([row(2, { minutes: 30, note: 'Logo' }), row(3, { minutes: 45, note: 'Kleuren', rateCents: 9500 }), row(4, { date: '2026-03-03', minutes: 15 })]));
    expect(plan.cells).toEqual([
      { cell: { user_id: 7, activity_id: 3, date: '2026-03-02', minutes: 75, invoiced_elsewhere: 0 }, notes: ['Logo', 'Kleuren'], rate: 9500 },
      { cell: { user_id: 7, activity_id: 3, date: '2026-03-03', minutes: 15, invoiced_elsewhere: 0 }, notes: [''], rate: null },
    ]);
    expect(plan.members).toEqual([{ activity_id: 3, user_id: 7, rate_cents: 9500 }]);
    expect(plan.recorded.map((r) => r.source_id)).toEqual(['s2', 's3', 's4']);
    expect(plan.skippedcount).toBe(0);
  });

  it('skips, with its reason, a row of no member, of an inactive activity, past 24:00 with what is stored, or mixing invoiced-elsewhere time into a cell', () => {
    const rows = [
      row(2, { userKey: 'piet', userName: 'Piet' }),
      row(3, { minutes: 60 }),
      row(4, { minutes: 60, invoiced: true }),
      row(5, { date: '2026-03-04', minutes: 30 }),
    ];
    const plan = planBatch(
      input(rows, {
        // 23:00 stored on the 2nd (so one more hour fits, the next does not) and 2026-03-04 none.
        registered: [{ user_id: 7, activity_id: 9, date: '2026-03-02', minutes: 1380, invoiced: false, invoicedElsewhere: false }],
        skipped: [{ row: 1, reason: 'unknown_member', name: 'Earlier' }],
        skippedcount: 1,
      }),
    );
    expect(plan.recorded.map((r) => r.source_id)).toEqual(['s3', 's5']);
    expect(plan.skipped).toEqual([
      { row: 1, reason: 'unknown_member', name: 'Earlier' },
      { row: 2, reason: 'unknown_member', name: 'Piet' },
      { row: 4, reason: expect.any(String) },
    ]);
    expect(plan.skippedcount).toBe(3);

    const inactive = planBatch(input([row(2, {})], { facts: new Map() }));
    expect(inactive.skipped).toEqual([{ row: 2, reason: 'activity_inactive' }]);
    const mixed = planBatch(input([row(2, { minutes: 30 }), row(3, { minutes: 30, invoiced: true })]));
    expect(mixed.skipped).toEqual([{ row: 3, reason: 'invoiced_mixed' }]);
    expect(mixed.cells.map((c) => c.cell.minutes)).toEqual([30]);
  });
});
