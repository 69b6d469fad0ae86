import { hundredthsOf, type DashboardRow, type DashboardTotals } from '@kwartier/api';

/**
 * A line of the dashboard's table: a row of the answer, what the period's billable expenses bill
 * (an admin's, part of the total revenue), the totals under them (in the organisation's
 * currency), or the revenue in another currency, totalled apart (`DashboardTotals.other_currencies`).
 */
export type TableLine =
  | { kind: 'row'; row: DashboardRow }
  | { kind: 'expenses'; amount: string; currency: string }
  | { kind: 'total'; totals: DashboardTotals }
  | { kind: 'currencyTotal'; currency: string; revenue: string };

/**
 * The table's lines: the rows in the server's order, the billable expenses when there are any,
 * then the totals, and a line per other currency's revenue; nothing when there is neither rows
 * nor expenses (the table says it is empty).
 */
export function tableLines(rows: readonly DashboardRow[], totals: DashboardTotals): TableLine[] {
  const lines = rows.map((row): TableLine => ({ kind: 'row', row }));
  const expenses = decimalToCents(totals.expenses);
  if (totals.expenses !== null && expenses !== null && expenses !== 0) lines.push({ kind: 'expenses', amount: totals.expenses, currency: totals.currency });
  if (lines.length === 0) return [];
  const others = totals.other_currencies.map((other): TableLine => ({ kind: 'currencyTotal', currency: other.currency, revenue: other.revenue }));
  return [...lines, { kind: 'total', totals }, ...others];
}

/**
 * An amount as the contract sends it (`'1234.50'`, `'-0.50'`) as integer cents, read as digits and
 * never through a float (@kwartier/api's `hundredthsOf`); `null` for no amount or anything else.
 */
export function decimalToCents(amount: string | null): number | null {
  return hundredthsOf(amount);
}
