import { describe, expect, it } from 'vitest';
import { compareTeamMembers, selfChangeProblem } from './rules.js';

describe('team', () => {
  it('refuses changes of an admin to themselves', () => {
    expect(selfChangeProblem(1, 1, 'toggle_active')).toBe('team.self_deactivate');
    expect(selfChangeProblem(1, 1, 'toggle_admin')).toBe('team.self_admin');
    expect(selfChangeProblem(1, 1, 'delete')).toBe('team.self_delete');
    expect(selfChangeProblem(1, 2, 'delete')).toBeNull();
  });

  it('lists members by name, pending invitations last by email', () => {
    const team = [
      { id: 1, name: '', email: 'zoe@example.org' },
      { id: 2, name: 'bram', email: 'b@example.org' },
      { id: 3, name: '', email: 'anna@example.org' },
      { id: 4, name: 'Anna', email: 'a@example.org' },
    ];
    expect([...team].sort(compareTeamMembers).map((m) => m.id)).toEqual([4, 2, 3, 1]);
  });
});
