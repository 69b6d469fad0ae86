import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from './cli.js';
import { createDatabase } from './db/database.js';
import { newOrganization } from './domain/organizations.js';
import { insertMemberRow } from '../test/support/people.js';

const dataDir = mkdtempSync(join(tmpdir(), 'kwartier-cli-'));
const env = { DATA_DIR: dataDir };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function superAdminFlag(email: string) {
  const db = createDatabase({ dataDir });
  try {
    return (await db.selectFrom('users').select('super_admin').where('email', '=', email).executeTakeFirstOrThrow()).super_admin;
  } finally {
    await db.destroy();
  }
}

describe('kwartier-admin', () => {
  it('explains its usage', async () => {
    expect(await run([], env)).toMatchObject({ code: 2, output: expect.stringContaining('make-super-admin <email>') });
    expect((await run(['make-admin', 'a@b.c'], env)).code).toBe(2);
    expect((await run(['make-super-admin'], env)).code).toBe(2);
    expect((await run(['list-super-admins', 'a@b.c'], env)).code).toBe(2);
    expect((await run(['run-due-jobs', '31-12-2026'], env)).code).toBe(2);
    expect((await run(['run-due-jobs', '2026-02-30'], env)).code).toBe(2);
    expect((await run(['run-due-jobs', '2026-12-01', '2026-12-02'], env)).code).toBe(2);
    expect((await run(['backup'], env)).code).toBe(2);
    expect((await run(['backup', '--force'], env)).code).toBe(2);
    expect((await run(['restore', 'a.backup', 'b.backup'], env)).code).toBe(2);
  });

  it('runs the due jobs once for a day (test/recurring.test.ts runs it from two processes at once)', async () => {
    expect(await run(['run-due-jobs', '2026-12-01'], env)).toEqual({ code: 0, output: 'recurring invoices: nothing due\npayment reminders: nothing due\nbudget alerts: nothing due' });
  });

  it('says so when nobody has the address (and migrates a new database first)', async () => {
    expect(await run(['make-super-admin', 'nobody@example.org'], env)).toEqual({
      code: 1,
      output: 'No user has the email nobody@example.org. Sign up (or be invited and join) first, then run this again.',
    });
  });

  it('makes a user super admin, lists them and takes it away again', async () => {
    const db = createDatabase({ dataDir });
    const org = await db.insertInto('organizations').values(newOrganization({ name: 'Anna' }, new Date())).returning('id').executeTakeFirstOrThrow();
    await insertMemberRow(db, { organization_id: org.id, name: 'Anna', email: 'anna@example.org', password_hash: 'a hash', admin: 1, super_admin: 0, active: 1, locale: 'en', dateformat: 'DD-MM-YYYY', invite_token: null, created_at: new Date().toISOString() });
    await db.destroy();

    expect(await run(['list-super-admins'], env)).toEqual({ code: 0, output: 'There are no super admins.' });
    expect(await run(['make-super-admin', 'Anna@Example.org'], env)).toEqual({ code: 0, output: 'Anna <anna@example.org> is now a super admin.' });
    expect(await superAdminFlag('anna@example.org')).toBe(1);
    expect(await run(['list-super-admins'], env)).toEqual({ code: 0, output: 'Anna <anna@example.org> (Anna)' });
    expect(await run(['remove-super-admin', 'anna@example.org'], env)).toEqual({ code: 0, output: 'Anna <anna@example.org> is no longer a super admin.' });
    expect(await superAdminFlag('anna@example.org')).toBe(0);
  });

  it('does not make a pending invitation super admin: whoever opens its link would be one', async () => {
    const db = createDatabase({ dataDir });
    const org = await db.insertInto('organizations').values(newOrganization({ name: 'Studio' }, new Date())).returning('id').executeTakeFirstOrThrow();
    await insertMemberRow(db, { organization_id: org.id, name: '', email: 'pending@example.org', password_hash: null, admin: 0, super_admin: 0, active: 1, locale: 'en', dateformat: 'DD-MM-YYYY', invite_token: 'invite', created_at: new Date().toISOString() });
    await db.destroy();

    expect(await run(['make-super-admin', 'pending@example.org'], env)).toEqual({
      code: 1,
      output: 'pending@example.org has not accepted their invitation yet. Run this again once they have joined.',
    });
    expect(await superAdminFlag('pending@example.org')).toBe(0);
  });

  it('resets a member\'s two-factor sign-in: secret and recovery codes go', async () => {
    const db = createDatabase({ dataDir });
    const org = await db.insertInto('organizations').values(newOrganization({ name: 'Bram' }, new Date())).returning('id').executeTakeFirstOrThrow();
    const user = await insertMemberRow(db, { organization_id: org.id, name: 'Bram', email: 'bram@example.org', password_hash: 'a hash', admin: 1, super_admin: 0, active: 1, locale: 'en', dateformat: 'DD-MM-YYYY', invite_token: null, created_at: new Date().toISOString(), two_factor_secret: 'v1.sealed', two_factor_last_step: 5 });
    await db.insertInto('two_factor_recovery_codes').values({ user_id: user.id, code_hash: 'h1' }).execute();
    await db.destroy();

    expect(await run(['reset-two-factor', 'nobody@example.org'], env)).toEqual({ code: 1, output: 'No user has the email nobody@example.org.' });
    expect(await run(['reset-two-factor', 'Bram@example.org'], env)).toEqual({
      code: 0,
      output: 'Two-factor sign-in of Bram <bram@example.org> is off; they sign in with their password and can set it up again.',
    });
    expect(await run(['reset-two-factor', 'bram@example.org'], env)).toEqual({ code: 0, output: 'Bram <bram@example.org> has no two-factor sign-in; nothing changed.' });
    const check = createDatabase({ dataDir });
    try {
      expect(await check.selectFrom('users').select(['two_factor_secret', 'two_factor_last_step']).where('id', '=', user.id).executeTakeFirstOrThrow()).toEqual({ two_factor_secret: null, two_factor_last_step: null });
      expect(await check.selectFrom('two_factor_recovery_codes').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
      // In the organisation's audit trail, by no person of it (the operator), once.
      expect(await check.selectFrom('audit_entries').select(['kind', 'user_id', 'subject_id']).where('kind', '=', 'user.two_factor_reset').execute()).toEqual([
        { kind: 'user.two_factor_reset', user_id: null, subject_id: user.id },
      ]);
    } finally {
      await check.destroy();
    }
  });
});
