import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signUp, uniqueEmail } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

// Behind a (pretend) proxy, so each test can speak from addresses of its own.
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

function login(email: string, password: string, address = newAddress(), headers: Record<string, string> = {}) {
  return server.browser().post('/login', { email, password }, { headers: { 'x-forwarded-for': address, ...headers } });
}

describe('login throttling per account', () => {
  it('allows 5 tries a minute, then refuses even the right password with a clear message', async () => {
    const email = uniqueEmail('guessed');
    await signUp(server.browser(), 'Gina', email);
    for (let i = 0; i < 5; i++) {
      const wrong = await login(email, `wrong ${i}`);
      expect(wrong.body.errors.email).toEqual(['These credentials do not match our records.']);
    }
    const locked = await login(email.toUpperCase(), PASSWORD);
    expect(locked.status).toBe(422);
    const seconds = Number(locked.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(locked.body).toEqual({
      message: `Too many login attempts. Please try again in ${seconds} seconds.`,
      errors: { email: [`Too many login attempts. Please try again in ${seconds} seconds.`] },
    });
    expect(locked.headers.getSetCookie().join()).not.toContain('kwartier_session=');
    const dutch = await login(email, PASSWORD, newAddress(), { 'accept-language': 'nl' });
    expect(dutch.body.errors.email[0]).toMatch(/^Te veel inlogpogingen\. Probeer het over \d+ seconden opnieuw\.$/);

    // A minute later the account may try again.
    await server.db.updateTable('login_throttles').set({ window_started_at: new Date(Date.now() - 61_000).toISOString() }).where('key', '=', `email:${email}`).execute();
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('starts afresh after a successful sign-in', async () => {
    const email = uniqueEmail('typo');
    await signUp(server.browser(), 'Tess', email);
    for (let i = 0; i < 4; i++) await login(email, 'typo');
    expect((await login(email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(email, 'typo')).body.errors.email[0]).toBe('These credentials do not match our records.');
  });

  it('counts an unknown address like a known one', async () => {
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 5; i++) await login(nobody, 'guess');
    expect((await login(nobody, 'guess')).body.errors.email[0]).toMatch(/^Too many login attempts/);
  });

  it('holds against a burst of parallel guesses', async () => {
    const email = uniqueEmail('burst');
    await signUp(server.browser(), 'Bo', email);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(email, `guess ${i}`)));
    const throttled = answers.filter((a) => a.body.errors.email[0].startsWith('Too many login attempts'));
    expect(throttled).toHaveLength(7);
  });
});

describe('login throttling per client address', () => {
  it('allows 20 tries a minute from one address, whichever accounts they are for', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i++) {
      const answer = await login(uniqueEmail('spray'), 'guess', address);
      expect(answer.body.errors.email).toEqual(['These credentials do not match our records.']);
    }
    const email = uniqueEmail('victim');
    await signUp(server.browser(), 'Vic', email);
    const locked = await login(email, PASSWORD, address);
    expect(locked.body.errors.email[0]).toMatch(/^Too many login attempts/);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    // The same account from another address is fine.
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    const address = newAddress();
    const email = uniqueEmail('office');
    await signUp(server.browser(), 'Olga', email);
    for (let i = 0; i < 25; i++) expect((await login(email, PASSWORD, address)).status).toBe(200);
  });
});
