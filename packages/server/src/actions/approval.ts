import type { Db } from '../db/database.js';
import { HttpError, ValidationFailure } from '../domain/failures.js';
import { translate } from '../domain/messages.js';
import { weekRejectedMail } from '../mail/templates.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { decideProblem, submitProblem, undoProblem } from '../resources/approval/rules.js';
import { approvalStore, type SubmissionRow } from '../resources/approval/store.js';
import { organizationStore } from '../resources/organization/store.js';
import { memberWeek, type MemberWeek } from '../resources/time/memberWeek.js';
import { dayInWords } from '../resources/time/rules.js';
import { ownMemberOf, recordBy, type Actor } from './actor.js';
import { emitWebhookEvent } from './webhooks.js';

// A week's way through approval — submitted by its member, approved or rejected by an admin, an
// approval taken back — written once, each in its caller's transaction. A decision holds the
// submission's row (`find(…, true)`) meanwhile; a submit holds the member as a save does.

/** The audit trail's subject for a week submission. */
export const weekSubject = (id: number) => ({ type: 'week' as const, id });

/** A week's audit details: whose week (by name, as the entry's subject is the submission) and which days. */
const weekDetails = (submission: Pick<SubmissionRow, 'user_name' | 'week_start' | 'week_end'>) => ({
  name: submission.user_name,
  start: submission.week_start,
  end: submission.week_end,
});

/**
 * Submits the actor's own week containing `date` (409 when approval is off or the week is
 * submitted or approved already). Holds the member as a save does, so a save of this week
 * either lands before or is refused. Answers the week (its state is to be read again).
 */
export async function submitWeek(db: Db, actor: Actor, date: string, now = new Date()): Promise<MemberWeek> {
  const sheet = await memberWeek(db, actor.organizationId, ownMemberOf(actor), date);
  await sheet.time.lockMember(sheet.userId);
  const problem = submitProblem(await sheet.state());
  if (problem) throw new HttpError(409, problem);
  const approvals = approvalStore(db);
  const submissionId = await approvals.submit(sheet.organizationId, sheet.userId, sheet.week, now);
  await emitWebhookEvent(db, actor, 'week.submitted', weekSubject(submissionId), weekDetails(await approvals.find(sheet.organizationId, submissionId)), now);
  return sheet;
}

/** Approves a submitted week (409 for any other); answers the submission as it is now. */
export async function approveWeek(db: Db, actor: Actor, submissionId: number, now = new Date()): Promise<SubmissionRow> {
  const approvals = approvalStore(db);
  const submission = await approvals.find(actor.organizationId, submissionId, true);
  const problem = decideProblem(submission.status);
  if (problem) throw new HttpError(409, problem);
  await approvals.decide(actor.organizationId, submission.id, 'approved', null, actor.userId, now);
  await recordBy(db, actor, 'time.approved', weekSubject(submission.id), weekDetails(submission), now);
  return approvals.find(actor.organizationId, submission.id);
}

/**
 * Takes an approval back: the week is submitted again (409 unless approved, or when any of its
 * hours is on an invoice). Held like a decision; hours added to an invoice meanwhile are seen by
 * `invoiced`, since adding tracked time holds the entries it bills.
 */
export async function undoApproval(db: Db, actor: Actor, submissionId: number): Promise<SubmissionRow> {
  const approvals = approvalStore(db);
  const submission = await approvals.find(actor.organizationId, submissionId, true);
  const problem = undoProblem(submission);
  if (problem) throw new HttpError(409, problem);
  await approvals.undoApproval(actor.organizationId, submission.id);
  await recordBy(db, actor, 'time.approval_undone', weekSubject(submission.id), weekDetails(submission));
  return approvals.find(actor.organizationId, submission.id);
}

/**
 * Rejects a submitted week with a comment (422 when it is blank; 409 unless submitted). Answers
 * the submission as it is now and the mail that tells the member, in their language, linking to
 * their week at `appUrl`: the caller sends it after the commit, and the rejection stands whatever
 * the mail server does.
 */
export async function rejectWeek(
  db: Db,
  actor: Actor,
  submissionId: number,
  comment: string,
  appUrl: string,
  now = new Date(),
): Promise<{ submission: SubmissionRow; mail: OutgoingMail }> {
  const { organizationId } = actor;
  const approvals = approvalStore(db);
  const submission = await approvals.find(organizationId, submissionId, true);
  const problem = decideProblem(submission.status);
  if (problem) throw new HttpError(409, problem);
  const text = comment.trim();
  if (text === '') throw new ValidationFailure({ comment: 'validation.required' });
  await approvals.decide(organizationId, submission.id, 'rejected', text, actor.userId, now);
  await recordBy(db, actor, 'time.rejected', weekSubject(submission.id), weekDetails(submission), now);

  const member = await approvals.member(organizationId, submission.user_id);
  const admin = actor.userId === null ? null : await approvals.member(organizationId, actor.userId);
  const organization = await organizationStore(db).find(organizationId);
  const link = `${appUrl}/time?week=${submission.week_start}`;
  const content = weekRejectedMail(member.locale, {
    organizationName: organization.name,
    adminName: admin?.name || translate(member.locale, 'approval.an_admin'),
    week: dayInWords(submission.week_start, member.locale),
    comment: text,
    link,
  });
  return { submission: await approvals.find(organizationId, submission.id), mail: { ...content, to: member.email, link } };
}
