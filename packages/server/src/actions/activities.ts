import type { ActivityCreate, ActivityUpdate, ActivityUserRequest } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { HttpError, ValidationFailure } from '../domain/failures.js';
import { formatCents } from '../domain/money.js';
import { activityDeleteProblem, attachProblem, memberRequest, newActivityFields } from '../resources/activities/rules.js';
import { activityStore, type ActivityWithMembers } from '../resources/activities/store.js';
import { recordBy, type Actor } from './actor.js';
import { toggledActive } from './catalogue.js';

// A project's activities and the team members on them (`activity_user`) with their hourly
// rates. Every change answers the activity as it is afterwards, with its members. A member's
// rate set or changed is in the audit trail (`rate.*`, about the activity, naming the member);
// the activities themselves are not (the contract has no kind for them). Another organisation's
// activity or link is 404; its project or member in a body 422 under that field.

/** The audit trail's subject for an activity. */
const activitySubject = (id: number) => ({ type: 'activity' as const, id });
/** How a member is named in an audit entry. */
const memberName = (member: { name: string | null; email: string } | undefined) => member?.name ?? member?.email;

/** A new activity, active, in a project of the organisation (422 under `project_id` otherwise). */
export async function createActivity(db: Db, actor: Actor, input: ActivityCreate, now = new Date()): Promise<ActivityWithMembers> {
  const activities = activityStore(db);
  if (!(await activities.hasProject(actor.organizationId, input.project_id))) throw new ValidationFailure({ project_id: 'validation.in' });
  const id = await activities.insert(actor.organizationId, newActivityFields(input), now);
  return activities.find(actor.organizationId, id);
}

/** Flips an activity's `active` flag. */
export async function toggleActivityActive(db: Db, actor: Actor, activityId: number): Promise<ActivityWithMembers> {
  const activities = activityStore(db);
  const activity = await activities.find(actor.organizationId, activityId);
  await activities.update(actor.organizationId, activityId, { active: toggledActive(activity).active });
  return activities.find(actor.organizationId, activityId);
}

/** Renames an activity; its billable state changes only when sent. */
export async function updateActivity(db: Db, actor: Actor, activityId: number, input: ActivityUpdate): Promise<ActivityWithMembers> {
  const activities = activityStore(db);
  await activities.find(actor.organizationId, activityId);
  await activities.update(actor.organizationId, activityId, input.billable === undefined ? { name: input.name } : { name: input.name, billable: input.billable ? 1 : 0 });
  return activities.find(actor.organizationId, activityId);
}

/** Deletes an inactive activity without registered time, with the members on it (409 otherwise). */
export async function deleteActivity(db: Db, actor: Actor, activityId: number): Promise<void> {
  const activities = activityStore(db);
  const activity = await activities.find(actor.organizationId, activityId);
  const problem = activityDeleteProblem(activity, activity.active === 0 && (await activities.hasTime(actor.organizationId, activityId)));
  if (problem) throw new HttpError(409, problem);
  // The members on it go with it (foreign key cascade).
  await activities.delete(actor.organizationId, activityId);
}

/**
 * Puts an active member of the organisation (done with their invitation, not on it yet) on the
 * activity at an hourly rate; every problem at once, by field (member, activity, rate).
 */
export async function attachMember(db: Db, actor: Actor, activityId: number, request: ActivityUserRequest, now = new Date()): Promise<ActivityWithMembers> {
  const activities = activityStore(db);
  const organizationId = actor.organizationId;
  await activities.find(organizationId, activityId);
  const member = await activities.candidate(organizationId, request.teammember_id);
  const onIt = member !== undefined && (await activities.link(organizationId, activityId, request.teammember_id)) !== undefined;
  const checked = memberRequest(activityId, request, attachProblem(member, onIt), await activities.currency(organizationId, activityId));
  if ('errors' in checked) throw new ValidationFailure(checked.errors, checked.params);
  await activities.attach(organizationId, activityId, request.teammember_id, checked.cents, now);
  await recordBy(db, actor, 'rate.set', activitySubject(activityId), { name: memberName(member), amount: formatCents(checked.cents) }, now);
  return activities.find(organizationId, activityId);
}

/** Changes the rate of a member on the activity; an audit entry only when it differs. */
export async function changeMemberRate(db: Db, actor: Actor, activityId: number, request: ActivityUserRequest): Promise<ActivityWithMembers> {
  const activities = activityStore(db);
  const organizationId = actor.organizationId;
  await activities.find(organizationId, activityId);
  const link = await activities.link(organizationId, activityId, request.teammember_id);
  const checked = memberRequest(activityId, request, link ? null : 'activities.member_not_on', await activities.currency(organizationId, activityId));
  if ('errors' in checked) throw new ValidationFailure(checked.errors, checked.params);
  await activities.setRate(organizationId, activityId, request.teammember_id, checked.cents);
  if (link && link.rate_cents !== checked.cents) {
    const member = await activities.candidate(organizationId, request.teammember_id);
    await recordBy(db, actor, 'rate.changed', activitySubject(activityId), { name: memberName(member), from: formatCents(link.rate_cents), to: formatCents(checked.cents) });
  }
  return activities.find(organizationId, activityId);
}

/** Takes a member off an activity by the link's id (`pivot.id`); the time they registered on it stays. */
export async function detachMember(db: Db, actor: Actor, linkId: number): Promise<ActivityWithMembers> {
  const activities = activityStore(db);
  const link = await activities.findLink(actor.organizationId, linkId);
  await activities.detach(actor.organizationId, link.id);
  return activities.find(actor.organizationId, link.activity_id);
}
