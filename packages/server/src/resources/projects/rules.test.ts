import { describe, expect, it } from 'vitest';
import { clientProblem, newProjectFields, nextProjectNumber, projectDeleteProblem, updatedProjectFields, updateProblems } from './rules.js';

const edit = { name: 'New website', projectnumber: 'P-1', client_id: 7, description: '<p>Design and build.</p>' };

describe('projects', () => {
  it('start active, without description or dates', () => {
    expect(newProjectFields({ name: 'New website', projectnumber: 'P-1', client_id: 7 })).toEqual({
      name: 'New website',
      projectnumber: 'P-1',
      client_id: 7,
      description: null,
      startdate: null,
      enddate: null,
      active: 1,
      budget_kind: null,
      budget_amount: null,
      budget_period: null,
      budget_thresholds: null,
    });
  });

  it('sanitise the description, clear dates left out and never touch active', () => {
    const fields = updatedProjectFields({ ...edit, description: '<p onclick="x()">Design <script>alert(1)</script><b>now</b></p>', startdate: '2026-01-05' });
    expect(fields).toEqual({ name: 'New website', projectnumber: 'P-1', client_id: 7, description: '<p>Design <b>now</b></p>', startdate: '2026-01-05', enddate: null });
    expect(fields).not.toHaveProperty('active');
    expect(updatedProjectFields({ ...edit, description: '<p> </p>', startdate: null }).description).toBeNull();
  });

  it('need a description with text, and an end date not before the start date', () => {
    const fine = { description: '<p>x</p>', startdate: '2026-01-05', enddate: '2026-01-05' };
    expect(updateProblems(fine)).toEqual({});
    expect(updateProblems({ ...fine, startdate: null })).toEqual({});
    expect(updateProblems({ ...fine, enddate: null })).toEqual({});
    expect(updateProblems({ ...fine, enddate: '2026-01-04' })).toEqual({ enddate: 'projects.enddate_before_startdate' });
    expect(updateProblems({ description: null, startdate: '2026-12-31', enddate: '2026-02-01' })).toEqual({
      description: 'validation.required',
      enddate: 'projects.enddate_before_startdate',
    });
  });

  it("belong to an active client of the organisation, or keep the inactive one they have", () => {
    expect(clientProblem(undefined)).toBe('validation.in');
    expect(clientProblem(undefined, 7)).toBe('validation.in');
    expect(clientProblem({ id: 7, active: 1 })).toBeNull();
    expect(clientProblem({ id: 7, active: 0 })).toBe('projects.client_inactive');
    expect(clientProblem({ id: 7, active: 0 }, 7)).toBeNull();
    expect(clientProblem({ id: 7, active: 0 }, 8)).toBe('projects.client_inactive');
  });

  it('are deleted only while inactive and without registered time or expenses', () => {
    expect(projectDeleteProblem({ active: 1 }, false)).toBe('projects.delete_active');
    expect(projectDeleteProblem({ active: 1 }, true)).toBe('projects.delete_active');
    expect(projectDeleteProblem({ active: 0 }, true)).toBe('projects.delete_has_time');
    expect(projectDeleteProblem({ active: 0 }, false, true)).toBe('projects.delete_has_expenses');
    expect(projectDeleteProblem({ active: 0 }, false)).toBeNull();
  });
});

describe('nextProjectNumber', () => {
  it('is 1 without a numbered project', () => {
    expect(nextProjectNumber([])).toBe('1');
    expect(nextProjectNumber(['Intranet', 'ALPHA'])).toBe('1');
  });
  it("follows the newest project's series, keeping its prefix and width", () => {
    expect(nextProjectNumber(['P-2026-009', 'P-2026-008'])).toBe('P-2026-010');
    expect(nextProjectNumber(['7', '3'])).toBe('8');
    expect(nextProjectNumber(['P-099'])).toBe('P-100');
  });
  it('takes the highest of the series, never filling a gap', () => {
    expect(nextProjectNumber(['P-004', 'P-012', 'P-005'])).toBe('P-013');
  });
  it('follows a series started by hand, and skips numbers without digits at the end', () => {
    expect(nextProjectNumber(['Intern', 'P-2027-001', 'P-2026-041'])).toBe('P-2027-002');
  });
  it('counts only numbers of the same prefix with digits only after it', () => {
    expect(nextProjectNumber(['P-3', 'P-3b', 'Q-90', 'P-x7'])).toBe('P-4');
  });
});
