import {
  AttemptTimeoutError,
  READ_RETRY_POLICY,
  isReadCall,
  isRetryableError,
  isRetryableStatus,
  mayRetryRead,
  parseRetryAfter,
  retryDelay,
  type ReadRetryPolicy,
} from './retryPolicy';
import { WRITE_METHODS } from './methods';
import { readOnlyPosts } from './values.gen';


/** Each attempt gives up after 15 s: long enough for a slow invoice PDF, short enough to retry. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** Up to 100 retries of a write: a passing outage (a deploy, a flaky connection) never loses a save. Reads: see READ_RETRY_POLICY. */
export const DEFAULT_MAX_RETRIES = 100;
/** Cap of the first back-off delay (before jitter). */
export const DEFAULT_BASE_DELAY_MS = 250;
/** Cap of any back-off delay: with 100 retries, a request waits at most ~25 minutes in total on average. */
export const DEFAULT_MAX_DELAY_MS = 30_000;

export type FetchLike = (input: Request, init?: RequestInit) => Promise<Response>;

export interface RetryingFetchOptions {
  /** The underlying fetch; `globalThis.fetch` by default. */
  fetch?: FetchLike;
  /** Each attempt is aborted after this many ms (SPEC: 15 s). */
  timeoutMs?: number;
  /** Retries of a write after the first attempt (SPEC: 100), so at most `maxRetries + 1` attempts. */
  maxRetries?: number;
  /** Back-off cap of a write's first retry, in ms. */
  baseDelayMs?: number;
  /** Back-off cap of every retry of a write, in ms. */
  maxDelayMs?: number;
  /**
   * How reads retry (GET/HEAD and the contract's `x-read-only` POSTs): {@link READ_RETRY_POLICY}
   * by default, never more retries than `maxRetries`.
   */
  reads?: Partial<ReadRetryPolicy>;
  /** The paths whose POST is a read; the contract's `x-read-only` operations by default. */
  readOnlyPaths?: readonly string[];
  /** The clock a read's retry window is measured on; `Date.now` by default. Tests pass a fake one. */
  now?: () => number;
  /** Random number in [0, 1) for the jitter; `Math.random` by default. */
  random?: () => number;
  /** Waits `ms`; a real timer by default. Tests pass an instant one. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Creates idempotency keys; `crypto.randomUUID` by default. */
  createIdempotencyKey?: () => string;
  /** Called with every 419 response ('token expired'); the app reloads the page. */
  onTokenExpired?: (response: Response) => void;
}

/** Statuses whose response has no body (a Response cannot be built with one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A `fetch` that implements the Kwartier call policy:
 *
 * - sends cookies (`credentials: 'include'`) and `X-Requested-With: XMLHttpRequest`;
 * - gives every POST/PUT/PATCH/DELETE an `Idempotency-Key` (unless the caller set one) that stays
 *   the same across its retries, so the server applies the write only once;
 * - aborts each attempt after `timeoutMs` (the body is read inside the attempt, so a stalled
 *   body also times out);
 * - retries timeouts, passing network failures and 429/502/503/504 with exponential back-off and
 *   full jitter (a 429/503 `Retry-After` is honoured), then returns the last response or throws
 *   the last error: a write up to `maxRetries` times (a save is worth waiting for), a read
 *   briefly (`reads`: a few retries within ~10 s, so a page that cannot load says so);
 * - never retries other statuses, DNS or certificate errors, or an abort by the caller.
 */
export function createRetryingFetch(options: RetryingFetchOptions = {}): FetchLike {
  const {
    fetch: baseFetch = (input, init) => globalThis.fetch(input, init),
    timeoutMs = DEFAULT_TIMEOUT_MS,
    maxRetries = DEFAULT_MAX_RETRIES,
    baseDelayMs = DEFAULT_BASE_DELAY_MS,
    maxDelayMs = DEFAULT_MAX_DELAY_MS,
    random = Math.random,
    sleep = defaultSleep,
    createIdempotencyKey = () => globalThis.crypto.randomUUID(),
    onTokenExpired,
    readOnlyPaths = readOnlyPosts,
    now = Date.now,
  } = options;
  const reads: ReadRetryPolicy = { ...READ_RETRY_POLICY, ...options.reads };
  reads.maxRetries = Math.min(reads.maxRetries, maxRetries);

  return async function retryingFetch(input: Request, init?: RequestInit): Promise<Response> {
    const original = input instanceof Request ? input : new Request(input, init);
    const headers = new Headers(original.headers);
    headers.set('X-Requested-With', 'XMLHttpRequest');
    if (WRITE_METHODS.has(original.method.toUpperCase()) && !headers.has('Idempotency-Key')) {
      headers.set('Idempotency-Key', createIdempotencyKey());
    }
    // The template every attempt is cloned from; its body is never consumed itself.
    const template = new Request(original, { headers, credentials: 'include' });
    const callerSignal = original.signal;
    const isRead = isReadCall(original.method, original.url, readOnlyPaths);
    const started = now();
    /** The wait before retry number `attempt`, or undefined when the call has tried enough. */
    const nextDelay = (attempt: number, retryAfterMs: number | undefined): number | undefined => {
      if (!isRead) {
        return attempt >= maxRetries ? undefined : retryDelay(attempt, { baseDelayMs, maxDelayMs, random, retryAfterMs });
      }
      const delay = retryDelay(attempt, { ...reads, random, retryAfterMs });
      return mayRetryRead(attempt, now() - started, delay, reads) ? delay : undefined;
    };

    for (let attempt = 0; ; attempt++) {
      let delay: number | undefined;
      try {
        const response = await attemptOnce(template, timeoutMs, baseFetch, init);
        if (response.status === 419) onTokenExpired?.(response.clone());
        if (!isRetryableStatus(response.status)) return response;
        delay = nextDelay(attempt, parseRetryAfter(response.headers.get('Retry-After')));
        if (delay === undefined) return response;
      } catch (error) {
        if (callerSignal.aborted || !isRetryableError(error)) throw error;
        delay = nextDelay(attempt, undefined);
        if (delay === undefined) throw error;
      }
      await sleep(delay, callerSignal);
    }
  };
}

/** One attempt: a fresh clone of the request, aborted after `timeoutMs`, body fully read. */
async function attemptOnce(
  template: Request,
  timeoutMs: number,
  baseFetch: FetchLike,
  init: RequestInit | undefined,
): Promise<Response> {
  const controller = new AbortController();
  const callerSignal = template.signal;
  const onCallerAbort = () => controller.abort(callerSignal.reason);
  if (callerSignal.aborted) onCallerAbort();
  else callerSignal.addEventListener('abort', onCallerAbort, { once: true });

  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new AttemptTimeoutError(timeoutMs));
  }, timeoutMs);

  try {
    const request = new Request(template.clone(), { signal: controller.signal });
    // `init` carries runtime-specific extensions (undici's dispatcher) that openapi-fetch passes on.
    const response = await raceAbort(baseFetch(request, init), controller.signal);
    // Read the body inside the attempt so the timeout and the retry also cover a body that
    // stalls or breaks off half-way.
    const body = NULL_BODY_STATUSES.has(response.status)
      ? null
      : await raceAbort(response.arrayBuffer(), controller.signal);
    const headers = new Headers(response.headers);
    // The body is already decoded: its encoding and length headers no longer describe it.
    headers.delete('Content-Encoding');
    if (body) headers.set('Content-Length', String(body.byteLength));
    const buffered = new Response(body, { status: response.status, statusText: response.statusText, headers });
    Object.defineProperty(buffered, 'url', { value: response.url });
    return buffered;
  } catch (error) {
    if (timedOut) throw new AttemptTimeoutError(timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
    callerSignal.removeEventListener('abort', onCallerAbort);
  }
}

/** Rejects as soon as `signal` aborts, even if `promise` (a fetch that ignores signals) never settles. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
