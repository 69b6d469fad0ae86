import { describe, expect, it } from 'vitest';
import type { Actor } from '../src/actions/actor.js';
import { approveWeek, rejectWeek, submitWeek, undoApproval } from '../src/actions/approval.js';
import { lockPeriod, unlockPeriod } from '../src/actions/locks.js';
import { saveMailTemplates, saveOrganizationDetails, saveOrganizationLogo, saveOrganizationSettings } from '../src/actions/organization.js';
import { endMemberSessions, inviteMember, removeMember, toggleMemberFlag } from '../src/actions/team.js';
import { addTimeLine, copyTimeLines, removeTimeLine, saveNote, saveTime } from '../src/actions/time.js';
import type { Db } from '../src/db/database.js';
import { ownTransaction } from '../src/db/transaction.js';
import { HttpError, ValidationFailure } from '../src/domain/failures.js';
import { timeStore } from '../src/resources/time/store.js';
import { insertSession } from '../src/stores/sessions.js';
import { imageOf } from './support/images.js';
import { auditEntries, useActionWorld } from './support/actionWorld.js';
import { addMember } from './support/people.js';

// The state changes outside HTTP: each action called as a job or the command line would call
// it (a system actor, no person) or as a member, in a transaction of its own on a fresh
// database, leaves its rows and its audit entry — and nothing when it refuses.

let db: Db;
let organizationId: number;
let system: Actor;
let admin: Actor;
let member: Actor;

useActionWorld('actions', (world) => ({ db, organizationId, system, admin, member } = world));

/** The organisation's audit entries of `kind`, oldest first. */
const entries = (kind: string) => auditEntries(db, organizationId, kind);

describe('organisation settings as actions', () => {
  it('saves details, settings, a logo and mail templates, each with its audit entry; a refusal changes nothing', async () => {
    const details = await ownTransaction(db, (trx) => saveOrganizationDetails(trx, admin, { name: 'Studio Zuid', city: 'Utrecht' }));
    expect(details).toMatchObject({ name: 'Studio Zuid', city: 'Utrecht' });
    expect(await entries('organization.details')).toEqual([
      { user_id: admin.userId, subject_type: 'organization', subject_id: organizationId, details: JSON.stringify({ fields: ['city', 'name'] }), request_id: 'req-admin' },
    ]);

    await ownTransaction(db, (trx) => saveOrganizationSettings(trx, system, { time_approval: true, timer_rounding: 15 }));
    // The same values again change nothing, and are not recorded.
    await ownTransaction(db, (trx) => saveOrganizationSettings(trx, system, { time_approval: true }));
    const row = await db.selectFrom('organizations').select(['time_approval', 'timer_rounding', 'logo_version']).where('id', '=', organizationId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ time_approval: 1, timer_rounding: 15 });
    expect(await entries('organization.settings')).toEqual([
      { user_id: null, subject_type: 'organization', subject_id: organizationId, details: JSON.stringify({ fields: ['time_approval', 'timer_rounding'] }), request_id: null },
    ]);

    await expect(ownTransaction(db, (trx) => saveOrganizationLogo(trx, admin, Buffer.from('no image')))).rejects.toBeInstanceOf(ValidationFailure);
    const logo = await ownTransaction(db, async (trx) => saveOrganizationLogo(trx, admin, await imageOf('png', 4, 4)));
    expect(logo).toMatchObject({ logo_mime: 'image/png', logo_version: row.logo_version + 1 });
    expect(await entries('organization.logo')).toHaveLength(1);

    const reminder = { kind: 'reminder' as const, locale: 'nl' as const, subject: 'Herinnering', body: '<p>Betaal :invoice</p>' };
    await expect(ownTransaction(db, (trx) => saveMailTemplates(trx, admin, [reminder, reminder]))).rejects.toMatchObject({ errors: { 'templates.1': 'invoicemails.template_twice' } });
    const templates = await ownTransaction(db, (trx) => saveMailTemplates(trx, system, [reminder]));
    expect(templates).toEqual([reminder]);
    expect(await entries('organization.mail_templates')).toEqual([
      { user_id: null, subject_type: 'organization', subject_id: organizationId, details: JSON.stringify({ fields: ['reminder.nl'] }), request_id: null },
    ]);
  });
});

describe('week approval as actions', () => {
  it('submits a member’s week, approves, undoes and rejects it without a request', async () => {
    // Approval is on (the settings test above turned it on; turned on here too, so this test stands alone).
    await ownTransaction(db, (trx) => saveOrganizationSettings(trx, system, { time_approval: true }));
    await ownTransaction(db, (trx) => submitWeek(trx, member, '2026-03-04'));
    const week = await db.selectFrom('week_submissions').selectAll().where('user_id', '=', member.userId!).executeTakeFirstOrThrow();
    expect(week).toMatchObject({ organization_id: organizationId, week_start: '2026-03-02', week_end: '2026-03-08', status: 'submitted' });
    // A submitted week is not submitted again; a job has no week of its own.
    await expect(ownTransaction(db, (trx) => submitWeek(trx, member, '2026-03-05'))).rejects.toMatchObject({ status: 409, messageId: 'approval.already_submitted' });
    await expect(ownTransaction(db, (trx) => submitWeek(trx, system, '2026-03-05'))).rejects.toThrow();

    const approved = await ownTransaction(db, (trx) => approveWeek(trx, system, week.id));
    expect(approved).toMatchObject({ status: 'approved', decided_by_name: null });
    const undone = await ownTransaction(db, (trx) => undoApproval(trx, admin, week.id));
    expect(undone.status).toBe('submitted');

    // A blank comment is refused and decides nothing.
    await expect(ownTransaction(db, (trx) => rejectWeek(trx, admin, week.id, '  ', 'https://kwartier.test'))).rejects.toBeInstanceOf(ValidationFailure);
    expect((await db.selectFrom('week_submissions').select('status').where('id', '=', week.id).executeTakeFirstOrThrow()).status).toBe('submitted');
    const { submission, mail } = await ownTransaction(db, (trx) => rejectWeek(trx, admin, week.id, 'Monday is missing', 'https://kwartier.test'));
    expect(submission).toMatchObject({ status: 'rejected', comment: 'Monday is missing', decided_by_name: 'Anna Admin' });
    expect(mail).toMatchObject({ link: 'https://kwartier.test/time?week=2026-03-02' });
    expect(mail.text).toContain('Anna Admin');
    expect(mail.text).toContain('Monday is missing');

    const details = JSON.stringify({ name: 'Mark Member', start: '2026-03-02', end: '2026-03-08' });
    expect(await entries('time.approved')).toEqual([{ user_id: null, subject_type: 'week', subject_id: week.id, details, request_id: null }]);
    expect(await entries('time.approval_undone')).toEqual([{ user_id: admin.userId, subject_type: 'week', subject_id: week.id, details, request_id: 'req-admin' }]);
    expect(await entries('time.rejected')).toEqual([{ user_id: admin.userId, subject_type: 'week', subject_id: week.id, details, request_id: 'req-admin' }]);
  });
});

describe('locked periods as actions', () => {
  it('locks and unlocks days by a job; a period that runs backwards is refused and kept out', async () => {
    const lock = await ownTransaction(db, (trx) => lockPeriod(trx, system, { start_date: '2026-01-01', end_date: '2026-01-31' }));
    expect(await db.selectFrom('period_locks').select(['start_date', 'end_date', 'locked_by']).where('id', '=', lock.id).executeTakeFirst()).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      locked_by: null,
    });
    await expect(ownTransaction(db, (trx) => lockPeriod(trx, system, { start_date: '2026-02-10', end_date: '2026-02-01' }))).rejects.toBeInstanceOf(ValidationFailure);
    await ownTransaction(db, (trx) => unlockPeriod(trx, system, lock.id));
    expect(await db.selectFrom('period_locks').select('id').where('organization_id', '=', organizationId).execute()).toEqual([]);
    await expect(ownTransaction(db, (trx) => unlockPeriod(trx, system, lock.id))).rejects.toMatchObject({ status: 404 });

    const period = JSON.stringify({ start: '2026-01-01', end: '2026-01-31' });
    expect(await entries('time.locked')).toEqual([{ user_id: null, subject_type: 'lock', subject_id: lock.id, details: period, request_id: null }]);
    expect(await entries('time.unlocked')).toEqual([{ user_id: null, subject_type: 'lock', subject_id: lock.id, details: period, request_id: null }]);
  });
});

describe('the team as actions', () => {
  it('invites, changes a role, deactivates, ends sessions and removes members; never the admin’s own', async () => {
    const { member: invited, mail } = await ownTransaction(db, (trx) => inviteMember(trx, system, ' New@Example.org ', 'https://kwartier.test'));
    expect(invited).toMatchObject({ organization_id: organizationId, email: 'new@example.org', name: '', password_hash: null, admin: 0 });
    expect(mail.to).toBe('new@example.org');
    expect(mail.link).toBe(`https://kwartier.test/invitation/${invited.invite_token}`);
    // The address is taken now.
    await expect(ownTransaction(db, (trx) => inviteMember(trx, system, 'new@example.org', 'https://kwartier.test'))).rejects.toBeInstanceOf(ValidationFailure);

    const promoted = await ownTransaction(db, (trx) => toggleMemberFlag(trx, admin, member.userId!, 'admin'));
    expect(promoted.admin).toBe(1);
    await expect(ownTransaction(db, (trx) => toggleMemberFlag(trx, admin, admin.userId!, 'active'))).rejects.toMatchObject({ status: 409, messageId: 'team.self_deactivate' });
    await insertSession(db, { id: 'a'.repeat(64), userId: member.userId!, organizationId: member.organizationId, expiresAt: new Date(Date.now() + 3_600_000), now: new Date(), userAgent: null, address: null });
    const deactivated = await ownTransaction(db, (trx) => toggleMemberFlag(trx, system, member.userId!, 'active'));
    expect(deactivated.active).toBe(0);
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', member.userId!).execute()).toEqual([]);
    await ownTransaction(db, (trx) => endMemberSessions(trx, system, member.userId!));

    await ownTransaction(db, (trx) => removeMember(trx, admin, invited.id));
    expect(await db.selectFrom('users').select('id').where('id', '=', invited.id).executeTakeFirst()).toBeUndefined();
    await expect(ownTransaction(db, (trx) => removeMember(trx, admin, invited.id))).rejects.toBeInstanceOf(HttpError);

    const subject = (id: number) => ({ subject_type: 'user', subject_id: id });
    expect(await entries('member.invited')).toEqual([{ user_id: null, ...subject(invited.id), details: JSON.stringify({ email: 'new@example.org' }), request_id: null }]);
    expect(await entries('member.role')).toEqual([
      { user_id: admin.userId, ...subject(member.userId!), details: JSON.stringify({ name: 'Mark Member', from: 'member', to: 'admin' }), request_id: 'req-admin' },
    ]);
    expect(await entries('member.active')).toEqual([
      { user_id: null, ...subject(member.userId!), details: JSON.stringify({ name: 'Mark Member', from: 'active', to: 'inactive' }), request_id: null },
    ]);
    expect(await entries('member.sessions_ended')).toHaveLength(1);
    expect(await entries('member.deleted')).toEqual([{ user_id: admin.userId, ...subject(invited.id), details: JSON.stringify({ name: '' }), request_id: 'req-admin' }]);
  });
});

describe('the time sheet as actions', () => {
  it('adds a line, saves hours and a note, copies and removes lines of a member’s own week', async () => {
    const now = new Date().toISOString();
    const worker: Actor = { organizationId, userId: (await addMember(db, organizationId)).id, locale: 'en', requestId: null };
    const { id: client_id } = await db.insertInto('clients').values({ organization_id: organizationId, name: 'Client', active: 1, created_at: now }).returning('id').executeTakeFirstOrThrow();
    const { id: project_id } = await db
      .insertInto('projects')
      .values({ organization_id: organizationId, client_id, name: 'Website', projectnumber: 'P-1', active: 1, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: activity_id } = await db.insertInto('activities').values({ organization_id: organizationId, project_id, name: 'Design', active: 1, created_at: now }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('activity_user').values({ organization_id: organizationId, activity_id, user_id: worker.userId!, rate_cents: 8500, created_at: now }).execute();
    const entries = () => db.selectFrom('time_entries').select(['date', 'minutes', 'rate_cents', 'note']).where('user_id', '=', worker.userId!).orderBy('date').execute();

    const added = await ownTransaction(db, (trx) => addTimeLine(trx, worker, { date: '2026-04-08', activity_id }));
    expect(added.week).toMatchObject({ start: '2026-04-06', end: '2026-04-12' });
    const { activities } = await ownTransaction(db, (trx) => saveTime(trx, worker, { date: '2026-04-08', activity_id, time: 90 }));
    expect(activities?.find((line) => line.activity_id === activity_id)?.times).toEqual([0, 0, 90, 0, 0, 0, 0]);
    // The same minutes again change nothing and are not recorded.
    await ownTransaction(db, (trx) => saveTime(trx, worker, { date: '2026-04-08', activity_id, time: 90 }));
    await ownTransaction(db, (trx) => saveNote(trx, worker, { date: '2026-04-08', activity_id, note: ' Wireframes ' }));
    expect((await entries()).map((row) => ({ ...row, rate_cents: Number(row.rate_cents) }))).toEqual([{ date: '2026-04-08', minutes: 90, rate_cents: 8500, note: 'Wireframes' }]);
    expect(await db.selectFrom('audit_entries').select(['user_id', 'subject_type', 'subject_id', 'details']).where('kind', '=', 'time.changed').execute()).toEqual([
      { user_id: worker.userId, subject_type: 'activity', subject_id: activity_id, details: JSON.stringify({ start: '2026-04-08', from: '0:00', to: '1:30' }) },
    ]);

    // A locked day takes no hours: refused, and the hours stay as they were.
    await ownTransaction(db, (trx) => lockPeriod(trx, system, { start_date: '2026-04-08', end_date: '2026-04-08' }));
    await expect(ownTransaction(db, (trx) => saveTime(trx, worker, { date: '2026-04-08', activity_id, time: 120 }))).rejects.toMatchObject({ errors: { date: 'time.reason.locked' } });
    await expect(ownTransaction(db, (trx) => removeTimeLine(trx, worker, { date: '2026-04-08', activity_id }))).rejects.toBeInstanceOf(ValidationFailure);
    expect((await entries()).map((row) => row.minutes)).toEqual([90]);

    // The next week starts empty: last week's line is copied, then removed again.
    const { sheet, skipped } = await ownTransaction(db, (trx) => copyTimeLines(trx, worker, '2026-04-15'));
    expect(skipped).toEqual([]);
    expect((await timeStore(db).week(organizationId, worker.userId!, sheet.week.days)).map((line) => line.activity_id)).toEqual([activity_id]);
    await ownTransaction(db, (trx) => removeTimeLine(trx, worker, { date: '2026-04-15', activity_id }));
    expect(await db.selectFrom('time_lines').select('week_start').where('user_id', '=', worker.userId!).orderBy('week_start').execute()).toEqual([{ week_start: '2026-04-06' }]);
    // A job has no time sheet of its own.
    await expect(ownTransaction(db, (trx) => saveTime(trx, system, { date: '2026-04-20', activity_id, time: 30 }))).rejects.toThrow();
  });
});
