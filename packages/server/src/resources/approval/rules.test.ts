import { describe, expect, it } from 'vitest';
import { readOnlyReason, removeProblem, weekOf, type Bookability } from '../time/rules.js';
import { dayHolds, decideProblem, lockProblem, submitProblem, weekApproval, type WeekState } from './rules.js';

const WEEK = weekOf('2026-03-04', 1); // Monday 2 … Sunday 8 March 2026
const open: WeekState = { approval: true, status: null, comment: null, locks: [] };
const bookable: Bookability = { member: true, activity_active: 1, project_active: 1, startdate: null, enddate: null };

describe('dayHolds', () => {
  it('holds nothing in an open week without locks', () => {
    expect(dayHolds(WEEK, open)).toEqual(Array(7).fill(null));
  });

  it('holds every day of a submitted or approved week, not of a rejected one', () => {
    expect(dayHolds(WEEK, { ...open, status: 'submitted' })).toEqual(Array(7).fill('submitted'));
    expect(dayHolds(WEEK, { ...open, status: 'approved' })).toEqual(Array(7).fill('approved'));
    expect(dayHolds(WEEK, { ...open, status: 'rejected', comment: 'No' })).toEqual(Array(7).fill(null));
  });

  it('ignores the submission while approval is off, never the locks', () => {
    const locks = [{ start_date: '2026-02-01', end_date: '2026-03-03' }];
    expect(dayHolds(WEEK, { ...open, approval: false, status: 'approved', locks })).toEqual(['locked', 'locked', null, null, null, null, null]);
  });

  it('puts a lock before the approval, both days of a lock inclusive', () => {
    const locks = [{ start_date: '2026-03-08', end_date: '2026-03-31' }];
    expect(dayHolds(WEEK, { ...open, status: 'submitted', locks })).toEqual([...Array(6).fill('submitted'), 'locked']);
  });
});

describe('readOnlyReason with a hold', () => {
  it('comes after invoiced and before the activity and project reasons', () => {
    expect(readOnlyReason(bookable, '2026-03-02', true, 'locked')).toBe('invoiced');
    expect(readOnlyReason({ ...bookable, project_active: 0 }, '2026-03-02', false, 'approved')).toBe('approved');
    expect(readOnlyReason(bookable, '2026-03-02', false, null)).toBeNull();
    expect(readOnlyReason(bookable, '2026-03-02')).toBeNull();
  });

  it('keeps a line with held hours', () => {
    expect(removeProblem(bookable, [{ date: '2026-03-02', invoiced: false, hold: 'submitted' }])).toBe('time.line_readonly');
    expect(removeProblem(bookable, [{ date: '2026-03-02', invoiced: false }])).toBeNull();
  });
});

describe('weekApproval', () => {
  it('is absent while approval is off, open before a submission, and carries only a rejection comment', () => {
    expect(weekApproval({ ...open, approval: false })).toBeUndefined();
    expect(weekApproval(open)).toEqual({ status: 'open', comment: null });
    expect(weekApproval({ ...open, status: 'rejected', comment: 'Split Tuesday' })).toEqual({ status: 'rejected', comment: 'Split Tuesday' });
    expect(weekApproval({ ...open, status: 'submitted', comment: 'old' })).toEqual({ status: 'submitted', comment: null });
  });
});

describe('submitting and deciding', () => {
  it('submits an open or rejected week while approval is on', () => {
    expect(submitProblem({ approval: false, status: null })).toBe('approval.off');
    expect(submitProblem({ approval: true, status: null })).toBeNull();
    expect(submitProblem({ approval: true, status: 'rejected' })).toBeNull();
    expect(submitProblem({ approval: true, status: 'submitted' })).toBe('approval.already_submitted');
    expect(submitProblem({ approval: true, status: 'approved' })).toBe('approval.already_approved');
  });

  it('decides on a submitted week only', () => {
    expect(decideProblem('submitted')).toBeNull();
    expect(decideProblem('approved')).toBe('approval.not_submitted');
    expect(decideProblem('rejected')).toBe('approval.not_submitted');
  });
});

describe('lockProblem', () => {
  it('takes one day up to 366 days, never backwards', () => {
    expect(lockProblem('2026-10-01', '2026-10-01')).toBeNull();
    expect(lockProblem('2028-01-01', '2028-12-31')).toBeNull();
    expect(lockProblem('2026-01-01', '2027-01-01')).toBeNull();
    expect(lockProblem('2026-01-01', '2027-01-02')).toEqual({ id: 'approval.lock_too_long', params: { days: 366 } });
    expect(lockProblem('2026-10-31', '2026-10-01')).toEqual({ id: 'approval.lock_end_before_start' });
  });
});
