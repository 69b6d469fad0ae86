import type { MessageId } from '../../domain/messages.js';

// Team administration (admins only): an admin toggles a member's active and admin flags and
// deletes members or pending invitations.

export type TeamChange = 'toggle_active' | 'toggle_admin' | 'delete' | 'end_sessions';

const SELF_CHANGE: Record<TeamChange, MessageId> = {
  toggle_active: 'team.self_deactivate',
  toggle_admin: 'team.self_admin',
  delete: 'team.self_delete',
  end_sessions: 'team.self_end_sessions',
};

/**
 * An admin never changes their own flags or deletes themselves (409): so an organisation always
 * keeps an active admin, and nobody locks themselves out by a stray click.
 */
export function selfChangeProblem(actorId: number, memberId: number, change: TeamChange): MessageId | null {
  return actorId === memberId ? SELF_CHANGE[change] : null;
}

/** The team list's order: members by name, then pending invitations (no name yet) by email. */
export function compareTeamMembers(a: { name: string; email: string; id: number }, b: { name: string; email: string; id: number }): number {
  const pendingA = a.name === '' ? 1 : 0;
  const pendingB = b.name === '' ? 1 : 0;
  if (pendingA !== pendingB) return pendingA - pendingB;
  const byName = a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
  if (byName !== 0) return byName;
  return a.email.localeCompare(b.email) || a.id - b.id;
}
