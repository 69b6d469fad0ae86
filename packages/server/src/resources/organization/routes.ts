import { Hono } from 'hono';
import { businessNumberErrors } from '../../domain/businessNumbers.js';
import { invitationLink } from '../../domain/invitations.js';
import { cleanLogo, logoTypeOf } from '../../domain/logos.js';
import { organizationDetailsFields, organizationSettingsFields } from '../../domain/organizations.js';
import { hasDuplicateOrigin } from '../../domain/accessTokens.js';
import { normalizeEmail } from '../../domain/text.js';
import { newLinkToken } from '../../domain/tokens.js';
import { checkBody, currentUser, HttpError, route, storeOf, ValidationFailure, validFile, type AppEnv } from '../../http/context.js';
import { changedFields } from '../../domain/audit.js';
import type { MessageId } from '../../domain/messages.js';
import { audit } from '../../http/audit.js';
import { answerAfterCommit } from '../../http/idempotency.js';
import { invitationMail } from '../../mail/templates.js';
import { userShape } from '../user/shape.js';
import { userStore } from '../user/store.js';
import { organizationShape } from './shape.js';
import { organizationStore } from './store.js';

// The caller's own organisation: every member reads it, admins change it (`x-access`).

export const organizationRoutes = new Hono<AppEnv>();

/** Every member reads it: it carries the theme colours and first day of the week for the app. */
route(organizationRoutes, '/api/organization/for/currentuser', 'get', async (c) => {
  return c.json(organizationShape(await storeOf(c, organizationStore).find(currentUser(c).organization_id)), 200);
});

checkBody('/api/organization/save/details', 'post', businessNumberErrors);
route(organizationRoutes, '/api/organization/save/details', 'post', async (c, { body }) => {
  const organizations = storeOf(c, organizationStore);
  const id = currentUser(c).organization_id;
  const fields = organizationDetailsFields(body);
  const before = await organizations.find(id);
  const updated = await organizations.update(id, fields);
  await audit(c, 'organization.details', { type: 'organization', id }, { fields: changedFields(before, fields) });
  return c.json(organizationShape(updated), 200);
});

/** One Settings tab at a time (General, Theme or Invoices): only the properties sent change. */
// The contract makes the origins unique as written; the same origin in another case is a duplicate too.
checkBody('/api/organization/save/update', 'post', (body): Record<string, MessageId> =>
  body.api_origins && hasDuplicateOrigin(body.api_origins) ? { api_origins: 'organization.api_origins_duplicate' } : {},
);
route(organizationRoutes, '/api/organization/save/update', 'post', async (c, { body }) => {
  const fields = organizationSettingsFields(body);
  const organizations = storeOf(c, organizationStore);
  const id = currentUser(c).organization_id;
  const before = await organizations.find(id);
  const organization = Object.keys(fields).length === 0 ? before : await organizations.update(id, fields);
  const changed = changedFields(before, fields);
  if (changed.length > 0) await audit(c, 'organization.settings', { type: 'organization', id }, { fields: changed });
  return c.json(organizationShape(organization), 200);
});

/**
 * A pending member plus a mail with the join link. The mail goes out once the member is
 * committed, and the answer waits for it: when it cannot be sent the member is removed again
 * (500), so the admin can simply invite once more.
 */
route(organizationRoutes, '/api/organization/send/invite', 'post', async (c, { body }) => {
  const admin = currentUser(c);
  const email = normalizeEmail(body.email);
  await storeOf(c, userStore).assertEmailFree(email);
  const organization = await storeOf(c, organizationStore).find(admin.organization_id);
  const token = newLinkToken();
  const member = await storeOf(c, organizationStore).invite(organization, email, token, new Date());
  await audit(c, 'member.invited', { type: 'user', id: member.id }, { email });

  const link = invitationLink(c.get('config').appUrl, token);
  const mail = invitationMail(organization.locale, { organizationName: organization.name, link });
  const mailer = c.get('mailer');
  answerAfterCommit(c, async () => {
    try {
      await mailer.send({ ...mail, to: email, link });
    } catch (error) {
      console.error(`invitation mail to ${email} failed:`, error);
      // After the commit the request's handle is the database itself again.
      await storeOf(c, organizationStore).withdrawInvitation(organization.id, member.id);
      throw new HttpError(500, 'invitation.mail_failed');
    }
  });
  return c.json(userShape(member, admin.id), 201);
});

/**
 * PNG or JPEG by content; its size was checked against the contract's `x-max-bytes` already.
 * What is stored (and served) is the image decoded and encoded anew, never the uploaded bytes.
 */
route(organizationRoutes, '/api/organization/save/logo', 'post', async (c) => {
  const uploaded = Buffer.from(await validFile(c, 'logo').arrayBuffer());
  const type = await logoTypeOf(uploaded);
  const bytes = type && (await cleanLogo(uploaded, type));
  if (!type || !bytes) throw new ValidationFailure({ logo: 'logo.not_image' });
  const updated = await storeOf(c, organizationStore).saveLogo(currentUser(c).organization_id, { mime: type, bytes });
  await audit(c, 'organization.logo', { type: 'organization', id: updated.id });
  return c.json(organizationShape(updated), 200);
});
