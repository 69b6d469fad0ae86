import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-aria-components';
import type { FormSubmission } from '../../forms/useFormSubmission';
import { useFieldErrorsUntilEdited } from '../../forms/useFieldErrorsUntilEdited';
import { Alert } from '../../primitives/Alert/Alert';
import { Button } from '../../primitives/Button/Button';
import * as settingsStyles from '../settingsForm/settingsForms.css';

/** Props of {@link SubmissionForm}. */
export interface SubmissionFormProps {
  /** The form's save state, from `useFormSubmission`: its server errors, alert and pending flag. */
  submission: Pick<FormSubmission<never>, 'fieldErrors' | 'formError' | 'dismissFormError' | 'isSubmitting'>;
  /** Builds the values and calls `submission.submit`; not called while the submit is disabled or a save runs. */
  onSubmit: () => unknown;
  /** The submit button's text. */
  submitLabel: ReactNode;
  /** False disables the submit button (and Enter), e.g. while a required field is empty. Default true. */
  canSubmit?: boolean;
  /** Shows the message no field shows in an error alert above the fields. Default true. */
  showFormError?: boolean;
  /** Class of the form; defaults to the settings forms' stacked layout. */
  className?: string;
  /** Class of the row holding the submit button; defaults to the settings forms' (button at the end). */
  actionsClassName?: string;
  /** Shown before the submit button in its row, e.g. a 'Back to log in' link. */
  secondaryAction?: ReactNode;
  /** Shown under the button row, inside the form. */
  footer?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form that saves through the {@link SubmitResult} convention: react-aria's `Form` with the
 * server's field errors (`validationErrors`, shown under the fields by name), an error alert for
 * the rest, the fields, and a submit button that spins while the save runs. A second submit while
 * one runs, or a submit while `canSubmit` is false, does nothing.
 */
export function SubmissionForm({
  submission,
  onSubmit,
  submitLabel,
  canSubmit = true,
  showFormError = true,
  className = settingsStyles.form,
  actionsClassName = settingsStyles.actions,
  secondaryAction,
  footer,
  children,
}: SubmissionFormProps) {
  // Each field's error stays until its value changes, and goes as the user types.
  const shownErrors = useFieldErrorsUntilEdited(submission.fieldErrors);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit || submission.isSubmitting) return;
    shownErrors.showAll();
    void onSubmit();
  };
  return (
    <Form className={className} onSubmit={submit} validationErrors={shownErrors.validationErrors} validationBehavior="aria">
      {showFormError && submission.formError && (
        <Alert tone="error" onDismiss={submission.dismissFormError}>
          {submission.formError}
        </Alert>
      )}
      {/* Only to hear typing: laid out as if its fields were the form's own. */}
      <div style={{ display: 'contents' }} ref={shownErrors.ref} onInput={shownErrors.onInput}>
        {children}
      </div>
      <div className={actionsClassName}>
        {secondaryAction}
        <Button type="submit" variant="primary" isDisabled={!canSubmit} isPending={submission.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
      {footer}
    </Form>
  );
}
