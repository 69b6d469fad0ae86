import type { InviteRequest, OrganizationDetailsUpdate, OrganizationSettingsUpdate } from '@kwartier/api';
import { Hono } from 'hono';
import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/errors.js';
import type { OrganizationRow } from '../db/schema.js';
import { invitationLink, invitedMemberFields } from '../domain/invitations.js';
import { cleanLogo, logoTypeOf } from '../domain/logos.js';
import type { Locale } from '../domain/messages.js';
import { organizationDetailsFields, organizationSettingsFields } from '../domain/organizations.js';
import { normalizeEmail } from '../domain/text.js';
import { newLinkToken } from '../domain/tokens.js';
import { currentAdmin, currentUser, HttpError, ValidationFailure, validBody, validFile, type AppEnv } from '../http/context.js';
import { organizationShape, userShape } from '../http/shapes.js';
import { invitationMail } from '../mail/templates.js';

// The caller's own organisation (SPEC §2 /organization, /settings). There is no organisation
// id in these calls: each acts on the organisation of the signed-in user, so no other can be named.

export const organizationRoutes = new Hono<AppEnv>();

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
  'logo_mime',
  'logo_version',
  'created_at',
] as const satisfies readonly Exclude<keyof OrganizationRow, 'logo_bytes'>[];

async function findOrganization(db: Db, id: number) {
  const organization = await db.selectFrom('organizations').select(ORGANIZATION_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!organization) throw new HttpError(404, 'http.not_found');
  return organization;
}

/** Every member reads it: it carries the theme colours and first day of the week for the app. */
organizationRoutes.get('/api/organization/for/currentuser', async (c) => {
  const user = currentUser(c);
  return c.json(organizationShape(await findOrganization(c.get('db'), user.organization_id)), 200);
});

organizationRoutes.post('/api/organization/save/details', async (c) => {
  const admin = currentAdmin(c);
  const updated = await c
    .get('db')
    .updateTable('organizations')
    .set(organizationDetailsFields(validBody<OrganizationDetailsUpdate>(c)))
    .where('id', '=', admin.organization_id)
    .returning(ORGANIZATION_COLUMNS)
    .executeTakeFirstOrThrow();
  return c.json(organizationShape(updated), 200);
});

/** One Settings tab at a time (General, Theme or Invoices): only the properties sent change. */
organizationRoutes.post('/api/organization/save/update', async (c) => {
  const admin = currentAdmin(c);
  const fields = organizationSettingsFields(validBody<OrganizationSettingsUpdate>(c));
  const db = c.get('db');
  if (Object.keys(fields).length === 0) return c.json(organizationShape(await findOrganization(db, admin.organization_id)), 200);
  const updated = await db.updateTable('organizations').set(fields).where('id', '=', admin.organization_id).returning(ORGANIZATION_COLUMNS).executeTakeFirstOrThrow();
  return c.json(organizationShape(updated), 200);
});

/**
 * A pending member plus a mail with the join link. When the mail cannot be sent the member is
 * removed again (500), so the admin can simply invite once more.
 */
organizationRoutes.post('/api/organization/send/invite', async (c) => {
  const admin = currentAdmin(c);
  const email = normalizeEmail(validBody<InviteRequest>(c).email);
  const db = c.get('db');
  const taken = () => new ValidationFailure({ email: 'validation.unique' });
  if (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) throw taken();

  const organization = await findOrganization(db, admin.organization_id);
  const token = newLinkToken();
  let member;
  try {
    member = await db
      .insertInto('users')
      .values(invitedMemberFields({ organizationId: organization.id, email, locale: organization.locale, token, now: new Date() }))
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }

  const link = invitationLink(c.get('config').appUrl, token);
  const mail = invitationMail(organization.locale as Locale, { organizationName: organization.name, link });
  try {
    await c.get('mailer').send({ ...mail, to: email, link });
  } catch (error) {
    console.error(`invitation mail to ${email} failed:`, error);
    await db.deleteFrom('users').where('id', '=', member.id).where('organization_id', '=', organization.id).execute();
    throw new HttpError(500, 'invitation.mail_failed');
  }
  return c.json(userShape(member, admin.id), 201);
});

/**
 * PNG or JPEG by content; its size was checked against the contract's `x-max-bytes` already.
 * What is stored (and served) is the image decoded and encoded anew, never the uploaded bytes.
 */
organizationRoutes.post('/api/organization/save/logo', async (c) => {
  const admin = currentAdmin(c);
  const uploaded = Buffer.from(await validFile(c, 'logo').arrayBuffer());
  const type = await logoTypeOf(uploaded);
  const bytes = type && (await cleanLogo(uploaded, type));
  if (!type || !bytes) throw new ValidationFailure({ logo: 'logo.not_image' });
  const updated = await c
    .get('db')
    .updateTable('organizations')
    .set((eb) => ({ logo_mime: type, logo_bytes: bytes, logo_version: eb('logo_version', '+', 1) }))
    .where('id', '=', admin.organization_id)
    .returning(ORGANIZATION_COLUMNS)
    .executeTakeFirstOrThrow();
  return c.json(organizationShape(updated), 200);
});
