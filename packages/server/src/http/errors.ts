import type { ErrorHandler } from 'hono';
import { fieldLabel, translate } from '../domain/messages.js';
import { HttpError, ValidationFailure, type AppEnv } from './context.js';

/**
 * Every thrown error's answer, in the caller's language: an {@link HttpError} its status and
 * message, a {@link ValidationFailure} 422 with the `errors` map (field names translated too),
 * anything else a logged 500 that tells nothing of the cause.
 */
export const errorAnswer: ErrorHandler<AppEnv> = (error, c) => {
  const locale = c.get('locale') ?? 'en';
  if (error instanceof HttpError) return c.json({ message: translate(locale, error.messageId) }, error.status);
  if (error instanceof ValidationFailure) {
    const errors = Object.fromEntries(
      Object.entries(error.errors).map(([field, id]) => [field, [translate(locale, id, { ...error.params, field: fieldLabel(field, locale) })]]),
    );
    return c.json({ message: Object.values(errors)[0][0], errors }, 422);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ message: translate(locale, 'http.server_error') }, 500);
};
