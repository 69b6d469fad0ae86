import { contractRetry } from './values.gen';

/**
 * Retry policy of the Kwartier API client: which failures are worth another
 * try, and how long to wait before it. Pure functions, no timers, so they are unit-testable.
 */

/**
 * HTTP statuses that mean "try again later", as the contract's `x-retry` lists them: rate limited
 * (429) or a gateway/proxy that could not reach a healthy server (502, 503, 504). A 500 is a bug
 * in the server, not a passing condition, so it is not retried; neither is any other 4xx.
 */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set(contractRetry.statuses);

const KEYED_RETRYABLE_STATUSES: ReadonlySet<number> = new Set(contractRetry.keyedStatuses);

/**
 * Whether a change sent with an Idempotency-Key goes again, with the same key, after this answer:
 * any 5xx and the contract's `x-retry` `keyedStatuses` (408, 409, 425, 429) — it may not have
 * been applied, and the key makes a repeat apply it once. The app's offline queues use it.
 */
export function resendsKeyedChange(status: number): boolean {
  return status >= 500 || KEYED_RETRYABLE_STATUSES.has(status);
}

/**
 * Network error codes that are passing conditions (timeouts, resets, refused
 * connections). Node's own codes plus undici's, which Node's fetch puts in `error.cause.code`.
 */
export const RETRYABLE_ERROR_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENETRESET',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/**
 * Network error codes that will not go away by trying again (certificate and DNS
 * errors). Retrying them 100 times would only hide a configuration problem from the user.
 * Certificate errors are also recognised by pattern, see {@link isCertificateErrorCode}.
 */
export const NON_RETRYABLE_ERROR_CODES: ReadonlySet<string> = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'EAI_FAIL',
  'ERR_INVALID_URL',
]);

/** TLS certificate failures: Node/OpenSSL codes such as CERT_HAS_EXPIRED, DEPTH_ZERO_SELF_SIGNED_CERT. */
export function isCertificateErrorCode(code: string): boolean {
  return /CERT|SSL|TLS|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/.test(code);
}

/** Thrown (internally) when one attempt ran longer than the per-attempt timeout. */
export class AttemptTimeoutError extends Error {
  override readonly name = 'TimeoutError';
  readonly code = 'ETIMEDOUT';
  constructor(readonly timeoutMs: number) {
    super(`Request attempt timed out after ${timeoutMs} ms`);
  }
}

/** Every error code found on an error, its `cause` chain and inside AggregateErrors. */
export function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || seen.has(value) || depth > 8) return;
    seen.add(value);
    const { code, cause, errors } = value as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string') codes.push(code);
    visit(cause, depth + 1);
    if (Array.isArray(errors)) for (const inner of errors) visit(inner, depth + 1);
  };
  visit(error, 0);
  return codes;
}

/** Whether an HTTP status is worth retrying. */
export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

/**
 * Whether a thrown fetch failure is worth retrying.
 *
 * - An attempt timeout is retried.
 * - An abort requested by the caller is never retried.
 * - A known non-retryable code anywhere in the cause chain (DNS, certificate) wins over
 *   everything else.
 * - A known retryable code is retried.
 * - A bare `TypeError` from fetch (the browser's "Failed to fetch", which hides the reason) is
 *   treated as a passing network failure and retried.
 * - Anything else (programming errors, invalid URLs) is not retried.
 */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof AttemptTimeoutError) return true;
  if (isAbortError(error)) return false;
  const codes = errorCodes(error);
  if (codes.some((code) => NON_RETRYABLE_ERROR_CODES.has(code) || isCertificateErrorCode(code))) {
    return false;
  }
  if (codes.some((code) => RETRYABLE_ERROR_CODES.has(code))) return true;
  if (error instanceof TypeError) return codes.length === 0;
  return false;
}

/** Whether a request (or response status) is worth retrying; accepts a status or an error. */
export function isRetryable(failure: number | unknown): boolean {
  return typeof failure === 'number' ? isRetryableStatus(failure) : isRetryableError(failure);
}

function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}

export interface BackoffOptions {
  /** Delay cap before jitter for the first retry, in ms. */
  baseDelayMs: number;
  /** Upper bound of any computed delay, in ms. */
  maxDelayMs: number;
  /** Random number in [0, 1); `Math.random` by default. Injected by tests. */
  random?: () => number;
}

/**
 * Exponential back-off with full jitter: a uniformly random delay between 0 and
 * `min(maxDelayMs, baseDelayMs × 2^attempt)`. `attempt` counts retries from 0 (the wait before
 * the first retry). Full jitter spreads the retries of many clients after an outage, so they do
 * not hit the recovering server in lock-step.
 */
export function backoffDelay(attempt: number, options: BackoffOptions): number {
  const { baseDelayMs, maxDelayMs, random = Math.random } = options;
  // 2^attempt overflows to Infinity after ~1024; Math.min keeps the cap in force.
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt));
  return Math.floor(random() * ceiling);
}

/**
 * Parses a `Retry-After` header (delay in seconds, or an HTTP date) into milliseconds from
 * `now`. Returns `undefined` when absent or unparsable; a date in the past gives 0.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/**
 * Longest `Retry-After` the client honours (10 minutes): a server asking for more is treated as
 * asking for this, so a bogus header cannot park a request for days.
 */
export const MAX_RETRY_AFTER_MS = 10 * 60 * 1000;

/**
 * An answer's `Retry-After` in milliseconds (at most {@link MAX_RETRY_AFTER_MS}), or undefined
 * without a readable one: for a caller that retries by itself (the time sheet's save queue).
 */
export function retryAfterOf(response: { headers: { get(name: string): string | null } }, now: number = Date.now()): number | undefined {
  const ms = parseRetryAfter(response.headers.get('retry-after'), now);
  return ms === undefined ? undefined : Math.min(ms, MAX_RETRY_AFTER_MS);
}

/**
 * The wait before retry number `attempt` (0-based): the server's `Retry-After` when it sent one
 * (capped at {@link MAX_RETRY_AFTER_MS}), otherwise {@link backoffDelay}.
 */
export function retryDelay(
  attempt: number,
  options: BackoffOptions & { retryAfterMs?: number | undefined },
): number {
  if (options.retryAfterMs !== undefined) return Math.min(options.retryAfterMs, MAX_RETRY_AFTER_MS);
  return backoffDelay(attempt, options);
}

/**
 * Whether a call is a read: a GET, HEAD or OPTIONS, or a POST to one of `readOnlyPaths` (the
 * contract's `x-read-only` operations, which take their input as a body but change nothing).
 * A read fails soon, so the page that needed it shows its error screen with 'Try again'; a write
 * keeps trying for a long time, so a passing outage never loses a save. Paths match at the end of
 * the URL's path (the client's base URL may add a prefix); `{param}` matches one path segment.
 */
export function isReadCall(method: string, url: string, readOnlyPaths: readonly string[]): boolean {
  const verb = method.toUpperCase();
  if (verb === 'GET' || verb === 'HEAD' || verb === 'OPTIONS') return true;
  if (verb !== 'POST') return false;
  const pathname = new URL(url, 'http://localhost').pathname.replace(/\/+$/, '');
  return readOnlyPaths.some((template) => pathPattern(template).test(pathname));
}

const patterns = new Map<string, RegExp>();
function pathPattern(template: string): RegExp {
  let pattern = patterns.get(template);
  if (!pattern) {
    const source = template
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    pattern = new RegExp(`${source}$`);
    patterns.set(template, pattern);
  }
  return pattern;
}

/** How long a failing read keeps trying, and how. */
export interface ReadRetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** Back-off cap of the first retry, in ms. */
  baseDelayMs: number;
  /** Back-off cap of every retry, in ms. */
  maxDelayMs: number;
  /**
   * No retry starts whose wait would end later than this many ms after the read's first attempt
   * began (a long `Retry-After` included): a failing read answers within about this time.
   */
  windowMs: number;
}

/**
 * Reads retry briefly: at most 3 retries (back-off caps 0.5 s, 1 s, 2 s), none starting later than
 * 10 s after the first try. A page whose data keeps failing shows its error screen within seconds
 * (an attempt that hangs still gets the per-attempt timeout once), instead of after the ~25
 * minutes of a write's 100 retries.
 */
export const READ_RETRY_POLICY: ReadRetryPolicy = { maxRetries: 3, baseDelayMs: 500, maxDelayMs: 2_000, windowMs: 10_000 };

/**
 * Whether a read that began `elapsedMs` ago, having made `retries` retries, may wait `delayMs`
 * and try again under `policy`.
 */
export function mayRetryRead(retries: number, elapsedMs: number, delayMs: number, policy: ReadRetryPolicy): boolean {
  return retries < policy.maxRetries && elapsedMs + delayMs <= policy.windowMs;
}
