import type { Locale, ReportGroup } from '@kwartier/api';
import { CompiledQuery } from 'kysely';
import { dialectOf, type Db, type DialectName } from '../../db/database.js';
import { rangeParts } from '../dashboard/rules.js';
import { memberNameSql } from '../mydata/rules.js';
import { readsMonthlyTotals } from './rules.js';

// Every query names the caller's organisation (and, for a member, the caller). The grouped
// report reads what the dashboard reads (dashboard/store.ts): the monthly running totals
// `time_months` (member × activity × month, with revenue; migration 0006) for the whole months of
// its range, and `time_entries` for the days of months it holds in part — unless a row needs a
// day (grouped by day or week) or a filter needs an entry (invoiced), then the entries of the
// whole range. What comes from either is first summed per activity, member and period, then
// joined to its names and summed per group. Filters on client, project, activity and billable
// are properties of the activity, applied in the join. bench/reports.ts measures a year at a
// million entries.
//
// The statements are written out per request (their shape depends on the groups and filters);
// id lists are `in (?, …)` with one parameter per id (at most 200 each, the contract's limit).
// Money is in the client's currency (migration 0037): every grouped row, and the sums of the
// entries, are per currency too, so no sum adds two.

/** Revenue of one entry in whole cents, rounded half up (dashboard/rules.ts `entryRevenueCents`). */
const ENTRY_REVENUE_CENTS = `((cast("minutes" as bigint) * 100 + 30) / 60 * "rate_cents" + 50) / 100`;

/** The range and filters of a report, as the store applies them. */
export interface ReportQuery {
  organizationId: number;
  from: string;
  to: string;
  /** Only these members (empty: all). A member's report always names the member alone. */
  userIds: readonly number[];
  clientIds: readonly number[];
  projectIds: readonly number[];
  activityIds: readonly number[];
  billable: boolean | null;
  invoiced: boolean | null;
  /**
   * Only projects over their budget (`over: true`) or only the others (`over: false`), given the
   * projects over budget now; null does not filter.
   */
  overBudget: { over: boolean; projectIds: readonly number[] } | null;
  /** The reader's language: a deleted member's name reads "former member" in it. */
  locale: Locale;
}

/** One group of a stored row: an id (a record) or a period's text, its name and detail. */
export interface StoredKey {
  key: string;
  name: string;
  detail: string | null;
}

/** A row of the grouped report as the store reads it: its groups' time and money in one currency. */
export interface ReportTotalsRow {
  keys: StoredKey[];
  /** The clients' currency of the row's money. */
  currency: string;
  minutes: number;
  billable_minutes: number;
  revenue_cents: number;
}

/** A row of the grouped expenses: their amounts before VAT, in cents. */
export interface ExpenseTotalsRow {
  keys: StoredKey[];
  currency: string;
  expenses_cents: number;
}

/** One entry of the detailed report. */
export interface ReportEntryRow {
  id: number;
  date: string;
  client_name: string;
  project_name: string;
  activity_name: string;
  user_name: string;
  minutes: number;
  billable: boolean;
  invoiced: boolean;
  note: string | null;
  revenue_cents: number;
  /** The client's currency. */
  currency: string;
}

/** Sums of the detailed report's entries in one currency. */
export interface ReportSums {
  currency: string;
  count: number;
  minutes: number;
  billable_minutes: number;
  revenue_cents: number;
}

/** A statement under construction: text with `?` placeholders and their values in order. */
class Statement {
  text = '';
  readonly parameters: unknown[] = [];
  add(text: string, ...parameters: unknown[]): this {
    this.text += text;
    this.parameters.push(...parameters);
    return this;
  }
  /** ` and "column" in (?, …)` when `ids` is not empty. */
  ids(column: string, ids: readonly number[]): this {
    return ids.length === 0 ? this : this.add(` and ${column} in (${ids.map(() => '?').join(', ')})`, ...ids);
  }
  compiled(dialect: DialectName): CompiledQuery {
    let n = 0;
    const text = dialect === 'postgres' ? this.text.replace(/\?/g, () => `$${++n}`) : this.text;
    return CompiledQuery.raw(text, this.parameters);
  }
}

/** The period of an entry's `date` a group needs, in SQL of the dialect. */
function entryPeriod(dialect: DialectName, groups: readonly ReportGroup[], firstDay: number): string {
  if (groups.includes('day')) return `"date"`;
  if (groups.includes('month')) return `substr("date", 1, 7)`;
  if (groups.includes('week')) {
    const day = Math.trunc(firstDay);
    return dialect === 'postgres'
      ? `to_char(cast("date" as date) - ((cast(extract(dow from cast("date" as date)) as integer) - ${day} + 7) % 7), 'YYYY-MM-DD')`
      : `date("date", '-' || ((cast(strftime('%w', "date") as integer) - ${day} + 7) % 7) || ' days')`;
  }
  return `''`;
}

/** Columns of a group in the final select: its key, name and detail (a member's name as read in `locale`). */
function groupColumns(group: ReportGroup, locale: Locale): [string, string, string] {
  switch (group) {
    case 'client':
      return [`"c"."id"`, `"c"."name"`, `null`];
    case 'project':
      return [`"p"."id"`, `"p"."name"`, `"c"."name"`];
    case 'activity':
      return [`"a"."id"`, `"a"."name"`, `"p"."name"`];
    case 'member':
      return [`"u"."id"`, memberNameSql('"u"', locale), `null`];
    case 'category':
      return [`"k"."id"`, `"k"."name"`, `null`];
    default:
      return [PERIOD, PERIOD, `null`];
  }
}

/** A period group's key column: grouped by the period alone. */
const PERIOD = `"e"."period"`;

/** The joins from entries (or their sums) `e` to activity, project, client and member. */
const JOINS = `inner join "activities" as "a" on "a"."id" = "e"."activity_id"
inner join "projects" as "p" on "p"."id" = "a"."project_id"
inner join "clients" as "c" on "c"."id" = "p"."client_id"
inner join "users" as "u" on "u"."id" = "e"."user_id"`;

/** The filters on the joined activity, project and client (after `where …`). */
function addCatalogueFilters(statement: Statement, query: ReportQuery): Statement {
  statement.ids(`"c"."id"`, query.clientIds).ids(`"p"."id"`, query.projectIds).ids(`"a"."id"`, query.activityIds);
  addBudgetFilter(statement, query);
  if (query.billable !== null) statement.add(` and "a"."billable" = ?`, query.billable ? 1 : 0);
  return statement;
}

/** The over-budget filter on the joined project `p`: in the projects over budget, or not in them. */
function addBudgetFilter(statement: Statement, query: ReportQuery): Statement {
  if (query.overBudget === null) return statement;
  const { over, projectIds } = query.overBudget;
  if (projectIds.length === 0) return over ? statement.add(` and 1 = 0`) : statement;
  if (over) return statement.ids(`"p"."id"`, projectIds);
  return statement.add(` and "p"."id" not in (${projectIds.map(() => '?').join(', ')})`, ...projectIds);
}

/** The filters on entries of `time_entries` (no alias) in the days `from`–`to`. */
function addEntryFilters(statement: Statement, query: ReportQuery, from: string, to: string, alias = ''): Statement {
  const column = (name: string) => `${alias}"${name}"`;
  statement.add(`${column('organization_id')} = ? and ${column('date')} >= ? and ${column('date')} <= ?`, query.organizationId, from, to);
  statement.ids(column('user_id'), query.userIds);
  // Invoiced: on a Kwartier invoice, or invoiced elsewhere before it was imported.
  if (query.invoiced !== null)
    statement.add(query.invoiced ? ` and (${column('invoice_line_id')} is not null or ${column('invoiced_elsewhere')} = 1)` : ` and ${column('invoice_line_id')} is null and ${column('invoiced_elsewhere')} = 0`);
  return statement;
}

/** The grouped report's statement (bench/reports.ts shows its query plan). */
export function groupedStatement(dialect: DialectName, query: ReportQuery, groups: readonly ReportGroup[], firstDay: number): CompiledQuery {
  const statement = new Statement().add('with "t" as (\n  ');
  const period = entryPeriod(dialect, groups, firstDay);
  const { months, days } = readsMonthlyTotals(groups, query) ? rangeParts(query.from, query.to) : { months: null, days: [{ from: query.from, to: query.to }] };
  const parts: (() => void)[] = [];
  if (months) {
    parts.push(() => {
      statement.add(
        `select "activity_id", "user_id", ${groups.includes('month') ? `"month"` : `''`} as "period", "minutes", "revenue_cents" from "time_months"
  where "organization_id" = ? and "month" >= ? and "month" <= ?`,
        query.organizationId,
        months.from,
        months.to,
      );
      statement.ids(`"user_id"`, query.userIds);
    });
  }
  for (const span of days) {
    parts.push(() => {
      statement.add(`select "activity_id", "user_id", ${period} as "period", "minutes", ${ENTRY_REVENUE_CENTS} as "revenue_cents" from "time_entries"\n  where `);
      addEntryFilters(statement, query, span.from, span.to);
    });
  }
  parts.forEach((part, i) => {
    if (i > 0) statement.add('\n  union all\n  ');
    part();
  });
  statement.add(`
), "e" as (
  select "activity_id", "user_id", "period", sum("minutes") as "minutes", sum("revenue_cents") as "revenue_cents"
  from "t" group by "activity_id", "user_id", "period"
)
select `);
  statement.add(`${groupSelect(groups, query.locale)}, "c"."currency" as "currency",
  cast(sum("e"."minutes") as integer) as "minutes",
  cast(sum(case when "a"."billable" = 1 then "e"."minutes" else 0 end) as integer) as "billable_minutes",
  cast(sum(case when "a"."billable" = 1 then "e"."revenue_cents" else 0 end) as bigint) as "revenue_cents"
from "e"
${JOINS}
where 1 = 1`);
  addCatalogueFilters(statement, query);
  statement.add(`\ngroup by ${groupBy(groups, query.locale)}, "c"."currency"`);
  return statement.compiled(dialect);
}

/** The groups' key, name and detail columns of a grouped select (`k0`, `n0`, `d0`, …). */
function groupSelect(groups: readonly ReportGroup[], locale: Locale): string {
  const columns = groups.flatMap((group, i) => {
    const [key, name, detail] = groupColumns(group, locale);
    return [`${key} as "k${i}"`, `${name} as "n${i}"`, `${detail} as "d${i}"`];
  });
  return columns.join(', ');
}

/** The `group by` list of the groups: a period by itself, a record by its id and the texts shown. */
function groupBy(groups: readonly ReportGroup[], locale: Locale): string {
  const grouping = groups.flatMap((group) => {
    const [key, name, detail] = groupColumns(group, locale);
    return key === PERIOD ? [key] : detail === 'null' ? [key, name] : [key, name, detail];
  });
  return grouping.join(', ');
}

/** An expense's amount before VAT in whole cents, rounded half up (expenses/rules.ts `amountExclVat`; amounts are never negative). */
const EXPENSE_EXCL_VAT_CENTS = `case when "vat_included" = 1 then (cast("amount_cents" as bigint) * 20000 + 10000 + "vat") / (20000 + 2 * "vat") else cast("amount_cents" as bigint) end`;

/**
 * The grouped expenses' statement: one query over `expenses` of the range, joined to project,
 * client and member as time is, and to their category. An expense has no activity: an activity filter matches none
 * (the activity group is refused before, reports/rules.ts `groupsProblem`); billable and
 * invoiced are the expense's own.
 */
export function expensesStatement(dialect: DialectName, query: ReportQuery, groups: readonly ReportGroup[], firstDay: number): CompiledQuery {
  const statement = new Statement().add(
    `with "e" as (
  select "project_id", "user_id", "category_id", ${entryPeriod(dialect, groups, firstDay)} as "period", ${EXPENSE_EXCL_VAT_CENTS} as "cents" from "expenses"
  where "organization_id" = ? and "date" >= ? and "date" <= ?`,
    query.organizationId,
    query.from,
    query.to,
  );
  statement.ids(`"user_id"`, query.userIds);
  if (query.billable !== null) statement.add(` and "billable" = ?`, query.billable ? 1 : 0);
  if (query.invoiced !== null) statement.add(query.invoiced ? ` and "invoice_line_id" is not null` : ` and "invoice_line_id" is null`);
  if (query.activityIds.length > 0) statement.add(` and 1 = 0`);
  statement.add(`
)
select ${groupSelect(groups, query.locale)}, "c"."currency" as "currency", cast(sum("e"."cents") as bigint) as "expenses_cents"
from "e"
inner join "projects" as "p" on "p"."id" = "e"."project_id"
inner join "clients" as "c" on "c"."id" = "p"."client_id"
inner join "users" as "u" on "u"."id" = "e"."user_id"
inner join "expense_categories" as "k" on "k"."id" = "e"."category_id"
where 1 = 1`);
  statement.ids(`"c"."id"`, query.clientIds).ids(`"p"."id"`, query.projectIds);
  addBudgetFilter(statement, query);
  statement.add(`\ngroup by ${groupBy(groups, query.locale)}, "c"."currency"`);
  return statement.compiled(dialect);
}

/** The stored keys of a grouped row (`k0`, `n0`, `d0`, …). */
function storedKeys(row: Record<string, unknown>, groups: readonly ReportGroup[]): StoredKey[] {
  return groups.map((_, i) => ({ key: String(row[`k${i}`]), name: String(row[`n${i}`]), detail: row[`d${i}`] == null ? null : String(row[`d${i}`]) }));
}

type Stored<T> = { [K in keyof T]: T[K] | string };

export function reportStore(db: Db) {
  const dialect = dialectOf(db);
  const run = async <Row>(statement: Statement) => (await db.executeQuery<Row>(statement.compiled(dialect))).rows;

  return {
    /** The organisation's first day of the week (0 Sunday … 6 Saturday). */
    async firstDayOfWeek(organizationId: number): Promise<number> {
      const row = await db.selectFrom('organizations').select('firstdayoftheweek').where('id', '=', organizationId).executeTakeFirstOrThrow();
      return row.firstdayoftheweek;
    },

    /** Time, billable time and billable revenue per group (or pair of groups), unordered. */
    async grouped(query: ReportQuery, groups: readonly ReportGroup[], firstDay: number): Promise<ReportTotalsRow[]> {
      const rows = (await db.executeQuery<Record<string, unknown>>(groupedStatement(dialect, query, groups, firstDay))).rows;
      return rows.map((row) => ({
        keys: storedKeys(row, groups),
        currency: String(row.currency),
        minutes: Number(row.minutes),
        billable_minutes: Number(row.billable_minutes),
        revenue_cents: Number(row.revenue_cents),
      }));
    },

    /** The expenses' amounts before VAT per group (or pair of groups), unordered. */
    async expensesGrouped(query: ReportQuery, groups: readonly ReportGroup[], firstDay: number): Promise<ExpenseTotalsRow[]> {
      const rows = (await db.executeQuery<Record<string, unknown>>(expensesStatement(dialect, query, groups, firstDay))).rows;
      return rows.map((row) => ({ keys: storedKeys(row, groups), currency: String(row.currency), expenses_cents: Number(row.expenses_cents) }));
    },

    /** One page of the entries, by date, member, project and activity (names, then ids). */
    async entries(query: ReportQuery, limit: number, offset: number): Promise<ReportEntryRow[]> {
      const statement = new Statement().add(`select "e"."id", "e"."date", "c"."name" as "client_name", "p"."name" as "project_name", "a"."name" as "activity_name",
  ${memberNameSql('"u"', query.locale)} as "user_name", "e"."minutes", "a"."billable", case when "e"."invoice_line_id" is null and "e"."invoiced_elsewhere" = 0 then 0 else 1 end as "invoiced", "e"."note", "c"."currency",
  ((cast("e"."minutes" as bigint) * 100 + 30) / 60 * "e"."rate_cents" + 50) / 100 as "revenue_cents"
from "time_entries" as "e"
${JOINS}
where `);
      addEntryFilters(statement, query, query.from, query.to, '"e".');
      addCatalogueFilters(statement, query);
      statement.add(`\norder by "e"."date", "u"."name", "u"."id", "p"."name", "p"."id", "a"."name", "a"."id" limit ? offset ?`, limit, offset);
      const rows = await run<Stored<ReportEntryRow>>(statement);
      return rows.map((row) => ({
        ...(row as ReportEntryRow),
        id: Number(row.id),
        minutes: Number(row.minutes),
        billable: Number(row.billable) === 1,
        invoiced: Number(row.invoiced) === 1,
        revenue_cents: Number(row.billable) === 1 ? Number(row.revenue_cents) : 0,
      }));
    },

    /** The count and sums of every entry of the detailed report, per currency (by code). */
    async sums(query: ReportQuery): Promise<ReportSums[]> {
      const statement = new Statement().add(`select "c"."currency", count(*) as "count", coalesce(sum("e"."minutes"), 0) as "minutes",
  coalesce(sum(case when "a"."billable" = 1 then "e"."minutes" else 0 end), 0) as "billable_minutes",
  coalesce(sum(case when "a"."billable" = 1 then ((cast("e"."minutes" as bigint) * 100 + 30) / 60 * "e"."rate_cents" + 50) / 100 else 0 end), 0) as "revenue_cents"
from "time_entries" as "e"
${JOINS}
where `);
      addEntryFilters(statement, query, query.from, query.to, '"e".');
      addCatalogueFilters(statement, query);
      statement.add(`\ngroup by "c"."currency" order by "c"."currency"`);
      const rows = await run<Stored<ReportSums>>(statement);
      return rows.map((row) => ({
        currency: String(row.currency),
        count: Number(row.count),
        minutes: Number(row.minutes),
        billable_minutes: Number(row.billable_minutes),
        revenue_cents: Number(row.revenue_cents),
      }));
    },
  };
}
