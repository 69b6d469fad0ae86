import { currencyDecimals, hundredthsOf } from '@kwartier/api';
import type { Cell, Sheet } from './reportTable';

// A report's sheet as an XLSX workbook, written by exceljs — loaded on the first export only
// (a dynamic import: its ~1 MB never lands in a page's first load). Real numbers with number
// formats: durations as days (Excel's time unit) shown `[h]:mm` (hours past 24), money as
// numbers shown with two decimals, dates as dates. One sheet, its header row frozen; a
// subtotal sums its group's rows and the total every row, as formulas (`SUBTOTAL(9, …)`, which
// skips the subtotals inside its range), with their values cached for readers that do not
// calculate. With money in several currencies a formula over a column would add two of them, so
// the subtotal and total lines (one per currency) hold their values instead.

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const DURATION_FORMAT = '[h]:mm';
export const MONEY_FORMAT = '#,##0.00';
/** Money in a currency without minor units (JPY): whole numbers. */
export const WHOLE_MONEY_FORMAT = '#,##0';
export const DATE_FORMAT = 'yyyy-mm-dd';

const MINUTES_PER_DAY = 24 * 60;

/** Excel's column letters of a 1-based column number (1 → A, 27 → AA). */
export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A cell's value as the sheet holds it: a number (days, money), a date, or text. */
function cellValue(cell: Cell): string | number | Date | null {
  switch (cell.kind) {
    case 'text':
      return cell.text;
    case 'minutes':
      return cell.minutes / MINUTES_PER_DAY;
    case 'money':
      return cell.amount === null ? null : (hundredthsOf(cell.amount) ?? 0) / 100;
    case 'date': {
      const [year, month, day] = cell.date.split('-').map(Number);
      return new Date(Date.UTC(year, month - 1, day));
    }
  }
}

/** The workbook's bytes for a sheet. */
export async function reportXlsx(sheet: Sheet): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kwartier';
  // Sheet names are at most 31 characters and some characters are not allowed.
  const worksheet = workbook.addWorksheet(sheet.name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  worksheet.columns = sheet.columns.map((column) => ({
    header: column.title,
    width: column.kind === 'text' ? 28 : 14,
    style: column.kind === 'minutes' ? { numFmt: DURATION_FORMAT } : column.kind === 'money' ? { numFmt: MONEY_FORMAT } : column.kind === 'date' ? { numFmt: DATE_FORMAT } : {},
  }));
  worksheet.getRow(1).font = { bold: true };

  const numeric = sheet.columns.flatMap((column, i) => (column.kind === 'minutes' || column.kind === 'money' ? [i] : []));
  /** The first data row of the current group (sheet row numbers, 1-based; the header is row 1). */
  let groupStart = 2;
  sheet.lines.forEach((line, i) => {
    const rowNumber = i + 2;
    const values = line.cells.map(cellValue);
    const row = worksheet.getRow(rowNumber);
    values.forEach((value, column) => {
      const target = row.getCell(column + 1);
      if (line.kind !== 'row' && numeric.includes(column) && !sheet.severalCurrencies) {
        const letter = columnLetter(column + 1);
        const first = line.kind === 'total' ? 2 : groupStart;
        target.value = { formula: `SUBTOTAL(9,${letter}${first}:${letter}${rowNumber - 1})`, result: value === null ? 0 : (value as number) };
      } else {
        target.value = value;
      }
      const cell = line.cells[column];
      if (cell?.kind === 'money' && cell.currency !== undefined && currencyDecimals(cell.currency) === 0) target.numFmt = WHOLE_MONEY_FORMAT;
    });
    if (line.kind !== 'row') row.font = { bold: true };
    if (line.kind === 'subtotal') groupStart = rowNumber + 1;
    row.commit();
  });
  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>;
}
