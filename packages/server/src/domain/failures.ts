import type { MessageId } from './messages.js';

// Refusals thrown by actions and handlers alike; the HTTP layer answers them (http/errors).

/**
 * An answer with an ErrorMessage body, thrown from anywhere in a handler; `details`, fields the
 * operation's contract adds to that body (the single sign-on a refused switch leads to).
 */
export class HttpError extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 405 | 409 | 400 | 500,
    readonly messageId: MessageId,
    readonly details: Record<string, string> = {},
  ) {
    super(messageId);
  }
}

/**
 * A 422 for rules the contract cannot express (unique email, matching confirmation, wrong
 * credentials): field → message, answered like a schema failure.
 */
export class ValidationFailure extends Error {
  constructor(
    readonly errors: Record<string, MessageId>,
    /** Values for the messages' placeholders besides `:field`. */
    readonly params: Record<string, string | number> = {},
  ) {
    super('validation failed');
  }
}
