/**
 * The example's own backend for the week grid: plain module state in the page's memory, no
 * server. It answers in the shapes of the Kwartier API (`WeekData` as `POST /api/time` answers),
 * because that is what `WeekGrid` takes, and implements the callbacks the grid calls. The state
 * lives as long as the page: switching to the invoices and back keeps every hour.
 *
 * Your own backend would do the same over its own storage; see "Embedding with your own backend"
 * in the Kwartier design site (packages/ui/src/docs/Embedding.mdx).
 */
import type { ActivityTime, AvailableActivity, WeekData, WeekDate } from '@kwartier/api';
import { cellKey, translateIn, type Locale, type SubmitResult, type TimeCellChange, type TimeNoteChange } from '@kwartier/ui';
import { messages } from '../messages';

/** The activities one can book on (in Kwartier: the projects' activities the user is a member of). */
const ACTIVITIES: readonly AvailableActivity[] = [
  { id: 1, name: 'Design', project_name: 'Bakery website', client_name: 'Bakkerij Jansen', color: '#0b6e4fff' },
  { id: 2, name: 'Development', project_name: 'Bakery website', client_name: 'Bakkerij Jansen', color: '#0b6e4fff' },
  { id: 3, name: 'Workshop', project_name: 'Bike shop brand', client_name: 'Fietsenmaker de Vries', color: '#c2185bff' },
  { id: 4, name: 'Support', project_name: 'Bike shop brand', client_name: 'Fietsenmaker de Vries', color: '#c2185bff' },
];

/** Minutes by cellKey(activity, date), notes likewise, and each week's lines by its Monday. */
const minutes = new Map<string, number>();
const notes = new Map<string, string>();
const lines = new Map<string, Set<number>>([[mondayOf(todayIso()), new Set([1, 3])]]);
const listeners = new Set<() => void>();

/** Today in the browser's time zone, YYYY-MM-DD. */
export function todayIso(): string {
  const now = new Date();
  return isoOf(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoOf(date);
}

/** The Monday of the week holding `iso` (weeks start on Monday here). */
export function mondayOf(iso: string): string {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(iso, -((weekday + 6) % 7));
}

function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, day) => addDays(monday, day));
}

/** Called whenever the data changed, e.g. for a page that shows it to draw again. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed() {
  for (const listener of listeners) listener();
}

/** The lines of the week: the ones added and any activity holding hours in it, by project then activity. */
function lineIds(monday: string): number[] {
  const ids = new Set(lines.get(monday) ?? []);
  for (const date of weekDates(monday)) for (const activity of ACTIVITIES) if (minutes.has(cellKey(activity.id, date))) ids.add(activity.id);
  return ACTIVITIES.filter((activity) => ids.has(activity.id)).map((activity) => activity.id);
}

/** The week holding `date`, as `POST /api/time` answers it, day and month names in `locale`. */
export function weekOf(date: string, locale: Locale): WeekData {
  const monday = mondayOf(date);
  const dates = weekDates(monday);
  const month = new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { month: 'long', timeZone: 'UTC' });
  const weekday = new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { weekday: 'short', timeZone: 'UTC' });
  const weekdates: WeekDate[] = dates.map((iso) => {
    const day = new Date(`${iso}T00:00:00Z`);
    return {
      date: iso,
      day: day.getUTCDate(),
      month: day.getUTCMonth() + 1,
      monthname: month.format(day),
      year: day.getUTCFullYear(),
      dayofweekshortname: weekday.format(day),
    };
  });
  const ids = lineIds(monday);
  const activitytimes: ActivityTime[] = ids.map((id) => {
    const activity = ACTIVITIES.find((a) => a.id === id)!;
    const times = dates.map((iso) => minutes.get(cellKey(id, iso)) ?? 0);
    return {
      id,
      activity_id: id,
      project_name: activity.project_name,
      activity_name: activity.name,
      color: activity.color,
      times,
      invoiced_times: dates.map(() => 0),
      notes: dates.map((iso) => notes.get(cellKey(id, iso)) ?? null),
      meta: dates.map(() => ({ readonly: false, reason: null, invoicenumber: null })),
      total_time: times.reduce((sum, m) => sum + m, 0),
    };
  });
  const totals = dates.map((_, day) => activitytimes.reduce((sum, line) => sum + line.times[day]!, 0));
  return {
    weekdates,
    time: { activitytimes, totals, total_time: totals.reduce((sum, m) => sum + m, 0) },
    availableactivities: ACTIVITIES.filter((activity) => !ids.includes(activity.id)),
  };
}

/** Saves committed cells (the grid's `onChange`): minutes 0 remove the entry and its note. */
export function saveTimes(changes: readonly TimeCellChange[]): void {
  for (const change of changes) {
    const key = cellKey(change.activity_id, change.date);
    if (change.time > 0) minutes.set(key, change.time);
    else {
      minutes.delete(key);
      notes.delete(key);
    }
    // Saving hours makes the activity a line of its week, as in Kwartier.
    const monday = mondayOf(change.date);
    lines.set(monday, (lines.get(monday) ?? new Set()).add(change.activity_id));
  }
  changed();
}

/** Adds a line to the week holding `date` (Add line). */
export async function addLine(date: string, activityId: number): Promise<SubmitResult> {
  const monday = mondayOf(date);
  lines.set(monday, (lines.get(monday) ?? new Set()).add(activityId));
  changed();
}

/** Removes a line and its hours and notes of the week holding `date`. */
export async function deleteLine(date: string, activityId: number): Promise<SubmitResult> {
  const monday = mondayOf(date);
  lines.get(monday)?.delete(activityId);
  for (const iso of weekDates(monday)) {
    minutes.delete(cellKey(activityId, iso));
    notes.delete(cellKey(activityId, iso));
  }
  changed();
}

/** Copies last week's lines (not their hours) into the week holding `date`. */
export async function copyLastWeek(date: string): Promise<SubmitResult> {
  const monday = mondayOf(date);
  const previous = lineIds(addDays(monday, -7));
  lines.set(monday, new Set([...(lines.get(monday) ?? []), ...previous]));
  changed();
}

/**
 * Saves a cell's note; a day without hours cannot hold one, which is answered as Kwartier's server
 * does: a refusal under `note`, which the grid shows under the note (the save convention).
 */
export async function saveNote(change: TimeNoteChange, locale: Locale): Promise<SubmitResult> {
  const key = cellKey(change.activity_id, change.date);
  if (change.note !== null && !minutes.has(key)) {
    const message = translateIn(locale, messages, 'noteNeedsHours');
    return { message, errors: { note: [message] } };
  }
  if (change.note) notes.set(key, change.note);
  else notes.delete(key);
  changed();
}
