import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createLogger, Metrics } from '../src/http/observability.js';
import type { Mailer } from '../src/mail/mailer.js';
import { organizationIdOf, uniqueEmail } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

/** A pino destination that keeps every line written. */
function capture() {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line.trimEnd()), records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const KNOWN_PASSWORD = 'Lantern-Quay-7312-secret';

describe('the request log', () => {
  const log = capture();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ logger: createLogger('info', log) });
  });
  afterAll(() => server.close());
  afterEach(() => {
    log.lines.length = 0;
  });

  it('writes one JSON line per request with its id, route template, status and duration, the user once signed in, and never a password or the session cookie', async () => {
    const browser = server.browser();
    const email = uniqueEmail('logged');
    const signup = await browser.post('/register', { name: 'Lena Log', email, password: KNOWN_PASSWORD, password_confirmation: KNOWN_PASSWORD });
    expect(signup.status).toBe(201);
    const organizationId = await organizationIdOf(server.db, signup.body.id);
    expect((await browser.get('/logout')).status).toBeLessThan(400);
    const login = await browser.post('/login', { email, password: KNOWN_PASSWORD });
    expect(login.status).toBe(200);
    const cookie = browser.cookies.get('kwartier_session')!;
    expect(cookie).toBeTruthy();
    const missing = await browser.get('/api/clients/987654');
    expect(missing.status).toBe(404);

    const records = log.records();
    expect(records).toHaveLength(4);
    expect(records.map((record) => [record.method, record.route, record.status])).toEqual([
      ['POST', '/register', 201],
      ['GET', '/logout', expect.any(Number)],
      ['POST', '/login', 200],
      ['GET', '/api/clients/:id', 404],
    ]);
    for (const record of records) {
      expect(record.level).toBe(30);
      expect(record.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof record.ms).toBe('number');
      expect(typeof record.time).toBe('string');
    }
    // The answer names its request's id.
    expect(missing.headers.get('x-request-id')).toBe(records[3].requestId);
    expect(new Set(records.map((record) => record.requestId)).size).toBe(4);
    // Once signed in, the line names who asked. /register and /login start the session in their
    // answer; the request itself came without one.
    expect(records[3]).toMatchObject({ userId: signup.body.id, organizationId });
    expect(records[0]).not.toHaveProperty('userId');

    // A signed-in page load asks the API for its start data inside the server: still one line.
    log.lines.length = 0;
    const page = await browser.page('/clients');
    expect(page.status).toBe(200);
    expect(log.records().map((record) => [record.method, record.route, record.status])).toEqual([['GET', '*', 200]]);
    log.lines.push(...records.map((record) => JSON.stringify(record)));

    const text = log.lines.join('\n');
    expect(text).not.toContain(KNOWN_PASSWORD);
    expect(text).not.toContain(cookie);
    expect(text).not.toContain(email);
  });

  it('never logs a personal access token, but names its user', async () => {
    const browser = server.browser();
    const email = uniqueEmail('tokenlog');
    const signup = await browser.post('/register', { name: 'Tom Token', email, password: KNOWN_PASSWORD, password_confirmation: KNOWN_PASSWORD });
    expect(signup.status).toBe(201);
    const made = await browser.post('/api/user/tokens', { name: 'Logged', scope: 'read', expires_in_days: 1 });
    expect(made.status).toBe(201);
    const secret = made.body.token as string;
    const withToken = { authorization: `Bearer ${secret}` };
    expect((await server.browser().call('GET', '/api/user', undefined, { xhr: false, headers: withToken })).status).toBe(200);
    expect((await server.browser().call('POST', '/api/clients', { name: 'Refused' }, { xhr: false, headers: withToken })).status).toBe(403);
    expect((await server.browser().call('GET', '/api/user', undefined, { xhr: false, headers: { authorization: `Bearer ${secret}x` } })).status).toBe(401);

    const records = log.records();
    expect(records.map((record) => [record.method, record.route, record.status]).slice(-3)).toEqual([
      ['GET', '/api/user', 200],
      ['POST', '/api/clients', 403],
      ['GET', '/api/user', 401],
    ]);
    expect(records.at(-3)).toMatchObject({ userId: signup.body.id });
    const text = log.lines.join('\n');
    expect(text).not.toContain(secret);
    expect(text).not.toContain(secret.slice(4));
    expect(text.toLowerCase()).not.toContain('bearer');
  });

  it('logs /health, /ready and /metrics at debug only', async () => {
    const browser = server.browser();
    expect((await browser.send('GET', '/health')).status).toBe(200);
    expect((await browser.send('GET', '/ready')).status).toBe(200);
    expect((await browser.send('GET', '/metrics', { headers: { accept: 'text/plain' } })).status).toBe(404);
    expect(log.lines).toEqual([]);
  });

  it('takes the balancer’s X-Request-Id only with TRUST_PROXY', async () => {
    const browser = server.browser();
    const untrusted = await browser.send('GET', '/health', { headers: { 'x-request-id': 'from-the-balancer-1' } });
    expect(untrusted.headers.get('x-request-id')).not.toBe('from-the-balancer-1');
    expect(untrusted.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const proxied = await startTestServer({ config: { trustProxy: true, logLevel: 'debug' }, logger: createLogger('debug', log) });
    try {
      const trusted = await proxied.browser().send('GET', '/health', { headers: { 'x-request-id': 'from-the-balancer-1' } });
      expect(trusted.headers.get('x-request-id')).toBe('from-the-balancer-1');
      // Not an id: something a log reader could mistake for structure is replaced.
      const odd = await proxied.browser().send('GET', '/health', { headers: { 'x-request-id': 'a b"}{' } });
      expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(log.records().map((record) => [record.level, record.route, record.requestId])).toEqual([
        [20, '/health', 'from-the-balancer-1'],
        [20, '/health', odd.headers.get('x-request-id')],
      ]);
    } finally {
      await proxied.close();
    }
  });
});

describe('LOG_LEVEL and METRICS_TOKEN', () => {
  it('are read from the environment', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'DEBUG' }).logLevel).toBe('debug');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 's3cret' }).metricsToken).toBe('s3cret');
  });
});

describe('job metrics', () => {
  it('count the daily jobs’ units done and failed, by task', async () => {
    const metrics = new Metrics();
    metrics.recordJobs([
      { task: 'recurring invoices', done: ['a', 'b'], failed: ['c'] },
      { task: 'payment reminders', done: [], failed: [], error: new Error('down') },
    ]);
    const text = await metrics.registry.metrics();
    expect(text).toContain('kwartier_job_units_total{task="recurring invoices"} 2');
    expect(text).toContain('kwartier_job_failures_total{task="recurring invoices"} 1');
    expect(text).toContain('kwartier_job_failures_total{task="payment reminders"} 1');
  });
});

describe('mail metrics', () => {
  it('show the mails under way, sent and failed, as the mailer counts them', async () => {
    let counts = { underWay: 1, sent: 3, failed: 1 };
    const mailer = { counts: () => counts } as unknown as Mailer;
    const metrics = new Metrics(undefined, mailer);
    let text = await metrics.registry.metrics();
    expect(text).toMatch(/^kwartier_mails_under_way 1$/m);
    expect(text).toMatch(/^kwartier_mails_sent_total 3$/m);
    expect(text).toMatch(/^kwartier_mails_failed_total 1$/m);
    counts = { underWay: 0, sent: 5, failed: 1 };
    text = await metrics.registry.metrics();
    expect(text).toMatch(/^kwartier_mails_under_way 0$/m);
    expect(text).toMatch(/^kwartier_mails_sent_total 5$/m);
  });
});

describe('/metrics', () => {
  const TOKEN = 'metrics-token-4711';
  let server: TestServer;
  let closed: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { metricsToken: TOKEN } });
    closed = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
    await closed.close();
  });

  it('answers 404 like an unknown path without METRICS_TOKEN, and 401 for a missing or wrong token', async () => {
    // As a scraper asks (not a page load): an unknown path answers the JSON 404.
    const accept = 'text/plain;version=0.0.4;q=0.9,*/*;q=0.1';
    const unknown = await closed.browser().send('GET', '/no-such-thing', { headers: { accept } });
    expect(unknown.status).toBe(404);
    const off = await closed.browser().send('GET', '/metrics', { headers: { accept, authorization: `Bearer ${TOKEN}` } });
    expect(off.status).toBe(404);
    expect(off.text).toBe(unknown.text);
    // Also for a browser's page load, which would get the app's page for an unknown path: no metrics here.
    const page = await closed.browser().send('GET', '/metrics', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);
    expect(page.text).toBe(unknown.text);
    expect((await server.browser().send('GET', '/metrics')).status).toBe(401);
    const wrong = await server.browser().send('GET', '/metrics', { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.text).not.toContain('kwartier_http_requests_total');
  });

  it('serves requests and latency by route template and status, process metrics and job counters in Prometheus text', async () => {
    const browser = server.browser();
    await browser.get('/api/clients/4242');
    await browser.get('/api/clients/4243');
    const answer = await server.browser().send('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.text;
    // Signed out: 401 for both, counted under one template, not two raw URLs.
    expect(text).toContain('kwartier_http_requests_total{method="GET",route="/api/clients/:id",status="401"} 2');
    expect(text).toMatch(/kwartier_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/clients\/:id",status="401"\} 2/);
    // No raw path as a label (a bare '4242' also matched a duration such as 0.00142428…).
    expect(text).not.toContain('/api/clients/4242');
    expect(text).not.toContain('/api/clients/4243');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    expect(text).toContain('# TYPE kwartier_job_units_total counter');
    expect(text).toContain('# TYPE kwartier_job_failures_total counter');
    expect(text).toMatch(/^kwartier_mails_sent_total \d+$/m);
    if (server.dialect === 'postgres') {
      expect(text).toMatch(/^kwartier_db_pool_connections_in_use \d+$/m);
      expect(text).toMatch(/^kwartier_db_pool_waiting \d+$/m);
    } else {
      expect(text).not.toContain('kwartier_db_pool');
    }
  });
});
