import { decimalHoursText, divideRounded, type ProjectBudget, type ProjectBudgetInput, type ProjectBudgetUse } from '@kwartier/api';
import type { BudgetKind, BudgetPeriod } from '../../db/schema.js';
import { formatCents, parseCents } from '../../domain/money.js';
import type { MessageId } from '../../domain/messages.js';

// A project's budget (migration 0035): hours (stored in minutes, as time is) or money (in cents),
// for the project's whole life or per calendar month, with the thresholds at which admins are
// mailed (jobs/budgetAlerts.ts). What a period used is read from the running totals the dashboard
// and reports read (`time_months`): hours of all time on the project's activities, or the revenue
// of its billable time at the rates it was saved at, rounded as the invoice line rounds it.

/** The thresholds a budget gets when the input names none. */
export const DEFAULT_THRESHOLDS: readonly number[] = [80, 100];

/** A budget as stored, every column null for none. */
export interface StoredBudget {
  budget_kind: BudgetKind | null;
  budget_amount: number | string | null;
  budget_period: BudgetPeriod | null;
  budget_thresholds: string | null;
}

/** A stored budget read back, or null. `amount` in minutes (hours) or cents (money). */
export interface Budget {
  kind: BudgetKind;
  amount: number;
  period: BudgetPeriod;
  thresholds: number[];
}

/** The columns of a budget as set (null: none); the amount converted to minutes or cents, the thresholds ascending. */
export function budgetColumns(input: ProjectBudgetInput | null): StoredBudget {
  if (input === null) return { budget_kind: null, budget_amount: null, budget_period: null, budget_thresholds: null };
  const hundredths = parseCents(input.amount);
  // Hours in hundredths → whole minutes (0.01 h is 0.6 min), rounded half up.
  const amount = input.kind === 'hours' ? Number(divideRounded(BigInt(hundredths) * 60n, 100n)) : hundredths;
  const thresholds = [...(input.thresholds ?? DEFAULT_THRESHOLDS)].sort((a, b) => a - b);
  return { budget_kind: input.kind, budget_amount: amount, budget_period: input.period, budget_thresholds: thresholds.join(',') };
}

/** What is wrong with a budget the contract let through, by field: an amount of zero (a budget of nothing is no budget). */
export function budgetProblems(input: ProjectBudgetInput | null | undefined): Record<string, MessageId> {
  if (!input) return {};
  return parseCents(input.amount) > 0 ? {} : { 'budget.amount': 'projects.budget_amount_positive' };
}

/** The stored columns → a budget, or null for none. */
export function storedBudget(row: StoredBudget): Budget | null {
  if (row.budget_kind === null || row.budget_amount === null || row.budget_period === null) return null;
  return {
    kind: row.budget_kind,
    amount: Number(row.budget_amount),
    period: row.budget_period,
    thresholds: (row.budget_thresholds ?? DEFAULT_THRESHOLDS.join(',')).split(',').map(Number),
  };
}

/** An amount of a budget's kind (minutes or cents) as the contract writes it: hours or money, two decimals. */
export function budgetQuantity(kind: BudgetKind, amount: number): string {
  return kind === 'hours' ? decimalHoursText(amount) : formatCents(amount);
}

export function budgetShape(budget: Budget | null): ProjectBudget | null {
  if (budget === null) return null;
  return { kind: budget.kind, amount: budgetQuantity(budget.kind, budget.amount), period: budget.period, thresholds: budget.thresholds };
}

/** A budget's current period on `today` (`YYYY-MM-DD`): the month (its key is its first day), or the whole project (`total`). */
export interface BudgetPeriodOf {
  key: string;
  /** `YYYY-MM` of a monthly budget, null for a total one. */
  month: string | null;
  start: string | null;
  end: string | null;
}

export function budgetPeriod(period: BudgetPeriod, today: string): BudgetPeriodOf {
  if (period === 'total') return { key: 'total', month: null, start: null, end: null };
  const month = today.slice(0, 7);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { key: `${month}-01`, month, start: `${month}-01`, end: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** What a project used: minutes of all its time, and the revenue in cents of its billable time, in all and in one month. */
export interface ProjectUse {
  minutes: number;
  revenue_cents: number;
  month_minutes: number;
  month_revenue_cents: number;
}

export const NO_USE: ProjectUse = { minutes: 0, revenue_cents: 0, month_minutes: 0, month_revenue_cents: 0 };

/** What the budget's period used, in minutes or cents. */
export function usedAmount(budget: Budget, use: ProjectUse): number {
  if (budget.period === 'month') return budget.kind === 'hours' ? use.month_minutes : use.month_revenue_cents;
  return budget.kind === 'hours' ? use.minutes : use.revenue_cents;
}

/** The use in whole percent of the budget, rounded down (99.9 % is not yet 100 %). */
export function usedPercent(budget: Budget, used: number): number {
  return budget.amount > 0 ? Math.floor((Math.max(used, 0) * 100) / budget.amount) : 0;
}

export function budgetUseShape(budget: Budget | null, use: ProjectUse, today: string): ProjectBudgetUse | null {
  if (budget === null) return null;
  const used = usedAmount(budget, use);
  const period = budgetPeriod(budget.period, today);
  return { used: budgetQuantity(budget.kind, used), percent: usedPercent(budget, used), over_budget: used > budget.amount, period_start: period.start, period_end: period.end };
}

/** Whether the budget's current period used more than its amount (reports' `over_budget`). */
export function isOverBudget(budget: Budget | null, use: ProjectUse): boolean {
  return budget !== null && usedAmount(budget, use) > budget.amount;
}

/** The thresholds the use has reached (at or above), ascending. */
export function reachedThresholds(budget: Budget, used: number): number[] {
  return budget.thresholds.filter((threshold) => used * 100 >= threshold * budget.amount);
}
