import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OrganizationRow, OrganizationsTable, UserRow } from '../../db/schema.js';
import { invitedMemberFields } from '../../domain/invitations.js';
import { HttpError } from '../../domain/failures.js';
import { forgetPeopleWithoutOrganization, insertMembership, insertUser, personByEmail, teamStore } from '../team/store.js';
import type { organizationDetailsFields, organizationSettingsFields } from '../../domain/organizations.js';

// There is no organisation id in these calls: each acts on the organisation of the signed-in
// user, so no other can be named.

/** Every column but the logo's bytes, which only `/logo/{uuid}` reads. */
const ORGANIZATION_COLUMNS = [
  'id',
  'uuid',
  'name',
  'address',
  'zipcode',
  'city',
  'country',
  'email',
  'website',
  'phone',
  'iban',
  'vat',
  'chamberofcommerce',
  'primary_color',
  'secondary_color',
  'accent_color',
  'firstdayoftheweek',
  'locale',
  'invoice_text',
  'invoice_termofpayment',
  'invoice_prefix',
  'invoicenumber_min_length',
  'invoice_reminders',
  'invoice_reminder_days',
  'invoice_recurring_send',
  'timer_rounding',
  'time_approval',
  'member_team_notes',
  'approve_admin_weeks',
  'two_factor_admins',
  'api_origins',
  'currency',
  'logo_mime',
  'logo_version',
  'created_at',
] as const satisfies readonly Exclude<keyof OrganizationRow, 'logo_bytes'>[];

/** Every column but the logo's bytes. */
export type OrganizationFields = Omit<OrganizationRow, 'logo_bytes'>;

export function organizationStore(db: Db) {
  return {
    /** The organisation, or 404. */
    async find(id: number): Promise<OrganizationFields> {
      const organization = await db.selectFrom('organizations').select(ORGANIZATION_COLUMNS).where('id', '=', id).executeTakeFirst();
      if (!organization) throw new HttpError(404, 'http.not_found');
      return organization;
    },

    update(id: number, fields: ReturnType<typeof organizationDetailsFields> | ReturnType<typeof organizationSettingsFields>): Promise<OrganizationFields> {
      return db.updateTable('organizations').set(fields).where('id', '=', id).returning(ORGANIZATION_COLUMNS).executeTakeFirstOrThrow();
    },

    /** A new logo; its version goes up, so `logo_url` names a new address. */
    saveLogo(id: number, logo: { mime: string; bytes: Uint8Array }): Promise<OrganizationFields> {
      return db
        .updateTable('organizations')
        .set((eb) => ({ logo_mime: logo.mime, logo_bytes: logo.bytes, logo_version: eb('logo_version', '+', 1) }))
        .where('id', '=', id)
        .returning(ORGANIZATION_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /**
     * A pending member of the organisation: a new person, or the person who has the address
     * already (a member of another organisation; 422 when in this one already).
     */
    async invite(organization: Pick<OrganizationFields, 'id' | 'locale'>, email: string, token: string, now: Date): Promise<{ member: UserRow; accountExists: boolean }> {
      const { person, membership } = invitedMemberFields({ organizationId: organization.id, email, locale: organization.locale, token, now });
      const existing = await personByEmail(db, email);
      if (existing) return { member: await insertMembership(db, { ...membership, user_id: existing.id }), accountExists: true };
      return { member: await insertUser(db, person, membership), accountExists: false };
    },

    /** Undoes an invitation whose mail could not be sent, in a transaction of its own (the request's has committed). */
    async withdrawInvitation(organizationId: number, memberId: number): Promise<void> {
      await db.transaction().execute((trx) => teamStore(trx).delete(organizationId, memberId));
    },
  };
}

/** A new organisation (sign-up); answers its id. */
export async function insertOrganization(db: Db, fields: Insertable<OrganizationsTable>): Promise<number> {
  const organization = await db.insertInto('organizations').values(fields).returning('id').executeTakeFirstOrThrow();
  return organization.id;
}

/**
 * Deletes the organisation and every row of it that cascades from `organizations`; its people go
 * too unless they are in another organisation (then they keep their account there).
 */
export async function deleteOrganization(db: Db, organizationId: number): Promise<void> {
  const people = await db.selectFrom('memberships').select('user_id').where('organization_id', '=', organizationId).execute();
  await db.deleteFrom('organizations').where('id', '=', organizationId).execute();
  await forgetPeopleWithoutOrganization(
    db,
    people.map((person) => person.user_id),
  );
}
