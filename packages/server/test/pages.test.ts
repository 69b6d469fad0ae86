import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_INDEX_HTML, type TestServer } from './support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('pages and the SPA', () => {
  it('serves the app to a browser opening /login or /register', async () => {
    for (const path of ['/login', '/register']) {
      const page = await server.browser().page(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.text).toBe(TEST_INDEX_HTML);
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers the app calling GET /login with JSON, not the page', async () => {
    const answer = await server.browser().get('/login');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(answer.body).toEqual({ message: 'Method not allowed.' });
  });

  it('falls back to index.html for any page of the app', async () => {
    for (const path of ['/', '/clients', '/clients/7', '/invoices/3f1d/print', '/organization?tab=team']) {
      const page = await server.browser().page(path);
      expect(page.status, path).toBe(200);
      expect(page.text).toBe(TEST_INDEX_HTML);
    }
  });

  it('serves built files, hashed assets cached for good', async () => {
    const asset = await server.browser().send('GET', '/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.text).toContain('kwartier');
  });

  it('does not answer a missing file or an API path with the page', async () => {
    const missing = await server.browser().send('GET', '/assets/missing.js', { headers: { accept: '*/*' } });
    expect(missing.status).toBe(404);
    const api = await server.browser().page('/api/clients');
    expect(api.headers.get('content-type')).toMatch(/application\/json/);
    expect(api.status).toBe(419);
    const unknownApi = await server.browser().get('/api/nothing-here');
    expect(unknownApi.status).toBe(404);
    expect(unknownApi.body).toEqual({ message: 'Not found.' });
  });

  it('lets the server answer page loads of its own paths (/logout)', async () => {
    const page = await server.browser().page('/logout');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/login');
  });

  it('serves the app to a browser opening an invitation link, JSON to the app calling it', async () => {
    const page = await server.browser().page('/invitation/some-token');
    expect(page.status).toBe(200);
    expect(page.text).toBe(TEST_INDEX_HTML);
    const call = await server.browser().get('/invitation/some-token');
    expect(call.status).toBe(404);
    expect(call.body).toEqual({ message: 'Your invitation could not be found.' });
    const dutch = await server.browser().get('/invitation/some-token', { headers: { 'accept-language': 'nl' } });
    expect(dutch.body).toEqual({ message: 'Je uitnodiging kon niet worden gevonden.' });
  });

  it('serves the reset-password screen for a mailed reset link', async () => {
    const page = await server.browser().page('/password/reset/some-token');
    expect(page.status).toBe(200);
    expect(page.text).toBe(TEST_INDEX_HTML);
  });

  it('never answers a logo address with the app', async () => {
    const page = await server.browser().page('/logo/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b');
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('answers /health outside the API', async () => {
    const answer = await server.browser().send('GET', '/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });
});
