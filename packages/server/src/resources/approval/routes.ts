import { Hono } from 'hono';
import { approveWeek, rejectWeek, submitWeek, undoApproval } from '../../actions/approval.js';
import { lockPeriod, unlockPeriod } from '../../actions/locks.js';
import { actorOf } from '../../http/actor.js';
import { afterCommit } from '../../http/idempotency.js';
import { currentUser, route, storeOf, type AppEnv } from '../../http/context.js';
import { answering } from '../time/sheet.js';
import { lockShape, submissionShape } from './shape.js';
import { approvalStore } from './store.js';

// Approval of weeks and locked periods. A member submits their own week
// (`x-access: member`, answered as the refreshed week); admins list, approve and reject
// submissions, and lock and unlock periods (`x-access: admin`), all in their own organisation.

export const approvalRoutes = new Hono<AppEnv>();

route(approvalRoutes, '/api/time/submit', 'post', async (c, { body }) => {
  const sheet = await submitWeek(c.get('db'), actorOf(c), body.date);
  return c.json(await answering(c, sheet).answer(true), 200);
});

route(approvalRoutes, '/api/approvals', 'get', async (c, { query }) => {
  const rows = await storeOf(c, approvalStore).list(currentUser(c).organization_id, query.status);
  return c.json(rows.map(submissionShape), 200);
});

route(approvalRoutes, '/api/approvals/{id}/approve', 'post', async (c, { params }) => {
  return c.json(submissionShape(await approveWeek(c.get('db'), actorOf(c), params.id)), 200);
});

route(approvalRoutes, '/api/approvals/{id}/undo', 'post', async (c, { params }) => {
  return c.json(submissionShape(await undoApproval(c.get('db'), actorOf(c), params.id)), 200);
});

/**
 * Rejects with a comment and mails the member after the commit and after the answer: the
 * rejection stands whatever the mail server does (a failure is logged; the member sees the
 * comment on their week anyway).
 */
route(approvalRoutes, '/api/approvals/{id}/reject', 'post', async (c, { params, body }) => {
  const { submission, mail } = await rejectWeek(c.get('db'), actorOf(c), params.id, body.comment, c.get('config').appUrl);
  const mailer = c.get('mailer');
  afterCommit(c, () => mailer.sendAfterAnswer(mail, 'week rejection mail'));
  return c.json(submissionShape(submission), 200);
});

route(approvalRoutes, '/api/locks', 'get', async (c) => {
  return c.json((await storeOf(c, approvalStore).locks(currentUser(c).organization_id)).map(lockShape), 200);
});

route(approvalRoutes, '/api/locks', 'post', async (c, { body }) => {
  return c.json(lockShape(await lockPeriod(c.get('db'), actorOf(c), body)), 201);
});

route(approvalRoutes, '/api/locks/{id}', 'delete', async (c, { params }) => {
  await unlockPeriod(c.get('db'), actorOf(c), params.id);
  return c.body(null, 204);
});
