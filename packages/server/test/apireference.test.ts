import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startTestServer, type TestServer } from './support/server.js';

// The API reference at /api/docs (Redoc's self-hosted bundle on the contract) and the contract at
// /api/openapi.yaml: public, opened by a browser or curl without a session or X-Requested-With.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('the API reference', () => {
  it('is a page of our own scripts only, opened without a session, under a policy that allows no inline script and no other origin', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => /src="([^"]+)"/.exec(attributes!)?.[1])).toEqual(['/api/docs/redoc.standalone.js', '/api/docs/start.js']);
    expect(scripts.every(([, , code]) => code === '')).toBe(true);
    expect(html).not.toMatch(/https?:\/\//);
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/https?:|unsafe-eval/);
    // The trailing slash is the same page.
    expect((await fetch(`${server.url}/api/docs/`)).status).toBe(200);
  });

  it('serves Redoc’s bundle from the installed package and a start script that renders the contract', async () => {
    const bundle = await fetch(`${server.url}/api/docs/redoc.standalone.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/);
    const code = await bundle.text();
    expect(code.length).toBeGreaterThan(500_000);
    expect(code).toContain('Redoc');
    // Nothing from elsewhere: the logo Redoc fetches from its CDN is not in it.
    expect(code).not.toContain('cdn.redoc.ly');
    const start = await (await fetch(`${server.url}/api/docs/start.js`)).text();
    expect(start).toMatch(/^Redoc\.init\("\/api\/openapi\.yaml", \{.*\}, reference, function \(\) \{ reference\.setAttribute\('data-redoc-ready', ''\); \}\);$/m);
  });

  it('serves the contract as the server reads it, revalidated by its ETag', async () => {
    const contract = await fetch(`${server.url}/api/openapi.yaml`);
    expect(contract.status).toBe(200);
    expect(contract.headers.get('content-type')).toMatch(/^application\/yaml/);
    const text = await contract.text();
    expect(text).toBe(readFileSync(server.config.openapiFile, 'utf8'));
    const parsed = parse(text) as { openapi: string; info: { description: string } };
    expect(parsed.openapi).toBe('3.1.0');
    expect(parsed.info.description).toContain('Authorization: Bearer');
    expect(parsed.info.description).toContain('Rate limits');
    const etag = contract.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${server.url}/api/openapi.yaml`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('sends the bundle compressed to a browser that accepts it, each encoding with its own validator', async () => {
    /** The raw answer (fetch would decode it). */
    const raw = (headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        get(`${server.url}/api/docs/redoc.standalone.js`, { headers }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => resolve({ status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const plain = await raw({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const brotli = await raw({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
    const gzip = await raw({ 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    const etags = [plain, brotli, gzip].map((answer) => answer.headers.etag);
    expect(new Set(etags).size).toBe(3);
    // A validator matches only its own representation.
    expect((await raw({ 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) })).status).toBe(304);
    expect((await raw({ 'accept-encoding': 'gzip', 'if-none-match': String(brotli.headers.etag) })).status).toBe(200);
  });

  it('is read-only, and answers HEAD without a body', async () => {
    const post = await fetch(`${server.url}/api/docs`, { method: 'POST', headers: { 'x-requested-with': 'XMLHttpRequest' } });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const head = await fetch(`${server.url}/api/openapi.yaml`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('leaves every other /api address to the API: a call without X-Requested-With is still refused', async () => {
    expect((await fetch(`${server.url}/api/docs/elsewhere.js`)).status).toBe(419);
    expect((await fetch(`${server.url}/api/clients`)).status).toBe(419);
  });
});
