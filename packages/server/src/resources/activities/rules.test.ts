import { describe, expect, it } from 'vitest';
import { activityDeleteProblem, attachProblem, MAX_RATE_CENTS, memberRequest, newActivityFields, rateCents } from './rules.js';

describe('activities', () => {
  it('start active in their project, billable unless asked not to be', () => {
    expect(newActivityFields({ name: 'Design', project_id: 3 })).toEqual({ name: 'Design', project_id: 3, active: 1, billable: 1 });
    expect(newActivityFields({ name: 'Design', project_id: 3, billable: true })).toMatchObject({ billable: 1 });
    expect(newActivityFields({ name: 'Meetings', project_id: 3, billable: false })).toMatchObject({ billable: 0 });
  });

  it('are deleted only while inactive and without registered time', () => {
    expect(activityDeleteProblem({ active: 1 }, false)).toBe('activities.delete_active');
    expect(activityDeleteProblem({ active: 1 }, true)).toBe('activities.delete_active');
    expect(activityDeleteProblem({ active: 0 }, true)).toBe('activities.delete_has_time');
    expect(activityDeleteProblem({ active: 0 }, false)).toBeNull();
  });
});

describe('team members on an activity', () => {
  const active = { active: 1 as const, invite_token: null };

  it('must be active members of the organisation who joined and are not on it yet', () => {
    expect(attachProblem(active, false)).toBeNull();
    expect(attachProblem(undefined, false)).toBe('activities.member_not_found');
    expect(attachProblem({ ...active, active: 0 }, false)).toBe('activities.member_inactive');
    expect(attachProblem({ ...active, invite_token: 'abc' }, false)).toBe('activities.member_invited');
    expect(attachProblem(active, true)).toBe('activities.member_already_on');
  });

  it('have a rate in whole cents that the database column holds', () => {
    expect(rateCents('85')).toEqual({ cents: 8500 });
    expect(rateCents('85.5')).toEqual({ cents: 8550 });
    expect(rateCents('0')).toEqual({ cents: 0 });
    expect(rateCents('21474836.47')).toEqual({ cents: MAX_RATE_CENTS });
    expect(rateCents('21474836.48')).toEqual({ problem: 'validation.max.numeric', limit: '21474836.47' });
    expect(rateCents('9999999999.99')).toEqual({ problem: 'validation.max.numeric', limit: '21474836.47' });
  });

  it('are named with the activity of the path, and every problem is reported at once', () => {
    expect(memberRequest(12, { activity_id: 12, rate: '85.00' }, null)).toEqual({ cents: 8500 });
    expect(memberRequest(12, { activity_id: 13, rate: '85.00' }, null)).toEqual({ errors: { activity_id: 'activities.activity_mismatch' }, params: {} });
    expect(memberRequest(12, { activity_id: 13, rate: '99999999' }, 'activities.member_inactive')).toEqual({
      errors: { teammember_id: 'activities.member_inactive', activity_id: 'activities.activity_mismatch', rate: 'validation.max.numeric' },
      params: { limit: '21474836.47' },
    });
    expect(memberRequest(12, { activity_id: 12, rate: '1' }, 'activities.member_not_on')).toEqual({ errors: { teammember_id: 'activities.member_not_on' }, params: {} });
    // The first error becomes the answer's message: the member's, then the activity's, then the rate's.
    const all = memberRequest(12, { activity_id: 13, rate: '99999999' }, 'activities.member_invited');
    expect(Object.keys('errors' in all ? all.errors : {})).toEqual(['teammember_id', 'activity_id', 'rate']);
  });
});
