import type { ActivityCreate } from '@kwartier/api';
import type { Flag } from '../../db/schema.js';
import { amountProblem } from '../../domain/currencies.js';
import type { MessageId } from '../../domain/messages.js';
import { formatCents, parseCents } from '../../domain/money.js';

// Activities (admins only): the parts of a project time is registered on, each with the team
// members who may register time on it and their hourly rate.

/** The stored fields of a new activity: active, in a project, without team members. */
export function newActivityFields(input: ActivityCreate): NewActivityFields {
  return { name: input.name, project_id: input.project_id, active: 1, billable: input.billable === false ? 0 : 1 };
}

/**
 * Why an activity may not be deleted (409), or null. Delete is offered only while an activity is
 * inactive; the members on it go with it, registered time (billable history) never does.
 */
export function activityDeleteProblem(activity: { active: Flag }, hasTime: boolean): MessageId | null {
  if (activity.active === 1) return 'activities.delete_active';
  return hasTime ? 'activities.delete_has_time' : null;
}

/**
 * The largest rate the `rate_cents` column holds on both databases: an `integer` is 32 bits on
 * PostgreSQL (2,147,483,647 cents), while `RateInput` allows ten digits before the dot.
 */
export const MAX_RATE_CENTS = 2_147_483_647;

/** The hourly rate a body names, in cents, or the reason it cannot be stored (422 under `rate`). */
export function rateCents(rate: string): { cents: number } | { problem: MessageId; limit: string } {
  const cents = parseCents(rate);
  return cents > MAX_RATE_CENTS ? { problem: 'validation.max.numeric', limit: formatCents(MAX_RATE_CENTS) } : { cents };
}

/** A user of the organisation as far as going on an activity is concerned. */
export interface Candidate {
  active: Flag;
  invite_token: string | null;
}

/**
 * Why a team member cannot be put on the activity (422 under `teammember_id`), or null. They must
 * be a user of the organisation (`member` is undefined for another organisation's or a missing
 * one), active, done with their invitation (a pending invitation has no name and cannot sign
 * in to register time) and not on it yet.
 */
export function attachProblem(member: Candidate | undefined, alreadyOn: boolean): MessageId | null {
  if (!member) return 'activities.member_not_found';
  if (member.active === 0) return 'activities.member_inactive';
  if (member.invite_token !== null) return 'activities.member_invited';
  return alreadyOn ? 'activities.member_already_on' : null;
}

/**
 * Checks a request that puts a member on an activity or changes their rate, given what is wrong
 * with the member (see {@link attachProblem}; `activities.member_not_on` for a rate change):
 * either the rate in cents, or every problem by field in the order of the form (member, rate),
 * with the body's `activity_id` required to name the activity of the path.
 */
export function memberRequest(
  pathId: number,
  body: { activity_id: number; rate: string },
  memberProblem: MessageId | null,
  currency = 'EUR',
): { cents: number } | { errors: Record<string, MessageId>; params: Record<string, string | number> } {
  const errors: Record<string, MessageId> = {};
  const params: Record<string, string | number> = {};
  if (memberProblem) errors.teammember_id = memberProblem;
  if (body.activity_id !== pathId) errors.activity_id = 'activities.activity_mismatch';
  const rate = rateCents(body.rate);
  const decimals = 'problem' in rate ? null : amountProblem(body.rate, currency);
  if ('problem' in rate) {
    errors.rate = rate.problem;
    params.limit = rate.limit;
  } else if (decimals) {
    // A rate in the client's currency: no more decimals than it takes (none for JPY).
    errors.rate = decimals.id;
    Object.assign(params, decimals.params);
  }
  if (Object.keys(errors).length > 0 || 'problem' in rate) return { errors, params };
  return { cents: rate.cents };
}

export interface NewActivityFields {
  name: string;
  project_id: number;
  billable: Flag;
  active: 1;
}
