import { Hono } from 'hono';
import { audit } from '../../http/audit.js';
import { translate } from '../../domain/messages.js';
import { afterCommit } from '../../http/idempotency.js';
import { currentUser, HttpError, route, storeOf, ValidationFailure, type AppEnv } from '../../http/context.js';
import { weekRejectedMail } from '../../mail/templates.js';
import { organizationStore } from '../organization/store.js';
import { dayInWords } from '../time/rules.js';
import { sheetOf } from '../time/sheet.js';
import { decideProblem, lockProblem, submitProblem, undoProblem } from './rules.js';
import { lockShape, submissionShape } from './shape.js';
import { approvalStore } from './store.js';

// Approval of weeks and locked periods. A member submits their own week
// (`x-access: member`, answered as the refreshed week); admins list, approve and reject
// submissions, and lock and unlock periods (`x-access: admin`), all in their own organisation.

export const approvalRoutes = new Hono<AppEnv>();

route(approvalRoutes, '/api/time/submit', 'post', async (c, { body }) => {
  const { organizationId, userId, time, week, state, answer } = await sheetOf(c, body.date);
  // Holds the member as a save does, so a save of this week either lands before or is refused.
  await time.lockMember(userId);
  const problem = submitProblem(await state());
  if (problem) throw new HttpError(409, problem);
  await storeOf(c, approvalStore).submit(organizationId, userId, week, new Date());
  return c.json(await answer(true), 200);
});

route(approvalRoutes, '/api/approvals', 'get', async (c, { query }) => {
  const rows = await storeOf(c, approvalStore).list(currentUser(c).organization_id, query.status);
  return c.json(rows.map(submissionShape), 200);
});

/** A week's audit details: whose week (by name, as the entry's subject is the submission) and which days. */
const weekDetails = (submission: { user_name: string; week_start: string; week_end: string }) => ({
  name: submission.user_name,
  start: submission.week_start,
  end: submission.week_end,
});

route(approvalRoutes, '/api/approvals/{id}/approve', 'post', async (c, { params }) => {
  const admin = currentUser(c);
  const approvals = storeOf(c, approvalStore);
  const submission = await approvals.find(admin.organization_id, params.id, true);
  const problem = decideProblem(submission.status);
  if (problem) throw new HttpError(409, problem);
  await approvals.decide(admin.organization_id, submission.id, 'approved', null, admin.id, new Date());
  await audit(c, 'time.approved', { type: 'week', id: submission.id }, weekDetails(submission));
  return c.json(submissionShape(await approvals.find(admin.organization_id, submission.id)), 200);
});

route(approvalRoutes, '/api/approvals/{id}/undo', 'post', async (c, { params }) => {
  const admin = currentUser(c);
  const approvals = storeOf(c, approvalStore);
  // Held (PostgreSQL) like a decision; hours added to an invoice meanwhile are seen by `invoiced`,
  // since adding tracked time holds the entries it bills.
  const submission = await approvals.find(admin.organization_id, params.id, true);
  const problem = undoProblem(submission);
  if (problem) throw new HttpError(409, problem);
  await approvals.undoApproval(admin.organization_id, submission.id);
  await audit(c, 'time.approval_undone', { type: 'week', id: submission.id }, weekDetails(submission));
  return c.json(submissionShape(await approvals.find(admin.organization_id, submission.id)), 200);
});

/**
 * Rejects with a comment and mails the member after the commit and after the answer: the
 * rejection stands whatever the mail server does (a failure is logged; the member sees the
 * comment on their week anyway).
 */
route(approvalRoutes, '/api/approvals/{id}/reject', 'post', async (c, { params, body }) => {
  const admin = currentUser(c);
  const approvals = storeOf(c, approvalStore);
  const submission = await approvals.find(admin.organization_id, params.id, true);
  const problem = decideProblem(submission.status);
  if (problem) throw new HttpError(409, problem);
  const comment = body.comment.trim();
  if (comment === '') throw new ValidationFailure({ comment: 'validation.required' });
  await approvals.decide(admin.organization_id, submission.id, 'rejected', comment, admin.id, new Date());
  await audit(c, 'time.rejected', { type: 'week', id: submission.id }, weekDetails(submission));

  const member = await approvals.member(admin.organization_id, submission.user_id);
  const organization = await storeOf(c, organizationStore).find(admin.organization_id);
  const link = `${c.get('config').appUrl}/time?week=${submission.week_start}`;
  const mail = weekRejectedMail(member.locale, {
    organizationName: organization.name,
    adminName: admin.name || translate(member.locale, 'approval.an_admin'),
    week: dayInWords(submission.week_start, member.locale),
    comment,
    link,
  });
  const mailer = c.get('mailer');
  afterCommit(c, () => mailer.sendAfterAnswer({ ...mail, to: member.email, link }, 'week rejection mail'));
  return c.json(submissionShape(await approvals.find(admin.organization_id, submission.id)), 200);
});

route(approvalRoutes, '/api/locks', 'get', async (c) => {
  return c.json((await storeOf(c, approvalStore).locks(currentUser(c).organization_id)).map(lockShape), 200);
});

route(approvalRoutes, '/api/locks', 'post', async (c, { body }) => {
  const admin = currentUser(c);
  const problem = lockProblem(body.start_date, body.end_date);
  if (problem) throw new ValidationFailure({ end_date: problem.id }, problem.params);
  const lock = await storeOf(c, approvalStore).addLock(admin.organization_id, body, admin.id, new Date());
  await audit(c, 'time.locked', { type: 'lock', id: lock.id }, { start: lock.start_date, end: lock.end_date });
  return c.json(lockShape(lock), 201);
});

route(approvalRoutes, '/api/locks/{id}', 'delete', async (c, { params }) => {
  const lock = await storeOf(c, approvalStore).removeLock(currentUser(c).organization_id, params.id);
  await audit(c, 'time.unlocked', { type: 'lock', id: params.id }, { start: lock.start_date, end: lock.end_date });
  return c.body(null, 204);
});
