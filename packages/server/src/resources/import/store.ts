import { chunks } from '../../db/chunks.js';
import { dialectOf, type Db } from '../../db/database.js';
import type { Flag, TimeImportsTable } from '../../db/schema.js';
import { HttpError } from '../../domain/failures.js';
import { activityStore } from '../activities/store.js';
import { clientStore } from '../clients/store.js';
import { projectStore } from '../projects/store.js';
import type { Catalogue } from './rules.js';
import { membersOf } from '../../stores/members.js';

// Every query names the caller's organisation: another organisation's import is as absent as
// one that never existed (404), and a mapping can only name the caller's own records.

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

export function importStore(db: Db) {
  return {
    async insert(organizationId: number, userId: number | null, fields: { format: string; filename: string; checksum: string; content: string }, now: Date): Promise<number> {
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
        membersOf(db, organizationId).clearSelect().select(['users.id', 'users.name', 'users.email']).orderBy('users.name').orderBy('users.id').execute(),
      ]);
      return { clients, projects, activities: activities.map((a) => ({ ...a, billable: a.billable === 1 })), users };
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
     * Removes what an import created that holds nothing after all (every row of it was skipped):
     * its activities without time or timers, with their members, then its projects without
     * activities, then its clients without projects.
     */
    async removeUnused(organizationId: number, created: { clients: number[]; projects: number[]; activities: number[] }): Promise<void> {
      await activityStore(db).removeUnused(organizationId, created.activities);
      await projectStore(db).removeEmpty(organizationId, created.projects);
      await clientStore(db).removeEmpty(organizationId, created.clients);
    },

    /** Forgets which rows the organisation imported (the organisation goes). */
    async forgetRowsOf(organizationId: number): Promise<void> {
      await db.deleteFrom('time_import_rows').where('organization_id', '=', organizationId).execute();
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
