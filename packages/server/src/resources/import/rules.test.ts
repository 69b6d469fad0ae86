import { describe, expect, it } from 'vitest';
import { sourceRow } from './sourceRow.fixture.js';
import { createdActivityName, groupsOf, joinNotes, propose, rowProblem, selectedRows } from './rules.js';

const row = sourceRow;

const open = { activity_active: 1 as const, project_active: 1 as const, startdate: null as string | null, enddate: null as string | null };

describe('groupsOf', () => {
  it('keys clients, projects, tasks and people in order of appearance, with counts, dates and billable', () => {
    const groups = groupsOf([
      row({}),
      row({ task: 'Meet', billable: false, date: '2026-03-01' }),
      row({ client: 'Other', userKey: 'Bob', userName: 'Bob', email: null, billable: null }),
    ]);
    expect(groups.clients.map((g) => [g.key, g.source, g.rows])).toEqual([
      ['c1', 'Acme', 2],
      ['c2', 'Other', 1],
    ]);
    expect(groups.projects.map((g) => [g.key, g.clientKey, g.minutes, g.firstdate, g.lastdate])).toEqual([
      ['p1', 'c1', 120, '2026-03-01', '2026-03-02'],
      ['p2', 'c2', 60, '2026-03-02', '2026-03-02'],
    ]);
    expect(groups.tasks.map((g) => [g.key, g.projectKey, g.source, g.billable])).toEqual([
      ['t1', 'p1', 'Build', true],
      ['t2', 'p1', 'Meet', false],
      ['t3', 'p2', 'Build', true],
    ]);
    expect(groups.users.map((g) => [g.key, g.name, g.email])).toEqual([
      ['u1', 'Anna', 'anna@x.test'],
      ['u2', 'Bob', null],
    ]);
    expect(groups.taskOf).toEqual(['t1', 't2', 't3']);
  });
});

const names = { client: 'No client', project: 'No project', task: 'General', billableSuffix: ' (billable)', notBillableSuffix: ' (not billable)' };

describe('billable rows', () => {
  it("splits a task by its rows' billable state and proposes only an activity of the same state", () => {
    const groups = groupsOf([row({ task: 'General', billable: false }), row({ task: 'General', billable: true }), row({ task: 'General', billable: null })]);
    expect(groups.tasks.map((g) => [g.key, g.source, g.billable, g.rows])).toEqual([
      ['t1', 'General', false, 1],
      ['t2', 'General', true, 2],
    ]);
    const catalogue = {
      clients: [{ id: 1, name: 'Acme' }],
      projects: [{ id: 2, client_id: 1, name: 'Web' }],
      activities: [
        { id: 3, project_id: 2, name: 'General', billable: true },
        { id: 4, project_id: 2, name: 'General (not billable)', billable: false },
      ],
      users: [],
    };
    expect(Object.fromEntries(propose(groups, catalogue, names).tasks)).toEqual({ t1: 4, t2: 3 });
    // Without the not billable one, the not billable rows get an activity of their own, named apart.
    expect(Object.fromEntries(propose(groups, { ...catalogue, activities: [catalogue.activities[0]] }, names).tasks)).toEqual({ t1: null, t2: 3 });
    expect(createdActivityName(groups.tasks[0], [catalogue.activities[0]], names)).toBe('General (not billable)');
    expect(createdActivityName(groups.tasks[0], [], names)).toBe('General');
  });

  it('proposes no client for rows without one, and their project by name among all clients', () => {
    const groups = groupsOf([row({ client: '', project: 'Internal' })]);
    const proposal = propose(groups, { clients: [{ id: 1, name: 'No client' }], projects: [{ id: 2, client_id: 7, name: 'internal' }], activities: [], users: [] }, names);
    expect(Object.fromEntries(proposal.clients)).toEqual({ c1: null });
    expect(Object.fromEntries(proposal.projects)).toEqual({ p1: 2 });
  });
});

describe('propose', () => {
  it('proposes records by name (case aside) down the tree, people by e-mail, then name', () => {
    const groups = groupsOf([row({ client: ' acme ', task: '' }), row({ client: 'Other', userKey: 'Bob', userName: 'bob', email: null, project: 'New' })]);
    const proposal = propose(
      groups,
      {
        clients: [{ id: 1, name: 'ACME' }],
        projects: [{ id: 2, client_id: 1, name: 'web' }],
        activities: [{ id: 3, project_id: 2, name: 'General', billable: true }],
        users: [
          { id: 4, name: 'Anna', email: 'anna@x.test' },
          { id: 5, name: 'Bob', email: 'b@x.test' },
        ],
      },
      names,
    );
    expect(Object.fromEntries(proposal.clients)).toEqual({ c1: 1, c2: null });
    expect(Object.fromEntries(proposal.projects)).toEqual({ p1: 2, p2: null });
    expect(Object.fromEntries(proposal.tasks)).toEqual({ t1: 3, t2: null });
    expect(Object.fromEntries(proposal.users)).toEqual({ u1: 4, u2: 5 });
  });
});

describe('selectedRows', () => {
  it('leaves out excluded projects and days outside the range', () => {
    const rows = [row({ date: '2026-03-01' }), row({ date: '2026-03-05' }), row({ project: 'Other', date: '2026-03-05' }), row({ date: '2026-03-09' })];
    const groups = groupsOf(rows);
    expect(selectedRows(rows, groups, { excluded: ['p2'], from: '2026-03-02', to: '2026-03-08' })).toEqual([1]);
    expect(selectedRows(rows, groups, { excluded: [], from: null, to: null })).toEqual([0, 1, 2, 3]);
  });
});

describe('rowProblem', () => {
  const base = { userId: 1, minutes: 60, date: '2026-03-02', activity: open, dayMinutes: 0 };
  it('names the first reason that applies', () => {
    expect(rowProblem(base)).toBeNull();
    expect(rowProblem({ ...base, userId: null })).toBe('unknown_member');
    expect(rowProblem({ ...base, minutes: 0 })).toBe('no_time');
    expect(rowProblem({ ...base, activity: { ...open, project_active: 0 } })).toBe('project_inactive');
    expect(rowProblem({ ...base, activity: { ...open, enddate: '2026-03-01' } })).toBe('after_project_end');
    expect(rowProblem({ ...base, dayMinutes: 1380 })).toBeNull();
    expect(rowProblem({ ...base, dayMinutes: 1381 })).toBe('day_full');
  });
});

describe('joinNotes', () => {
  it('joins the notes of one cell on lines of their own, leaving out empty ones', () => {
    expect(joinNotes(null, ['a', ' ', 'b '])).toBe('a\nb');
    expect(joinNotes('old', ['new'])).toBe('old\nnew');
    expect(joinNotes(null, ['', ''])).toBeNull();
  });
});
