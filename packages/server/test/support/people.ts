import { expect } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { hashPassword } from '../../src/domain/passwords.js';
import { setSuperAdmin } from '../../src/resources/team/store.js';
import type { Browser } from './browser.js';
import type { TestServer } from './server.js';

/** What seeding needs of a server: its browsers and its database (a TestServer, or a cluster of instances). */
type Seedable = Pick<TestServer, 'browser' | 'db'>;

export const PASSWORD = 'correct horse battery';
let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

/** Signs up through the API: a new organisation with this browser's user as its admin. */
export async function signUp(browser: Browser, name = 'Anna de Vries', email = uniqueEmail('admin')) {
  const answer = await browser.post('/register', { name, email, password: PASSWORD, password_confirmation: PASSWORD });
  expect(answer.status).toBe(201);
  return { ...answer.body, email } as { id: number; email: string; name: string };
}

export async function organizationIdOf(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('organization_id').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.organization_id;
}

/**
 * Puts an ordinary (non-admin) member into an organisation straight in the database: quicker
 * than the real way in (invite, mail, join), which test/mail.test.ts walks.
 */
export async function addMember(db: Db, organizationId: number, email = uniqueEmail('member'), options: { active?: boolean } = {}) {
  const member = await db
    .insertInto('users')
    .values({
      organization_id: organizationId,
      name: 'Mark Member',
      email,
      password_hash: await hashPassword(PASSWORD),
      admin: 0,
      super_admin: 0,
      active: options.active === false ? 0 : 1,
      locale: 'en',
      dateformat: 'DD-MM-YYYY',
      invite_token: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: member.id, email };
}

/** An admin signed in in a browser of their own. */
export async function signedInAdmin(server: Seedable, name?: string) {
  const browser = server.browser();
  const user = await signUp(browser, name);
  return { browser, user, organizationId: await organizationIdOf(server.db, user.id) };
}

/** A new browser signed in as this user. */
export async function signIn(server: Pick<TestServer, 'browser'>, email: string, password = PASSWORD) {
  const browser = server.browser();
  const answer = await browser.post('/login', { email, password });
  expect(answer.status, answer.text).toBe(200);
  return browser;
}

/** A member (not admin) of the organisation, signed in in a browser of their own. */
export async function signedInMember(server: Seedable, organizationId: number) {
  const member = await addMember(server.db, organizationId);
  return { ...member, browser: await signIn(server, member.email) };
}

/** An admin of an organisation of their own who is also super admin (as the CLI makes one). */
export async function signedInSuperAdmin(server: Seedable) {
  const admin = await signedInAdmin(server, 'Sam Super');
  expect((await setSuperAdmin(server.db, admin.user.email, true)).kind).toBe('done');
  return admin;
}
