import { sql } from 'kysely';
import { dialectOf, type Db } from '../../db/database.js';
import type { Flag, TimeImportsTable } from '../../db/schema.js';
import { HttpError } from '../../domain/failures.js';
import type { Catalogue } from './rules.js';

// Every query names the caller's organisation: another organisation's import is as absent as
// one that never existed (404), and a mapping can only name the caller's own records.

/** Rows per multi-row statement: well under either database's limit of bound parameters. */
const CHUNK = 400;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export type ImportRow = Omit<TimeImportsTable, 'id' | 'total' | 'done' | 'imported' | 'alreadyimported' | 'skippedcount' | 'skipped'> & {
  id: number;
  total: number;
  done: number;
  imported: number;
  alreadyimported: number;
  skippedcount: number;
  skipped: string;
};

/** What decides whether a day of an activity can be booked (time/rules.ts Bookability, less the member). */
export interface ActivityFacts {
  id: number;
  activity_active: Flag;
  project_active: Flag;
  startdate: string | null;
  enddate: string | null;
}

/** A registered cell of a member. */
export interface Cell {
  user_id: number;
  activity_id: number;
  date: string;
  minutes: number;
  invoiced: boolean;
  /** Invoiced before it came to Kwartier (an imported row marked invoiced). */
  invoicedElsewhere: boolean;
}

export interface NewCell {
  user_id: number;
  activity_id: number;
  date: string;
  minutes: number;
  note: string | null;
  rate_cents: number;
  invoiced_elsewhere: 0 | 1;
}

export function importStore(db: Db) {
  return {
    async insert(organizationId: number, userId: number, fields: { format: string; filename: string; checksum: string; content: string }, now: Date): Promise<number> {
      const row = await db
        .insertInto('time_imports')
        .values({ ...fields, organization_id: organizationId, user_id: userId, status: 'preview', created_at: now.toISOString(), updated_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The import, or 404. */
    async find(organizationId: number, id: number): Promise<ImportRow> {
      const row = await db.selectFrom('time_imports').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
      if (!row) throw new HttpError(404, 'http.not_found');
      return row;
    },

    /** Holds the import's row until the transaction ends (PostgreSQL; SQLite writes one at a time), so two calls on one import never run at once. */
    async lock(organizationId: number, id: number): Promise<void> {
      if (dialectOf(db) === 'postgres') await db.selectFrom('time_imports').select('id').where('organization_id', '=', organizationId).where('id', '=', id).forUpdate().execute();
    },

    /**
     * Holds the organisation's row (PostgreSQL) while a batch runs, so batches of two imports of
     * one organisation run one after the other: a row both files hold is seen as imported by the
     * second instead of meeting the unique index.
     */
    async lockImports(organizationId: number): Promise<void> {
      if (dialectOf(db) === 'postgres') await db.selectFrom('organizations').select('id').where('id', '=', organizationId).forNoKeyUpdate().execute();
    },

    /** Holds the members' rows, as a time sheet save does, so no save races a day past 24:00 meanwhile. */
    async lockMembers(userIds: number[]): Promise<void> {
      if (dialectOf(db) !== 'postgres' || userIds.length === 0) return;
      await db.selectFrom('users').select('id').where('id', 'in', [...userIds].sort((a, b) => a - b)).orderBy('id').forUpdate().execute();
    },

    async catalogue(organizationId: number): Promise<Catalogue> {
      const [clients, projects, activities, users] = await Promise.all([
        db.selectFrom('clients').select(['id', 'name']).where('organization_id', '=', organizationId).orderBy('name').orderBy('id').execute(),
        db.selectFrom('projects').select(['id', 'client_id', 'name']).where('organization_id', '=', organizationId).orderBy('name').orderBy('id').execute(),
        db.selectFrom('activities').select(['id', 'project_id', 'name', 'billable']).where('organization_id', '=', organizationId).orderBy('name').orderBy('id').execute(),
        db.selectFrom('users').select(['id', 'name', 'email']).where('organization_id', '=', organizationId).orderBy('name').orderBy('id').execute(),
      ]);
      return { clients, projects, activities: activities.map((a) => ({ ...a, billable: a.billable === 1 })), users };
    },

    async createClient(organizationId: number, name: string, now: Date): Promise<number> {
      const row = await db
        .insertInto('clients')
        .values({ organization_id: organizationId, name, active: 1, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async projectNumbersNewestFirst(organizationId: number): Promise<string[]> {
      const rows = await db.selectFrom('projects').select('projectnumber').where('organization_id', '=', organizationId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map((row) => row.projectnumber);
    },

    async createProject(organizationId: number, clientId: number, name: string, projectnumber: string, now: Date): Promise<number> {
      const row = await db
        .insertInto('projects')
        .values({ organization_id: organizationId, client_id: clientId, name, projectnumber, active: 1, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async createActivity(organizationId: number, projectId: number, name: string, billable: boolean, now: Date): Promise<number> {
      const row = await db
        .insertInto('activities')
        .values({ organization_id: organizationId, project_id: projectId, name, active: 1, billable: billable ? 1 : 0, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async start(organizationId: number, id: number, plan: string, total: number, now: Date): Promise<void> {
      await db
        .updateTable('time_imports')
        .set({ plan, total, status: total === 0 ? 'done' : 'running', updated_at: now.toISOString() })
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .execute();
    },

    async progress(
      organizationId: number,
      id: number,
      fields: Pick<ImportRow, 'status' | 'done' | 'imported' | 'alreadyimported' | 'skippedcount' | 'skipped'>,
      now: Date,
    ): Promise<void> {
      await db
        .updateTable('time_imports')
        .set({ ...fields, updated_at: now.toISOString() })
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .execute();
    },

    /** Which of these source ids were imported before, in any import of the organisation. */
    async importedBefore(organizationId: number, source: string, sourceIds: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (const part of chunks(sourceIds)) {
        const rows = await db
          .selectFrom('time_import_rows')
          .select('source_id')
          .where('organization_id', '=', organizationId)
          .where('source', '=', source)
          .where('source_id', 'in', part)
          .execute();
        for (const row of rows) found.add(row.source_id);
      }
      return found;
    },

    async activityFacts(organizationId: number, activityIds: number[]): Promise<ActivityFacts[]> {
      if (activityIds.length === 0) return [];
      return db
        .selectFrom('activities as a')
        .innerJoin('projects as p', 'p.id', 'a.project_id')
        .select(['a.id', 'a.active as activity_active', 'p.active as project_active', 'p.startdate', 'p.enddate'])
        .where('a.organization_id', '=', organizationId)
        .where('a.id', 'in', activityIds)
        .execute();
    },

    /** The members' registered cells between two days (both included). */
    async cells(organizationId: number, userIds: number[], from: string, to: string): Promise<Cell[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom('time_entries')
        .select(['user_id', 'activity_id', 'date', 'minutes', 'invoice_line_id', 'invoiced_elsewhere'])
        .where('organization_id', '=', organizationId)
        .where('user_id', 'in', userIds)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .execute();
      return rows.map(({ invoice_line_id, invoiced_elsewhere, ...row }) => ({ ...row, invoiced: invoice_line_id !== null, invoicedElsewhere: invoiced_elsewhere === 1 }));
    },

    /**
     * Puts each member on the activity their rows go to when they are not on it yet, at the
     * given rate; a member already on it keeps theirs. Answers each pair's rate.
     */
    async ensureMembers(organizationId: number, pairs: { activity_id: number; user_id: number; rate_cents: number }[], now: Date): Promise<Map<string, number>> {
      for (const part of chunks(pairs)) {
        await db
          .insertInto('activity_user')
          .values(part.map((pair) => ({ ...pair, organization_id: organizationId, created_at: now.toISOString() })))
          .onConflict((oc) => oc.columns(['activity_id', 'user_id']).doNothing())
          .execute();
      }
      const rates = new Map<string, number>();
      const activityIds = [...new Set(pairs.map((p) => p.activity_id))];
      const userIds = [...new Set(pairs.map((p) => p.user_id))];
      if (activityIds.length === 0) return rates;
      const rows = await db
        .selectFrom('activity_user')
        .select(['activity_id', 'user_id', 'rate_cents'])
        .where('organization_id', '=', organizationId)
        .where('activity_id', 'in', activityIds)
        .where('user_id', 'in', userIds)
        .execute();
      for (const row of rows) rates.set(`${row.activity_id} ${row.user_id}`, row.rate_cents);
      return rates;
    },

    /**
     * Adds minutes to the cells: a new cell is inserted, an existing one gets the minutes added,
     * the notes appended on a line of their own and the member's current rate (as a time sheet
     * save that changes the minutes keeps it).
     */
    async addToCells(organizationId: number, cells: NewCell[], now: Date): Promise<void> {
      const at = now.toISOString();
      for (const part of chunks(cells)) {
        await db
          .insertInto('time_entries')
          .values(part.map((cell) => ({ ...cell, organization_id: organizationId, created_at: at, updated_at: at })))
          .onConflict((oc) =>
            // The cell's open entry (the unique key holds for open entries only, migration 0030).
            oc.columns(['user_id', 'activity_id', 'date']).where('invoice_line_id', 'is', null).doUpdateSet({
              minutes: sql<number>`time_entries.minutes + excluded.minutes`,
              note: sql<string | null>`case when excluded.note is null then time_entries.note when time_entries.note is null then excluded.note else time_entries.note || ${'\n'} || excluded.note end`,
              rate_cents: sql<number>`excluded.rate_cents`,
              updated_at: sql<string>`excluded.updated_at`,
            }),
          )
          .execute();
      }
    },

    /**
     * Removes what an import created that holds nothing after all (every row of it was skipped):
     * its activities without time or timers, with their members, then its projects without
     * activities, then its clients without projects.
     */
    async removeUnused(organizationId: number, created: { clients: number[]; projects: number[]; activities: number[] }): Promise<void> {
      if (created.activities.length > 0) {
        const unused = await db
          .selectFrom('activities as a')
          .select('a.id')
          .where('a.organization_id', '=', organizationId)
          .where('a.id', 'in', created.activities)
          .where(({ and, not, exists, selectFrom }) =>
            and([
              not(exists(selectFrom('time_entries').select('time_entries.id').whereRef('time_entries.activity_id', '=', 'a.id'))),
              not(exists(selectFrom('time_lines').select('time_lines.id').whereRef('time_lines.activity_id', '=', 'a.id'))),
              not(exists(selectFrom('timers').select('timers.user_id').whereRef('timers.activity_id', '=', 'a.id'))),
            ]),
          )
          .execute();
        const ids = unused.map((row) => row.id);
        if (ids.length > 0) {
          await db.deleteFrom('activity_user').where('organization_id', '=', organizationId).where('activity_id', 'in', ids).execute();
          await db.deleteFrom('activities').where('organization_id', '=', organizationId).where('id', 'in', ids).execute();
        }
      }
      if (created.projects.length > 0) {
        await db
          .deleteFrom('projects')
          .where('organization_id', '=', organizationId)
          .where('id', 'in', created.projects)
          .where(({ not, exists, selectFrom }) => not(exists(selectFrom('activities').select('activities.id').whereRef('activities.project_id', '=', 'projects.id'))))
          .execute();
      }
      if (created.clients.length > 0) {
        await db
          .deleteFrom('clients')
          .where('organization_id', '=', organizationId)
          .where('id', 'in', created.clients)
          .where(({ not, exists, selectFrom }) => not(exists(selectFrom('projects').select('projects.id').whereRef('projects.client_id', '=', 'clients.id'))))
          .execute();
      }
    },

    async recordRows(
      organizationId: number,
      importId: number,
      source: string,
      rows: { source_id: string; user_id: number; activity_id: number; date: string; minutes: number }[],
      now: Date,
    ): Promise<void> {
      for (const part of chunks(rows)) {
        await db
          .insertInto('time_import_rows')
          .values(part.map((row) => ({ ...row, organization_id: organizationId, source, import_id: importId, created_at: now.toISOString() })))
          .execute();
      }
    },
  };
}
