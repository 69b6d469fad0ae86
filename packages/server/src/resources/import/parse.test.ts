import { describe, expect, it } from 'vitest';
import { parseDurationSeconds, parseExport, parseRateCents, parseSourceDate } from './parse.js';

describe('parseDurationSeconds', () => {
  it('reads h:mm:ss, h:mm and decimal hours', () => {
    expect(parseDurationSeconds('01:30:00')).toBe(5400);
    expect(parseDurationSeconds('125:05:09')).toBe(125 * 3600 + 5 * 60 + 9);
    expect(parseDurationSeconds('0:45')).toBe(2700);
    expect(parseDurationSeconds('1.25')).toBe(4500);
    expect(parseDurationSeconds('1,5')).toBe(5400);
    expect(parseDurationSeconds('')).toBeNull();
    expect(parseDurationSeconds('an hour')).toBeNull();
    expect(parseDurationSeconds('1:75')).toBeNull();
  });
});

describe('parseSourceDate', () => {
  it('reads ISO, US and European dates, and only real days', () => {
    expect(parseSourceDate('2026-03-02')).toBe('2026-03-02');
    expect(parseSourceDate('03/16/2026')).toBe('2026-03-16');
    expect(parseSourceDate('03/04/2026', true)).toBe('2026-04-03');
    expect(parseSourceDate('16.03.2026')).toBe('2026-03-16');
    expect(parseSourceDate('16-03-2026')).toBe('2026-03-16');
    expect(parseSourceDate('2026-02-30')).toBeNull();
    expect(parseSourceDate('yesterday')).toBeNull();
  });
});

describe('parseRateCents', () => {
  it('reads a rate with either decimal mark and thousands separators', () => {
    expect(parseRateCents('95.00')).toBe(9500);
    expect(parseRateCents('1,250.50')).toBe(125050);
    expect(parseRateCents('85,5')).toBe(8550);
    expect(parseRateCents('')).toBeNull();
    expect(parseRateCents(undefined)).toBeNull();
  });
});

describe('parseExport', () => {
  it('tells the three layouts by their header and refuses others', () => {
    expect(parseExport('User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration,Tags\n')?.format).toBe('toggl');
    expect(parseExport('Project,Client,Description,Task,User,Email,Billable,Start Date,Start Time,Duration (h),Duration (decimal)\n')?.format).toBe('clockify');
    expect(parseExport('Date,Client,Project,Task,Notes,Hours,First Name,Last Name\n')?.format).toBe('harvest');
    expect(parseExport('Name,Amount\nCoffee,2.50\n')).toBeNull();
    expect(parseExport('')).toBeNull();
  });

  it('reads a semicolon-separated export with a byte order mark, and a newer Toggl header (Member)', () => {
    const parsed = parseExport('\uFEFFMember;Email;Client;Project;Task;Description;Billable;Start date;Start time;Duration\nAnna;A@Example.test;Acme;Web;;"Notes; more";No;2026-03-02;09:00:00;00:30:29\n');
    expect(parsed?.rows).toEqual([
      expect.objectContaining({ line: 2, userKey: 'a@example.test', userName: 'Anna', client: 'Acme', task: '', note: 'Notes; more', billable: false, date: '2026-03-02', minutes: 30 }),
    ]);
  });

  it('gives identical rows distinct source ids, the same for the same file, and lists unreadable rows apart', () => {
    const csv = 'Date,Client,Project,Task,Notes,Hours,First Name,Last Name\n2026-04-06,A,B,C,,1,Anna,Smit\n2026-04-06,A,B,C,,1,Anna,Smit\n2026-13-01,A,B,C,,1,Anna,Smit\n2026-04-07,A,B,C,,lots,Anna,Smit\n';
    const first = parseExport(csv)!;
    const again = parseExport(csv)!;
    expect(first.rows.map((r) => r.sourceId)).toEqual(again.rows.map((r) => r.sourceId));
    expect(new Set(first.rows.map((r) => r.sourceId)).size).toBe(2);
    expect(first.rows[1].sourceId).toBe(`${first.rows[0].sourceId}#2`);
    expect(first.unreadable).toEqual([
      { line: 4, reason: 'unreadable_date' },
      { line: 5, reason: 'unreadable_duration' },
    ]);
  });

  it('reads European slash dates day first when the file shows it', () => {
    const csv = 'Project,Client,Description,Task,User,Email,Billable,Start Date,Start Time,Duration (h),Duration (decimal)\nW,A,x,,Anna,a@x.test,Yes,03/04/2026,09:00,01:00:00,1.00\nW,A,y,,Anna,a@x.test,Yes,25/04/2026,09:00,,0.5\n';
    expect(parseExport(csv)!.rows.map((r) => [r.date, r.minutes])).toEqual([
      ['2026-04-03', 60],
      ['2026-04-25', 30],
    ]);
  });
});
