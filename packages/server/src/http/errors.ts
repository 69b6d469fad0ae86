import type { ErrorHandler } from 'hono';
import { isDatabaseUnavailable } from '../db/errors.js';
import { fieldLabel, translate } from '../domain/messages.js';
import { HttpError, ValidationFailure, type AppEnv } from './context.js';

/**
 * Seconds a caller is asked to wait (`Retry-After`) when the database is away: short, so that the
 * queues of the app come back soon after the database does (they add no back-off of their own to it).
 */
export const DATABASE_RETRY_AFTER_S = 2;

/**
 * Every thrown error's answer, in the caller's language: an {@link HttpError} its status and
 * message, a {@link ValidationFailure} 422 with the `errors` map (field names translated too), a
 * database that cannot be reached or refuses work for now (db/errors.ts `isDatabaseUnavailable`:
 * connection refused or cut, pool or statement timeout, PostgreSQL shutting down or starting up)
 * 503 with a `Retry-After` — nothing was applied (the request's transaction did not commit, or its
 * commit's outcome is unknown and the Idempotency-Key of the retry settles it) —, anything else a
 * logged 500 that tells nothing of the cause.
 */
export const errorAnswer: ErrorHandler<AppEnv> = (error, c) => {
  const locale = c.get('locale') ?? 'en';
  if (error instanceof HttpError) return c.json({ ...error.details, message: translate(locale, error.messageId) }, error.status);
  if (error instanceof ValidationFailure) {
    const errors = Object.fromEntries(
      Object.entries(error.errors).map(([field, id]) => [field, [translate(locale, id, { ...error.params, field: fieldLabel(field, locale) })]]),
    );
    return c.json({ message: Object.values(errors)[0][0], errors }, 422);
  }
  if (isDatabaseUnavailable(error)) {
    console.error(`${c.req.method} ${c.req.path}: database unavailable (${error instanceof Error ? error.message : String(error)})`);
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_S));
    return c.json({ message: translate(locale, 'http.database_unavailable') }, 503);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ message: translate(locale, 'http.server_error') }, 500);
};
