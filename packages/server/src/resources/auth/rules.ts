import { schemaDefaults } from '@kwartier/api';
import type { Insertable } from 'kysely';
import type { UsersTable } from '../../db/schema.js';

/**
 * The first member of a new organisation as sign-up creates them: its admin, active, English
 * and the contract's default date format. Never a super admin: only the operator's command
 * makes one (stores/superAdmins.ts).
 */
export function newOwnerFields(input: { organizationId: number; name: string; email: string; passwordHash: string; now: Date }): Insertable<UsersTable> {
  return {
    organization_id: input.organizationId,
    name: input.name,
    email: input.email,
    password_hash: input.passwordHash,
    admin: 1,
    super_admin: 0,
    active: 1,
    locale: schemaDefaults.Locale,
    dateformat: schemaDefaults.DateFormat,
    invite_token: null,
    created_at: input.now.toISOString(),
  };
}
