import { describe, expect, it } from 'vitest';
import {
  AttemptTimeoutError,
  MAX_RETRY_AFTER_MS,
  READ_RETRY_POLICY,
  backoffDelay,
  errorCodes,
  isReadCall,
  isRetryable,
  isRetryableError,
  isRetryableStatus,
  mayRetryRead,
  parseRetryAfter,
  retryAfterOf,
  retryDelay,
} from './retryPolicy';
import { readOnlyPosts } from './values.gen';
import { networkError } from './testing/fakeFetch';

describe('isRetryableStatus', () => {
  it.each([429, 502, 503, 504])('retries %i', (status) => {
    expect(isRetryableStatus(status)).toBe(true);
    expect(isRetryable(status)).toBe(true);
  });

  it.each([200, 201, 204, 302, 400, 401, 403, 404, 409, 419, 422, 500, 501])('does not retry %i', (status) => {
    expect(isRetryableStatus(status)).toBe(false);
    expect(isRetryable(status)).toBe(false);
  });
});

describe('isRetryableError', () => {
  it.each(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT'])(
    'retries a fetch failure caused by %s',
    (code) => {
      expect(isRetryableError(networkError(code))).toBe(true);
    },
  );

  it.each([
    'ENOTFOUND',
    'EAI_AGAIN',
    'CERT_HAS_EXPIRED',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'ERR_TLS_CERT_ALTNAME_INVALID',
    'ERR_SSL_WRONG_VERSION_NUMBER',
  ])('does not retry a fetch failure caused by %s (DNS or certificate)', (code) => {
    expect(isRetryableError(networkError(code))).toBe(false);
  });

  it("retries a bare TypeError (the browser's 'Failed to fetch' hides the reason)", () => {
    expect(isRetryableError(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('retries an attempt timeout', () => {
    expect(isRetryableError(new AttemptTimeoutError(15_000))).toBe(true);
  });

  it('does not retry an abort by the caller', () => {
    expect(isRetryableError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(false);
  });

  it('does not retry programming errors', () => {
    expect(isRetryableError(new Error('boom'))).toBe(false);
    expect(isRetryableError(new TypeError('x is not a function', { cause: { code: 'ERR_INVALID_ARG_TYPE' } }))).toBe(false);
    expect(isRetryableError('nope')).toBe(false);
  });

  it('finds codes inside an AggregateError cause (happy-eyeballs connection attempts)', () => {
    const cause = new AggregateError([
      Object.assign(new Error('a'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('b'), { code: 'ECONNREFUSED' }),
    ]);
    const error = new TypeError('fetch failed', { cause });
    expect(errorCodes(error)).toEqual(['ECONNREFUSED', 'ECONNREFUSED']);
    expect(isRetryableError(error)).toBe(true);
  });

  it('lets a non-retryable code win over a retryable one in the same chain', () => {
    const cause = Object.assign(new Error('tls'), { code: 'CERT_HAS_EXPIRED', cause: { code: 'ECONNRESET' } });
    expect(isRetryableError(new TypeError('fetch failed', { cause }))).toBe(false);
  });
});

describe('backoffDelay', () => {
  const almostOne = () => 0.999_999_9;

  it('grows exponentially from the base delay', () => {
    const delays = [0, 1, 2, 3, 4].map((attempt) =>
      backoffDelay(attempt, { baseDelayMs: 100, maxDelayMs: 1_000_000, random: almostOne }),
    );
    expect(delays).toEqual([99, 199, 399, 799, 1599]);
  });

  it('is capped at maxDelayMs, also for huge attempt numbers', () => {
    for (const attempt of [5, 10, 99, 2000]) {
      expect(backoffDelay(attempt, { baseDelayMs: 100, maxDelayMs: 3000, random: almostOne })).toBe(2999);
    }
  });

  it('applies full jitter: uniformly between 0 and the ceiling', () => {
    expect(backoffDelay(3, { baseDelayMs: 100, maxDelayMs: 10_000, random: () => 0 })).toBe(0);
    expect(backoffDelay(3, { baseDelayMs: 100, maxDelayMs: 10_000, random: () => 0.5 })).toBe(400);
  });

  it('uses Math.random by default and stays within bounds', () => {
    for (let i = 0; i < 100; i++) {
      const delay = backoffDelay(4, { baseDelayMs: 10, maxDelayMs: 1000 });
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(160);
    }
  });
});

describe('retryAfterOf', () => {
  it("reads an answer's Retry-After, capped, or nothing", () => {
    expect(retryAfterOf(new Response(null, { status: 503, headers: { 'Retry-After': '2' } }))).toBe(2_000);
    expect(retryAfterOf(new Response(null, { status: 503, headers: { 'Retry-After': '86400' } }))).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterOf(new Response(null, { status: 502 }))).toBeUndefined();
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-03-02T12:00:00Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date', () => {
    expect(parseRetryAfter('Mon, 02 Mar 2026 12:00:10 GMT', now)).toBe(10_000);
  });

  it('turns a date in the past into no wait', () => {
    expect(parseRetryAfter('Mon, 02 Mar 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('ignores absent or garbage values', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('retryDelay', () => {
  it("prefers the server's Retry-After over back-off", () => {
    expect(retryDelay(0, { baseDelayMs: 100, maxDelayMs: 1000, random: () => 0.5, retryAfterMs: 5000 })).toBe(5000);
  });

  it('caps an absurd Retry-After', () => {
    expect(retryDelay(0, { baseDelayMs: 100, maxDelayMs: 1000, retryAfterMs: 10 ** 9 })).toBe(MAX_RETRY_AFTER_MS);
  });

  it('falls back to back-off without Retry-After', () => {
    expect(retryDelay(2, { baseDelayMs: 100, maxDelayMs: 1000, random: () => 0.5 })).toBe(200);
  });
});

describe('isReadCall', () => {
  const readOnly = ['/api/period', '/api/time', '/api/things/{id}/report'];

  it.each(['GET', 'HEAD', 'OPTIONS', 'get'])('takes a %s for a read', (method) => {
    expect(isReadCall(method, 'http://kwartier.test/api/clients', readOnly)).toBe(true);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('takes a %s for a write', (method) => {
    expect(isReadCall(method, 'http://kwartier.test/api/period', readOnly)).toBe(false);
  });

  it('takes a POST to an x-read-only path for a read, any other POST for a write', () => {
    expect(isReadCall('POST', 'http://kwartier.test/api/period', readOnly)).toBe(true);
    expect(isReadCall('POST', 'http://kwartier.test/api/time', readOnly)).toBe(true);
    expect(isReadCall('POST', 'http://kwartier.test/api/time/save', readOnly)).toBe(false);
    expect(isReadCall('POST', 'http://kwartier.test/api/period/next', readOnly)).toBe(false);
    expect(isReadCall('POST', 'http://kwartier.test/api/clients', readOnly)).toBe(false);
  });

  it('matches path parameters as one segment, behind a base path, with a query', () => {
    expect(isReadCall('POST', 'http://kwartier.test/api/things/42/report?x=1', readOnly)).toBe(true);
    expect(isReadCall('POST', 'http://kwartier.test/kwartier/api/time', readOnly)).toBe(true);
    expect(isReadCall('POST', 'http://kwartier.test/api/things/4/2/report', readOnly)).toBe(false);
  });

  it('knows the contract’s x-read-only POSTs', () => {
    expect(readOnlyPosts).toEqual(expect.arrayContaining(['/api/time', '/api/period', '/api/dashboard/timetotals']));
    expect(readOnlyPosts).not.toContain('/api/time/save');
  });
});

describe('mayRetryRead', () => {
  it('allows at most maxRetries retries', () => {
    expect(mayRetryRead(2, 0, 100, READ_RETRY_POLICY)).toBe(true);
    expect(mayRetryRead(3, 0, 100, READ_RETRY_POLICY)).toBe(false);
  });

  it('allows no retry whose wait ends after the window', () => {
    expect(mayRetryRead(0, 8_000, 2_000, READ_RETRY_POLICY)).toBe(true);
    expect(mayRetryRead(0, 8_001, 2_000, READ_RETRY_POLICY)).toBe(false);
    expect(mayRetryRead(0, 15_000, 0, READ_RETRY_POLICY)).toBe(false);
  });

  it('keeps a failing read to seconds: every wait of the policy fits the window several times over', () => {
    const { maxRetries, baseDelayMs, maxDelayMs, windowMs } = READ_RETRY_POLICY;
    let worst = 0;
    for (let attempt = 0; attempt < maxRetries; attempt++) worst += backoffDelay(attempt, { baseDelayMs, maxDelayMs, random: () => 0.999_999 });
    expect(worst).toBeLessThan(windowMs / 2);
  });
});
