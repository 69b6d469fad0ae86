import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT_ID, withBootstrap } from '../src/http/spa.js';
import { signedInAdmin } from './support/people.js';
import { startTestServer, TEST_INDEX_HTML, type TestServer } from './support/server.js';

// A signed-in page load carries the user and organisation the app would ask for first (issue 21,
// foundation 19: no two calls before the shell can be drawn).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const startData = (html: string) => {
  const match = html.match(new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">(.*?)</script>`));
  return match ? (JSON.parse(match[1]!) as { user: unknown; organization: unknown }) : undefined;
};

describe('the start data of a signed-in page', () => {
  it('is what the API answers for the user and their organisation, and the page is never stored', async () => {
    const { browser } = await signedInAdmin(server, 'Bea </script><script>alert(1)</script>');
    const page = await browser.page('/time');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toBeTruthy();
    // A name cannot close the element: every '<' inside it is escaped.
    expect(page.text.match(/<\/script>/g)).toHaveLength(1);
    const data = startData(page.text);
    expect(data?.user).toEqual((await browser.get('/api/user')).body);
    expect(data?.organization).toEqual((await browser.get('/api/organization/for/currentuser')).body);
  });

  it('is absent for a visitor, who gets the plain page as before', async () => {
    const page = await server.browser().page('/time');
    expect(page.status).toBe(200);
    expect(page.text).toBe(TEST_INDEX_HTML);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('goes into <head> when the page has one', () => {
    expect(withBootstrap('<html><head><title>x</title></head><body></body></html>', '{"a":"<b>\u2028"}')).toBe(
      `<html><head><title>x</title><script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">{"a":"\\u003cb>\\u2028"}</script></head><body></body></html>`,
    );
  });
});
