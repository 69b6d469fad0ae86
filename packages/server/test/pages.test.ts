import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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

/** react-aria's usePress adds this `<style>` at run time (see LIBRARY_INLINE_STYLES). */
const REACT_ARIA_PRESSABLE = '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';
/** As Chromium names it in its CSP report for the style react-aria injects. */
const REACT_ARIA_PRESSABLE_HASH = 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=';

/** The policy of every answer; a page's adds the hashes of its inline styles to style-src. */
function policy(styleHashes: string[] = []) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' '${REACT_ARIA_PRESSABLE_HASH}'${styleHashes.map((hash) => ` '${hash}'`).join('')}`,
    "img-src 'self' data: blob:",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

describe('security headers', () => {
  it('gives pages a Content-Security-Policy without inline script, nosniff and a referrer policy', async () => {
    const page = await server.browser().page('/clients');
    expect(page.headers.get('content-security-policy')).toBe(policy());
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    // Plain HTTP: no HSTS.
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends them with every answer: files, JSON, errors, redirects', async () => {
    const answers = [
      await server.browser().send('GET', '/assets/app-1234.js'),
      await server.browser().get('/api/user'),
      await server.browser().get('/api/nothing-here'),
      await server.browser().page('/logout'),
      await server.browser().send('GET', '/health'),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toBe(policy());
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('allows the one style react-aria injects, by hash', () => {
    expect(`sha256-${createHash('sha256').update(REACT_ARIA_PRESSABLE).digest('base64')}`).toBe(REACT_ARIA_PRESSABLE_HASH);
  });

  it('does not believe X-Forwarded-Proto without TRUST_PROXY', async () => {
    const page = await server.browser().send('GET', '/', { headers: { accept: 'text/html', 'x-forwarded-proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('allows exactly the inline styles of the built index.html, by hash, and sends HSTS over HTTPS behind a proxy', async () => {
    const css = 'body{margin:0}';
    const html = `<!doctype html><html><head><style>${css}</style><script type="module" src="/assets/app-1234.js"></script></head><body></body></html>`;
    const other = await startTestServer({ config: { trustProxy: true }, files: { 'index.html': html } });
    try {
      const page = await other.browser().page('/login');
      expect(page.text).toBe(html);
      const hash = `sha256-${createHash('sha256').update(css).digest('base64')}`;
      expect(page.headers.get('content-security-policy')).toBe(policy([hash]));
      expect(page.headers.get('strict-transport-security')).toBeNull();
      const secure = await other.browser().send('GET', '/login', { headers: { accept: 'text/html', 'x-forwarded-proto': 'https' } });
      expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000');
      // Only the page gets the hashes.
      expect((await other.browser().get('/api/user')).headers.get('content-security-policy')).toBe(policy());
    } finally {
      await other.close();
    }
  });
});

/** The app build's service worker (app/sw/sw.ts), as a stand-in. */
const SERVICE_WORKER = 'self.addEventListener("fetch", () => {});';

describe('what the static server gives out', () => {
  let built: TestServer;
  const plain = 'console.log("plain")';
  beforeAll(async () => {
    built = await startTestServer({
      files: {
        'assets/app-1234.js.map': '{"version":3,"sources":["../src/secret.ts"]}',
        'assets/app-1234.js.br': brotliCompressSync('console.log("brotli")'),
        'assets/app-1234.js.gz': gzipSync('console.log("gzip")'),
        'assets/app-1234.js': plain,
        'assets/only-plain-5678.css': 'body{}',
        'sw.js': SERVICE_WORKER,
        'index.html.br': brotliCompressSync(TEST_INDEX_HTML),
        '.vite/manifest.json': '{"src/main.tsx":{"file":"assets/app-1234.js"}}',
        '.env': 'SECRET=1',
      },
    });
  });
  afterAll(async () => {
    await built?.close();
  });

  it('never serves source maps', async () => {
    for (const accept of ['*/*', 'text/html', 'application/json']) {
      const map = await built.browser().send('GET', '/assets/app-1234.js.map', { headers: { accept } });
      expect(map.status, accept).toBe(404);
      expect(map.text).not.toContain('secret.ts');
    }
    expect((await built.browser().send('HEAD', '/assets/app-1234.js.map')).status).toBe(404);
  });

  it('never serves hidden files of the build (.vite/manifest.json, dotfiles)', async () => {
    for (const path of ['/.vite/manifest.json', '/.env', '/.vite/']) {
      const answer = await built.browser().send('GET', path, { headers: { accept: '*/*' } });
      expect(answer.status, path).toBe(404);
      expect(answer.text).not.toContain('main.tsx');
      expect(answer.text).not.toContain('SECRET');
    }
  });

  it('serves a precompressed file when the browser accepts its encoding', async () => {
    const br = await built.browser().send('GET', '/assets/app-1234.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.text).toBe('console.log("brotli")');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const gzip = await built.browser().send('GET', '/assets/app-1234.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.text).toBe('console.log("gzip")');
    expect(gzip.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const identity = await built.browser().send('GET', '/assets/app-1234.js', { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(identity.text).toBe(plain);
    // A cache must not hand this answer to a browser that asked for br, nor the other way round.
    expect(identity.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(identity.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const alone = await built.browser().send('GET', '/assets/only-plain-5678.css', { headers: { 'accept-encoding': 'br' } });
    expect(alone.headers.get('content-encoding')).toBeNull();
    expect(alone.text).toBe('body{}');
  });

  it('serves the service worker revalidated on every check, allowed by the policy', async () => {
    const worker = await built.browser().send('GET', '/sw.js', { headers: { accept: '*/*', 'service-worker': 'script' } });
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.text).toBe(SERVICE_WORKER);
    // Never kept by the HTTP cache: a deploy's new worker is found at the next check.
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-security-policy')).toBe(policy());
    expect(policy()).toContain("worker-src 'self'");
    // A page load of a path that names no file is still a page, never the worker.
    expect((await built.browser().page('/sw')).text).toBe(TEST_INDEX_HTML);
  });

  it('serves the page precompressed too, with its headers', async () => {
    const page = await built.browser().send('GET', '/clients', { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.text).toBe(TEST_INDEX_HTML);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toBe(policy());
  });
});

describe('pages for clients that accept anything', () => {
  it('answers GET and HEAD of a page without an Accept header (curl) with the page, not 405', async () => {
    for (const path of ['/login', '/register', '/password/reset/some-token', '/clients', '/invitation/some-token']) {
      for (const accept of [undefined, '*/*']) {
        // fetch adds `Accept: */*` of its own; the node:http client (a browser with a local address) sends none.
        const client = accept ? server.browser() : server.browser('127.0.0.1');
        const page = await client.send('GET', path, { headers: accept ? { accept } : {} });
        expect(page.status, `${path} ${accept}`).toBe(200);
        expect(page.text).toBe(TEST_INDEX_HTML);
        expect(page.headers.get('content-type')).toMatch(/text\/html/);
      }
      const head = await server.browser('127.0.0.1').send('HEAD', path);
      expect(head.status, `HEAD ${path}`).toBe(200);
      expect(head.headers.get('content-type')).toMatch(/text\/html/);
    }
  });

  it('still answers the app\'s own call with JSON, and a missing file with 404', async () => {
    const call = await server.browser().get('/login');
    expect(call.status).toBe(405);
    expect((await server.browser().send('GET', '/assets/missing.js')).status).toBe(404);
    expect((await server.browser().send('GET', '/assets/missing')).status).toBe(404);
    expect((await server.browser().send('GET', '/logout')).status).toBe(302);
    expect((await server.browser().send('GET', '/api/user')).status).toBe(419);
  });
});
