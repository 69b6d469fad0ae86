import { chunks } from '../../db/chunks.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { ActivitiesTable, Flag } from '../../db/schema.js';
import { HttpError, ValidationFailure } from '../../domain/failures.js';
import type { Candidate, NewActivityFields } from './rules.js';
import { membersOf } from '../../stores/members.js';

// Every query names the caller's organisation, so another organisation's activity, project,
// member or link is as absent as one that never existed: 404 for a path, 422 for a body.

/** An activity with its project and client, and the team members on it by name. */
export interface ActivityWithMembers {
  id: number;
  name: string;
  project_id: number;
  active: Flag;
  billable: Flag;
  project_name: string;
  client_id: number;
  client_name: string;
  members: MemberOnActivity[];
}

/** A team member on an activity: the user and the link (`pivot`) with its rate. */
export interface MemberOnActivity {
  activity_id: number;
  pivot_id: number;
  rate_cents: number;
  user_id: number;
  name: string;
  active: Flag;
  invite_token: string | null;
}

export function activityStore(db: Db) {
  const activities = (organizationId: number) =>
    db
      .selectFrom('activities')
      .innerJoin('projects', 'projects.id', 'activities.project_id')
      .innerJoin('clients', 'clients.id', 'projects.client_id')
      .select([
        'activities.id',
        'activities.name',
        'activities.project_id',
        'activities.active',
        'activities.billable',
        'projects.name as project_name',
        'projects.client_id',
        'clients.name as client_name',
      ])
      .where('activities.organization_id', '=', organizationId)
      .orderBy('activities.name')
      .orderBy('activities.id');

  const members = (organizationId: number) =>
    db
      .selectFrom('activity_user')
      .innerJoin('users', 'users.id', 'activity_user.user_id')
      .innerJoin('memberships', (join) => join.onRef('memberships.user_id', '=', 'activity_user.user_id').onRef('memberships.organization_id', '=', 'activity_user.organization_id'))
      .innerJoin('activities', 'activities.id', 'activity_user.activity_id')
      .select([
        'activity_user.activity_id',
        'activity_user.id as pivot_id',
        'activity_user.rate_cents',
        'users.id as user_id',
        'users.name',
        'memberships.active',
        'memberships.invite_token',
      ])
      .where('activity_user.organization_id', '=', organizationId)
      .orderBy('users.name')
      .orderBy('users.id');

  const withMembers = <A extends { id: number }>(rows: A[], memberRows: MemberOnActivity[]) =>
    rows.map((row) => ({ ...row, members: memberRows.filter((member) => member.activity_id === row.id) }));

  return {
    /** The project's activities, active and inactive, by name, each with its members. */
    async listOfProject(organizationId: number, projectId: number): Promise<ActivityWithMembers[]> {
      const rows = await activities(organizationId).where('activities.project_id', '=', projectId).execute();
      const memberRows = rows.length === 0 ? [] : await members(organizationId).where('activities.project_id', '=', projectId).execute();
      return withMembers(rows, memberRows);
    },

    /** The activity with its members, or 404. */
    async find(organizationId: number, id: number): Promise<ActivityWithMembers> {
      const row = await activities(organizationId).where('activities.id', '=', id).executeTakeFirst();
      if (!row) throw new HttpError(404, 'http.not_found');
      return withMembers([row], await members(organizationId).where('activity_user.activity_id', '=', id).execute())[0];
    },

    /** Whether the organisation has this project. */
    /** The currency of the activity's client (its rates are in it), or EUR for none of the organisation's. */
    async currency(organizationId: number, activityId: number): Promise<string> {
      const row = await db
        .selectFrom('activities')
        .innerJoin('projects', 'projects.id', 'activities.project_id')
        .innerJoin('clients', 'clients.id', 'projects.client_id')
        .select('clients.currency')
        .where('activities.organization_id', '=', organizationId)
        .where('activities.id', '=', activityId)
        .executeTakeFirst();
      return row?.currency ?? 'EUR';
    },

    async hasProject(organizationId: number, projectId: number): Promise<boolean> {
      const project = await db.selectFrom('projects').select('id').where('organization_id', '=', organizationId).where('id', '=', projectId).executeTakeFirst();
      return project !== undefined;
    },

    async insert(organizationId: number, fields: NewActivityFields, now: Date): Promise<number> {
      const row = await db
        .insertInto('activities')
        .values({ ...fields, organization_id: organizationId, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(organizationId: number, id: number, fields: { name: string; billable?: Flag } | Pick<ActivitiesTable, 'active'>): Promise<void> {
      await db.updateTable('activities').set(fields).where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },

    /** Whether time is registered on the activity. */
    async hasTime(organizationId: number, id: number): Promise<boolean> {
      const entry = await db.selectFrom('time_entries').select('id').where('organization_id', '=', organizationId).where('activity_id', '=', id).limit(1).executeTakeFirst();
      return entry !== undefined;
    },

    /** Deletes the activity; the members on it go with it (foreign key cascade). */
    async delete(organizationId: number, id: number): Promise<void> {
      await db.deleteFrom('activities').where('organization_id', '=', organizationId).where('id', '=', id).execute();
    },

    /** A user of the organisation a body names, with their name for the audit trail, or undefined (another organisation's or none). */
    candidate(organizationId: number, userId: number): Promise<(Candidate & { name: string | null; email: string }) | undefined> {
      return membersOf(db, organizationId).where('users.id', '=', userId).executeTakeFirst();
    },

    /** The link of a user to an activity with their rate on it, or undefined when they are not on it. */
    link(organizationId: number, activityId: number, userId: number): Promise<{ id: number; rate_cents: number } | undefined> {
      return db
        .selectFrom('activity_user')
        .select(['id', 'rate_cents'])
        .where('organization_id', '=', organizationId)
        .where('activity_id', '=', activityId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** The link with this id (`pivot.id`), or 404. */
    async findLink(organizationId: number, id: number): Promise<{ id: number; activity_id: number }> {
      const link = await db.selectFrom('activity_user').select(['id', 'activity_id']).where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
      if (!link) throw new HttpError(404, 'http.not_found');
      return link;
    },

    /** Puts a member on an activity; the unique index decides between two at the same moment (422). */
    async attach(organizationId: number, activityId: number, userId: number, rateCents: number, now: Date): Promise<void> {
      try {
        await db
          .insertInto('activity_user')
          .values({ organization_id: organizationId, activity_id: activityId, user_id: userId, rate_cents: rateCents, created_at: now.toISOString() })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw new ValidationFailure({ teammember_id: 'activities.member_already_on' });
        throw error;
      }
    },

    /** Changes the rate of a member on an activity. */
    async setRate(organizationId: number, activityId: number, userId: number, rateCents: number): Promise<void> {
      await db
        .updateTable('activity_user')
        .set({ rate_cents: rateCents })
        .where('organization_id', '=', organizationId)
        .where('activity_id', '=', activityId)
        .where('user_id', '=', userId)
        .execute();
    },

    /** Takes a member off an activity; the time they registered on it stays. */
    async detach(organizationId: number, linkId: number): Promise<void> {
      await db.deleteFrom('activity_user').where('organization_id', '=', organizationId).where('id', '=', linkId).execute();
    },

    /**
     * Puts each member on the activity their imported rows go to when they are not on it yet, at
     * the given rate; a member already on it keeps theirs. Answers each pair's rate.
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

    /** Removes those of these activities that hold nothing (no time, no time sheet line, no timer), with their members (an import that skipped every row). */
    async removeUnused(organizationId: number, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      const unused = await db
        .selectFrom('activities as a')
        .select('a.id')
        .where('a.organization_id', '=', organizationId)
        .where('a.id', 'in', ids)
        .where(({ and, not, exists, selectFrom }) =>
          and([
            not(exists(selectFrom('time_entries').select('time_entries.id').whereRef('time_entries.activity_id', '=', 'a.id'))),
            not(exists(selectFrom('time_lines').select('time_lines.id').whereRef('time_lines.activity_id', '=', 'a.id'))),
            not(exists(selectFrom('timers').select('timers.user_id').whereRef('timers.activity_id', '=', 'a.id'))),
          ]),
        )
        .execute();
      const unusedIds = unused.map((row) => row.id);
      if (unusedIds.length === 0) return;
      await db.deleteFrom('activity_user').where('organization_id', '=', organizationId).where('activity_id', 'in', unusedIds).execute();
      await db.deleteFrom('activities').where('organization_id', '=', organizationId).where('id', 'in', unusedIds).execute();
    },

    /** Takes the member off every activity (their account goes). */
    async detachEverywhere(organizationId: number, userId: number): Promise<void> {
      await db.deleteFrom('activity_user').where('organization_id', '=', organizationId).where('user_id', '=', userId).execute();
    },
  };
}
