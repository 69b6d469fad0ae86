import type { Invitation } from '@kwartier/api';
import type { UserRow } from '../../db/schema.js';

export function invitationShape(row: Pick<UserRow, 'email' | 'invite_token'> & { organization_name: string }, accountExists: boolean): Invitation {
  return { email: row.email, invite_token: row.invite_token!, organization_name: row.organization_name, account_exists: accountExists };
}
