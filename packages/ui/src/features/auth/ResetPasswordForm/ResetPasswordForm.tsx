import type { PasswordResetRequest } from '@kwartier/api';
import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { Link } from '../../../primitives/Link/Link';
import { TextField } from '../../../primitives/TextField/TextField';
import { NewPasswordFields } from '../../../patterns/newPassword/NewPasswordFields';
import type { SubmitResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useNewPassword } from '../../../patterns/newPassword/useNewPassword';
import { useMessages } from '../../../i18n/useMessages';
import * as styles from '../../../internal/styles/authCard.css';
import { messages } from './ResetPasswordForm.messages';

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  /** The token from the reset link (`/password/reset/{token}`); sent along with the form. */
  token: string;
  /**
   * Sets the new password (`POST /password/reset`). Resolve to `undefined` on success (then
   * navigate to `/`), or to the 422 body: errors for email, password and password_confirmation
   * appear under those fields, anything else (e.g. `errors.token`: the link expired) or a
   * `message` alone in a dismissible alert; both passwords are cleared. Reject for
   * unexpected failures (a generic alert is shown).
   */
  onSubmit: (values: PasswordResetRequest) => Promise<SubmitResult>;
  /** Target of the 'Back to Sign In' link. Defaults to `/`. */
  signInHref?: string;
  /** Prefills the email field (e.g. from the link's `email` query parameter). */
  defaultEmail?: string;
}

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

/**
 * The reset password screen (/password/reset/{token}): email, new password and its
 * confirmation, 'Back to Sign In' and Reset Password. The button stays disabled while a field is
 * empty, the passwords differ ('Passwords do not match') or the request runs.
 */
export function ResetPasswordForm({ token, onSubmit, signInHref = '/', defaultEmail = '' }: ResetPasswordFormProps) {
  const t = useMessages(messages);
  const titleId = useId();
  const [email, setEmail] = useState(defaultEmail);
  const newPassword = useNewPassword();
  const { password, confirmation } = newPassword;
  const submission = useFormSubmission<PasswordResetRequest>(onSubmit, FIELDS);

  const canSubmit = email.trim() !== '' && newPassword.matches;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit || submission.isSubmitting) return;
    const ok = await submission.submit({ token, email: email.trim(), password, password_confirmation: confirmation });
    if (!ok) {
      // Passwords are cleared after a failure.
      newPassword.clear();
    }
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('title')}
      </h1>
      <Form
        className={styles.form}
        onSubmit={submit}
        validationErrors={submission.fieldErrors}
        validationBehavior="aria"
      >
        {submission.formError && (
          <Alert tone="error" onDismiss={submission.dismissFormError}>
            {submission.formError}
          </Alert>
        )}
        <TextField
          name="email"
          type="email"
          label={t('email')}
          autoComplete="username"
          value={email}
          onChange={setEmail}
          isRequired
          isDisabled={submission.isSubmitting}
          autoFocus={defaultEmail === ''}
        />
        <NewPasswordFields
          state={newPassword}
          passwordLabel={t('password')}
          confirmationLabel={t('passwordConfirmation')}
          isDisabled={submission.isSubmitting}
          autoFocus={defaultEmail !== ''}
        />
        <div className={styles.actions}>
          <Link href={signInHref}>{t('backToSignIn')}</Link>
          <Button type="submit" variant="primary" isDisabled={!canSubmit} isPending={submission.isSubmitting}>
            {t('resetPassword')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
