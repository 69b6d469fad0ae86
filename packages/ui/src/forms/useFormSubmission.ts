import { useCallback, useRef, useState } from 'react';
import { useMessages } from '../i18n/useMessages';
import { messages } from './forms.messages';
import { isValidationFailure, splitValidationFailure, type SaveResult, type SubmitResult } from './submitResult';

/** State and actions of a form that saves through a {@link SubmitResult} callback. */
export interface FormSubmission<V> {
  /** True while the save callback's promise is pending. */
  isSubmitting: boolean;
  /** First server message per field, for react-aria `Form validationErrors`. */
  fieldErrors: Record<string, string>;
  /** A message not tied to a shown field, for an alert above the form. */
  formError: string | null;
  /** Runs the callback; resolves to true on success, false on a validation or other failure. */
  submit: (values: V) => Promise<boolean>;
  /** Clears errors (e.g. when a dialog closes or the alert is dismissed). */
  reset: () => void;
  /** Clears the form-level message only. */
  dismissFormError: () => void;
}

/**
 * Runs a save callback under Kwartier's convention and keeps the resulting UI state.
 * `fields` are the names the form shows; other errors go to `formError`.
 */
export function useFormSubmission<V>(
  onSubmit: (values: V) => SaveResult | SubmitResult,
  fields: readonly string[],
): FormSubmission<V> {
  const t = useMessages(messages);
  const [isSubmitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const running = useRef(false);

  const submit = useCallback(
    async (values: V) => {
      // A second Enter while the first request runs must not send it twice.
      if (running.current) return false;
      running.current = true;
      setSubmitting(true);
      setFieldErrors({});
      setFormError(null);
      try {
        const result = await onSubmit(values);
        if (isValidationFailure(result)) {
          const split = splitValidationFailure(result, fields);
          setFieldErrors(split.fieldErrors);
          setFormError(split.formError);
          return false;
        }
        return true;
      } catch {
        setFormError(t('unexpectedError'));
        return false;
      } finally {
        running.current = false;
        setSubmitting(false);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [onSubmit, t, fields.join('\n')],
  );

  const reset = useCallback(() => {
    setFieldErrors({});
    setFormError(null);
  }, []);
  const dismissFormError = useCallback(() => setFormError(null), []);

  return { isSubmitting, fieldErrors, formError, submit, reset, dismissFormError };
}
