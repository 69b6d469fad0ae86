import { Hono } from 'hono';
import { saveOrganizationDetails, saveOrganizationLogo, saveOrganizationSettings } from '../../actions/organization.js';
import { inviteMember, withdrawInvitation } from '../../actions/team.js';
import { ownTransaction } from '../../db/transaction.js';
import { currencyErrors } from '../../domain/currencies.js';
import { businessNumberErrors } from '../../domain/businessNumbers.js';
import { hasDuplicateOrigin } from '../../domain/accessTokens.js';
import type { MessageId } from '../../domain/messages.js';
import { actorOf } from '../../http/actor.js';
import { checkBody, currentUser, HttpError, route, storeOf, validFile, type AppEnv } from '../../http/context.js';
import { answerAfterCommit } from '../../http/idempotency.js';
import { userShape } from '../user/shape.js';
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
  return c.json(organizationShape(await saveOrganizationDetails(c.get('db'), actorOf(c), body)), 200);
});

/** One Settings tab at a time (General, Theme, Time or Invoices): only the properties sent change. */
// The contract makes the origins unique as written; the same origin in another case is a duplicate too.
checkBody('/api/organization/save/update', 'post', (body) => ({
  ...(body.api_origins && hasDuplicateOrigin(body.api_origins) ? { api_origins: 'organization.api_origins_duplicate' as MessageId } : {}),
  ...currencyErrors(body),
}));
route(organizationRoutes, '/api/organization/save/update', 'post', async (c, { body }) => {
  return c.json(organizationShape(await saveOrganizationSettings(c.get('db'), actorOf(c), body)), 200);
});

/**
 * A pending member plus a mail with the join link. The mail goes out once the member is
 * committed, and the answer waits for it: when it cannot be sent the member is removed again
 * (500), so the admin can simply invite once more.
 */
route(organizationRoutes, '/api/organization/send/invite', 'post', async (c, { body }) => {
  const actor = actorOf(c);
  const { member, mail } = await inviteMember(c.get('db'), actor, body.email, c.get('config').appUrl);
  const mailer = c.get('mailer');
  answerAfterCommit(c, async () => {
    try {
      await mailer.send(mail);
    } catch (error) {
      console.error(`invitation mail to ${member.email} failed:`, error);
      // After the commit the request's handle is the database itself again.
      await ownTransaction(c.get('db'), (db) => withdrawInvitation(db, actor, member.id));
      throw new HttpError(500, 'invitation.mail_failed');
    }
  });
  return c.json(userShape(member, currentUser(c).id), 201);
});

/** PNG or JPEG by content; its size was checked against the contract's `x-max-bytes` already. */
route(organizationRoutes, '/api/organization/save/logo', 'post', async (c) => {
  const uploaded = Buffer.from(await validFile(c, 'logo').arrayBuffer());
  return c.json(organizationShape(await saveOrganizationLogo(c.get('db'), actorOf(c), uploaded)), 200);
});
