import { notFound } from '@tanstack/react-router';

/** A call a route needed failed: the route's error screen shows, with a retry. */
export class LoadError extends Error {
  constructor(readonly status: number | undefined) {
    super(`Loading failed with status ${status ?? 'unknown'}`);
    this.name = 'LoadError';
  }
}

/**
 * What a loader returns for a call: its data, or it throws. A 404 (an unknown id) throws
 * `notFound()`, so the route's not-found screen shows; any other failure throws a
 * {@link LoadError}, so its error screen shows. A failure never becomes empty data.
 */
export async function load<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok && data !== undefined) return data;
  if (response.status === 404) throw notFound();
  console.error('Loading failed', response.status, error);
  throw new LoadError(response.status);
}

/**
 * As {@link load}, for a call whose 404 means there is none (the organisation's single sign-on
 * before it is connected): `null` then.
 */
export async function loadOrNull<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T | null> {
  const answer = await call;
  if (answer.response.status === 404) return null;
  return load(Promise.resolve(answer));
}
