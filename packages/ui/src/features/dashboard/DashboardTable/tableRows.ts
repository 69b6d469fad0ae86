import { hundredthsOf, type DashboardRow, type DashboardTotals } from '@kwartier/api';

/**
 * A line of the dashboard's table: a row of the answer, what the period's billable expenses bill
 * (an admin's, part of the total revenue), or the totals under them.
 */
export type TableLine = { kind: 'row'; row: DashboardRow } | { kind: 'expenses'; amount: string } | { kind: 'total'; totals: DashboardTotals };

/**
 * The table's lines: the rows in the server's order, the billable expenses when there are any,
 * then the totals; nothing when there is neither (the table says it is empty).
 */
export function tableLines(rows: readonly DashboardRow[], totals: DashboardTotals): TableLine[] {
  const lines = rows.map((row): TableLine => ({ kind: 'row', row }));
  const expenses = decimalToCents(totals.expenses);
  if (totals.expenses !== null && expenses !== null && expenses !== 0) lines.push({ kind: 'expenses', amount: totals.expenses });
  if (lines.length === 0) return [];
  return [...lines, { kind: 'total', totals }];
}

/**
 * An amount as the contract sends it (`'1234.50'`, `'-0.50'`) as integer cents, read as digits and
 * never through a float (@kwartier/api's `hundredthsOf`); `null` for no amount or anything else.
 */
export function decimalToCents(amount: string | null): number | null {
  return hundredthsOf(amount);
}
