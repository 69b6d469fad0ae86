import type { Report, ReportEntry } from '@kwartier/api';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, reportCsv, reportFileName } from './reportCsv';
import { entriesSheet, summarySheet } from './reportTable';
import { DURATION_FORMAT, MONEY_FORMAT, columnLetter, reportXlsx } from './reportXlsx';

const key = (k: string, name: string, detail: string | null = null) => ({ key: k, name, detail });
const REPORT: Report = {
  group_by: ['member', 'project'],
  rows: [
    { groups: [key('1', 'Anna de Vries'), key('4', 'Website', 'Bakkerij Jansen')], time: 450, billable_time: 390, revenue: '552.50' },
    { groups: [key('1', 'Anna de Vries'), key('5', 'Support; extra', 'Zuivel BV')], time: 45, billable_time: 0, revenue: '0.00' },
    { groups: [key('2', 'Mark Member'), key('4', 'Website', 'Bakkerij Jansen')], time: 1500, billable_time: 1500, revenue: '2137.50' },
  ],
  subtotals: [
    { groups: [key('1', 'Anna de Vries')], time: 495, billable_time: 390, revenue: '552.50' },
    { groups: [key('2', 'Mark Member')], time: 1500, billable_time: 1500, revenue: '2137.50' },
  ],
  totals: { time: 1995, billable_time: 1890, revenue: '2690.00' },
};

/**
 * Minutes of a duration cell as exceljs reads it back: a number in days, which exceljs hands over
 * as a Date counted from Excel's day 0 (30 December 1899) because of its time format.
 */
const minutesOf = (value: unknown) =>
  Math.round((value instanceof Date ? (value.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000 : Number(value)) * 1440);

const lines = (csv: string) => csv.slice(CSV_BOM.length, -2).split('\r\n');

describe('reportCsv', () => {
  it('writes the rows in English with h:mm and decimal hours beside it, without subtotals', () => {
    const csv = reportCsv(summarySheet(REPORT, { locale: 'en', showRevenue: true }), 'en');
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(lines(csv)).toEqual([
      'Team member,Project,Client,Time,Time (hours),Billable time,Billable time (hours),Revenue',
      'Anna de Vries,Website,Bakkerij Jansen,7:30,7.50,6:30,6.50,552.50',
      'Anna de Vries,Support; extra,Zuivel BV,0:45,0.75,0:00,0.00,0.00',
      'Mark Member,Website,Bakkerij Jansen,25:00,25.00,25:00,25.00,2137.50',
    ]);
  });

  it('writes Dutch with semicolons and decimal commas, quoting what holds a semicolon, and no revenue for members', () => {
    const csv = reportCsv(summarySheet(REPORT, { locale: 'nl', showRevenue: false }), 'nl');
    expect(lines(csv)).toEqual([
      'Teamlid;Project;Klant;Tijd;Tijd (uren);Declarabele tijd;Declarabele tijd (uren)',
      'Anna de Vries;Website;Bakkerij Jansen;7:30;7,50;6:30;6,50',
      'Anna de Vries;"Support; extra";Zuivel BV;0:45;0,75;0:00;0,00',
      'Mark Member;Website;Bakkerij Jansen;25:00;25,00;25:00;25,00',
    ]);
    const parsed = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
    expect(parsed[2][1]).toBe('Support; extra');
  });

  it('writes entries with their notes and dates in the user’s format', () => {
    const entry: ReportEntry = {
      id: 1,
      date: '2026-03-02',
      client_name: 'Bakkerij Jansen',
      project_name: 'Website',
      activity_name: 'Design',
      user_name: 'Anna de Vries',
      time: 90,
      billable: true,
      invoiced: false,
      note: '=cmd "sketches"',
      revenue: '127.50',
    };
    const csv = reportCsv(entriesSheet([entry], { locale: 'nl', showRevenue: true }), 'nl', 'DD-MM-YYYY');
    expect(lines(csv)).toEqual([
      'Datum;Teamlid;Klant;Project;Activiteit;Notitie;Tijd;Tijd (uren);Declarabel;Gefactureerd;Omzet',
      `02-03-2026;Anna de Vries;Bakkerij Jansen;Website;Design;"'=cmd ""sketches""";1:30;1,50;Ja;Nee;127,50`,
    ]);
  });

  it('names the file after the range', () => {
    expect(reportFileName('report', { from: '2026-01-01', to: '2026-12-31' }, 'xlsx')).toBe('kwartier-report-2026-01-01-2026-12-31.xlsx');
  });
});

describe('reportXlsx', () => {
  it('writes real numbers with number formats, a frozen header and subtotals and totals as formulas', async () => {
    const bytes = await reportXlsx(summarySheet(REPORT, { locale: 'en', showRevenue: true }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Report');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Team member', 'Project', 'Client', 'Time', 'Billable time', 'Revenue']);
    const [member, project, client, time, billable, revenue] = values(2);
    expect([member, project, client, minutesOf(time), minutesOf(billable), revenue]).toEqual(['Anna de Vries', 'Website', 'Bakkerij Jansen', 450, 390, 552.5]);
    expect(sheet.getCell('D2').numFmt).toBe(DURATION_FORMAT);
    expect(sheet.getCell('F2').numFmt).toBe(MONEY_FORMAT);
    // Anna's subtotal under her two rows, Mark's under his one, the total over everything.
    expect(sheet.getCell('A4').value).toBe('Subtotal Anna de Vries');
    const formula = (cell: string) => {
      const value = sheet.getCell(cell).value as { formula: string; result: unknown };
      return { formula: value.formula, result: value.result };
    };
    expect(formula('D4')).toEqual({ formula: 'SUBTOTAL(9,D2:D3)', result: expect.anything() });
    expect(minutesOf(formula('D4').result)).toBe(495);
    expect(formula('F6')).toEqual({ formula: 'SUBTOTAL(9,F5:F5)', result: 2137.5 });
    expect(sheet.getCell('A7').value).toBe('Total');
    expect(formula('D7').formula).toBe('SUBTOTAL(9,D2:D6)');
    expect(minutesOf(formula('D7').result)).toBe(1995);
    expect(formula('F7')).toEqual({ formula: 'SUBTOTAL(9,F2:F6)', result: 2690 });
    expect(sheet.getCell('D7').numFmt).toBe(DURATION_FORMAT);
  });

  it('writes the expenses of a report counting them as money, summed by formulas like revenue', async () => {
    const withExpenses = (row: Report['rows'][number], expenses: string) => ({ ...row, expenses });
    const report: Report = {
      ...REPORT,
      rows: REPORT.rows.map((row, i) => withExpenses(row, ['22.57', '0.00', '100.00'][i]!)),
      subtotals: REPORT.subtotals.map((row, i) => withExpenses(row, ['22.57', '100.00'][i]!)),
      totals: { ...REPORT.totals, expenses: '122.57' },
    };
    expect(lines(reportCsv(summarySheet(report, { locale: 'nl', showRevenue: false }), 'nl'))[0]).toBe(
      'Teamlid;Project;Klant;Tijd;Tijd (uren);Declarabele tijd;Declarabele tijd (uren);Onkosten (excl. btw)',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await reportXlsx(summarySheet(report, { locale: 'en', showRevenue: true })));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('G1').value).toBe('Expenses (excl. VAT)');
    expect(sheet.getCell('G2').value).toBe(22.57);
    expect(sheet.getCell('G2').numFmt).toBe(MONEY_FORMAT);
    expect(sheet.getCell('G7').value).toEqual({ formula: 'SUBTOTAL(9,G2:G6)', result: 122.57 });
  });

  it('numbers columns as Excel does', () => {
    expect([1, 26, 27, 52, 703].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'AAA']);
  });
});
