import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designDocsStartNote } from '../src/http/designDocs.js';
import { styleHash } from '../src/http/securityHeaders.js';
import { startTestServer, type TestServer } from './support/server.js';

// A stand-in for the built Storybook (`pnpm storybook:build`) and the visual review report:
// a manager page with an inline script, the preview page it frames, a hashed bundle.
const INLINE_SCRIPT = "window.CONFIG_TYPE = 'PRODUCTION';";
const DOCS_INDEX = `<!doctype html><html><head><script>${INLINE_SCRIPT}</script></head><body>kwartier design docs</body></html>`;
// The review report as `pnpm visual:review` writes it: a page, its stylesheet, images; no script.
const REVIEW_INDEX =
  '<!doctype html><html><head><link rel="stylesheet" href="review.css"></head><body>kwartier visual review<img src="images/Card.diff.png" alt="Card: the pixels that differ"></body></html>';
/** The 8-byte PNG signature: enough for a file served as an image. */
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let fixtures: string;
let docsDir: string;
let reviewDir: string;
beforeAll(() => {
  fixtures = mkdtempSync(join(tmpdir(), 'kwartier-design-'));
  docsDir = join(fixtures, 'storybook-static');
  reviewDir = join(fixtures, 'visual-review');
  mkdirSync(join(docsDir, 'assets'), { recursive: true });
  writeFileSync(join(docsDir, 'index.html'), DOCS_INDEX);
  writeFileSync(join(docsDir, 'iframe.html'), '<!doctype html><html><body>preview</body></html>');
  writeFileSync(join(docsDir, 'index.json'), '{"v":5,"entries":{}}');
  writeFileSync(join(docsDir, 'assets', 'WeekGrid.stories-a1b2c3.js'), 'export const kwartier = 1;');
  writeFileSync(join(docsDir, 'assets', 'WeekGrid.stories-a1b2c3.js.map'), '{"sources":[]}');
  writeFileSync(join(docsDir, '.env'), 'SECRET=1');
  // Beside the site, not in it: no path may reach it.
  writeFileSync(join(fixtures, 'secret.txt'), 'not for the design docs');
  mkdirSync(reviewDir);
  writeFileSync(join(reviewDir, 'index.html'), REVIEW_INDEX);
  writeFileSync(join(reviewDir, 'review.css'), '.shot { border: 1px solid #ccc; }');
  mkdirSync(join(reviewDir, 'images'));
  writeFileSync(join(reviewDir, 'images', 'Card.diff.png'), PNG_BYTES);
});
afterAll(() => {
  rmSync(fixtures, { recursive: true, force: true });
});

/** A GET with the path exactly as written (fetch and URL would resolve `..` and `%2e%2e` first). */
function rawGet(server: TestServer, path: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('/design with DESIGN_DOCS=1 and the site built', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { DESIGN_DOCS: '1', DESIGN_DOCS_DIR: docsDir, DESIGN_REVIEW_DIR: reviewDir } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves the site without a sign-in, its folder address ending in a slash', async () => {
    const bare = await server.browser().page('/design?path=/docs/x');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/design/?path=/docs/x');

    const page = await server.browser().page('/design/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toBe(DOCS_INDEX);
    expect(page.headers.get('cache-control')).toBe('no-cache');

    const preview = await server.browser().page('/design/iframe.html');
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('preview');
    const index = await server.browser().send('GET', '/design/index.json');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('caches hashed bundles for good, and keeps the security headers with a policy for the site', async () => {
    const bundle = await server.browser().send('GET', '/design/assets/WeekGrid.stories-a1b2c3.js', { headers: { accept: '*/*' } });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(bundle.headers.get('x-content-type-options')).toBe('nosniff');

    const page = await server.browser().page('/design/');
    const policy = page.headers.get('content-security-policy') ?? '';
    // Its own inline script by hash, never any inline script; framed only by itself.
    expect(policy).toContain(`script-src 'self' '${styleHash(INLINE_SCRIPT)}'`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

    // The app's own pages keep the app's policy.
    const app = await server.browser().page('/login');
    expect(app.headers.get('x-frame-options')).toBe('DENY');
    expect(app.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('gives out nothing outside the site, no source map and no hidden file', async () => {
    for (const path of ['/design/../secret.txt', '/design/%2e%2e/secret.txt', '/design/assets/%2e%2e/%2e%2e/secret.txt', '/design/..%2fsecret.txt', '/design/%2e%2e%5csecret.txt']) {
      const answer = await rawGet(server, path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).not.toContain('not for the design docs');
    }
    for (const path of ['/design/.env', '/design/assets/WeekGrid.stories-a1b2c3.js.map', '/design/missing.html']) {
      const answer = await server.browser().send('GET', path, { headers: { accept: '*/*' } });
      expect(answer.status, path).toBe(404);
    }
  });

  it('is read-only', async () => {
    const answer = await server.browser().send('POST', '/design/index.html', { body: 'x' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });

  it('serves the visual review report at /design/review', async () => {
    const bare = await server.browser().page('/design/review');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/design/review/');
    const page = await server.browser().page('/design/review/');
    expect(page.status).toBe(200);
    expect(page.text).toBe(REVIEW_INDEX);
    // No inline script in the report: the page's policy allows scripts from the site only.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self';");
    const css = await server.browser().page('/design/review/review.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    const image = await server.browser().page('/design/review/images/Card.diff.png');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('logs no note at start', () => {
    expect(designDocsStartNote(server.config)).toBeUndefined();
  });
});

describe('/design with DESIGN_DOCS off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { DESIGN_DOCS_DIR: docsDir, DESIGN_REVIEW_DIR: reviewDir } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 404 for the site and the report, not the app page, though they are built', async () => {
    expect(server.config.designDocs).toBe(false);
    for (const path of ['/design', '/design/', '/design/index.html', '/design/review/']) {
      const page = await server.browser().page(path);
      expect(page.status, path).toBe(404);
      expect(page.text, path).not.toContain('kwartier');
    }
    expect(designDocsStartNote(server.config)).toBeUndefined();
  });
});

describe('/design with DESIGN_DOCS=1 and nothing built', () => {
  let server: TestServer;
  beforeAll(async () => {
    const empty = join(fixtures, 'nothing');
    server = await startTestServer({ env: { DESIGN_DOCS: '1', DESIGN_DOCS_DIR: join(empty, 'storybook-static'), DESIGN_REVIEW_DIR: join(empty, 'visual-review') } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('says at start how to build the site', () => {
    expect(designDocsStartNote(server.config)).toMatch(/DESIGN_DOCS=1 but the design docs are not built .*pnpm storybook:build/);
  });

  it('answers 404 with the same hint', async () => {
    const page = await server.browser().page('/design/');
    expect(page.status).toBe(404);
    expect(page.text).toContain('pnpm storybook:build');
    const review = await server.browser().page('/design/review/');
    expect(review.status).toBe(404);
    expect(review.text).toContain('pnpm visual:review');
  });
});
