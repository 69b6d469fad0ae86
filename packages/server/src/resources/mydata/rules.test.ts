import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { deletionPlan, exportCsv, exportFileName, isLastAdmin, withoutMemberName } from './rules.js';

describe('exportCsv', () => {
  it('puts every section in one table of section, row, field and value', () => {
    const csv = exportCsv([
      { name: 'profile', rows: [{ name: 'Anna', admin: true, phone: null }] },
      { name: 'time_entries', rows: [{ minutes: 90, note: 'Design, "v2"\nand review' }, { minutes: 30, note: '=SUM(A1)' }] },
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(Papa.parse<string[]>(csv.trim()).data).toEqual([
      ['section', 'row', 'field', 'value'],
      ['profile', '1', 'name', 'Anna'],
      ['profile', '1', 'admin', 'true'],
      ['profile', '1', 'phone', ''],
      ['time_entries', '1', 'minutes', '90'],
      ['time_entries', '1', 'note', 'Design, "v2"\nand review'],
      ['time_entries', '2', 'minutes', '30'],
      // A spreadsheet does not run it as a formula.
      ['time_entries', '2', 'note', "'=SUM(A1)"],
    ]);
  });

  it('is only the header without data', () => {
    expect(exportCsv([{ name: 'timer', rows: [] }])).toBe('section,row,field,value\r\n');
  });
});

it('names the file by the day', () => {
  expect(exportFileName(new Date('2026-03-02T23:30:00Z'), 'csv')).toBe('kwartier-my-data-2026-03-02.csv');
});

describe('withoutMemberName', () => {
  it('replaces the member named in parentheses, leaving other text', () => {
    expect(withoutMemberName('Website — Design (Mark Member): Wireframes', 'Mark Member', 'former member')).toBe('Website — Design (former member): Wireframes');
    expect(withoutMemberName('Website — Design (Anna)', 'Mark Member', 'voormalig lid')).toBe('Website — Design (Anna)');
    expect(withoutMemberName('Website — Design', '', 'former member')).toBe('Website — Design');
  });
});

describe('deletionPlan', () => {
  const lastAdmin = { admin: true, otherAdmins: 0, successorIds: [7, 8] };
  const member = { admin: false, otherAdmins: 1, successorIds: [] };

  it('lets a member or one of several admins delete only their account', () => {
    expect(isLastAdmin(member)).toBe(false);
    expect(deletionPlan(member, {})).toEqual({ kind: 'account', successorId: null });
    expect(deletionPlan({ admin: true, otherAdmins: 1, successorIds: [] }, { successor_id: null })).toEqual({ kind: 'account', successorId: null });
    expect(deletionPlan(member, { delete_organization: true })).toEqual({ problem: ['delete_organization', 'mydata.not_last_admin'] });
    expect(deletionPlan(member, { successor_id: 7 })).toEqual({ problem: ['successor_id', 'mydata.not_last_admin'] });
  });

  it('asks the last admin for a successor among the members, or to delete the organisation', () => {
    expect(isLastAdmin(lastAdmin)).toBe(true);
    expect(deletionPlan(lastAdmin, {})).toEqual({ problem: ['successor_id', 'mydata.last_admin'] });
    expect(deletionPlan(lastAdmin, { successor_id: 9 })).toEqual({ problem: ['successor_id', 'mydata.no_successor'] });
    expect(deletionPlan(lastAdmin, { successor_id: 8 })).toEqual({ kind: 'account', successorId: 8 });
    expect(deletionPlan(lastAdmin, { delete_organization: true })).toEqual({ kind: 'organization' });
    expect(deletionPlan({ ...lastAdmin, successorIds: [] }, { delete_organization: true, successor_id: null })).toEqual({ kind: 'organization' });
  });
});
