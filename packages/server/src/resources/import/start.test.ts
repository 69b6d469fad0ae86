import { describe, expect, it } from 'vitest';
import { groupsOf, propose, type Catalogue } from './rules.js';
import { sourceRow as row } from './sourceRow.fixture.js';
import { chosenMapping, creationsFor } from './start.js';

const names = { client: 'No client', project: 'No project', task: 'General', billableSuffix: ' (billable)', notBillableSuffix: ' (not billable)' };

// Acme/Web/Build (c1 p1 t1), Acme/Web/Meet not billable (t2), Other/App/Build (c2 p2 t3), no client/Internal/Build (c3 p3 t4).
const rows = [
  row({}),
  row({ task: 'Meet', billable: false }),
  row({ client: 'Other', project: 'App', userKey: 'bob', userName: 'Bob', email: null }),
  row({ client: '', project: 'Internal' }),
];
const groups = groupsOf(rows);
const catalogue: Catalogue = {
  clients: [{ id: 1, name: 'Acme' }],
  projects: [{ id: 2, client_id: 1, name: 'Web' }],
  activities: [
    { id: 3, project_id: 2, name: 'Build', billable: true },
    { id: 4, project_id: 2, name: 'Other', billable: true },
  ],
  users: [{ id: 5, name: 'Anna', email: 'anna@x.test' }],
};
const proposal = propose(groups, catalogue, names);
const body = { clients: [], projects: [], tasks: [], users: [] };

describe('chosenMapping', () => {
  it('takes the proposal and puts the body’s choices over it, leaving the proposal as it was', () => {
    const { mapping, problems } = chosenMapping({ ...body, tasks: [{ key: 't1', activity_id: 4 }], users: [{ key: 'u2', user_id: 5 }] }, proposal, catalogue, groups);
    expect(problems).toEqual({});
    expect(Object.fromEntries(mapping.tasks)).toEqual({ t1: 4, t2: null, t3: null, t4: null });
    expect(Object.fromEntries(mapping.users)).toEqual({ u1: 5, u2: 5 });
    expect(Object.fromEntries(proposal.tasks)).toEqual({ t1: 3, t2: null, t3: null, t4: null });
  });

  it('names every wrong list at once: a key of another file, an id the organisation lacks, an activity of the other billable state, dates backwards', () => {
    const { problems } = chosenMapping(
      {
        clients: [{ key: 'c9', client_id: null }],
        projects: [{ key: 'p1', project_id: 99, include: true }],
        tasks: [{ key: 't2', activity_id: 3 }],
        users: [{ key: 'u1', user_id: 77 }],
        from: '2026-03-05',
        to: '2026-03-01',
      },
      proposal,
      catalogue,
      groups,
    );
    expect(problems).toEqual({ clients: 'validation.in', projects: 'validation.in', tasks: 'import.billable_differs', users: 'validation.in', to: 'invoices.to_before_from' });
  });
});

describe('creationsFor', () => {
  it('creates, for the needed tasks mapped to nothing, their activity, project and client, each once, in the order first needed', () => {
    const mapping = chosenMapping(body, proposal, catalogue, groups).mapping;
    // t1 maps to activity 3: nothing to create for it; t2 needs an activity in project 2; t3 needs all three.
    expect(creationsFor(groups, mapping, new Set(['t1', 't2', 't3']))).toEqual({ clients: ['c2'], projects: ['p2'], tasks: ['t2', 't3'] });
    // A task without rows to import creates nothing.
    expect(creationsFor(groups, mapping, new Set(['t1']))).toEqual({ clients: [], projects: [], tasks: [] });
  });

  it('asks for a client for rows without one whose project is to be created, unless a client or the project is chosen', () => {
    const mapping = chosenMapping(body, proposal, catalogue, groups).mapping;
    expect(creationsFor(groups, mapping, new Set(['t4']))).toEqual({ problem: 'import.client_needed' });
    const chosenClient = chosenMapping({ ...body, clients: [{ key: 'c3', client_id: 1 }] }, proposal, catalogue, groups).mapping;
    expect(creationsFor(groups, chosenClient, new Set(['t4']))).toEqual({ clients: [], projects: ['p3'], tasks: ['t4'] });
    const chosenProject = chosenMapping({ ...body, projects: [{ key: 'p3', project_id: 2, include: true }] }, proposal, catalogue, groups).mapping;
    expect(creationsFor(groups, chosenProject, new Set(['t4']))).toEqual({ clients: [], projects: [], tasks: ['t4'] });
  });
});
