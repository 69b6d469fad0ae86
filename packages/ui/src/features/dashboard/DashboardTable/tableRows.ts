import { hundredthsOf, type DashboardRow, type DashboardTotals } from '@kwartier/api';

/** A line of the dashboard's table: a row of the answer, or the totals under them. */
export type TableLine = { kind: 'row'; row: DashboardRow } | { kind: 'total'; totals: DashboardTotals };

/** The table's lines: the rows in the server's order, then the totals; nothing when there are no rows. */
export function tableLines(rows: readonly DashboardRow[], totals: DashboardTotals): TableLine[] {
  if (rows.length === 0) return [];
  return [...rows.map((row): TableLine => ({ kind: 'row', row })), { kind: 'total', totals }];
}

/**
 * An amount as the contract sends it (`'1234.50'`, `'-0.50'`) as integer cents, read as digits and
 * never through a float (@kwartier/api's `hundredthsOf`); `null` for no amount or anything else.
 */
export function decimalToCents(amount: string | null): number | null {
  return hundredthsOf(amount);
}
