import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';
import { createRetryingFetch, type FetchLike, type RetryingFetchOptions } from './retryingFetch';

export interface ApiClientOptions extends Omit<RetryingFetchOptions, 'fetch'> {
  /** Origin (and optional path prefix) of the Kwartier server; `''` for the same origin. */
  baseUrl?: string;
  /** The underlying fetch; `globalThis.fetch` by default. Tests pass a fake. */
  fetch?: FetchLike;
}

/** The typed Kwartier client: `client.GET('/api/clients')`, `client.POST('/api/clients', { body })`, … */
export type ApiClient = Client<paths>;

/**
 * Creates the typed Kwartier API client (openapi-fetch on the generated `paths`), with the call
 * policy built in: cookies and `X-Requested-With` on every request, a 15 s timeout
 * per attempt, retries of passing failures with exponential back-off and full jitter — a read
 * (GET, or a POST the contract marks `x-read-only`) a few times within ~10 s so a page that cannot
 * load says so, a write up to 100 times so a save survives a passing outage — and an
 * `Idempotency-Key` on every write that stays the same across its retries.
 *
 * Errors come back as `{ error, response }` like any openapi-fetch call; a 422 `error` is a
 * `ValidationError` (see `isValidationError`).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { baseUrl = '', ...retryOptions } = options;
  return createClient<paths>({
    baseUrl,
    credentials: 'include',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    fetch: createRetryingFetch(retryOptions),
  });
}
