import { describe, expect, it } from 'vitest';
import { schemaEnums } from '@kwartier/api';
import { presetOf, presetRange } from './reportPresets';
import { REPORT_GROUPS, monthOf, parseReportSearch, rangeProblem, reportEntriesRequest, reportRequest, reportSearch, validGroups, validRange, withChange, withType } from './reportState';

const TODAY = '2026-03-04'; // a Wednesday

describe('presetRange', () => {
  it('gives weeks from the organisation’s first day, months, quarters and years around today', () => {
    expect(presetRange('thisWeek', TODAY)).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(presetRange('thisWeek', TODAY, 0)).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(presetRange('lastWeek', TODAY)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('thisMonth', TODAY)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(presetRange('lastMonth', TODAY)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('thisQuarter', TODAY)).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(presetRange('lastQuarter', TODAY)).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    expect(presetRange('thisYear', TODAY)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(presetRange('lastYear', TODAY)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('recognises a range that is a preset', () => {
    expect(presetOf({ from: '2026-01-01', to: '2026-12-31' }, TODAY)).toBe('thisYear');
    expect(presetOf({ from: '2026-01-02', to: '2026-12-31' }, TODAY)).toBeNull();
  });
});

describe('the groups and ranges', () => {
  it('are the contract’s groups', () => {
    expect(REPORT_GROUPS).toEqual(schemaEnums.ReportGroup);
  });

  it('know months and the longest range', () => {
    expect(monthOf('2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthOf('2028-02-14')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(validRange('2028-01-01', '2028-12-31')).toBe(true);
    expect(validRange('2026-01-01', '2027-01-01')).toBe(true);
    expect(validRange('2026-01-01', '2027-01-02')).toBe(false);
    expect(validRange('2026-03-02', '2026-03-01')).toBe(false);
    expect(validRange('2026-02-30', '2026-03-01')).toBe(false);
  });
});

describe('validGroups', () => {
  it('takes one or two different groups with at most one period', () => {
    expect(validGroups(['member'])).toBe(true);
    expect(validGroups(['member', 'week'])).toBe(true);
    expect(validGroups([])).toBe(false);
    expect(validGroups(['member', 'member'])).toBe(false);
    expect(validGroups(['day', 'month'])).toBe(false);
    expect(validGroups(['client', 'project', 'member'])).toBe(false);
  });
});

describe('parseReportSearch and reportSearch', () => {
  it('reads a URL’s state and writes it back the same', () => {
    const search = { from: '2026-01-01', to: '2026-12-31', group: 'client,week', view: 'detail', page: 3, client: 4, member: '7', billable: 'yes', invoiced: 'no' };
    const state = parseReportSearch(search, TODAY);
    expect(state).toEqual({ from: '2026-01-01', to: '2026-12-31', groups: ['client', 'week'], view: 'detail', page: 3, client: 4, member: 7, billable: 'yes', invoiced: 'no' });
    expect(reportSearch(state)).toEqual({ ...search, member: 7 });
  });

  it('falls back to this month by member and project for anything missing or wrong', () => {
    const fallback = { from: '2026-03-01', to: '2026-03-31', groups: ['member', 'project'], view: 'summary', page: 1 };
    expect(parseReportSearch({}, TODAY)).toEqual(fallback);
    expect(parseReportSearch({ from: '2026-02-30', to: 'soon', group: 'day,month', view: 'x', page: -1, client: 'abc', billable: 'maybe' }, TODAY)).toEqual(fallback);
    expect(parseReportSearch({ to: '2024-01-01', group: 'member,bogus' }, TODAY)).toEqual(fallback);
    expect(reportSearch(parseReportSearch({}, TODAY))).toEqual({ from: '2026-03-01', to: '2026-03-31', group: 'member,project' });
  });
});

describe('what a report counts', () => {
  it('is hours unless the URL says expenses or both, which never group by activity and show expenses alone as a summary', () => {
    expect(parseReportSearch({ type: 'costs' }, TODAY)).not.toHaveProperty('type');
    const both = parseReportSearch({ type: 'both', group: 'client,month', view: 'detail' }, TODAY);
    expect(both).toMatchObject({ type: 'both', groups: ['client', 'month'], view: 'detail' });
    expect(reportSearch(both)).toMatchObject({ type: 'both' });
    expect(reportRequest(both)).toMatchObject({ type: 'both', group_by: ['client', 'month'] });
    expect(reportRequest(parseReportSearch({}, TODAY))).not.toHaveProperty('type');
    expect(parseReportSearch({ type: 'expenses', group: 'activity,member', view: 'detail' }, TODAY)).toMatchObject({ type: 'expenses', groups: ['member', 'project'], view: 'summary' });
    expect(validGroups(['activity'], 'hours')).toBe(true);
    expect(validGroups(['member', 'activity'], 'both')).toBe(false);
    // A category is an expense's: only a report on expenses alone groups by it.
    expect(validGroups(['category', 'member'], 'expenses')).toBe(true);
    expect(validGroups(['category'], 'both')).toBe(false);
    expect(validGroups(['category'], 'hours')).toBe(false);
    expect(parseReportSearch({ group: 'category' }, TODAY).groups).toEqual(['member', 'project']);
  });

  it('changes by withType: the activity group goes, and back to hours the type goes from the URL', () => {
    const hours = parseReportSearch({ group: 'activity,month', view: 'detail', page: 3 }, TODAY);
    const expenses = withType(hours, 'expenses');
    expect(expenses).toMatchObject({ type: 'expenses', groups: ['month'], view: 'summary', page: 1 });
    expect(withType(parseReportSearch({ group: 'activity' }, TODAY), 'both').groups).toEqual(['member', 'project']);
    const back = withType(expenses, 'hours');
    expect(back).not.toHaveProperty('type');
    expect(back.groups).toEqual(['month']);
    const byCategory = parseReportSearch({ type: 'expenses', group: 'category,month' }, TODAY);
    expect(byCategory.groups).toEqual(['category', 'month']);
    expect(withType(byCategory, 'both').groups).toEqual(['month']);
  });
});

describe('a range the link names', () => {
  it('stays as written, also when the server refuses it, and says why', () => {
    const reversed = parseReportSearch({ from: '2024-05-01', to: '2024-04-01' }, TODAY);
    expect(reversed).toMatchObject({ from: '2024-05-01', to: '2024-04-01' });
    expect(rangeProblem(reversed.from, reversed.to)).toBe('toBeforeFrom');
    const long = parseReportSearch({ from: '2024-01-01', to: '2026-01-01' }, TODAY);
    expect(long).toMatchObject({ from: '2024-01-01', to: '2026-01-01' });
    expect(rangeProblem(long.from, long.to)).toBe('rangeTooLong');
    expect(rangeProblem('2026-01-01', '2026-12-31')).toBeNull();
  });
});

describe('requests', () => {
  it('turn the state into the contract’s bodies, a flag into a boolean and an id into a list', () => {
    const state = parseReportSearch({ from: '2026-01-01', to: '2026-01-31', group: 'project', project: 3, invoiced: 'yes', page: 2, view: 'detail' }, TODAY);
    expect(reportRequest(state)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      group_by: ['project'],
      client_ids: undefined,
      project_ids: [3],
      activity_ids: undefined,
      user_ids: undefined,
      billable: null,
      invoiced: true,
    });
    expect(reportEntriesRequest(state)).toMatchObject({ project_ids: [3], page: 2, per_page: 100 });
    expect(reportEntriesRequest(state, 1, 1000)).toMatchObject({ page: 1, per_page: 1000 });
    expect(withChange(state, { project: undefined }).page).toBe(1);
  });
});
