import { dayHoldOf, type RangeHolds } from '../approval/rules.js';
import type { SourceRow } from './parse.js';
import { BATCH_ROWS, joinNotes, rowProblem, selectedRows, SKIPPED_KEPT, type Groups, type ImportPlan, type RowReason } from './rules.js';
import type { KeptSkip } from './shape.js';
import type { NewCell } from '../time/store.js';
import type { ActivityFacts, Cell, ImportRow } from './store.js';

// The pure part of a batch of an import (`continue`): which rows it takes, what it reads about
// them, the cells it adds to and the rows it skips, and the import's progress after it.

/** The indexes of the next batch's rows, in file order: at most BATCH_ROWS of the plan's rows after the `done` first. */
export function nextBatch(rows: readonly SourceRow[], groups: Groups, plan: ImportPlan, done: number): number[] {
  return selectedRows(rows, groups, plan).slice(done, done + BATCH_ROWS);
}

/** What a batch's fresh rows (not imported before) touch: their members and activities, and the days from the first to the last (null: no row). */
export function batchScope(rows: readonly SourceRow[], fresh: readonly number[], plan: ImportPlan, groups: Groups): { userIds: number[]; activityIds: number[]; days: { from: string; to: string } | null } {
  const userIds = [...new Set(fresh.map((index) => plan.users[groups.userOf[index]]).filter((id): id is number => id != null))];
  const activityIds = [...new Set(fresh.map((index) => plan.tasks[groups.taskOf[index]]))];
  const dates = fresh.map((index) => rows[index].date).sort();
  return { userIds, activityIds, days: dates.length === 0 ? null : { from: dates[0], to: dates[dates.length - 1] } };
}

/** What a batch of an import is planned from: its rows not imported before and the members' days as stored. */
export interface BatchInput {
  rows: readonly SourceRow[];
  /** Indexes into `rows` of the batch's rows not imported before, in file order. */
  fresh: readonly number[];
  plan: ImportPlan;
  groups: Groups;
  /** The mapped activities, by id (an inactive or unknown one is missing). */
  facts: ReadonlyMap<number, ActivityFacts>;
  /** The stored cells of the batch's members over the batch's dates. */
  registered: readonly Cell[];
  holds: RangeHolds | null;
  /** The skipped rows kept so far (at most SKIPPED_KEPT) and how many were skipped in all. */
  skipped: readonly KeptSkip[];
  skippedcount: number;
}

/** One cell the batch adds to: its minutes and invoiced-elsewhere fact, its rows' notes, the first rate a row named. */
export interface PlannedCell {
  cell: Omit<NewCell, 'note' | 'rate_cents'>;
  notes: string[];
  rate: number | null;
}

export interface BatchPlan {
  cells: PlannedCell[];
  /** Each member on each activity the batch adds to, with the rate to put them on it with when they are not on it yet. */
  members: { activity_id: number; user_id: number; rate_cents: number }[];
  /** The rows imported, to be recorded so a later import of the same file skips them. */
  recorded: { source_id: string; user_id: number; activity_id: number; date: string; minutes: number }[];
  skipped: KeptSkip[];
  skippedcount: number;
}

/**
 * Plans a batch, pure: each fresh row goes to its member's cell of its activity and day, or is
 * skipped with its reason — no member, an inactive activity, the rules of a row (rowProblem: a
 * day past 24:00 counting what is stored and what the batch added, a held day, outside the
 * activity's dates), or time invoiced elsewhere and time that is not in one cell.
 */
export function planBatch(input: BatchInput): BatchPlan {
  const { rows, fresh, plan, groups, facts, holds } = input;
  const dayMinutes = new Map<string, number>();
  /** Per cell: whether its open entry (on no invoice of Kwartier's) holds time invoiced elsewhere — one or the other, never both. */
  const elsewhere = new Map<string, boolean>();
  // Invoiced hours count towards the day; the rows go to the cell's open entry beside them.
  for (const cell of input.registered) {
    const day = `${cell.user_id} ${cell.date}`;
    dayMinutes.set(day, (dayMinutes.get(day) ?? 0) + cell.minutes);
    if (!cell.invoiced) elsewhere.set(`${cell.user_id} ${cell.activity_id} ${cell.date}`, cell.invoicedElsewhere);
  }

  const skipped = [...input.skipped];
  let skippedcount = input.skippedcount;
  const cells = new Map<string, PlannedCell>();
  const recorded: BatchPlan['recorded'] = [];
  for (const index of fresh) {
    const source = rows[index];
    const userId = plan.users[groups.userOf[index]] ?? null;
    const activityId = plan.tasks[groups.taskOf[index]];
    const fact = facts.get(activityId);
    const day = `${userId} ${source.date}`;
    const cellKey = `${userId} ${activityId} ${source.date}`;
    // A person mapped to no member first: their rows' tasks got no activity.
    let reason: RowReason | null = userId === null
      ? 'unknown_member'
      : !fact
        ? 'activity_inactive'
        : rowProblem({ userId, minutes: source.minutes, date: source.date, activity: fact, hold: holds ? dayHoldOf(holds, userId, source.date) : null, dayMinutes: dayMinutes.get(day) ?? 0 });
    if (!reason && elsewhere.has(cellKey) && elsewhere.get(cellKey) !== source.invoiced) reason = 'invoiced_mixed';
    if (reason || userId === null) {
      skippedcount++;
      if (skipped.length < SKIPPED_KEPT) skipped.push({ row: source.line, reason: reason ?? 'unknown_member', ...(reason === 'unknown_member' ? { name: source.userName } : {}) });
      continue;
    }
    dayMinutes.set(day, (dayMinutes.get(day) ?? 0) + source.minutes);
    elsewhere.set(cellKey, source.invoiced);
    let cell = cells.get(cellKey);
    if (!cell) cells.set(cellKey, (cell = { cell: { user_id: userId, activity_id: activityId, date: source.date, minutes: 0, invoiced_elsewhere: source.invoiced ? 1 : 0 }, notes: [], rate: null }));
    cell.cell.minutes += source.minutes;
    cell.notes.push(source.note);
    cell.rate ??= source.rateCents;
    recorded.push({ source_id: source.sourceId, user_id: userId, activity_id: activityId, date: source.date, minutes: source.minutes });
  }

  const members = new Map<string, { activity_id: number; user_id: number; rate_cents: number }>();
  for (const { cell, rate } of cells.values()) {
    const key = `${cell.activity_id} ${cell.user_id}`;
    if (!members.has(key)) members.set(key, { activity_id: cell.activity_id, user_id: cell.user_id, rate_cents: rate ?? 0 });
  }
  return { cells: [...cells.values()], members: [...members.values()], recorded, skipped, skippedcount };
}

/** The planned cells as stored: their rows' notes joined, at the rate each member has on the activity (`activity member` → cents; 0 when none). */
export function cellsToAdd(cells: readonly PlannedCell[], rates: ReadonlyMap<string, number>): NewCell[] {
  return cells.map(({ cell, notes }) => ({ ...cell, note: joinNotes(null, notes), rate_cents: rates.get(`${cell.activity_id} ${cell.user_id}`) ?? 0 }));
}

/** An import's counts after a batch of `rows` rows, `fresh` of them not imported before: done once every selected row was handled. */
export function progressAfter(
  row: Pick<ImportRow, 'done' | 'total' | 'imported' | 'alreadyimported'>,
  batch: { rows: number; fresh: number },
  planned: Pick<BatchPlan, 'recorded' | 'skipped' | 'skippedcount'>,
): Pick<ImportRow, 'status' | 'done' | 'imported' | 'alreadyimported' | 'skippedcount' | 'skipped'> {
  const done = row.done + batch.rows;
  return {
    status: done >= row.total ? 'done' : 'running',
    done,
    imported: row.imported + planned.recorded.length,
    alreadyimported: row.alreadyimported + (batch.rows - batch.fresh),
    skippedcount: planned.skippedcount,
    skipped: JSON.stringify(planned.skipped),
  };
}
