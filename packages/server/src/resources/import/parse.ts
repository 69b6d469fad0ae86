import { createHash } from 'node:crypto';
import { CalendarDate, endOfMonth } from '@internationalized/date';
import Papa from 'papaparse';
import { parseMoney } from '@kwartier/api';

// Reading the CSV exports of other time trackers. Pure: text in, rows out.
//
// The layouts are those the products export (their help centres list the columns):
// - Toggl Track, Reports → Detailed → Export CSV: User, Email, Client, Project, Task,
//   Description, Billable, Start date, Start time, End date, End time, Duration (h:mm:ss, or
//   decimal hours by the profile's duration format), Tags, Amount (…). Newer exports name the
//   person `Member` and the end `Stop date` / `Stop time`; both are read.
// - Clockify, Reports → Detailed → Export CSV: Project, Client, Description, Task, User, Group,
//   Email, Tags, Billable, Start Date, Start Time, End Date, End Time, Duration (h), Duration
//   (decimal), Billable Rate (USD), Billable Amount (USD). Dates follow the user's date format
//   (ISO, MM/DD/YYYY, DD/MM/YYYY, DD.MM.YYYY, DD-MM-YYYY).
// - Harvest, Reports → Time → Detailed time report → Export CSV: Date, Client, Project, Project
//   Code, Task, Notes, Hours, Hours Rounded, Billable?, Invoiced?, Approved?, First Name, Last
//   Name, Roles, Employee?, Billable Rate, Billable Amount, Cost Rate, Cost Amount, Currency,
//   External Reference URL. No e-mail address: people are named only.
//
// None of them carries an id per row, so a row's source id is a digest of the cells that
// identify it (person, client, project, task, description, day, start, duration) and its
// occurrence among identical rows of the file: the same file, or another export overlapping
// it, gives the same ids.

export type ImportFormat = 'toggl' | 'clockify' | 'harvest';

export interface SourceRow {
  /** The row's line in the file, the header being line 1 (rows, not text lines). */
  line: number;
  sourceId: string;
  /** E-mail address (lower case) where the export has one, else the name. */
  userKey: string;
  userName: string;
  email: string | null;
  client: string;
  project: string;
  task: string;
  note: string;
  /** null where the export does not say. */
  billable: boolean | null;
  /** Whether the source marks the row invoiced (Harvest's `Invoiced?`, Clockify's `Invoiced`); false where it does not say. */
  invoiced: boolean;
  /** `YYYY-MM-DD`: the start date (a row that runs past midnight stays on its start day). */
  date: string;
  /** Whole minutes: the row's seconds rounded to the nearest minute, half up (`minutesOf`), in every format. */
  minutes: number;
  /** The source's hourly rate in cents, where the export has one. */
  rateCents: number | null;
}

export type UnreadableReason = 'unreadable_date' | 'unreadable_duration';

export interface ParsedExport {
  format: ImportFormat;
  rows: SourceRow[];
  /** Rows that cannot be read, with the cell's text that was refused. */
  unreadable: { line: number; reason: UnreadableReason; value: string }[];
}

type Columns = Map<string, number>;

function detect(columns: Columns): ImportFormat | null {
  const has = (...names: string[]) => names.every((name) => columns.has(name));
  if (has('date', 'hours', 'first name', 'last name')) return 'harvest';
  if (has('start date') && (columns.has('duration (h)') || columns.has('duration (decimal)'))) return 'clockify';
  if (has('start date', 'duration') && (columns.has('user') || columns.has('member') || columns.has('email'))) return 'toggl';
  // Clockify can leave out its duration columns: the time is then read from the start and the end.
  if (has('project', 'start date', 'start time', 'end date', 'end time') && (columns.has('user') || columns.has('email'))) return 'clockify';
  return null;
}

/** `h:mm:ss`, `h:mm` or decimal hours (`1.5`, `1,5`) → seconds, or null. */
export function parseDurationSeconds(text: string): number | null {
  const value = text.trim();
  const clock = /^(\d+):([0-5]?\d)(?::([0-5]?\d))?$/.exec(value);
  if (clock) return Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3] ?? 0);
  if (/^\d+(?:[.,]\d+)?$/.test(value)) return Math.round(Number(value.replace(',', '.')) * 3600);
  return null;
}

/** The one rounding of every format: a row's seconds to whole minutes, to the nearest, half up (30 s → 1 min, 29 s → 0). */
export function minutesOf(seconds: number): number {
  return Math.floor((seconds + 30) / 60);
}

/** A time of day (`09:00`, `09:00:00`, `9:00 AM`, `02:30:20 PM`) → seconds since midnight, or null. */
export function parseTimeOfDay(text: string): number | null {
  const match = /^(\d{1,2}):([0-5]\d)(?::([0-5]\d))?\s*([ap]\.?m\.?)?$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const half = match[4]?.toLowerCase().replace(/\./g, '');
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'pm' ? 12 : 0);
  } else if (hours > 23) return null;
  return hours * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= endOfMonth(new CalendarDate(year, month, 1)).day;
}

function iso(year: number, month: number, day: number): string | null {
  if (!isCalendarDate(year, month, day)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A date cell as `YYYY-MM-DD`, or null. `a/b/yyyy` is month first unless `dayFirst` (decided
 * per file: day first when any such date has a first part above 12); `dd.mm.yyyy` and
 * `dd-mm-yyyy` are day first.
 */
export function parseSourceDate(text: string, dayFirst = false): string | null {
  const value = text.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value);
  if (match) return iso(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (match) return dayFirst ? iso(Number(match[3]), Number(match[2]), Number(match[1])) : iso(Number(match[3]), Number(match[1]), Number(match[2]));
  match = /^(\d{1,2})[.-](\d{1,2})[.-](\d{4})$/.exec(value);
  if (match) return iso(Number(match[3]), Number(match[2]), Number(match[1]));
  return null;
}

/** 'Yes', 'No', 'true', 'false', '1', '0' → a flag; anything else null. */
function parseFlag(text: string | undefined): boolean | null {
  const value = (text ?? '').trim().toLowerCase();
  if (['yes', 'true', '1', 'ja'].includes(value)) return true;
  if (['no', 'false', '0', 'nee'].includes(value)) return false;
  return null;
}

/**
 * A rate cell (`95`, `95.00`, `1,250.50`, `1.250,50`, `€ 95`) → cents, or null (no amount, more
 * than two decimals, below zero). Read digit by digit by the money module, never through a float;
 * the exports write English numbers, so a lone comma followed by three digits groups thousands.
 */
export function parseRateCents(text: string | undefined): number | null {
  const cents = parseMoney((text ?? '').replace(/[^\d.,-]/g, ''), 'en');
  return cents !== null && cents >= 0 ? cents : null;
}

/** The file's rows as arrays of cells, its header first. */
function cellsOf(text: string): string[][] {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t'] });
  return result.data;
}

/**
 * Reads an export: its format and rows, or null when the header row is none of the three
 * layouts. Rows whose date or duration cannot be read are listed apart, never imported.
 */
export function parseExport(text: string): ParsedExport | null {
  const cells = cellsOf(text);
  if (cells.length === 0) return null;
  const columns: Columns = new Map();
  cells[0].forEach((name, index) => {
    const key = name.trim().toLowerCase();
    if (!columns.has(key)) columns.set(key, index);
  });
  const format = detect(columns);
  if (!format) return null;

  const cell = (row: string[], ...names: string[]) => {
    for (const name of names) {
      const index = columns.get(name);
      if (index !== undefined && row[index] !== undefined) return row[index].trim();
    }
    return '';
  };
  const rateColumn = [...columns.keys()].find((name) => name === 'billable rate' || name.startsWith('billable rate ('));
  const dateColumn = format === 'harvest' ? 'date' : 'start date';
  const dayFirst = cells.slice(1).some((row) => {
    const match = /^(\d{1,2})\/\d{1,2}\/\d{4}$/.exec(cell(row, dateColumn));
    return match !== null && Number(match[1]) > 12;
  });

  /** Seconds from the row's start to its end (date and time of each), or null when either cannot be read or the end is before the start. */
  const spanSeconds = (row: string[], startDate: string): number | null => {
    const endDate = parseSourceDate(cell(row, 'end date', 'stop date'), dayFirst);
    const start = parseTimeOfDay(cell(row, 'start time'));
    const end = parseTimeOfDay(cell(row, 'end time', 'stop time'));
    if (!endDate || start === null || end === null) return null;
    const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000;
    const seconds = days * 86_400 + end - start;
    return seconds >= 0 ? seconds : null;
  };

  const rows: SourceRow[] = [];
  const unreadable: ParsedExport['unreadable'] = [];
  const seen = new Map<string, number>();
  for (let index = 1; index < cells.length; index++) {
    const row = cells[index];
    const line = index + 1;
    const date = parseSourceDate(cell(row, dateColumn), dayFirst);
    if (!date) {
      unreadable.push({ line, reason: 'unreadable_date', value: cell(row, dateColumn) });
      continue;
    }
    let seconds: number | null;
    let userName: string;
    let email: string | null;
    if (format === 'harvest') {
      seconds = parseDurationSeconds(cell(row, 'hours'));
      userName = `${cell(row, 'first name')} ${cell(row, 'last name')}`.trim();
      email = null;
    } else {
      seconds =
        format === 'clockify'
          ? (parseDurationSeconds(cell(row, 'duration (h)')) ?? parseDurationSeconds(cell(row, 'duration (decimal)')) ?? spanSeconds(row, date))
          : parseDurationSeconds(cell(row, 'duration'));
      userName = cell(row, 'user', 'member');
      email = cell(row, 'email').toLowerCase() || null;
    }
    if (seconds === null) {
      const value = format === 'harvest' ? cell(row, 'hours') : format === 'toggl' ? cell(row, 'duration') : cell(row, 'duration (h)', 'duration (decimal)');
      unreadable.push({ line, reason: 'unreadable_duration', value: value || `${cell(row, 'start time')} – ${cell(row, 'end time')}`.trim() });
      continue;
    }
    const client = cell(row, 'client');
    const project = cell(row, 'project');
    // Clockify names its task column `Task` or `Activity`.
    const task = cell(row, 'task', 'activity');
    const note = cell(row, format === 'harvest' ? 'notes' : 'description');
    const start = cell(row, 'start time');
    const userKey = email ?? userName;
    const digest = createHash('sha256')
      .update(JSON.stringify([userKey, client, project, task, note, date, start, seconds]))
      .digest('hex')
      .slice(0, 40);
    const occurrence = (seen.get(digest) ?? 0) + 1;
    seen.set(digest, occurrence);
    rows.push({
      line,
      sourceId: occurrence === 1 ? digest : `${digest}#${occurrence}`,
      userKey,
      userName: userName || userKey,
      email,
      client,
      project,
      task,
      note,
      billable: parseFlag(cell(row, format === 'harvest' ? 'billable?' : 'billable')),
      invoiced: parseFlag(cell(row, 'invoiced?', 'invoiced')) === true,
      date,
      minutes: minutesOf(seconds),
      rateCents: rateColumn ? parseRateCents(row[columns.get(rateColumn)!]) : null,
    });
  }
  return { format, rows, unreadable };
}
