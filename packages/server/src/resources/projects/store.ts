import type { Db } from '../../db/database.js';
import type { Flag, ProjectsTable } from '../../db/schema.js';
import { HttpError } from '../../domain/failures.js';
import { isOverBudget, NO_USE, storedBudget, type ProjectUse, type StoredBudget } from './budget.js';
import type { NewProjectFields, UpdatedProjectFields } from './rules.js';

// Every query names the caller's organisation, so another organisation's project (or client) is
// as absent as one that never existed: 404 for a path, 422 for a body.

/** A project with its client's name and its budget, as a Project answer shows it. */
export interface ProjectWithClient extends StoredBudget {
  id: number;
  name: string;
  projectnumber: string;
  client_id: number;
  client_name: string;
  /** The client's currency: a money budget is in it (migration 0037). */
  client_currency: string;
  description: string | null;
  startdate: string | null;
  enddate: string | null;
  active: Flag;
}

export function projectStore(db: Db) {
  const withClient = (organizationId: number) =>
    db
      .selectFrom('projects')
      .innerJoin('clients', 'clients.id', 'projects.client_id')
      .select([
        'projects.id',
        'projects.name',
        'projects.projectnumber',
        'projects.client_id',
        'clients.name as client_name',
        'clients.currency as client_currency',
        'projects.description',
        'projects.startdate',
        'projects.enddate',
        'projects.active',
        'projects.budget_kind',
        'projects.budget_amount',
        'projects.budget_period',
        'projects.budget_thresholds',
      ])
      .where('projects.organization_id', '=', organizationId);

  return {
    /** The organisation's projects, active and inactive, by name. */
    list(organizationId: number): Promise<ProjectWithClient[]> {
      return withClient(organizationId).orderBy('projects.name').orderBy('projects.id').execute();
    },

    /** The project, or undefined (one a body names). */
    get(organizationId: number, id: number): Promise<ProjectWithClient | undefined> {
      return withClient(organizationId).where('projects.id', '=', id).executeTakeFirst();
    },

    /** The project, or 404. */
    async find(organizationId: number, id: number): Promise<ProjectWithClient> {
      const project = await this.get(organizationId, id);
      if (!project) throw new HttpError(404, 'http.not_found');
      return project;
    },

    /**
     * What these projects used, from the running totals the dashboard and reports read
     * (`time_months`): minutes of all their time and the revenue of their billable time, in all
     * and in `month` (`YYYY-MM`). A project without time is left out.
     */
    async uses(organizationId: number, ids: readonly number[], month: string): Promise<Map<number, ProjectUse>> {
      const uses = new Map<number, ProjectUse>();
      if (ids.length === 0) return uses;
      const rows = await db
        .selectFrom('time_months')
        .innerJoin('activities', 'activities.id', 'time_months.activity_id')
        .select((eb) => [
          'activities.project_id',
          eb.fn.sum<number | string>('time_months.minutes').as('minutes'),
          eb.fn.sum<number | string>(eb.case().when('activities.billable', '=', 1).then(eb.ref('time_months.revenue_cents')).else(0).end()).as('revenue_cents'),
          eb.fn.sum<number | string>(eb.case().when('time_months.month', '=', month).then(eb.ref('time_months.minutes')).else(0).end()).as('month_minutes'),
          eb.fn
            .sum<number | string>(
              eb
                .case()
                .when(eb.and([eb('time_months.month', '=', month), eb('activities.billable', '=', 1)]))
                .then(eb.ref('time_months.revenue_cents'))
                .else(0)
                .end(),
            )
            .as('month_revenue_cents'),
        ])
        .where('time_months.organization_id', '=', organizationId)
        .where('activities.organization_id', '=', organizationId)
        .where('activities.project_id', 'in', ids)
        .groupBy('activities.project_id')
        .execute();
      for (const row of rows) {
        uses.set(row.project_id, {
          minutes: Number(row.minutes),
          revenue_cents: Number(row.revenue_cents),
          month_minutes: Number(row.month_minutes),
          month_revenue_cents: Number(row.month_revenue_cents),
        });
      }
      return uses;
    },

    /** What one project used (see `uses`). */
    async use(organizationId: number, id: number, month: string): Promise<ProjectUse> {
      return (await this.uses(organizationId, [id], month)).get(id) ?? NO_USE;
    },

    /** The organisation's projects over their budget in its current period on `today`. */
    async overBudget(organizationId: number, today: string): Promise<number[]> {
      const budgeted = await this.withBudget(organizationId);
      const uses = await this.uses(organizationId, budgeted.map((project) => project.id), today.slice(0, 7));
      return budgeted.filter((project) => isOverBudget(storedBudget(project), uses.get(project.id) ?? NO_USE)).map((project) => project.id);
    },

    /** The organisation's projects with a budget. */
    withBudget(organizationId: number): Promise<ProjectWithClient[]> {
      return withClient(organizationId).where('projects.budget_kind', 'is not', null).orderBy('projects.id').execute();
    },

    /** The organisation's project numbers, the newest project's first. */
    async numbersNewestFirst(organizationId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('projects')
        .select('projectnumber')
        .where('organization_id', '=', organizationId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => row.projectnumber);
    },

    /** A client of the organisation a body names, or undefined (another organisation's or none). */
    client(organizationId: number, clientId: number): Promise<{ id: number; active: Flag; currency: string } | undefined> {
      return db.selectFrom('clients').select(['id', 'active', 'currency']).where('organization_id', '=', organizationId).where('id', '=', clientId).executeTakeFirst();
    },

    async insert(organizationId: number, fields: NewProjectFields & Partial<StoredBudget>, now: Date): Promise<number> {
      const row = await db
        .insertInto('projects')
        .values({ ...fields, organization_id: organizationId, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(organizationId: number, id: number, fields: UpdatedProjectFields | Pick<ProjectsTable, 'active'> | StoredBudget): Promise<void> {
      await db.updateTable('projects').set(fields).where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },

    /** Whether time is registered on any of the project's activities. */
    async hasTime(organizationId: number, id: number): Promise<boolean> {
      const entry = await db
        .selectFrom('time_entries')
        .innerJoin('activities', 'activities.id', 'time_entries.activity_id')
        .select('time_entries.id')
        .where('activities.organization_id', '=', organizationId)
        .where('activities.project_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      return entry !== undefined;
    },

    /** Whether expenses are recorded on the project (billable history: they keep it). */
    async hasExpenses(organizationId: number, id: number): Promise<boolean> {
      const expense = await db.selectFrom('expenses').select('id').where('organization_id', '=', organizationId).where('project_id', '=', id).limit(1).executeTakeFirst();
      return expense !== undefined;
    },

    /** Deletes the project; its activities and the members on them go with it (foreign key cascade). */
    async delete(organizationId: number, id: number): Promise<void> {
      await db.deleteFrom('projects').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },

    /** Removes those of these projects that have no activity (an import that skipped every row). */
    async removeEmpty(organizationId: number, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .deleteFrom('projects')
        .where('organization_id', '=', organizationId)
        .where('id', 'in', ids)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('activities').select('activities.id').whereRef('activities.project_id', '=', 'projects.id'))))
        .execute();
    },
  };
}
