import { describe, expect, it } from 'vitest';
import {
  activityProblem,
  addProblem,
  copyPlan,
  copyProblem,
  dayInWords,
  formatMinutes,
  MINUTES_PER_DAY,
  noteProblem,
  noteText,
  otherMinutes,
  overfullDay,
  readOnlyReason,
  reasonMessage,
  invoicedLineRefusal,
  removeProblem,
  savedWeek,
  shiftedByWeeks,
  shiftedWeek,
  unbookableReason,
  weekDates,
  weekHold,
  weekOf,
  type Bookability,
} from './rules.js';

const bookable: Bookability = { member: true, activity_active: 1, project_active: 1, startdate: null, enddate: null };

describe('weeks', () => {
  it("start on the organisation's first day of the week, whichever day of it is named", () => {
    // Wednesday 4 March 2026.
    expect(weekOf('2026-03-04', 1)).toEqual({
      start: '2026-03-02',
      end: '2026-03-08',
      days: ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'],
    });
    expect(weekOf('2026-03-02', 1).start).toBe('2026-03-02');
    expect(weekOf('2026-03-08', 1).start).toBe('2026-03-02');
    expect(weekOf('2026-03-04', 0)).toMatchObject({ start: '2026-03-01', end: '2026-03-07' });
    expect(weekOf('2026-03-01', 0).start).toBe('2026-03-01');
    expect(weekOf('2026-03-04', 6)).toMatchObject({ start: '2026-02-28', end: '2026-03-06' });
    expect(weekOf('2026-03-06', 5).start).toBe('2026-03-06');
    expect(weekOf('2026-03-05', 5).start).toBe('2026-02-27');
  });

  it('cross months, years and leap days', () => {
    expect(weekOf('2026-01-01', 1)).toMatchObject({ start: '2025-12-29', end: '2026-01-04' });
    expect(weekOf('2028-03-01', 1).days).toEqual(['2028-02-28', '2028-02-29', '2028-03-01', '2028-03-02', '2028-03-03', '2028-03-04', '2028-03-05']);
  });

  it('move by whole weeks, over a daylight-saving change too', () => {
    expect(shiftedByWeeks('2026-03-04', -1)).toBe('2026-02-25');
    expect(shiftedByWeeks('2026-03-25', 1)).toBe('2026-04-01');
    expect(shiftedByWeeks('2026-01-02', -1)).toBe('2025-12-26');
    expect(shiftedWeek(weekOf('2026-03-30', 1), -1)).toEqual(weekOf('2026-03-23', 1));
    expect(shiftedWeek(weekOf('2026-10-20', 1), 1)).toEqual(weekOf('2026-10-27', 1));
  });

  it("name their days and months in the user's language", () => {
    const days = weekDates(weekOf('2026-03-04', 1), 'en');
    expect(days[0]).toEqual({ date: '2026-03-02', day: 2, month: 3, monthname: 'March', year: 2026, dayofweekshortname: 'Mon' });
    expect(days.map((day) => day.dayofweekshortname)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const dutch = weekDates(weekOf('2026-03-01', 0), 'nl');
    expect(dutch[0]).toEqual({ date: '2026-03-01', day: 1, month: 3, monthname: 'maart', year: 2026, dayofweekshortname: 'zo' });
    expect(dutch.map((day) => day.dayofweekshortname)).toEqual(['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za']);
    // Named once per language and week: the same week in the other language is named anew.
    expect(weekDates(weekOf('2026-03-01', 0), 'en')[0].monthname).toBe('March');
    expect(weekDates(weekOf('2026-03-01', 0), 'nl')).toEqual(dutch);
    const newYear = weekDates(weekOf('2026-01-01', 1), 'nl');
    expect(newYear.map(({ month, monthname, year }) => `${monthname} ${month} ${year}`)).toEqual([
      'december 12 2025',
      'december 12 2025',
      'december 12 2025',
      'januari 1 2026',
      'januari 1 2026',
      'januari 1 2026',
      'januari 1 2026',
    ]);
  });

  it('spell a day out for a message', () => {
    expect(dayInWords('2026-03-03', 'en')).toBe('Tuesday 3 March');
    expect(dayInWords('2026-03-03', 'nl')).toBe('dinsdag 3 maart');
  });
});

describe('durations', () => {
  it('show as hours and minutes', () => {
    expect(formatMinutes(0)).toBe('0:00');
    expect(formatMinutes(90)).toBe('1:30');
    expect(formatMinutes(MINUTES_PER_DAY)).toBe('24:00');
    expect(formatMinutes(1530)).toBe('25:30');
  });

  it('fill a day up to 24:00 over all lines, and not beyond', () => {
    expect(overfullDay(0, 1440)).toBeNull();
    expect(overfullDay(1000, 440)).toBeNull();
    expect(overfullDay(1000, 441)).toEqual({ total: '24:01' });
    expect(overfullDay(1440, 90)).toEqual({ total: '25:30' });
    // Clearing a cell is always allowed.
    expect(overfullDay(1440, 0)).toBeNull();
  });
});

describe('read-only days', () => {
  it('are none on an active activity of an active project without dates', () => {
    expect(unbookableReason(bookable)).toBeNull();
    expect(readOnlyReason(bookable, '2026-03-02')).toBeNull();
  });

  it('lie outside the project’s start and end date, both inclusive', () => {
    const dated = { ...bookable, startdate: '2026-03-03', enddate: '2026-03-05' };
    expect(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'].map((day) => readOnlyReason(dated, day))).toEqual([
      'before_project_start',
      null,
      null,
      null,
      'after_project_end',
    ]);
    expect(readOnlyReason({ ...bookable, startdate: '2026-03-03' }, '2030-01-01')).toBeNull();
    expect(readOnlyReason({ ...bookable, enddate: '2026-03-05' }, '2000-01-01')).toBeNull();
  });

  it('are every day of a line that cannot be booked, with the first reason that applies', () => {
    const dated = { ...bookable, startdate: '2026-03-03', enddate: '2026-03-05' };
    expect(readOnlyReason({ ...dated, activity_active: 0 }, '2026-03-04')).toBe('activity_inactive');
    expect(readOnlyReason({ ...dated, activity_active: 0 }, '2026-03-02')).toBe('activity_inactive');
    expect(readOnlyReason({ ...dated, activity_active: 0, project_active: 0 }, '2026-03-04')).toBe('project_inactive');
    expect(readOnlyReason({ ...dated, member: false, activity_active: 0, project_active: 0 }, '2026-03-04')).toBe('not_on_activity');
    expect(unbookableReason({ ...dated, member: false })).toBe('not_on_activity');
    // Dates alone do not make an activity unbookable: only some days of it are read-only.
    expect(unbookableReason({ ...dated, enddate: '2000-01-01' })).toBeNull();
  });

  it('are first of all the days whose hours are on an invoice', () => {
    const dated = { ...bookable, startdate: '2026-03-03', enddate: '2026-03-05' };
    expect(readOnlyReason(bookable, '2026-03-02', true)).toBe('invoiced');
    expect(readOnlyReason(bookable, '2026-03-02', false)).toBeNull();
    expect(readOnlyReason({ ...dated, member: false, project_active: 0 }, '2026-03-02', true)).toBe('invoiced');
    expect(reasonMessage('invoiced')).toBe('time.reason.invoiced');
  });

  it('each have a message', () => {
    expect(reasonMessage('after_project_end')).toBe('time.reason.after_project_end');
  });
});

describe('saving, adding and removing lines', () => {
  it('needs an activity of the organisation that the member is on', () => {
    expect(activityProblem(bookable)).toBeNull();
    expect(activityProblem(undefined)).toBe('validation.in');
    expect(activityProblem({ ...bookable, member: false })).toBe('time.reason.not_on_activity');
    // Inactive ones are refused per day (under `date`), not as an activity.
    expect(activityProblem({ ...bookable, activity_active: 0 })).toBeNull();
  });

  it('adds only an available activity: bookable and not a line of the week yet', () => {
    expect(addProblem(bookable, false)).toBeNull();
    expect(addProblem(undefined, false)).toBe('validation.in');
    expect(addProblem({ ...bookable, member: false }, false)).toBe('time.reason.not_on_activity');
    expect(addProblem({ ...bookable, project_active: 0 }, false)).toBe('time.reason.project_inactive');
    expect(addProblem({ ...bookable, activity_active: 0 }, false)).toBe('time.reason.activity_inactive');
    expect(addProblem(bookable, true)).toBe('time.line_exists');
    expect(addProblem({ ...bookable, enddate: '2000-01-01' }, false)).toBeNull();
  });

  it('removes a line with its hours unless it holds hours on a read-only day', () => {
    const dated = { ...bookable, startdate: '2026-03-03', enddate: '2026-03-05' };
    expect(removeProblem(dated, [])).toBeNull();
    const hours = (...dates: string[]) => dates.map((date) => ({ date, invoiced: false }));
    expect(removeProblem(dated, hours('2026-03-03', '2026-03-05'))).toBeNull();
    expect(removeProblem(dated, hours('2026-03-04', '2026-03-06'))).toBe('time.line_readonly');
    expect(removeProblem({ ...dated, activity_active: 0 }, [])).toBeNull();
    expect(removeProblem({ ...dated, activity_active: 0 }, hours('2026-03-04'))).toBe('time.line_readonly');
    expect(removeProblem({ ...dated, member: false }, hours('2026-03-04'))).toBe('time.line_readonly');
    // Invoiced hours on an otherwise editable day: the refusal names the invoices.
    expect(removeProblem(dated, [...hours('2026-03-03'), { date: '2026-03-04', invoiced: true }])).toBe('time.line_invoiced');
    expect(removeProblem(dated, [...hours('2026-03-06'), { date: '2026-03-04', invoiced: true }])).toBe('time.line_invoiced');
  });

  it('names one invoice, or lists several in the caller\'s language', () => {
    expect(invoicedLineRefusal(['20260001'], 'en')).toEqual({ id: 'time.line_invoiced', params: { numbers: '20260001' } });
    expect(invoicedLineRefusal(['20260001', '20260002', '20260003'], 'en')).toEqual({
      id: 'time.line_invoiced_many',
      params: { numbers: '20260001, 20260002, and 20260003' },
    });
    expect(invoicedLineRefusal(['20260001', '20260002'], 'nl').params.numbers).toBe('20260001 en 20260002');
  });
});

describe('copy last week', () => {
  it('fills only an empty week, from a week with lines', () => {
    expect(copyProblem(0, 3)).toBeNull();
    expect(copyProblem(1, 3)).toBe('time.copy_not_empty');
    expect(copyProblem(1, 0)).toBe('time.copy_not_empty');
    expect(copyProblem(0, 0)).toBe('time.copy_nothing');
  });

  it('adds the bookable lines and skips the others with their reason, in order', () => {
    const lines = [
      { ...bookable, activity_id: 1 },
      { ...bookable, activity_id: 2, member: false },
      { ...bookable, activity_id: 3, enddate: '2000-01-01' },
      { ...bookable, activity_id: 4, project_active: 0 as const },
      { ...bookable, activity_id: 5, activity_active: 0 as const },
    ];
    const plan = copyPlan(lines);
    expect(plan.add.map((line) => line.activity_id)).toEqual([1, 3]);
    expect(plan.skipped.map(({ line, reason }) => [line.activity_id, reason])).toEqual([
      [2, 'not_on_activity'],
      [4, 'project_inactive'],
      [5, 'activity_inactive'],
    ]);
    expect(copyPlan([])).toEqual({ add: [], skipped: [] });
  });
});

describe('notes', () => {
  it('are trimmed, and nothing left (or null) removes the note', () => {
    expect(noteText('  Wireframes \n')).toBe('Wireframes');
    expect(noteText('   ')).toBeNull();
    expect(noteText('')).toBeNull();
    expect(noteText(null)).toBeNull();
  });

  it('need hours on the cell; removing one never does', () => {
    expect(noteProblem(0, 'Wireframes')).toBe('time.note_needs_hours');
    expect(noteProblem(90, 'Wireframes')).toBeNull();
    expect(noteProblem(0, null)).toBeNull();
  });
});

describe('a save applied to the week read before it', () => {
  const week = [
    { activity_id: 1, line: true, times: [60, 45, 0, 0, 0, 0, 0], invoicedTimes: [0, 0, 30, 0, 0, 0, 0], notes: [null, 'Kick-off', null, null, null, null, null] },
    { activity_id: 2, line: false, times: [0, 0, 0, 0, 0, 0, 0], invoicedTimes: [0, 0, 0, 0, 0, 0, 0], notes: [null, null, null, null, null, null, null] },
  ];

  it('counts the day over the other lines', () => {
    expect(otherMinutes(week, 2, 1)).toBe(45);
    expect(otherMinutes(week, 1, 1)).toBe(0);
  });

  it("counts the line's own invoiced minutes: only its open minutes are the cell a save sets", () => {
    expect(otherMinutes(week, 1, 2)).toBe(30);
    expect(otherMinutes(week, 2, 2)).toBe(30);
  });

  it('sets the cell and makes the activity a line; a cell keeping hours keeps its note, 0 removes it', () => {
    expect(savedWeek(week, 2, 3, 30)[1]).toEqual({ activity_id: 2, line: true, times: [0, 0, 0, 30, 0, 0, 0], invoicedTimes: [0, 0, 0, 0, 0, 0, 0], notes: [null, null, null, null, null, null, null] });
    expect(savedWeek(week, 1, 1, 90)[0].notes[1]).toBe('Kick-off');
    expect(savedWeek(week, 1, 1, 0)[0]).toEqual({ activity_id: 1, line: true, times: [60, 0, 0, 0, 0, 0, 0], invoicedTimes: [0, 0, 30, 0, 0, 0, 0], notes: [null, null, null, null, null, null, null] });
    // The week read is left as it was.
    expect(week[0].times).toEqual([60, 45, 0, 0, 0, 0, 0]);
    expect(savedWeek(week, 1, 1, 0)[1]).toBe(week[1]);
  });
});

describe('a held week', () => {
  it('is held only when every day is, and names the week\'s own status before a lock', () => {
    expect(weekHold(Array(7).fill(null))).toBeNull();
    expect(weekHold(['locked', 'locked', null, null, null, null, null])).toBeNull();
    expect(weekHold(Array(7).fill('locked'))).toBe('locked');
    expect(weekHold(['locked', 'locked', 'submitted', 'submitted', 'submitted', 'submitted', 'submitted'])).toBe('submitted');
    expect(weekHold(Array(7).fill('approved'))).toBe('approved');
  });
});
