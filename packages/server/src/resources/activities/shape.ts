import type { Activity } from '@kwartier/api';
import { formatCents } from '../../domain/money.js';
import type { ActivityWithMembers } from './store.js';

// Stored rows → the contract's shapes. Flags become booleans and cents Money strings here and
// nowhere else.

export function activityShape(row: ActivityWithMembers): Activity {
  return {
    id: row.id,
    name: row.name,
    project_id: row.project_id,
    active: row.active === 1,
    billable: row.billable === 1,
    project: { id: row.project_id, name: row.project_name, client: { id: row.client_id, name: row.client_name } },
    users: row.members.map((member) => ({
      id: member.user_id,
      name: member.name,
      active: member.active === 1,
      invite_token: member.invite_token,
      pivot: { id: member.pivot_id, rate: formatCents(member.rate_cents) },
    })),
  };
}
