import type { DashboardTotals } from '@kwartier/api';

/**
 * The split of a period's time into billable and non-billable minutes, and the billable share
 * (0–1), null when the period has no time (a share of nothing is not 0 %).
 */
export function billableSplit(totals: Pick<DashboardTotals, 'time' | 'billable_time'>): { billable: number; nonBillable: number; share: number | null } {
  const billable = Math.min(totals.billable_time, totals.time);
  return { billable, nonBillable: totals.time - billable, share: totals.time === 0 ? null : billable / totals.time };
}
