import type { Report, ReportEntry } from '@kwartier/api';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, reportCsv, reportFileName } from './reportCsv';
import { entriesSheet, summarySheet } from './reportTable';
import { DURATION_FORMAT, MONEY_FORMAT, WHOLE_MONEY_FORMAT, columnLetter, reportXlsx } from './reportXlsx';

const key = (k: string, name: string, detail: string | null = null) => ({ key: k, name, detail });
const REPORT: Report = {
  group_by: ['member', 'project'],
  rows: [
    { groups: [key('1', 'Anna de Vries'), key('4', 'Website', 'Bakkerij Jansen')], time: 450, billable_time: 390, revenue: '552.50', currency: 'EUR' },
    { groups: [key('1', 'Anna de Vries'), key('5', 'Support; extra', 'Zuivel BV')], time: 45, billable_time: 0, revenue: '0.00', currency: 'EUR' },
    { groups: [key('2', 'Mark Member'), key('4', 'Website', 'Bakkerij Jansen')], time: 1500, billable_time: 1500, revenue: '2137.50', currency: 'EUR' },
  ],
  subtotals: [
    { groups: [key('1', 'Anna de Vries')], time: 495, billable_time: 390, revenue: '552.50', currency: 'EUR' },
    { groups: [key('2', 'Mark Member')], time: 1500, billable_time: 1500, revenue: '2137.50', currency: 'EUR' },
  ],
  totals: { time: 1995, billable_time: 1890, revenue: '2690.00', currency: 'EUR' },
  other_currencies: [],
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
      'Team member,Project,Client,Currency,Time,Time (hours),Billable time,Billable time (hours),Revenue',
      'Anna de Vries,Website,Bakkerij Jansen,EUR,7:30,7.50,6:30,6.50,552.50',
      'Anna de Vries,Support; extra,Zuivel BV,EUR,0:45,0.75,0:00,0.00,0.00',
      'Mark Member,Website,Bakkerij Jansen,EUR,25:00,25.00,25:00,25.00,2137.50',
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
      currency: 'EUR',
    };
    const csv = reportCsv(entriesSheet([entry], { locale: 'nl', showRevenue: true }), 'nl', 'DD-MM-YYYY');
    expect(lines(csv)).toEqual([
      'Datum;Teamlid;Klant;Project;Activiteit;Notitie;Tijd;Tijd (uren);Declarabel;Gefactureerd;Omzet;Valuta',
      `02-03-2026;Anna de Vries;Bakkerij Jansen;Website;Design;"'=cmd ""sketches""";1:30;1,50;Ja;Nee;127,50;EUR`,
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
    expect(values(1)).toEqual(['Team member', 'Project', 'Client', 'Currency', 'Time', 'Billable time', 'Revenue']);
    const [member, project, client, currency, time, billable, revenue] = values(2);
    expect([member, project, client, currency, minutesOf(time), minutesOf(billable), revenue]).toEqual(['Anna de Vries', 'Website', 'Bakkerij Jansen', 'EUR', 450, 390, 552.5]);
    expect(sheet.getCell('E2').numFmt).toBe(DURATION_FORMAT);
    expect(sheet.getCell('G2').numFmt).toBe(MONEY_FORMAT);
    // Anna's subtotal under her two rows, Mark's under his one, the total over everything.
    expect(sheet.getCell('A4').value).toBe('Subtotal Anna de Vries');
    const formula = (cell: string) => {
      const value = sheet.getCell(cell).value as { formula: string; result: unknown };
      return { formula: value.formula, result: value.result };
    };
    expect(formula('E4')).toEqual({ formula: 'SUBTOTAL(9,E2:E3)', result: expect.anything() });
    expect(minutesOf(formula('E4').result)).toBe(495);
    expect(formula('G6')).toEqual({ formula: 'SUBTOTAL(9,G5:G5)', result: 2137.5 });
    expect(sheet.getCell('A7').value).toBe('Total');
    expect(sheet.getCell('D7').value).toBe('EUR');
    expect(formula('E7').formula).toBe('SUBTOTAL(9,E2:E6)');
    expect(minutesOf(formula('E7').result)).toBe(1995);
    expect(formula('G7')).toEqual({ formula: 'SUBTOTAL(9,G2:G6)', result: 2690 });
    expect(sheet.getCell('E7').numFmt).toBe(DURATION_FORMAT);
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
      'Teamlid;Project;Klant;Valuta;Tijd;Tijd (uren);Declarabele tijd;Declarabele tijd (uren);Onkosten (excl. btw)',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await reportXlsx(summarySheet(report, { locale: 'en', showRevenue: true })));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('H1').value).toBe('Expenses (excl. VAT)');
    expect(sheet.getCell('H2').value).toBe(22.57);
    expect(sheet.getCell('H2').numFmt).toBe(MONEY_FORMAT);
    expect(sheet.getCell('H7').value).toEqual({ formula: 'SUBTOTAL(9,H2:H6)', result: 122.57 });
  });

  it('with money in two currencies: a line per currency, a total per currency holding its values (a formula would add two)', async () => {
    const report: Report = {
      group_by: ['member'],
      rows: [
        { groups: [key('1', 'Anna de Vries')], time: 450, billable_time: 390, revenue: '552.50', currency: 'EUR' },
        { groups: [key('1', 'Anna de Vries')], time: 120, billable_time: 120, revenue: '240.00', currency: 'USD' },
        { groups: [key('2', 'Mark Member')], time: 60, billable_time: 60, revenue: '15000.00', currency: 'JPY' },
      ],
      subtotals: [],
      totals: { time: 450, billable_time: 390, revenue: '552.50', currency: 'EUR' },
      other_currencies: [
        { time: 60, billable_time: 60, revenue: '15000.00', currency: 'JPY' },
        { time: 120, billable_time: 120, revenue: '240.00', currency: 'USD' },
      ],
    };
    const sheet = summarySheet(report, { locale: 'nl', showRevenue: true });
    expect(sheet.lines.filter((line) => line.kind === 'total').map((line) => line.cells.slice(0, 2))).toEqual([
      [{ kind: 'text', text: 'Totaal' }, { kind: 'text', text: 'EUR' }],
      [{ kind: 'text', text: 'Totaal in JPY' }, { kind: 'text', text: 'JPY' }],
      [{ kind: 'text', text: 'Totaal in USD' }, { kind: 'text', text: 'USD' }],
    ]);
    expect(lines(reportCsv(sheet, 'nl'))).toEqual([
      'Teamlid;Valuta;Tijd;Tijd (uren);Declarabele tijd;Declarabele tijd (uren);Omzet',
      'Anna de Vries;EUR;7:30;7,50;6:30;6,50;552,50',
      'Anna de Vries;USD;2:00;2,00;2:00;2,00;240,00',
      'Mark Member;JPY;1:00;1,00;1:00;1,00;15000',
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await reportXlsx(summarySheet(report, { locale: 'en', showRevenue: true })));
    const written = workbook.worksheets[0]!;
    expect([5, 6, 7].map((row) => [written.getCell(`A${row}`).value, written.getCell(`B${row}`).value, written.getCell(`E${row}`).value])).toEqual([
      ['Total', 'EUR', 552.5],
      ['Total in JPY', 'JPY', 15000],
      ['Total in USD', 'USD', 240],
    ]);
    expect(minutesOf(written.getCell('C7').value)).toBe(120);
    // Yen as whole numbers, the others with two decimals.
    expect([written.getCell('E4').numFmt, written.getCell('E6').numFmt, written.getCell('E7').numFmt]).toEqual([WHOLE_MONEY_FORMAT, WHOLE_MONEY_FORMAT, MONEY_FORMAT]);
  });

  it('numbers columns as Excel does', () => {
    expect([1, 26, 27, 52, 703].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'AAA']);
  });
});
