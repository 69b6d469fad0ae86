import type { DashboardRow } from '@kwartier/api';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvAmount, dashboardCsv, dashboardCsvFileName, dashboardNotesCsv, dashboardNotesCsvFileName } from './dashboardCsv';

const row = (project: string, time: number, extra: Partial<DashboardRow> = {}): DashboardRow => ({
  project_name: project,
  currency: 'EUR',
  activity_name: null,
  user_name: null,
  color: '#1e88e5ff',
  time,
  billable_time: time,
  revenue: null,
  ...extra,
});

/** The lines after the byte order mark; the text ends with a line break. */
const lines = (csv: string) => {
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv.slice(CSV_BOM.length, -2).split('\r\n');
};

describe('dashboardCsv', () => {
  it('starts with a byte order mark and an English header, comma-separated, time as 7:30 and as decimal hours a spreadsheet sums', () => {
    const csv = dashboardCsv([row('New website', 450), row('Menu cards', 45)], {
      locale: 'en',
      showRevenue: false,
      scope: 'me',
      grouping: 'project',
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)).toEqual(['Project,Time,Hours,Billable hours', 'New website,7:30,7.50,7.50', 'Menu cards,0:45,0.75,0.75']);
  });

  it('writes Dutch with semicolons and decimal commas, and adds activity, member and revenue columns', () => {
    const csv = dashboardCsv(
      [
        row('Nieuwe website', 600, { activity_name: 'Ontwerp', user_name: 'Eva de Vries', revenue: '1234.50' }),
        row('Nieuwe website', 90, { activity_name: 'Bouw', user_name: 'Bram', revenue: '0.00', billable_time: 0 }),
      ],
      { locale: 'nl', showRevenue: true, scope: 'team', grouping: 'activity' },
    );
    expect(lines(csv)).toEqual([
      'Project;Activiteit;Teamlid;Tijd;Uren;Declarabele uren;Omzet;Valuta',
      'Nieuwe website;Ontwerp;Eva de Vries;10:00;10,00;10,00;1234,50;EUR',
      'Nieuwe website;Bouw;Bram;1:30;1,50;0,00;0,00;EUR',
    ]);
  });

  it('ends with the billable expenses beside the revenue, when there are any and the revenue is shown', () => {
    const rows = [row('Nieuwe website', 600, { revenue: '1234.50' })];
    const options = { locale: 'nl', showRevenue: true, scope: 'me', grouping: 'project' } as const;
    expect(lines(dashboardCsv(rows, { ...options, expenses: '124.83' }))).toEqual([
      'Project;Tijd;Uren;Declarabele uren;Omzet;Valuta',
      'Nieuwe website;10:00;10,00;10,00;1234,50;EUR',
      'Declarabele onkosten;;;;124,83;EUR',
    ]);
    expect(lines(dashboardCsv(rows, { ...options, expenses: '0.00' }))).toHaveLength(2);
    expect(lines(dashboardCsv(rows, { ...options, showRevenue: false, expenses: '124.83' }))).toHaveLength(2);
  });

  it('writes each row’s currency beside its revenue, and the expenses of each currency as a row of their own', () => {
    const rows = [row('Website', 600, { revenue: '1000.00' }), row('Brand book', 120, { revenue: '240.00', currency: 'USD' }), row('App', 60, { revenue: '15000.00', currency: 'JPY' })];
    const csv = dashboardCsv(rows, {
      locale: 'en',
      showRevenue: true,
      scope: 'me',
      grouping: 'project',
      expenses: '0.00',
      currency: 'EUR',
      otherCurrencies: [
        { currency: 'JPY', revenue: '15000.00', expenses: '0.00' },
        { currency: 'USD', revenue: '260.00', expenses: '20.00' },
      ],
    });
    expect(lines(csv)).toEqual([
      'Project,Time,Hours,Billable hours,Revenue,Currency',
      'Website,10:00,10.00,10.00,1000.00,EUR',
      'Brand book,2:00,2.00,2.00,240.00,USD',
      'App,1:00,1.00,1.00,15000,JPY',
      'Billable expenses,,,,20.00,USD',
    ]);
  });

  it('lets the library quote names holding the delimiter, quotes or a line break', () => {
    const rows = [
      row('Jansen; Zonen', 60),
      row('The "big" one', 30),
      row('Two\nlines', 15),
      row('Jansen, Zonen', 15),
    ];
    const nl = dashboardCsv(rows, { locale: 'nl', showRevenue: false, scope: 'me', grouping: 'project' });
    expect(nl).toBe(
      `${CSV_BOM}Project;Tijd;Uren;Declarabele uren\r\n"Jansen; Zonen";1:00;1,00;1,00\r\n"The ""big"" one";0:30;0,50;0,50\r\n"Two\nlines";0:15;0,25;0,25\r\nJansen, Zonen;0:15;0,25;0,25\r\n`,
    );
    const en = dashboardCsv(rows, { locale: 'en', showRevenue: false, scope: 'me', grouping: 'project' });
    expect(en).toContain('\r\nJansen; Zonen,1:00,1.00,1.00\r\n');
    expect(en).toContain('\r\n"Jansen, Zonen",0:15,0.25,0.25\r\n');
    // What a spreadsheet (or any CSV reader) reads back is what was shown.
    const parsed = Papa.parse<string[]>(en.slice(1), { delimiter: ',', skipEmptyLines: true });
    expect(parsed.data.map((fields) => fields[0])).toEqual(['Project', 'Jansen; Zonen', 'The "big" one', 'Two\nlines', 'Jansen, Zonen']);
  });

  it('keeps é, € and other non-ASCII text as it is', () => {
    const csv = dashboardCsv([row('Café de Hoek €', 60, { user_name: 'Zoë Ĳsselstein' })], {
      locale: 'en',
      showRevenue: false,
      scope: 'team',
      grouping: 'project',
    });
    expect(lines(csv)[1]).toBe('Café de Hoek €,Zoë Ĳsselstein,1:00,1.00,1.00');
  });

  it('writes names a spreadsheet would run as a formula as text, but not negative amounts', () => {
    const csv = dashboardCsv(
      [row('=HYPERLINK("http://x","y")', 60, { revenue: '-12.50' }), row('@SUM(A1)', 60, { revenue: '5.00' }), row('-1+1', 0, { revenue: '0.00' })],
      { locale: 'en', showRevenue: true, scope: 'me', grouping: 'project' },
    );
    expect(lines(csv).slice(1)).toEqual([`"'=HYPERLINK(""http://x"",""y"")",1:00,1.00,1.00,-12.50,EUR`, `"'@SUM(A1)",1:00,1.00,1.00,5.00,EUR`, `"'-1+1",0:00,0.00,0.00,0.00,EUR`]);
  });

  it('leaves out the revenue column for members, and writes a member’s empty fields empty', () => {
    const csv = dashboardCsv([row('New website', 61, { activity_name: null, user_name: null })], {
      locale: 'en',
      showRevenue: false,
      scope: 'team',
      grouping: 'activity',
    });
    expect(lines(csv)).toEqual(['Project,Activity,Team member,Time,Hours,Billable hours', 'New website,,,1:01,1.02,1.02']);
  });

  it('writes the header alone for no rows, and hours beyond a day as hours', () => {
    expect(dashboardCsv([], { locale: 'nl', showRevenue: true, scope: 'me', grouping: 'project' })).toBe(`${CSV_BOM}Project;Tijd;Uren;Declarabele uren;Omzet;Valuta\r\n`);
    expect(lines(dashboardCsv([row('Year', 125_000)], { locale: 'en', showRevenue: false, scope: 'me', grouping: 'project' }))[1]).toBe(
      'Year,2083:20,2083.33,2083.33',
    );
  });
});

describe('csvAmount', () => {
  it('writes the contract’s decimal in the language’s notation, without grouping or currency', () => {
    expect(csvAmount('1234567.89', 'nl')).toBe('1234567,89');
    expect(csvAmount('1234567.89', 'en')).toBe('1234567.89');
    expect(csvAmount('-0.50', 'nl')).toBe('-0,50');
    expect(csvAmount(null, 'nl')).toBe('');
  });
});

describe('decimal hours beside h:mm', () => {
  it('sum in a spreadsheet to the total time, in English and in Dutch', () => {
    const rows = [row('A', 450), row('B', 45), row('C', 20)];
    for (const [locale, delimiter, decimal] of [['en', ',', '.'], ['nl', ';', ',']] as const) {
      const data = Papa.parse<string[]>(dashboardCsv(rows, { locale, showRevenue: false, scope: 'me', grouping: 'project' }).slice(1), { delimiter, skipEmptyLines: true }).data;
      const hours = data.slice(1).map((fields) => fields[2]!);
      expect(hours).toEqual(['7.50', '0.75', '0.33'].map((text) => text.replace('.', decimal)));
      // 8:15 and a third of an hour: the column adds up to 8.58 as a spreadsheet would sum it.
      const cents = hours.reduce((sum, text) => sum + Number(text.replace(decimal, '')), 0);
      expect(cents).toBe(858);
    }
  });
});

describe('dashboardCsvFileName', () => {
  it('names the file after the period', () => {
    expect(dashboardCsvFileName({ from: '2026-03-01', to: '2026-03-31' })).toBe('kwartier-2026-03-01-2026-03-31.csv');
  });
});

describe('dashboardNotesCsv', () => {
  const notes = [
    { date: '2026-03-03', project_name: 'New website', activity_name: 'Design', user_name: 'Eva de Vries', color: null, time: 90, billable: true, note: 'Wireframes;\nshop "pages"' },
    { date: '2026-03-04', project_name: 'Internal', activity_name: 'Meetings', user_name: 'Bram', color: null, time: 30, billable: false, note: '=1+1' },
  ];

  it('writes date, project, activity, time, hours, billable and the note in English, the note quoted where it must be', () => {
    const csv = dashboardNotesCsv(notes, { locale: 'en', scope: 'me' });
    expect(csv).toBe(
      `${CSV_BOM}Date,Project,Activity,Time,Hours,Billable,Note\r\n` +
        `2026-03-03,New website,Design,1:30,1.50,yes,"Wireframes;\nshop ""pages"""\r\n` +
        `2026-03-04,Internal,Meetings,0:30,0.50,no,"'=1+1"\r\n`,
    );
    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ',', skipEmptyLines: true }).data;
    expect(parsed[1]![6]).toBe('Wireframes;\nshop "pages"');
  });

  it('adds the team member in Dutch, with semicolons and decimal commas', () => {
    expect(lines(dashboardNotesCsv(notes, { locale: 'nl', scope: 'team' }))[0]).toBe('Datum;Teamlid;Project;Activiteit;Tijd;Uren;Declarabel;Notitie');
    expect(lines(dashboardNotesCsv(notes.slice(1), { locale: 'nl', scope: 'team' }))[1]).toBe(`2026-03-04;Bram;Internal;Meetings;0:30;0,50;nee;"'=1+1"`);
    expect(dashboardNotesCsvFileName({ from: '2026-03-01', to: '2026-03-31' })).toBe('kwartier-notes-2026-03-01-2026-03-31.csv');
  });
});
