import { resendsKeyedChange, retryAfterOf } from '@kwartier/api';
import type { SendOutcome } from './mutationQueue';

/**
 * What a queue does with the answer to a change it sent with an Idempotency-Key: confirmed;
 * halted with everything kept (signed out, or a new session on its way: 419 reloads the page);
 * sent again (`resendsKeyedChange`: any 5xx, 408, 409, 425, 429 — after the server's `Retry-After`
 * when it says how long to wait); or refused with the first message the answer carries (of
 * `fields` in that order when given, else of any field, else the general one).
 */
export function sendOutcome<Answer>(
  { data, error, response }: { data?: Answer; error?: unknown; response: Response },
  fields?: readonly string[],
): SendOutcome<Answer> {
  if (response.ok && data) return { kind: 'saved', answer: data };
  if (response.status === 401 || response.status === 419) return { kind: 'halt' };
  if (resendsKeyedChange(response.status)) return { kind: 'retry', retryAfterMs: retryAfterOf(response) };
  return { kind: 'refused', message: refusalMessage(error, response.status, fields) };
}

function refusalMessage(error: unknown, status: number, fields: readonly string[] | undefined): string {
  if (error && typeof error === 'object') {
    const { message, errors } = error as { message?: unknown; errors?: Record<string, unknown> };
    for (const field of fields ?? Object.keys(errors ?? {})) {
      const messages = errors?.[field];
      if (Array.isArray(messages) && typeof messages[0] === 'string') return messages[0];
    }
    if (typeof message === 'string') return message;
  }
  return `HTTP ${status}`;
}
