import { decimalText, type DashboardActivityTotals, type DashboardNotes, type DashboardRow, type DashboardScope } from '@kwartier/api';
import { formatCents } from '../../domain/money.js';
import { MAX_NOTES, type ActivityTotal, type NoteEntry } from './store.js';

// Stored totals → the contract's DashboardActivityTotals: a row per activity (and member, with
// scope `team`) in the order the store reads them, a row per project (and member) summed from
// those, and the totals. Revenue is the sum of whole cents per entry (rules.ts), so the sums
// here are exact; it is null for a caller who is no admin. An admin's totals add what the
// period's billable expenses bill to the rows' revenue. Each row's revenue is in its client's
// currency; the totals add only amounts of one currency: the organisation's in `revenue` and
// `expenses`, each other one apart in `other_currencies`.

export function activityTotalsShape(totals: ActivityTotal[], scope: DashboardScope, expensesCents: ReadonlyMap<string, bigint> | null, currency: string): DashboardActivityTotals {
  const withRevenue = expensesCents !== null;
  const revenue = (cents: number) => (withRevenue ? formatCents(cents) : null);
  const userName = (total: ActivityTotal) => (scope === 'team' ? total.user_name : null);

  const activityTimes: DashboardRow[] = [];
  /** Per project and member: the project's place in the order, the member's, and the sums. */
  const projects = new Map<string, { projectIndex: number; userRank: number; total: ActivityTotal; minutes: number; billable: number; cents: number }>();
  let projectIndex = -1;
  let lastProject: number | undefined;
  let minutes = 0;
  let billable = 0;
  /** The rows' revenue per currency. */
  const cents = new Map<string, bigint>();
  for (const total of totals) {
    const billableMinutes = total.billable === 1 ? total.minutes : 0;
    activityTimes.push({
      project_name: total.project_name,
      activity_name: total.activity_name,
      user_name: userName(total),
      color: total.color,
      time: total.minutes,
      billable_time: billableMinutes,
      revenue: revenue(total.revenue_cents),
      currency: total.currency,
    });
    // The store orders by project first, so a project's rows come together.
    if (total.project_id !== lastProject) {
      projectIndex += 1;
      lastProject = total.project_id;
    }
    const key = scope === 'team' ? `${total.project_id} ${total.user_id}` : `${total.project_id}`;
    const project = projects.get(key) ?? { projectIndex, userRank: total.user_rank, total, minutes: 0, billable: 0, cents: 0 };
    project.minutes += total.minutes;
    project.billable += billableMinutes;
    project.cents += total.revenue_cents;
    projects.set(key, project);
    minutes += total.minutes;
    billable += billableMinutes;
    cents.set(total.currency, (cents.get(total.currency) ?? 0n) + BigInt(total.revenue_cents));
  }

  const projectTimes: DashboardRow[] = [...projects.values()]
    .sort((a, b) => a.projectIndex - b.projectIndex || a.userRank - b.userRank)
    .map((project) => ({
      project_name: project.total.project_name,
      activity_name: null,
      user_name: userName(project.total),
      color: project.total.color,
      time: project.minutes,
      billable_time: project.billable,
      revenue: revenue(project.cents),
      currency: project.total.currency,
    }));
  const inCurrency = (code: string) => {
    const expenses = expensesCents?.get(code) ?? 0n;
    return { revenue: decimalText((cents.get(code) ?? 0n) + expenses), expenses: decimalText(expenses) };
  };
  const own = expensesCents === null ? { revenue: null, expenses: null } : inCurrency(currency);
  const others =
    expensesCents === null
      ? []
      : [...new Set([...cents.keys(), ...expensesCents.keys()])]
          .filter((code) => code !== currency)
          .sort()
          .map((code) => ({ currency: code, ...inCurrency(code) }));
  return { projectTimes, activityTimes, totals: { time: minutes, billable_time: billable, ...own, currency, other_currencies: others } };
}

/** Entries with a note → the contract's DashboardNotes: at most MAX_NOTES, `truncated` when the store found more. */
export function notesShape(entries: NoteEntry[], scope: DashboardScope): DashboardNotes {
  return {
    notes: entries.slice(0, MAX_NOTES).map((entry) => ({
      date: entry.date,
      project_name: entry.project_name,
      activity_name: entry.activity_name,
      user_name: scope === 'team' ? entry.user_name : null,
      color: entry.color,
      time: entry.minutes,
      billable: entry.billable === 1,
      note: entry.note,
    })),
    truncated: entries.length > MAX_NOTES,
  };
}
