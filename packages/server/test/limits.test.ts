import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, uniqueEmail } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

// Bounded input: a JSON body is at most 1 MB (413 beyond, refused before it is read in full)
// and nested at most 32 levels deep (422 beyond, never an unbounded recursion).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const TOO_LARGE = { message: 'The request body is too large: at most 1024 kilobytes.' };
const TOO_DEEP = 'The request body is nested too deeply: at most 32 levels.';

/** `{"email": [[…"x"…]]}`: the object is level 1, each array one more. */
function nested(levels: number): string {
  return `{"email": ${'['.repeat(levels - 1)}"x"${']'.repeat(levels - 1)}, "password": "secret secret"}`;
}

describe('deeply nested JSON', () => {
  it('answers 422 for 3,000 levels, wherever it is sent, instead of failing', async () => {
    for (const path of ['/login', '/register', '/password/email', '/join', '/password/reset']) {
      const answer = await server.browser().postRaw(path, nested(3000));
      expect(answer.status, path).toBe(422);
      expect(answer.body, path).toEqual({ message: TOO_DEEP, errors: { body: [TOO_DEEP] } });
    }
    const { browser } = await signedInAdmin(server);
    const signedIn = await browser.postRaw('/api/clients', `{"name": "Acme", "notes": ${'['.repeat(3000)}${']'.repeat(3000)}}`);
    expect(signedIn.status).toBe(422);
    expect(signedIn.body.errors).toEqual({ body: [TOO_DEEP] });
  });

  it('allows 32 levels and refuses 33, in the user\'s language', async () => {
    const allowed = await server.browser().postRaw('/login', nested(32));
    expect(allowed.status).toBe(422);
    // Validated as usual: the nesting itself is fine, an array is not an email address.
    expect(allowed.body.errors).toEqual({ email: ['The email field must be a string.'] });
    const refused = await server.browser().postRaw('/login', nested(33));
    expect(refused.body.errors).toEqual({ body: [TOO_DEEP] });
    const dutch = await server.browser().postRaw('/login', nested(33), { headers: { 'accept-language': 'nl' } });
    expect(dutch.body.errors).toEqual({ body: ['De inhoud van het verzoek is te diep genest: hoogstens 32 niveaus.'] });
  });

  it('answers 422 for deep nesting that JSON.parse takes but no handler should see', async () => {
    // 400,000 levels in under 1 MB.
    const answer = await server.browser().postRaw('/password/email', `[${'['.repeat(400_000)}${']'.repeat(400_000)}]`);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ body: [TOO_DEEP] });
  });
});

describe('the size of a JSON body', () => {
  it('refuses more than 1 MB with 413, by its Content-Length', async () => {
    const body = JSON.stringify({ email: uniqueEmail('big'), padding: 'x'.repeat(1024 * 1024) });
    const answer = await server.browser().postRaw('/password/email', body);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(TOO_LARGE);
    const dutch = await server.browser().postRaw('/login', body, { headers: { 'accept-language': 'nl' } });
    expect(dutch.status).toBe(413);
    expect(dutch.body).toEqual({ message: 'De inhoud van het verzoek is te groot: hoogstens 1024 kilobytes.' });
  });

  it('takes a body of just under 1 MB', async () => {
    const email = uniqueEmail('padded');
    const start = JSON.stringify({ email, padding: '' });
    const body = start.replace('"padding":""', `"padding":"${'x'.repeat(1024 * 1024 - start.length)}"`);
    expect(Buffer.byteLength(body)).toBe(1024 * 1024);
    const answer = await server.browser().postRaw('/password/email', body);
    expect(answer.status).toBe(200);
  });

  it('refuses a chunked body once it passes 1 MB, without waiting for the rest', async () => {
    const total = 64 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const url = new URL('/password/email', server.url);
    const result = await new Promise<{ status: number; body: string; sent: number; finished: boolean }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', accept: 'application/json', 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        answered = true;
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8'), sent, finished: sent >= total });
          req.destroy();
        });
      });
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      const write = () => {
        while (!answered && sent < total) {
          sent += chunk.length;
          if (!req.write(sent === chunk.length ? Buffer.concat([Buffer.from('{"email":"'), chunk.subarray(10)]) : chunk)) {
            req.once('drain', write);
            return;
          }
        }
        if (!answered) req.end();
      };
      write();
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toEqual(TOO_LARGE);
    // Answered while most of the 64 MB was still unsent: the server stopped reading at 1 MB.
    expect(result.finished).toBe(false);
    expect(result.sent).toBeLessThan(total / 2);
  });

  it('keeps the upload limit of the contract for the logo (2 MB), not the JSON limit', async () => {
    const { browser } = await signedInAdmin(server);
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(1536 * 1024)]), 'logo.png');
    const answer = await browser.postForm('/api/organization/save/logo', form);
    // Read whole (1.5 MB is within 2 MB), then refused for what it is, not for its size.
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ logo: ['The logo must be a PNG or JPG image.'] });
  });
});
