import type { ValidationError } from '@kwartier/api';

/**
 * The one convention for saving forms in Kwartier components.
 *
 * A component's save callback (`onSubmit`, `onCreate`, …) returns a Promise that
 * - resolves to `undefined` (or nothing) when the save succeeded;
 * - resolves to a {@link ValidationFailure} — the body of the API's 422 answer,
 *   `{ message, errors: { field: [messages] } }` (API schema `ValidationError`; `{ message }` alone,
 *   as for 'token expired', also counts) — when the server refused the input; the
 *   component puts each field's first message under that field, or `message` in an alert when no
 *   field matches, and keeps what the user typed;
 * - rejects on an unexpected failure (network, 500); the component stops its spinner and shows a
 *   generic error, and the app logs the error.
 */
export type ValidationFailure = Partial<ValidationError>;

/** What a save callback's Promise resolves to: nothing on success, the 422 body on failure. */
export type SubmitResult = void | undefined | null | ValidationFailure;

/**
 * What every save, delete, toggle and confirm callback of a component returns: a Promise of a
 * {@link SubmitResult}. One type for all of them, so a screen hands any of the app's saves
 * (`save.form` resolves to a refusal or nothing, `save.action` to nothing) to any callback.
 */
export type SaveResult = Promise<SubmitResult>;

/** Whether a resolved save result is a validation failure (rather than success). */
export function isValidationFailure(result: unknown): result is ValidationFailure {
  if (result == null || typeof result !== 'object') return false;
  const r = result as Record<string, unknown>;
  return (
    (typeof r.message === 'string' && r.message !== '') ||
    (r.errors != null && typeof r.errors === 'object' && Object.keys(r.errors).length > 0)
  );
}

/** The first message of each field, ready for react-aria `Form validationErrors`. */
export function firstFieldErrors(
  errors: Record<string, readonly string[] | string> | null | undefined,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors ?? {})) {
    const first = Array.isArray(value) ? value.find((m) => typeof m === 'string' && m !== '') : value;
    if (typeof first === 'string' && first !== '') result[field] = first;
  }
  return result;
}

/**
 * Splits a validation failure into messages under known fields and one message for the rest:
 * errors for fields the form does not show, or the top-level `message` when no field matched.
 * The error of a list's item (`invoice_reminder_days.1`) goes under the list's field.
 */
export function splitValidationFailure(
  failure: ValidationFailure,
  fields: readonly string[],
): { fieldErrors: Record<string, string>; formError: string | null } {
  const all = firstFieldErrors(failure.errors);
  const fieldErrors: Record<string, string> = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(all)) {
    // An item of a list the form shows as one field (`days.1`) is that field's error.
    const field = fields.includes(key) ? key : fields.find((name) => key.startsWith(`${name}.`));
    if (field === undefined) other.push(message);
    else fieldErrors[field] ??= message;
  }
  let formError: string | null = other.length > 0 ? other.join(' ') : null;
  if (!formError && Object.keys(fieldErrors).length === 0 && failure.message) formError = failure.message;
  return { fieldErrors, formError };
}
