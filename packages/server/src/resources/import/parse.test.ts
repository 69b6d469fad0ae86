import { describe, expect, it } from 'vitest';
import { parseDurationSeconds, parseExport, parseRateCents, parseSourceDate, parseTimeOfDay } from './parse.js';

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

  it('reads money by its digits: no float error, no third decimal, nothing below zero', () => {
    expect(parseRateCents('1.250,50')).toBe(125050);
    expect(parseRateCents('€ 95')).toBe(9500);
    expect(parseRateCents('19.99')).toBe(1999);
    expect(parseRateCents('4503599627370.49')).toBe(450359962737049);
    expect(parseRateCents('95.125')).toBeNull();
    expect(parseRateCents('-5')).toBeNull();
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
      { line: 4, reason: 'unreadable_date', value: '2026-13-01' },
      { line: 5, reason: 'unreadable_duration', value: 'lots' },
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

describe('parseTimeOfDay', () => {
  it('reads 24-hour and AM/PM times', () => {
    expect(parseTimeOfDay('09:00')).toBe(9 * 3600);
    expect(parseTimeOfDay('14:30:20')).toBe(14 * 3600 + 30 * 60 + 20);
    expect(parseTimeOfDay('12:05:00 AM')).toBe(5 * 60);
    expect(parseTimeOfDay('02:30:00 PM')).toBe(14.5 * 3600);
    expect(parseTimeOfDay('13:00 PM')).toBeNull();
    expect(parseTimeOfDay('noon')).toBeNull();
  });
});

describe('what each row says', () => {
  it("reads Clockify's Activity column as its task, its Invoiced column, and Harvest's Invoiced?", () => {
    const clockify = parseExport(
      'Project,Client,Description,Activity,User,Email,Billable,Invoiced,Start Date,Start Time,End Date,End Time,Duration (h),Duration (decimal)\nWeb,Acme,x,Design,Anna,a@x.test,Yes,Yes,03/16/2026,09:00 AM,03/16/2026,10:00 AM,01:00:00,1.00\n',
    )!;
    expect(clockify.rows[0]).toMatchObject({ task: 'Design', billable: true, invoiced: true });
    const harvest = parseExport('Date,Client,Project,Task,Notes,Hours,Billable?,Invoiced?,First Name,Last Name\n2026-04-06,A,B,C,,1,No,No,Anna,Smit\n2026-04-06,A,B,C,,2,Yes,Yes,Anna,Smit\n')!;
    expect(harvest.rows.map((r) => [r.billable, r.invoiced])).toEqual([
      [false, false],
      [true, true],
    ]);
  });

  it('reads a Clockify export without duration columns from its start and end, past midnight too', () => {
    const parsed = parseExport(
      'Project,Client,Description,Task,User,Email,Billable,Start Date,Start Time,End Date,End Time\nWeb,Acme,x,,Anna,a@x.test,Yes,03/16/2026,09:00:00 AM,03/16/2026,11:15:00 AM\nWeb,Acme,y,,Anna,a@x.test,Yes,03/16/2026,11:30 PM,03/17/2026,12:45 AM\nWeb,Acme,z,,Anna,a@x.test,Yes,03/16/2026,10:00,03/16/2026,09:00\n',
    )!;
    expect(parsed.format).toBe('clockify');
    expect(parsed.rows.map((r) => [r.date, r.minutes])).toEqual([
      ['2026-03-16', 135],
      ['2026-03-16', 75],
    ]);
    expect(parsed.unreadable).toEqual([{ line: 4, reason: 'unreadable_duration', value: '10:00 – 09:00' }]);
  });

  it('rounds seconds by one rule in every format: 36 s is a minute, 2 s none', () => {
    const toggl = parseExport('User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration\nA,a@x.test,C,P,T,one,Yes,2026-03-02,09:00:00,2026-03-02,09:00:36,00:00:36\nA,a@x.test,C,P,T,two,Yes,2026-03-02,10:00:00,2026-03-02,10:00:02,00:00:02\n')!;
    const clockify = parseExport('Project,Client,Description,Task,User,Email,Billable,Start Date,Start Time,End Date,End Time\nP,C,one,T,A,a@x.test,Yes,2026-03-02,09:00:00,2026-03-02,09:00:36\nP,C,two,T,A,a@x.test,Yes,2026-03-02,10:00:00,2026-03-02,10:00:02\n')!;
    const clockifyDecimal = parseExport('Project,Client,Description,Task,User,Email,Billable,Start Date,Start Time,Duration (decimal)\nP,C,one,T,A,a@x.test,Yes,2026-03-02,09:00:00,0.01\nP,C,two,T,A,a@x.test,Yes,2026-03-02,10:00:00,0.00\n')!;
    const harvest = parseExport('Date,Client,Project,Task,Notes,Hours,First Name,Last Name\n2026-03-02,C,P,T,one,0.01,A,B\n2026-03-02,C,P,T,two,0.0005,A,B\n')!;
    for (const parsed of [toggl, clockify, clockifyDecimal, harvest]) expect(parsed.rows.map((r) => r.minutes)).toEqual([1, 0]);
  });
});
