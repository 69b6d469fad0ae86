import { describe, expect, it } from 'vitest';
import { batchScope, cellsToAdd, nextBatch, planBatch, progressAfter, type BatchInput } from './batch.js';
import { BATCH_ROWS } from './rules.js';
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

describe('the batch around planBatch', () => {
  const rows = [row(2, { date: '2026-03-04' }), row(3, { userKey: 'piet' }), row(4, { date: '2026-03-02' }), row(5, { date: '2026-03-03' })];
  const base = input(rows);

  it('takes the plan’s rows after those done, at most BATCH_ROWS', () => {
    expect(nextBatch(rows, base.groups, base.plan, 0)).toEqual([0, 1, 2, 3]);
    expect(nextBatch(rows, base.groups, base.plan, 3)).toEqual([3]);
    expect(nextBatch(rows, base.groups, { ...base.plan, from: '2026-03-03' }, 0)).toEqual([0, 3]);
    const many = Array.from({ length: BATCH_ROWS + 3 }, (_, index) => row(index + 2, {}));
    expect(nextBatch(many, input(many).groups, base.plan, 0)).toHaveLength(BATCH_ROWS);
    expect(nextBatch(many, input(many).groups, base.plan, BATCH_ROWS)).toEqual([BATCH_ROWS, BATCH_ROWS + 1, BATCH_ROWS + 2]);
  });

  it('names the fresh rows’ mapped members, their activities and the days they span', () => {
    expect(batchScope(rows, [0, 1, 3], base.plan, base.groups)).toEqual({ userIds: [7], activityIds: [3], days: { from: '2026-03-02', to: '2026-03-04' } });
    expect(batchScope(rows, [], base.plan, base.groups)).toEqual({ userIds: [], activityIds: [], days: null });
  });

  it('stores a cell with its notes joined at the member’s rate on the activity, 0 without one', () => {
    const cells = planBatch(input([row(2, { note: 'Logo' }), row(3, { note: ' Kleuren ' })])).cells;
    expect(cellsToAdd(cells, new Map([['3 7', 8000]]))).toEqual([
      { user_id: 7, activity_id: 3, date: '2026-03-02', minutes: 120, invoiced_elsewhere: 0, note: 'Logo\nKleuren', rate_cents: 8000 },
    ]);
    expect(cellsToAdd(cells, new Map())[0].rate_cents).toBe(0);
  });

  it('counts the batch into the import’s progress, done once every selected row was handled', () => {
    const planned = { recorded: planBatch(input([row(2, {})])).recorded, skipped: [{ row: 3, reason: 'unknown_member' as const, name: 'Piet' }], skippedcount: 4 };
    const row0 = { done: 10, total: 20, imported: 5, alreadyimported: 2 };
    expect(progressAfter(row0, { rows: 5, fresh: 3 }, planned)).toEqual({
      status: 'running',
      done: 15,
      imported: 6,
      alreadyimported: 4,
      skippedcount: 4,
      skipped: JSON.stringify(planned.skipped),
    });
    expect(progressAfter(row0, { rows: 10, fresh: 10 }, planned)).toMatchObject({ status: 'done', done: 20, alreadyimported: 2 });
  });
});
