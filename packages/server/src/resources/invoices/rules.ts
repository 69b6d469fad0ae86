import { parseDate } from '@internationalized/date';
import { decimalText, divideRounded, divideRoundedIn, formatDuration, formatMoney, formatNumber, type InvoiceStatus, type Locale, type TrackedTimeGrouping } from '@kwartier/api';
import type { Flag } from '../../db/schema.js';
import { translate, type MessageId } from '../../domain/messages.js';
import { categoryNeedsZeroRate, type VatCategory } from '../../domain/ubl.js';

// Invoices (admins only): numbering, totals, status. Pure rules; the store and routes apply them.
//
// Amounts are integers throughout: money in cents, quantities and percentages in hundredths
// (`amount` 1250 = 12.50, `vat` 2100 = 21.00 %). Products and sums are taken as bigint, so no
// invoice is too long or too large to add up exactly; only the stored inputs are plain numbers
// (each at most 12 digits, as the contract's inputs allow).

/** Stored status ids (the contract's InvoiceStatusId). */
export const CONCEPT = 1;
export const SENT = 2;
export const PAID = 3;

/** A line's stored amounts. */
export interface LineAmounts {
  /** Hundredths. */
  amount: number;
  unitprice_cents: number;
  /** Hundredths of a percent. */
  vat: number;
}

/**
 * `numerator / divisor` rounded half away from zero ("half up" on the amount, as EN 16931 and
 * Dutch invoicing practice round), and whole hundredths as the contract writes them
 * (-106250n → "-1062.50"): @kwartier/api's money module, shared with the ui.
 */
export { decimalText, divideRounded };

/**
 * A line's costs in hundredths without VAT: amount × unit price, rounded half up to the
 * currency's minor unit (whole cents; whole yen for JPY).
 */
export function lineCosts(line: Pick<LineAmounts, 'amount' | 'unitprice_cents'>, currency = 'EUR'): bigint {
  return divideRoundedIn(BigInt(line.amount) * BigInt(line.unitprice_cents), 100n, currency);
}

export interface InvoiceTotals {
  /** Sum of the line costs, cents. */
  net: bigint;
  /** One entry per VAT rate of the lines, lowest rate first, 0 % included. */
  vat: { vat: number; total: bigint }[];
  /** Net plus all VAT. */
  gross: bigint;
}

/**
 * The totals of an invoice: net is the sum of the line costs; VAT per rate is the rate × the sum
 * of that rate's line costs, rounded half up once per rate (EN 16931 BR-CO-17), not per line;
 * gross is net plus all VAT. Each rounding is to the minor unit of the invoice's `currency`.
 */
export function invoiceTotals(lines: readonly LineAmounts[], currency = 'EUR'): InvoiceTotals {
  const perRate = new Map<number, bigint>();
  let net = 0n;
  for (const line of lines) {
    const costs = lineCosts(line, currency);
    net += costs;
    perRate.set(line.vat, (perRate.get(line.vat) ?? 0n) + costs);
  }
  const vat = [...perRate.entries()].sort(([a], [b]) => a - b).map(([rate, base]) => ({ vat: rate, total: divideRoundedIn(base * BigInt(rate), 10_000n, currency) }));
  return { net, vat, gross: vat.reduce((sum, entry) => sum + entry.total, net) };
}

/**
 * The most a line may come to (quantity × unit price) and an invoice's gross total, either way, in
 * cents: € 9,999,999.99. A small business's invoice never needs more; the contract's inputs
 * (quantity ≤ 99,999.99, unit price ≤ 999,999.99) could multiply to eleven digits, which the
 * invoice's amount columns are not laid out for.
 */
export const AMOUNT_LIMIT_CENTS = 999_999_999n;

/**
 * Why a line's amounts may not be saved on its invoice, by field, or null. `others` are the
 * invoice's other lines, `line` the one sent. A line comes to at most {@link AMOUNT_LIMIT_CENTS}
 * either way, and so does the invoice's gross total with it. A line below zero is a discount:
 * on an invoice that is not a copy of another (`copy`: a credit invoice, whose totals are below
 * zero by design) the change may not take the net total below zero — and neither may a change
 * that lowers another line under the discounts — unless it was below zero already and the change
 * does not lower it further.
 */
export function lineAmountsProblem(others: readonly LineAmounts[], before: LineAmounts | null, line: LineAmounts, copy: boolean): { unitprice: MessageId } | null {
  const costs = lineCosts(line);
  if (costs > AMOUNT_LIMIT_CENTS || costs < -AMOUNT_LIMIT_CENTS) return { unitprice: 'invoices.line_too_large' };
  const after = invoiceTotals([...others, line]);
  if (after.gross > AMOUNT_LIMIT_CENTS || after.gross < -AMOUNT_LIMIT_CENTS) return { unitprice: 'invoices.total_too_large' };
  if (!copy && lowersBelowZero(invoiceTotals(before ? [...others, before] : others).net, after.net)) return { unitprice: 'invoices.discount_exceeds_total' };
  return null;
}

/** Whether removing a line takes an invoice that is not a copy below zero (its discounts then exceed the rest). */
export function lineRemovalProblem(others: readonly LineAmounts[], removed: LineAmounts, copy: boolean): MessageId | null {
  if (copy) return null;
  return lowersBelowZero(invoiceTotals([...others, removed]).net, invoiceTotals(others).net) ? 'invoices.line_removal_below_zero' : null;
}

const lowersBelowZero = (before: bigint, after: bigint) => after < 0n && after < before;

/** Money for people, in a language: "€ 1.062,50" (nl), "€1,062.50" (en) — @kwartier/api's `formatMoney`, exact for any number of digits. */
export function formattedMoney(cents: bigint | number, locale: Locale, currency = 'EUR'): string {
  return formatMoney(cents, locale, currency);
}

/** The date an invoice is due: its date plus the term of payment in days. */
export function dueDate(invoicedate: string, termOfPayment: number): string {
  return parseDate(invoicedate).add({ days: termOfPayment }).toString();
}

/**
 * The status shown: concept, sent, paid — or overdue for a sent invoice whose due date lies
 * before `today` (the server's date). On the due date itself it is still sent. A credit invoice
 * (`dueOn` null) has no due date and is never overdue.
 */
export function displayedStatus(statusId: number, dueOn: string | null, today: string): InvoiceStatus {
  if (statusId === CONCEPT) return 'concept';
  if (statusId === PAID) return 'paid';
  return dueOn !== null && dueOn < today ? 'overdue' : 'sent';
}

/**
 * The status only moves forward (1 → 2 → 3, skipping allowed): the same or an earlier one is
 * refused (422 under `status_id`). An invoice without lines stays a concept: sending nothing is a
 * mistake, and an issued number would be spent on it.
 */
export function statusProblem(current: number, next: number, lineCount: number): MessageId | null {
  if (next <= current) return 'invoices.status_forward_only';
  return current === CONCEPT && lineCount === 0 ? 'invoices.no_lines' : null;
}

/**
 * The payment date sent with a status change (`paid_on`): only when the invoice moves to paid,
 * and never before its invoice date (both `YYYY-MM-DD`, so they compare as text). 422 under
 * `paid_on` otherwise.
 */
export function paidOnProblem(paidOn: string, nextStatus: number | undefined, invoicedate: string): MessageId | null {
  if (nextStatus !== PAID) return 'invoices.paid_on_needs_paid';
  return paidOn < invoicedate ? 'invoices.paid_before_invoice' : null;
}

/**
 * The number the next invoice gets: the prefix, then one more than the highest sequence number
 * among the organisation's numbers made of that prefix and digits only (1 when there is none),
 * zero-padded to the minimum length. Gaps are never filled: a number never lands before one
 * issued earlier. `existing` may hold numbers of any form; only matching ones count.
 */
export function nextInvoiceNumber(prefix: string | null, minLength: number, existing: Iterable<string>): string {
  const start = prefix ?? '';
  let highest = 0n;
  for (const number of existing) {
    if (!number.startsWith(start)) continue;
    const sequence = number.slice(start.length);
    if (!/^\d+$/.test(sequence)) continue;
    const value = BigInt(sequence);
    if (value > highest) highest = value;
  }
  return start + String(highest + 1n).padStart(minLength, '0');
}

/**
 * Why the client a body names cannot carry the invoice (422 under `client_id`), or null: it must
 * be a client of the organisation, and active unless the invoice already has it.
 */
export function clientProblem(client: { id: number; active: Flag } | undefined, currentClientId?: number): MessageId | null {
  if (!client) return 'validation.in';
  if (client.active === 0 && client.id !== currentClientId) return 'invoices.client_inactive';
  return null;
}

/**
 * Why an invoice in `currency` cannot leave concept with this exchange rate (422 under
 * `exchange_rate`), or null: an invoice in another currency than the organisation's (`own`)
 * needs one, since its e-invoice gives the VAT in the organisation's currency too (EN 16931 BR-53).
 */
export function exchangeRateProblem(currency: string, own: string, rate: string | null | undefined): MessageId | null {
  return currency !== own && (rate === null || rate === undefined) ? 'invoices.exchange_rate_required' : null;
}

/** Whether an exchange rate as the contract takes it (`"0.9215"`) is zero, which no rate is. */
export function zeroRate(rate: string): boolean {
  return !/[1-9]/.test(rate);
}

/** Why the contact cannot be the invoice's (422 under `contact_id`), or null: a contact of the organisation, of the invoice's client. */
export function contactProblem(contact: { client_id: number } | undefined, clientId: number): MessageId | null {
  if (!contact) return 'validation.in';
  return contact.client_id === clientId ? null : 'invoices.contact_not_of_client';
}

/** Details and lines change, and the invoice is deleted, only while it is a concept (409 otherwise). */
export function conceptProblem(invoice: { status_id: number }): MessageId | null {
  return invoice.status_id === CONCEPT ? null : 'invoices.not_concept';
}

/** The lines of a copy: the original's, with the amounts negated for a credit invoice; a line keeps the days it covers. */
export function copiedLines<L extends LineAmounts & { service: string } & Partial<LinePeriod>>(lines: readonly L[], credit: boolean): (LineAmounts & { service: string } & Partial<LinePeriod>)[] {
  return lines.map((line) => ({
    service: line.service,
    amount: credit && line.amount !== 0 ? -line.amount : line.amount,
    unitprice_cents: line.unitprice_cents,
    vat: line.vat,
    ...(line.period_start && line.period_end ? { period_start: line.period_start, period_end: line.period_end } : {}),
  }));
}

/** Detail fields an update may send, as stored. */
export interface InvoiceDetails {
  invoicenumber: string;
  client_id: number;
  contact_id: number | null;
  invoicedate: string;
  period: string;
  /** "Your reference" (null: none). */
  buyer_reference?: string | null;
  /** One unit of the invoice's currency in the organisation's, as entered (null: none; migration 0037). */
  exchange_rate?: string | null;
}

/** The details an update changes: those sent that differ from the stored ones (sending back what was received is no change). */
export function changedDetails(stored: InvoiceDetails, sent: Partial<Record<keyof InvoiceDetails, unknown>>): Partial<InvoiceDetails> {
  const changed: Partial<InvoiceDetails> = {};
  for (const key of ['invoicenumber', 'client_id', 'contact_id', 'invoicedate', 'period', 'buyer_reference', 'exchange_rate'] as const) {
    if (sent[key] !== undefined && sent[key] !== stored[key]) (changed as Record<string, unknown>)[key] = sent[key];
  }
  return changed;
}

// ---- line periods --------------------------------------------------------------------------------
// A line may name the days it covers (BT-134/135): both ends or neither, the end not before the start.

/** A line's period as stored: `YYYY-MM-DD` both, or both null. */
export interface LinePeriod {
  period_start: string | null;
  period_end: string | null;
}

/**
 * Why a line's period cannot be stored (422, by field), or null: both ends or neither (the one
 * missing is named), and the end not before the start (`YYYY-MM-DD` compares as the days do).
 */
export function linePeriodProblem(period: LinePeriod): Partial<Record<keyof LinePeriod, MessageId>> | null {
  const { period_start: start, period_end: end } = period;
  if (start === null && end === null) return null;
  if (start === null) return { period_start: 'invoices.period_both' };
  if (end === null) return { period_end: 'invoices.period_both' };
  return end < start ? { period_end: 'invoices.period_end_before_start' } : null;
}

/**
 * The period a line change stores: the one sent, or — when the body names neither end (a client
 * that does not know them) — the line's stored one. One end sent alone is checked as sent.
 */
export function sentOrKeptPeriod(stored: LinePeriod, sent: { period_start?: string | null; period_end?: string | null }): LinePeriod {
  if (sent.period_start === undefined && sent.period_end === undefined) return { period_start: stored.period_start, period_end: stored.period_end };
  return { period_start: sent.period_start ?? null, period_end: sent.period_end ?? null };
}

/**
 * The invoice's period on the e-invoice (BT-73/74): from the first to the last day of the tracked
 * time billed on it and of its lines' periods, so every line period lies within it
 * (PEPPOL-EN16931-R110/R111); null when there is neither.
 */
export function invoicePeriodOf(tracked: { start: string; end: string } | null, lines: readonly LinePeriod[]): { start: string; end: string } | null {
  let period = tracked;
  for (const line of lines) {
    if (line.period_start === null || line.period_end === null) continue;
    period = period
      ? { start: line.period_start < period.start ? line.period_start : period.start, end: line.period_end > period.end ? line.period_end : period.end }
      : { start: line.period_start, end: line.period_end };
  }
  return period;
}

// ---- tracked time -------------------------------------------------------------------------------
// Uninvoiced hours of the invoice's client become invoice lines: one line per project and
// activity (and member, or day, or one per entry), per rate the hours were saved at, so each line
// has one unit price.

/** A time entry on no invoice yet, as the store reads it with its project, activity and member. */
export interface TrackedEntry {
  id: number;
  project_id: number;
  project_name: string;
  activity_id: number;
  activity_name: string;
  user_id: number;
  user_name: string;
  /** The day, `YYYY-MM-DD`. */
  date: string;
  minutes: number;
  /** The member's hourly rate the entry kept when it was saved, cents. */
  rate_cents: number;
  /** What was done, or null. */
  note: string | null;
}

/** Entries that become one invoice line. */
export interface TrackedGroup {
  key: string;
  project_id: number;
  project_name: string;
  activity_id: number;
  activity_name: string;
  user_id: number | null;
  user_name: string | null;
  minutes: number;
  entry_ids: number[];
  /** First and last day of its hours: the line's period. */
  period_start: string;
  period_end: string;
  /**
   * The line's amount: the sum of its entries' hours, each entry's minutes as hours in hundredths
   * rounded half up, as the report and the dashboard count an entry's revenue
   * (dashboard/rules.ts `entryRevenueCents`) — never the summed minutes rounded once.
   */
  amount: number;
  rate_cents: number;
  /** amount × rate rounded half up to cents: exactly what the line will cost. */
  costs: bigint;
  /** Per day or per entry: the notes of its entries, by entry id; else none (a group spanning days would gather too many). */
  notes: string[];
}

/** Minutes as hours in hundredths, rounded half up: 750 → 1250 (12.50), 20 → 33 (0.33), 1 → 2 (0.02). */
export function hoursInHundredths(minutes: number): number {
  return Number(divideRounded(BigInt(minutes) * 100n, 60n));
}

/**
 * A group's key (opaque to callers): the activity (which names its project), the member when
 * grouped per member, the day when grouped per day, and the rate — `a12-r8500`, `a12-u5-r8500`,
 * `a12-d2026-11-03-r8500`; a group of one entry is the entry — `e345`. With `byMember` (the
 * activity's, or its day's, members bill at different rates) a group per activity or per day
 * names the member too — `a12-u5-r8500`, `a12-d2026-11-03-u5-r8500`.
 */
export function trackedTimeKey(
  grouping: TrackedTimeGrouping,
  entry: Pick<TrackedEntry, 'id' | 'activity_id' | 'user_id' | 'date' | 'rate_cents'>,
  byMember = false,
): string {
  const member = byMember ? `-u${entry.user_id}` : '';
  switch (grouping) {
    case 'entry':
      return `e${entry.id}`;
    case 'member':
      return `a${entry.activity_id}-u${entry.user_id}-r${entry.rate_cents}`;
    case 'day':
      return `a${entry.activity_id}-d${entry.date}${member}-r${entry.rate_cents}`;
    default:
      return `a${entry.activity_id}${member}-r${entry.rate_cents}`;
  }
}

/**
 * Per activity (or per activity and day), the scopes whose entries come from more than one member
 * at more than one rate: there a line per rate would hide whose rate it is, so those lines are per
 * member and rate, and name the member.
 */
function scopesByMember(entries: readonly TrackedEntry[], grouping: TrackedTimeGrouping): Set<string> {
  const split = new Set<string>();
  if (grouping !== 'activity' && grouping !== 'day') return split;
  const seen = new Map<string, { users: Set<number>; rates: Set<number> }>();
  for (const entry of entries) {
    const scope = grouping === 'day' ? `${entry.activity_id}/${entry.date}` : `${entry.activity_id}`;
    let found = seen.get(scope);
    if (!found) {
      found = { users: new Set(), rates: new Set() };
      seen.set(scope, found);
    }
    found.users.add(entry.user_id);
    found.rates.add(entry.rate_cents);
  }
  for (const [scope, found] of seen) if (found.users.size > 1 && found.rates.size > 1) split.add(scope);
  return split;
}

/**
 * The entries in groups: per activity (its project implied), per member when `grouping` is
 * `member`, per day when it is `day`, one group per entry when it is `entry`; and per rate —
 * per member and rate where an activity's (or its day's) members bill at different rates.
 * Ordered by project and activity, per day by day, then by member name (in the organisation's
 * language) and id, then by day (per entry) and by rate, lowest first, so the order never depends
 * on the database.
 */
export function groupTrackedTime(entries: readonly TrackedEntry[], grouping: TrackedTimeGrouping, locale: Locale, currency = 'EUR'): TrackedGroup[] {
  const groups = new Map<string, TrackedGroup>();
  const perMember = grouping === 'member' || grouping === 'entry';
  const withNotes = grouping === 'day' || grouping === 'entry';
  const notes = new Map<string, { id: number; note: string }[]>();
  const split = scopesByMember(entries, grouping);
  for (const entry of entries) {
    const byMember = split.has(grouping === 'day' ? `${entry.activity_id}/${entry.date}` : `${entry.activity_id}`);
    const userId = perMember || byMember ? entry.user_id : null;
    const key = trackedTimeKey(grouping, entry, byMember);
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        project_id: entry.project_id,
        project_name: entry.project_name,
        activity_id: entry.activity_id,
        activity_name: entry.activity_name,
        user_id: userId,
        user_name: userId === null ? null : entry.user_name,
        minutes: 0,
        entry_ids: [],
        period_start: entry.date,
        period_end: entry.date,
        amount: 0,
        rate_cents: entry.rate_cents,
        costs: 0n,
        notes: [],
      };
      groups.set(key, group);
    }
    group.minutes += entry.minutes;
    group.amount += hoursInHundredths(entry.minutes);
    group.entry_ids.push(entry.id);
    if (withNotes && entry.note !== null) notes.set(key, [...(notes.get(key) ?? []), { id: entry.id, note: entry.note }]);
    if (entry.date < group.period_start) group.period_start = entry.date;
    if (entry.date > group.period_end) group.period_end = entry.date;
  }
  const collator = collatorOf(locale);
  const byName = (a: string | null, b: string | null) => collator.compare(a ?? '', b ?? '');
  // Per day or per entry the days come before the rates; otherwise a group spans days.
  const perDay = grouping === 'day' || grouping === 'entry';
  const byDay = (a: TrackedGroup, b: TrackedGroup) => (a.period_start < b.period_start ? -1 : a.period_start > b.period_start ? 1 : 0);
  return [...groups.values()]
    .map((group) => {
      const groupNotes = (notes.get(group.key) ?? []).sort((a, b) => a.id - b.id).map((entry) => entry.note);
      return { ...group, entry_ids: group.entry_ids.sort((a, b) => a - b), costs: lineCosts({ amount: group.amount, unitprice_cents: group.rate_cents }, currency), notes: groupNotes };
    })
    .sort(
      (a, b) =>
        byName(a.project_name, b.project_name) ||
        a.project_id - b.project_id ||
        byName(a.activity_name, b.activity_name) ||
        a.activity_id - b.activity_id ||
        (grouping === 'day' ? byDay(a, b) : 0) ||
        byName(a.user_name, b.user_name) ||
        (a.user_id ?? 0) - (b.user_id ?? 0) ||
        (perDay ? byDay(a, b) : 0) ||
        a.rate_cents - b.rate_cents ||
        byDay(a, b),
    );
}

const collators = new Map<Locale, Intl.Collator>();
function collatorOf(locale: Locale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}

/** The days offered when none are asked for: the calendar month of the invoice date. */
export function defaultTrackedRange(invoicedate: string): { from: string; to: string } {
  const date = parseDate(invoicedate);
  const first = date.set({ day: 1 });
  return { from: first.toString(), to: first.add({ months: 1 }).subtract({ days: 1 }).toString() };
}

/** The range must not end before it starts (422 under `to`). `YYYY-MM-DD` text compares as the days do. */
export function trackedRangeProblem(from: string, to: string): MessageId | null {
  return to < from ? 'invoices.to_before_from' : null;
}

/** The keys asked for that no group has (any longer): their hours were invoiced meanwhile, or never existed. */
export function missingTrackedKeys(groups: readonly Pick<TrackedGroup, 'key'>[], keys: readonly string[]): string[] {
  const present = new Set(groups.map((group) => group.key));
  return keys.filter((key) => !present.has(key));
}

/**
 * The rule a line of tracked time was billed by, in `language` (the invoice's): its minutes, and
 * as the amount the entries' hours in hundredths, each rounded half up, times the unit price —
 * "8:01 h = 8.02 h × €85.50", "8:01 uur = 8,02 uur × € 85,50"; a line of several entries says so
 * ("… in 2 time entries, each to two decimals = …"). Null for a line typed by hand, and for one
 * whose amount was changed since (the rule no longer gives it).
 */
export function trackedLineDetail(
  line: Pick<LineAmounts, 'amount' | 'unitprice_cents'> & { time_entries: number; tracked_minutes: number; tracked_hundredths: number },
  language: Locale,
  currency = 'EUR',
): string | null {
  if (line.time_entries === 0 || line.amount !== line.tracked_hundredths) return null;
  const params = {
    time: formatDuration(line.tracked_minutes, 'clock'),
    hours: formatNumber(decimalText(line.amount), language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    rate: formattedMoney(line.unitprice_cents, language, currency),
    entries: line.time_entries,
  };
  return translate(language, line.time_entries === 1 ? 'invoices.line_hours' : 'invoices.line_hours_entries', params);
}

/** The longest service a line takes (the contract's `Name`), so a line with notes can still be edited. */
export const MAX_SERVICE_LENGTH = 255;

/**
 * The line's service: "Project — Activity", with " (Member)" when grouped per member or per
 * entry, and the entries' notes after a colon when grouped per day or per entry ("…: Wireframes;
 * Review"), cut to 255 characters with an ellipsis.
 */
export function trackedLineService(group: Pick<TrackedGroup, 'project_name' | 'activity_name' | 'user_name'> & { notes?: readonly string[] }): string {
  const name = `${group.project_name} — ${group.activity_name}`;
  const service = group.user_name === null ? name : `${name} (${group.user_name})`;
  const notes = group.notes ?? [];
  if (notes.length === 0) return service;
  const full = `${service}: ${notes.map((note) => note.replace(/\s+/g, ' ')).join('; ')}`;
  const characters = Array.from(full);
  return characters.length <= MAX_SERVICE_LENGTH ? full : `${characters.slice(0, MAX_SERVICE_LENGTH - 1).join('').trimEnd()}…`;
}

/**
 * A line change that does not name `vat_category` (a client that does not know it) keeps the
 * line's chosen category and its exemption reason, as long as the new rate allows it (Z, E and
 * AE are 0 %); otherwise the rate's default applies (null).
 */
export function keptVatCategory(
  stored: { vat_category: string | null; vat_exemption_reason: string | null },
  vat: number,
  sentReason: boolean,
): { vat_category: string | null; vat_exemption_reason?: string | null } {
  const keeps = stored.vat_category !== null && (!categoryNeedsZeroRate(stored.vat_category as VatCategory) || vat === 0);
  const category = keeps ? stored.vat_category : null;
  return sentReason ? { vat_category: category } : { vat_category: category, vat_exemption_reason: keeps ? stored.vat_exemption_reason : null };
}
