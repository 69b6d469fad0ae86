import { describe, expect, it } from 'vitest';
import { sessionIdOf } from '../src/domain/sessions.js';
import type { Browser } from './support/browser.js';
import { addMember, PASSWORD, signedInAdmin, signIn } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';
import { useSignedInAdmin } from './support/signedInAdmin.js';

// My profile › Sessions (GET/DELETE /api/user/sessions…, POST …/endothers) and
// an admin ending a member's sessions (POST /api/users/{id}/endsessions). Every answer is checked
// against openapi.yaml by the test browser; the role matrix rows are in roles.test.ts.

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface Listed {
  id: string;
  browser: string | null;
  os: string | null;
  device: string;
  address: string | null;
  signed_in_at: string;
  last_seen_at: string;
  is_current: boolean;
}

let server: TestServer;
let admin: Browser;
let organizationId: number;
let adminId: number;

useSignedInAdmin((setup) => ({ server, admin, organizationId, adminId } = setup), { name: 'Anna Admin' });

/** A browser of this user signed in from `address` (a loopback address) with a User-Agent. */
async function signedInFrom(email: string, address: string, userAgent: string) {
  const browser = server.browser(address);
  const answer = await browser.post('/login', { email, password: PASSWORD }, { headers: { 'user-agent': userAgent } });
  expect(answer.status, answer.text).toBe(200);
  return browser;
}

const list = async (browser: Browser) => {
  const answer = await browser.get<Listed[]>('/api/user/sessions');
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

const tokenOf = (browser: Browser) => browser.cookies.get('kwartier_session')!;

describe('my sessions', () => {
  it('lists my sessions with device, address and times, this one marked, naming none by its token', async () => {
    const { email } = await addMember(server.db, organizationId);
    const desk = await signedInFrom(email, '127.0.0.2', FIREFOX);
    const phone = await signedInFrom(email, '127.0.0.3', IPHONE);
    // Someone else's session never shows.
    await signIn(server, (await addMember(server.db, organizationId)).email);

    const answer = await desk.get('/api/user/sessions', { headers: { 'user-agent': FIREFOX } });
    const sessions = answer.body as Listed[];
    expect(sessions).toHaveLength(2);
    // This one first, though the phone signed in (was seen) later.
    const [current, other] = sessions;
    expect([current.is_current, other.is_current]).toEqual([true, false]);
    expect(current).toMatchObject({ browser: 'Firefox 133', os: 'Windows 10', device: 'desktop', address: '127.0.0.2' });
    expect(other).toMatchObject({ browser: 'Safari 18', os: 'iOS 18.1', device: 'mobile', address: '127.0.0.3' });
    expect(other.id).not.toBe(current.id);
    for (const session of sessions) expect(Date.parse(session.last_seen_at)).toBeGreaterThanOrEqual(Date.parse(session.signed_in_at));
    // Neither a token nor the hash a session is stored under is in the answer.
    for (const browser of [desk, phone]) {
      expect(answer.text).not.toContain(tokenOf(browser));
      expect(answer.text).not.toContain(sessionIdOf(tokenOf(browser)));
    }
    // The phone sees the same two, itself marked.
    const fromPhone = await list(phone);
    expect(fromPhone.map((session) => [session.id, session.is_current])).toEqual([
      [other.id, true],
      [current.id, false],
    ]);
  });

  it('ends another session: its next call is refused; again, or someone else’s, is 404; this one is 409', async () => {
    const { email } = await addMember(server.db, organizationId);
    const desk = await signedInFrom(email, '127.0.0.2', FIREFOX);
    const phone = await signedInFrom(email, '127.0.0.3', IPHONE);
    const other = (await list(desk)).find((session) => !session.is_current)!;
    const current = (await list(desk)).find((session) => session.is_current)!;

    // Another person (an admin of the same organisation) does not find it.
    expect((await admin.delete(`/api/user/sessions/${other.id}`)).status).toBe(404);
    expect((await phone.get('/api/user')).status).toBe(200);

    const ended = await desk.delete(`/api/user/sessions/${other.id}`);
    expect(ended.status, ended.text).toBe(204);
    // Its next call: a write answers 419 (the app reloads, to the sign-in page), and the cookie is cleared.
    expect((await phone.post('/api/user/updateprofile', { name: 'Still here?', email })).status).toBe(419);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await desk.delete(`/api/user/sessions/${other.id}`)).status).toBe(404);

    const own = await desk.delete(`/api/user/sessions/${current.id}`);
    expect(own.status).toBe(409);
    expect(own.body).toEqual({ message: 'This is the session you are using: sign out instead.' });
    expect((await desk.get('/api/user')).status).toBe(200);
    expect((await list(desk)).map((session) => session.id)).toEqual([current.id]);
  });

  it('says the refusal in Dutch to a Dutch user', async () => {
    const { email } = await addMember(server.db, organizationId);
    const browser = await signIn(server, email);
    await browser.post('/api/user/updateprofile', { name: 'Noor', email, locale: 'nl' });
    const [current] = await list(browser);
    expect((await browser.delete(`/api/user/sessions/${current.id}`)).body).toEqual({ message: 'Dit is de sessie die je nu gebruikt: meld je af.' });
  });

  it('signs out all others and keeps this one', async () => {
    const { email } = await addMember(server.db, organizationId);
    const [one, two, three] = [await signIn(server, email), await signIn(server, email), await signIn(server, email)];
    expect(await list(one)).toHaveLength(3);

    const answer = await one.post('/api/user/sessions/endothers');
    expect(answer.status, answer.text).toBe(204);
    expect((await two.get('/api/user')).status).toBe(401);
    expect((await three.get('/api/user')).status).toBe(401);
    const left = await list(one);
    expect(left).toHaveLength(1);
    expect(left[0].is_current).toBe(true);
  });

  it('ends every other session when the password changes', async () => {
    const { email } = await addMember(server.db, organizationId);
    const [one, two] = [await signIn(server, email), await signIn(server, email)];
    expect((await one.post('/api/user/changepassword', { password: 'a new horse battery', password_confirmation: 'a new horse battery' })).status).toBe(204);
    expect((await two.get('/api/user')).status).toBe(401);
    expect(await list(one)).toHaveLength(1);
  });
});

describe('last seen', () => {
  it('is noted when stale, at most once per five minutes, with where the session is used from', async () => {
    const { email } = await addMember(server.db, organizationId);
    const browser = await signedInFrom(email, '127.0.0.2', FIREFOX);
    const id = sessionIdOf(tokenOf(browser));
    const stored = () => server.db.selectFrom('sessions').select(['last_seen_at', 'user_agent', 'address']).where('id', '=', id).executeTakeFirstOrThrow();
    const signedIn = await stored();
    expect(signedIn).toMatchObject({ user_agent: FIREFOX, address: '127.0.0.2' });

    // Used again at once from another browser version: nothing is written.
    await browser.get('/api/user', { headers: { 'user-agent': IPHONE } });
    expect(await stored()).toEqual(signedIn);

    // Last seen ten minutes ago: the next request notes it, once.
    // On PostgreSQL the server keeps the session it read; a write of its own makes it read afresh.
    expect((await browser.post('/api/user/updateprofile', { name: 'Mark Member', email }, { headers: { 'user-agent': FIREFOX } })).status).toBe(200);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await server.db.updateTable('sessions').set({ last_seen_at: tenMinutesAgo }).where('id', '=', id).execute();
    await browser.get('/api/user', { headers: { 'user-agent': IPHONE } });
    const noted = await stored();
    expect(noted.last_seen_at! > tenMinutesAgo).toBe(true);
    expect(noted.user_agent).toBe(IPHONE);
    await browser.get('/api/user', { headers: { 'user-agent': FIREFOX } });
    expect(await stored()).toEqual(noted);

    const [listed] = await list(browser);
    expect(listed).toMatchObject({ last_seen_at: noted.last_seen_at, browser: 'Safari 18' });
  });

  it('takes the address from the proxy with TRUST_PROXY, as sign-in throttling does', async () => {
    const proxied = await startTestServer({ config: { trustProxy: true } });
    try {
      const { email } = await signedInAdmin(proxied).then(async ({ organizationId: org }) => addMember(proxied.db, org));
      const browser = proxied.browser();
      const forwarded = { 'x-forwarded-for': '198.51.100.9, 203.0.113.7' };
      expect((await browser.post('/login', { email, password: PASSWORD }, { headers: forwarded })).status).toBe(200);
      const [session] = (await browser.get('/api/user/sessions', { headers: forwarded })).body as Listed[];
      expect(session.address).toBe('203.0.113.7');
    } finally {
      await proxied.close();
    }
  });
});

describe('an admin ending a member’s sessions', () => {
  it('signs the member out everywhere; not themselves (409), not for a member (403), not another organisation’s (404)', async () => {
    const member = await addMember(server.db, organizationId);
    const [desk, phone] = [await signIn(server, member.email), await signIn(server, member.email)];
    const outsider = await signedInAdmin(server, 'Olga Outsider');

    expect((await outsider.browser.post(`/api/users/${member.id}/endsessions`)).status).toBe(404);
    expect((await desk.post(`/api/users/${member.id}/endsessions`)).status).toBe(403);
    expect((await desk.get('/api/user')).status).toBe(200);

    const ended = await admin.post(`/api/users/${member.id}/endsessions`);
    expect(ended.status, ended.text).toBe(204);
    expect((await desk.get('/api/user')).status).toBe(401);
    expect((await phone.get('/api/user')).status).toBe(401);
    // They may sign in again (unlike a deactivated member).
    expect((await (await signIn(server, member.email)).get('/api/user')).status).toBe(200);

    const self = await admin.post(`/api/users/${adminId}/endsessions`);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot sign yourself out everywhere here: use My profile › Sessions.');
    expect((await admin.get('/api/user')).status).toBe(200);
    // The outsider's own session was never touched.
    expect((await outsider.browser.get('/api/user')).status).toBe(200);
  });
});
