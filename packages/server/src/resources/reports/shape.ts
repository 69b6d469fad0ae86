import type { Report, ReportEntries, ReportGroup, ReportKey, ReportRow, ReportTotals } from '@kwartier/api';
import { pickLocale } from '../../domain/messages.js';
import { formatCents } from '../../domain/money.js';
import { intlLocale } from '../../i18n/index.js';
import { PERIOD_GROUPS } from './rules.js';
import type { ExpenseTotalsRow, ReportEntryRow, ReportSums, ReportTotalsRow } from './store.js';

// Stored sums → the contract's Report and ReportEntries. Rows are ordered here, not by the
// database, so both databases answer in the same order: names by the caller's language
// (Intl.Collator), then detail and id; periods by date. Subtotals and totals are sums of the
// rows' whole cents, so they add up to the cent. Revenue is null for a caller who is no admin.
// A report counting expenses has their amounts per group beside the time (a group with only
// expenses has no time), never added to it. Money is in the client's currency: rows and
// subtotals are per currency (after their groups, by code), and the totals are summed per
// currency, the organisation's in `totals` and each other one in `other_currencies`.

interface Sums {
  minutes: number;
  billable_minutes: number;
  revenue_cents: number;
  expenses_cents?: number;
}

const totalsOf = (sums: Sums, currency: string, withRevenue: boolean, withExpenses = false): ReportTotals => ({
  time: sums.minutes,
  billable_time: sums.billable_minutes,
  revenue: withRevenue ? formatCents(sums.revenue_cents) : null,
  ...(withExpenses ? { expenses: formatCents(sums.expenses_cents ?? 0) } : {}),
  currency,
});

/** Sums per currency → the organisation's currency's totals (zero without any) and each other one's, by code. */
function totalsPerCurrency(sums: ReadonlyMap<string, Sums>, currency: string, withRevenue: boolean, withExpenses = false): { totals: ReportTotals; other_currencies: ReportTotals[] } {
  return {
    totals: totalsOf(sums.get(currency) ?? noSums(), currency, withRevenue, withExpenses),
    other_currencies: [...sums.keys()]
      .filter((code) => code !== currency)
      .sort()
      .map((code) => totalsOf(sums.get(code) ?? noSums(), code, withRevenue, withExpenses)),
  };
}

const noSums = (): Required<Sums> => ({ minutes: 0, billable_minutes: 0, revenue_cents: 0, expenses_cents: 0 });

function addTo(sums: Required<Sums>, row: Sums): void {
  sums.minutes += row.minutes;
  sums.billable_minutes += row.billable_minutes;
  sums.revenue_cents += row.revenue_cents;
  sums.expenses_cents += row.expenses_cents ?? 0;
}

/** The time's rows and the expenses' rows as one row per group (or pair of groups). */
export function withExpenseRows(hours: readonly ReportTotalsRow[], expenses: readonly ExpenseTotalsRow[]): (ReportTotalsRow & { expenses_cents: number })[] {
  const byKeys = new Map<string, ReportTotalsRow & { expenses_cents: number }>();
  const keyOf = (row: { keys: { key: string }[]; currency: string }) => JSON.stringify([...row.keys.map((key) => key.key), row.currency]);
  for (const row of hours) byKeys.set(keyOf(row), { ...row, expenses_cents: 0 });
  for (const row of expenses) {
    const found = byKeys.get(keyOf(row));
    if (found) found.expenses_cents += row.expenses_cents;
    else byKeys.set(keyOf(row), { keys: row.keys, currency: row.currency, minutes: 0, billable_minutes: 0, revenue_cents: 0, expenses_cents: row.expenses_cents });
  }
  return [...byKeys.values()];
}

/** Orders keys of one group: periods by their text (dates), records by name, detail, id. */
function keyOrder(group: ReportGroup, locale: string): (a: ReportKey, b: ReportKey) => number {
  if (PERIOD_GROUPS.has(group)) return (a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  const collator = new Intl.Collator(intlLocale(pickLocale(locale, undefined)), { sensitivity: 'base', numeric: true });
  return (a, b) => collator.compare(a.name, b.name) || collator.compare(a.detail ?? '', b.detail ?? '') || Number(a.key) - Number(b.key);
}

/** The report; with `withExpenses` every row, subtotal and total carries its expenses. `currency` is the organisation's. */
export function reportShape(
  rows: (ReportTotalsRow & { expenses_cents?: number })[],
  groups: ReportGroup[],
  withRevenue: boolean,
  locale: string,
  currency: string,
  withExpenses = false,
): Report {
  const orders = groups.map((group) => keyOrder(group, locale));
  const sorted = [...rows].sort((a, b) => {
    for (const [i, order] of orders.entries()) {
      const compared = order(a.keys[i], b.keys[i]);
      if (compared !== 0) return compared;
    }
    return a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0;
  });
  const totals = new Map<string, Required<Sums>>();
  const firsts = new Map<string, { key: ReportKey; currency: string; sums: Required<Sums> }>();
  const shaped: ReportRow[] = sorted.map((row) => {
    const total = totals.get(row.currency) ?? noSums();
    addTo(total, row);
    totals.set(row.currency, total);
    if (groups.length > 1) {
      const firstKey = JSON.stringify([row.keys[0].key, row.currency]);
      const first = firsts.get(firstKey) ?? { key: row.keys[0], currency: row.currency, sums: noSums() };
      addTo(first.sums, row);
      firsts.set(firstKey, first);
    }
    return { groups: row.keys, ...totalsOf(row, row.currency, withRevenue, withExpenses) };
  });
  // The rows are in the first group's order, so the map's order (first seen) is that order too;
  // a first group's currencies by code.
  const subtotals = [...firsts.values()]
    .map((first, index) => ({ ...first, index }))
    .sort((a, b) => (a.key.key === b.key.key ? (a.currency < b.currency ? -1 : 1) : a.index - b.index))
    .map(({ key, currency: code, sums }) => ({ groups: [key], ...totalsOf(sums, code, withRevenue, withExpenses) }));
  return { group_by: groups, rows: shaped, subtotals, ...totalsPerCurrency(totals, currency, withRevenue, withExpenses) };
}

export function reportEntriesShape(entries: ReportEntryRow[], sums: readonly ReportSums[], page: number, perPage: number, withRevenue: boolean, currency: string): ReportEntries {
  return {
    entries: entries.map((entry) => ({
      id: entry.id,
      date: entry.date,
      client_name: entry.client_name,
      project_name: entry.project_name,
      activity_name: entry.activity_name,
      user_name: entry.user_name,
      time: entry.minutes,
      billable: entry.billable,
      invoiced: entry.invoiced,
      note: entry.note,
      revenue: withRevenue ? formatCents(entry.revenue_cents) : null,
      currency: entry.currency,
    })),
    page,
    per_page: perPage,
    total_count: sums.reduce((count, sum) => count + sum.count, 0),
    ...totalsPerCurrency(new Map(sums.map((sum) => [sum.currency, sum])), currency, withRevenue),
  };
}
