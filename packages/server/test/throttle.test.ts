import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../src/domain/tokens.js';
import { PASSWORD, signUp, uniqueEmail } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

// Login throttling as Laravel does it: attempts count per (account, client address) together,
// 5 a minute, and per client address, 20 a minute. Guesses from one place lock that place out,
// never the owner signing in from another.

const WRONG = ['These credentials do not match our records.'];
const THROTTLED = /^Too many login attempts\. Please try again in \d+ seconds\.$/;

describe('behind a proxy (TRUST_PROXY): the client address from X-Forwarded-For', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { trustProxy: true } });
  });
  afterAll(async () => {
    await server?.close();
  });

  let addressCounter = 0;
  function newAddress() {
    addressCounter += 1;
    return `10.0.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
  }

  function login(email: string, password: string, address: string, headers: Record<string, string> = {}) {
    return server.browser().post('/login', { email, password }, { headers: { 'x-forwarded-for': address, ...headers } });
  }

  it('allows 5 tries a minute per account from one address, then refuses even the right password there', async () => {
    const email = uniqueEmail('guessed');
    await signUp(server.browser(), 'Gina', email);
    const address = newAddress();
    for (let i = 0; i < 5; i++) expect((await login(email, `wrong ${i}`, address)).body.errors.email).toEqual(WRONG);
    const locked = await login(email.toUpperCase(), PASSWORD, address);
    expect(locked.status).toBe(422);
    const seconds = Number(locked.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(locked.body).toEqual({
      message: `Too many login attempts. Please try again in ${seconds} seconds.`,
      errors: { email: [`Too many login attempts. Please try again in ${seconds} seconds.`] },
    });
    expect(locked.headers.getSetCookie().join()).not.toContain('kwartier_session=');
    const dutch = await login(email, PASSWORD, address, { 'accept-language': 'nl' });
    expect(dutch.body.errors.email[0]).toMatch(/^Te veel inlogpogingen\. Probeer het over \d+ seconden opnieuw\.$/);

    // The owner, elsewhere, is not kept out by those guesses.
    expect((await login(email, PASSWORD, newAddress())).status).toBe(200);

    // A minute later that address may try again.
    await server.db.updateTable('login_throttles').set({ window_started_at: new Date(Date.now() - 61_000).toISOString() }).execute();
    expect((await login(email, PASSWORD, address)).status).toBe(200);
  });

  it('cannot lock the owner out, however many addresses the guesses come from', async () => {
    const email = uniqueEmail('owner');
    await signUp(server.browser(), 'Otto', email);
    for (let a = 0; a < 6; a++) {
      const address = newAddress();
      for (let i = 0; i < 7; i++) await login(email, `guess ${a}-${i}`, address);
      expect((await login(email, PASSWORD, address)).body.errors.email[0]).toMatch(THROTTLED);
    }
    const owner = await login(email, PASSWORD, newAddress());
    expect(owner.status).toBe(200);
  });

  it('starts afresh after a successful sign-in', async () => {
    const email = uniqueEmail('typo');
    await signUp(server.browser(), 'Tess', email);
    const address = newAddress();
    for (let i = 0; i < 4; i++) await login(email, 'typo', address);
    expect((await login(email, PASSWORD, address)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(email, 'typo', address)).body.errors.email).toEqual(WRONG);
  });

  it('counts an unknown address like a known one', async () => {
    const nobody = uniqueEmail('nobody');
    const address = newAddress();
    for (let i = 0; i < 5; i++) await login(nobody, 'guess', address);
    expect((await login(nobody, 'guess', address)).body.errors.email[0]).toMatch(THROTTLED);
  });

  it('holds against a burst of parallel guesses', async () => {
    const email = uniqueEmail('burst');
    await signUp(server.browser(), 'Bo', email);
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(email, `guess ${i}`, address)));
    const throttled = answers.filter((a) => THROTTLED.test(a.body.errors.email[0]));
    expect(throttled).toHaveLength(7);
  });

  it('allows 20 tries a minute from one address, whichever accounts they are for', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i++) expect((await login(uniqueEmail('spray'), 'guess', address)).body.errors.email).toEqual(WRONG);
    const email = uniqueEmail('victim');
    await signUp(server.browser(), 'Vic', email);
    const locked = await login(email, PASSWORD, address);
    expect(locked.body.errors.email[0]).toMatch(THROTTLED);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    // The same account from another address is fine.
    expect((await login(email, PASSWORD, newAddress())).status).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    const address = newAddress();
    const email = uniqueEmail('office');
    await signUp(server.browser(), 'Olga', email);
    for (let i = 0; i < 25; i++) expect((await login(email, PASSWORD, address)).status).toBe(200);
  });

  it('lets a password reset lift the account\'s lockouts at every address', async () => {
    const email = uniqueEmail('forgot');
    const { id } = await signUp(server.browser(), 'Fay', email);
    const addresses = [newAddress(), newAddress()];
    for (const address of addresses) for (let i = 0; i < 6; i++) await login(email, 'forgotten', address);
    for (const address of addresses) expect((await login(email, PASSWORD, address)).body.errors.email[0]).toMatch(THROTTLED);
    const token = `reset-${email}`;
    await server.db.insertInto('password_resets').values({ user_id: id, token_hash: tokenHash(token), created_at: new Date().toISOString() }).execute();
    const reset = await server.browser().post('/password/reset', { token, email, password: 'a new password', password_confirmation: 'a new password' });
    expect(reset.status).toBe(200);
    for (const address of addresses) expect((await login(email, 'a new password', address)).status).toBe(200);
  });
});

describe('without a proxy: the client address of the connection', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps the owner signing in from another machine in while one machine guesses', async () => {
    const email = uniqueEmail('owner');
    await signUp(server.browser(), 'Olaf', email);
    // The attacker at 127.0.0.1.
    for (let i = 0; i < 6; i++) await server.browser().post('/login', { email, password: `guess ${i}` });
    const attacker = await server.browser().post('/login', { email, password: PASSWORD });
    expect(attacker.body.errors.email[0]).toMatch(THROTTLED);
    // The owner at 127.0.0.2.
    const owner = await server.browser('127.0.0.2').post('/login', { email, password: PASSWORD });
    expect(owner.status).toBe(200);
    expect(owner.body.email).toBe(email);
  });

  it('ignores X-Forwarded-For: a client cannot claim fresh addresses', async () => {
    const email = uniqueEmail('spoof');
    await signUp(server.browser(), 'Sam', email);
    for (let i = 0; i < 6; i++) {
      await server.browser('127.0.0.3').post('/login', { email, password: `guess ${i}` }, { headers: { 'x-forwarded-for': `10.9.9.${i}` } });
    }
    const spoofed = await server.browser('127.0.0.3').post('/login', { email, password: PASSWORD }, { headers: { 'x-forwarded-for': '10.9.9.99' } });
    expect(spoofed.body.errors.email[0]).toMatch(THROTTLED);
    expect((await server.browser('127.0.0.4').post('/login', { email, password: PASSWORD })).status).toBe(200);
  });
});
