import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './client';
import { AttemptTimeoutError, READ_RETRY_POLICY } from './retryPolicy';
import { DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_MS } from './retryingFetch';
import { fakeFetch, instantSleep, networkError, type FakeStep } from './testing/fakeFetch';
import type { Client } from './index';

const BASE = 'http://kwartier.test';

const client7: Client = {
  id: 7,
  name: 'Bakkerij Jansen',
  clientnumber: null,
  address: null,
  zipcode: null,
  city: null,
  country: null,
  phone: null,
  email: null,
  website: null,
  iban: null,
  vat: null,
  chamberofcommerce: null,
  color: null,
  active: true,
  invoice_language: 'nl',
  currency: 'EUR',
  peppol_id: null,
};

function setup(steps: FakeStep[], options: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(...steps);
  const clock = instantSleep();
  const api = createApiClient({ baseUrl: BASE, fetch: fake.fetch, sleep: clock.sleep, now: clock.now, ...options });
  return { api, calls: fake.calls, delays: clock.delays };
}

const ok = (body: unknown = client7, status = 200): FakeStep => ({ status, body });

describe('headers and credentials', () => {
  it('sends X-Requested-With and credentials: include on a GET', async () => {
    const { api, calls } = setup([ok([client7])]);
    const { data } = await api.GET('/api/clients');
    expect(data).toEqual([client7]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${BASE}/api/clients`);
    expect(calls[0]!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(calls[0]!.credentials).toBe('include');
  });

  it('sends them on a write too, with the JSON body', async () => {
    const { api, calls } = setup([ok(client7, 201)]);
    const { data, response } = await api.POST('/api/clients', { body: { name: 'Bakkerij Jansen' } });
    expect(response.status).toBe(201);
    expect(data?.id).toBe(7);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.credentials).toBe('include');
    expect(JSON.parse(calls[0]!.body)).toEqual({ name: 'Bakkerij Jansen' });
  });

  it('fills path parameters', async () => {
    const { api, calls } = setup([ok()]);
    await api.GET('/api/clients/{id}', { params: { path: { id: 7 } } });
    expect(calls[0]!.url).toBe(`${BASE}/api/clients/7`);
  });

  it('uses the documented defaults: 15 s timeout, 100 retries', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
    expect(DEFAULT_MAX_RETRIES).toBe(100);
  });
});

describe('retries', () => {
  it('retries a 503 and returns the 200 that follows', async () => {
    const { api, calls, delays } = setup([{ status: 503, body: 'down' }, ok()]);
    const { data, error, response } = await api.GET('/api/clients/{id}', { params: { path: { id: 7 } } });
    expect(response.status).toBe(200);
    expect(error).toBeUndefined();
    expect(data).toEqual(client7);
    expect(calls).toHaveLength(2);
    expect(delays).toHaveLength(1);
  });

  it.each([502, 504])('retries a %i', async (status) => {
    const { api, calls } = setup([{ status }, ok()]);
    const { response } = await api.GET('/api/user');
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(2);
  });

  it('honours Retry-After on a 429', async () => {
    const { api, calls, delays } = setup([{ status: 429, headers: { 'Retry-After': '3' } }, ok()], {
      random: () => 0,
    });
    const { response } = await api.GET('/api/user');
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(2);
    expect(delays).toEqual([3000]);
  });

  it.each([400, 401, 403, 404, 409, 422, 500])('does not retry a %i', async (status) => {
    const body = status === 422 ? { message: 'Invalid', errors: { name: ['Required'] } } : { message: 'no' };
    const { api, calls, delays } = setup([{ status, body }, ok()]);
    const { data, error, response } = await api.POST('/api/clients', { body: { name: '' } });
    expect(response.status).toBe(status);
    expect(data).toBeUndefined();
    expect(error).toEqual(body);
    expect(calls).toHaveLength(1);
    expect(delays).toHaveLength(0);
  });

  it('retries a network TypeError (connection reset) and a bare "Failed to fetch"', async () => {
    const { api, calls } = setup([
      { throw: networkError('ECONNRESET') },
      { throw: new TypeError('Failed to fetch') },
      { throw: networkError('ECONNREFUSED') },
      ok(),
    ]);
    const { data } = await api.GET('/api/clients/{id}', { params: { path: { id: 7 } } });
    expect(data).toEqual(client7);
    expect(calls).toHaveLength(4);
  });

  it.each(['ENOTFOUND', 'CERT_HAS_EXPIRED', 'DEPTH_ZERO_SELF_SIGNED_CERT'])(
    'does not retry %s: the error reaches the caller after one try',
    async (code) => {
      const failure = networkError(code);
      const { api, calls } = setup([{ throw: failure }, ok()]);
      await expect(api.GET('/api/user')).rejects.toBe(failure);
      expect(calls).toHaveLength(1);
    },
  );

  it('gives up on a write after maxRetries and returns the last retryable response', async () => {
    const { api, calls, delays } = setup([{ status: 503, body: { message: 'down' } }], { maxRetries: 5 });
    const { error, response } = await api.POST('/api/clients', { body: { name: 'X' } });
    expect(response.status).toBe(503);
    expect(error).toEqual({ message: 'down' });
    expect(calls).toHaveLength(6); // the first try plus 5 retries
    expect(delays).toHaveLength(5);
  });

  it('gives up on a write after maxRetries network failures and throws the last one', async () => {
    const { api, calls } = setup([{ throw: networkError('ECONNREFUSED') }], { maxRetries: 3 });
    await expect(api.PUT('/api/clients/{id}', { params: { path: { id: 7 } }, body: { name: 'X' } })).rejects.toMatchObject({
      cause: { code: 'ECONNREFUSED' },
    });
    expect(calls).toHaveLength(4);
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('retries a %s (a write) up to 100 times by default', async (method) => {
    const { api, calls, delays } = setup([{ status: 503 }]);
    const { response } =
      method === 'POST'
        ? await api.POST('/api/clients', { body: { name: 'X' } })
        : method === 'PUT'
          ? await api.PUT('/api/clients/{id}', { params: { path: { id: 7 } }, body: { name: 'X' } })
          : await api.DELETE('/api/clients/{id}', { params: { path: { id: 7 } } });
    expect(response.status).toBe(503);
    expect(calls).toHaveLength(101);
    // Minutes of waiting in all (half the caps on average), not the seconds of a read.
    expect(delays.reduce((sum, ms) => sum + ms, 0)).toBeGreaterThan(60_000);
  });

  it('waits with exponential back-off, capped', async () => {
    const { api, delays } = setup([{ status: 503 }], {
      maxRetries: 8,
      baseDelayMs: 100,
      maxDelayMs: 5000,
      random: () => 0.999_999_9,
    });
    await api.POST('/api/clients', { body: { name: 'X' } });
    expect(delays).toEqual([99, 199, 399, 799, 1599, 3199, 4999, 4999]);
  });

  it('sends the same body on every attempt', async () => {
    const { api, calls } = setup([{ status: 502 }, { throw: networkError('ECONNRESET') }, ok(client7, 201)]);
    await api.POST('/api/clients', { body: { name: 'Bakkerij Jansen', clientnumber: 'C-1' } });
    expect(calls).toHaveLength(3);
    for (const call of calls) expect(JSON.parse(call.body)).toEqual({ name: 'Bakkerij Jansen', clientnumber: 'C-1' });
  });

  it('does not retry when the caller aborts', async () => {
    const controller = new AbortController();
    const { api, calls } = setup(['hang'], { timeoutMs: 60_000 });
    const pending = api.GET('/api/user', { signal: controller.signal });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });
});

describe('reads fail in seconds', () => {
  it('retries a failing GET 3 times within 10 s, then returns the last answer', async () => {
    const { api, calls, delays } = setup([{ status: 503, body: { message: 'down' } }]);
    const { error, response } = await api.GET('/api/clients');
    expect(response.status).toBe(503);
    expect(error).toEqual({ message: 'down' });
    expect(calls).toHaveLength(4);
    expect(delays).toHaveLength(3);
    expect(delays.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(READ_RETRY_POLICY.windowMs);
  });

  it('waits at most 0.5 s, 1 s and 2 s between the tries of a read', async () => {
    const { api, delays } = setup([{ throw: networkError('ECONNREFUSED') }], { random: () => 0.999_999_9 });
    await expect(api.GET('/api/user')).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
    expect(delays).toEqual([499, 999, 1999]);
  });

  it('treats a POST the contract marks x-read-only (a week, a period, dashboard totals) as a read', async () => {
    for (const call of [
      (api: ReturnType<typeof setup>['api']) => api.POST('/api/time', { body: { date: '2026-03-02' } }),
      (api: ReturnType<typeof setup>['api']) => api.POST('/api/period', { body: { timeunit: 'month' } }),
      (api: ReturnType<typeof setup>['api']) =>
        api.POST('/api/dashboard/timetotals', { body: { from: '2026-03-01', to: '2026-03-31', scope: 'me' } }),
    ]) {
      const { api, calls } = setup([{ status: 502 }]);
      const { response } = await call(api);
      expect(response.status).toBe(502);
      expect(calls).toHaveLength(4);
    }
    // A write beside them keeps the long queue.
    const { api, calls } = setup([{ status: 502 }, { status: 502 }, { status: 502 }, { status: 502 }, { status: 502 }, ok(client7, 201)]);
    const { response } = await api.POST('/api/time/save', { body: { activity_id: 1, date: '2026-03-02', time: 60 } });
    expect(response.status).toBe(201);
    expect(calls).toHaveLength(6);
  });

  it('starts no retry that would end after the window: a long Retry-After answers at once', async () => {
    const { api, calls, delays } = setup([{ status: 503, headers: { 'Retry-After': '30' } }, ok()]);
    const { response } = await api.GET('/api/user');
    expect(response.status).toBe(503);
    expect(calls).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('honours a short Retry-After within the window', async () => {
    const { api, calls, delays } = setup([{ status: 429, headers: { 'Retry-After': '4' } }, { status: 429, headers: { 'Retry-After': '4' } }, { status: 429, headers: { 'Retry-After': '4' } }]);
    const { response } = await api.GET('/api/user');
    expect(response.status).toBe(429);
    // 4 s + 4 s fit in the 10 s window; a third 4 s would end at 12 s.
    expect(delays).toEqual([4000, 4000]);
    expect(calls).toHaveLength(3);
  });

  it('gives no more retries to a read than maxRetries allows (the time queue sends with none)', async () => {
    const { api, calls } = setup([{ status: 503 }], { maxRetries: 0 });
    await api.GET('/api/user');
    expect(calls).toHaveLength(1);
  });

  it('takes its policy from the reads option', async () => {
    const { api, calls } = setup([{ status: 503 }], { reads: { maxRetries: 1 } });
    await api.GET('/api/user');
    expect(calls).toHaveLength(2);
  });
});

describe('timeout', () => {
  it('aborts an attempt after timeoutMs and retries it', async () => {
    const { api, calls } = setup(['hang', ok()], { timeoutMs: 20 });
    const { data } = await api.GET('/api/user');
    expect(data).toEqual(client7);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[0]!.signal.reason).toBeInstanceOf(AttemptTimeoutError);
  });

  it('also times out a fetch that ignores the abort signal', async () => {
    const { api, calls } = setup(['hang-ignoring-abort', ok()], { timeoutMs: 20 });
    const { data } = await api.GET('/api/user');
    expect(data).toEqual(client7);
    expect(calls).toHaveLength(2);
  });

  it('also times out a response body that stalls half-way', async () => {
    const { api, calls } = setup([{ stallBody: true, status: 200 }, ok()], { timeoutMs: 20 });
    const { data } = await api.GET('/api/user');
    expect(data).toEqual(client7);
    expect(calls).toHaveLength(2);
  });

  it('throws a timeout error once the retries are used up', async () => {
    const { api, calls } = setup(['hang'], { timeoutMs: 5, maxRetries: 2 });
    await expect(api.GET('/api/user')).rejects.toBeInstanceOf(AttemptTimeoutError);
    expect(calls).toHaveLength(3);
  });
});

describe('Idempotency-Key', () => {
  it('is absent on a GET', async () => {
    const { api, calls } = setup([ok()]);
    await api.GET('/api/user');
    expect(calls[0]!.headers.has('Idempotency-Key')).toBe(false);
  });

  it('is a UUID on POST, PUT and DELETE', async () => {
    const { api, calls } = setup([ok(), ok(), { status: 204 }]);
    await api.POST('/api/clients/toggle/active', { body: { id: 7 } });
    await api.PUT('/api/clients/{id}', { params: { path: { id: 7 } }, body: { name: 'X' } });
    await api.DELETE('/api/clients/{id}', { params: { path: { id: 7 } } });
    expect(calls.map((c) => c.method)).toEqual(['POST', 'PUT', 'DELETE']);
    for (const call of calls) {
      expect(call.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it('stays the same across the retries of one call', async () => {
    const { api, calls } = setup([{ status: 503 }, { throw: networkError('ETIMEDOUT') }, 'hang', ok(client7, 201)], {
      timeoutMs: 20,
    });
    await api.POST('/api/clients', { body: { name: 'X' } });
    expect(calls).toHaveLength(4);
    const keys = new Set(calls.map((c) => c.headers.get('Idempotency-Key')));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toBeTruthy();
  });

  it('differs between two calls', async () => {
    const { api, calls } = setup([ok(client7, 201)]);
    await api.POST('/api/clients', { body: { name: 'X' } });
    await api.POST('/api/clients', { body: { name: 'X' } });
    expect(calls[0]!.headers.get('Idempotency-Key')).not.toBe(calls[1]!.headers.get('Idempotency-Key'));
  });

  it('keeps a key the caller chose', async () => {
    const { api, calls } = setup([ok(client7, 201)]);
    await api.POST('/api/clients', {
      body: { name: 'X' },
      params: { header: { 'Idempotency-Key': 'my-key' } },
    });
    expect(calls[0]!.headers.get('Idempotency-Key')).toBe('my-key');
  });
});

describe('token expired', () => {
  it('calls onTokenExpired on a 419 and does not retry it', async () => {
    const onTokenExpired = vi.fn();
    const { api, calls } = setup([{ status: 419, body: { message: 'token expired' } }], { onTokenExpired });
    const { error, response } = await api.POST('/api/clients', { body: { name: 'X' } });
    expect(response.status).toBe(419);
    expect(error).toEqual({ message: 'token expired' });
    expect(calls).toHaveLength(1);
    expect(onTokenExpired).toHaveBeenCalledTimes(1);
  });
});
