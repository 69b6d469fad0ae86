import { expect } from 'vitest';
import type { Insertable } from 'kysely';
import type { Db } from '../../src/db/database.js';
import type { MembershipsTable, UsersTable } from '../../src/db/schema.js';
import { hashPassword } from '../../src/domain/passwords.js';
import { insertUser, setSuperAdmin } from '../../src/resources/team/store.js';
import { members } from '../../src/stores/members.js';
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
  // A person who signed up is in the one organisation they made.
  const row = await db.selectFrom('memberships').select('organization_id').where('user_id', '=', userId).orderBy('created_at').executeTakeFirstOrThrow();
  return row.organization_id;
}

/**
 * Puts an ordinary (non-admin) member into an organisation straight in the database: quicker
 * than the real way in (invite, mail, join), which test/mail.test.ts walks.
 */
export async function addMember(db: Db, organizationId: number, email = uniqueEmail('member'), options: { active?: boolean } = {}) {
  const now = new Date().toISOString();
  const member = await insertUser(
    db,
    { name: 'Mark Member', email, password_hash: await hashPassword(PASSWORD), super_admin: 0, locale: 'en', dateformat: 'DD-MM-YYYY', created_at: now },
    { organization_id: organizationId, admin: 0, active: options.active === false ? 0 : 1, invite_token: null, created_at: now },
  );
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

/** A member as one flat row (the person's columns and the membership's), written straight into both tables: the tests' shorthand. */
export async function insertMemberRow(
  db: Db,
  row: Omit<Insertable<UsersTable>, 'id'> & Pick<Insertable<MembershipsTable>, 'organization_id' | 'admin' | 'active' | 'invite_token'>,
): Promise<{ id: number }> {
  const { organization_id, admin, active, invite_token, ...person } = row;
  const member = await insertUser(db, person, { organization_id, admin, active, invite_token, created_at: person.created_at });
  return { id: member.id };
}

/** A person as a member (their columns and the membership's), in the organisation given, else the first they were in. */
export function memberRow(db: Db, userId: number, organizationId?: number) {
  let query = members(db).where('users.id', '=', userId);
  if (organizationId !== undefined) query = query.where('memberships.organization_id', '=', organizationId);
  return query.orderBy('memberships.created_at').executeTakeFirstOrThrow();
}
