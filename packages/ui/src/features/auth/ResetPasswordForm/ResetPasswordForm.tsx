import type { PasswordResetRequest } from '@kwartier/api';
import { useState } from 'react';
import { Link } from '../../../primitives/Link/Link';
import { TextField } from '../../../primitives/TextField/TextField';
import type { PasswordEstimator } from '../../../patterns/newPassword/usePasswordStrength';
import { NewPasswordFields } from '../../../patterns/newPassword/NewPasswordFields';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useNewPassword } from '../../../patterns/newPassword/useNewPassword';
import { useMessages } from '../../../i18n/useMessages';
import { AuthCard } from '../../../patterns/AuthCard/AuthCard';
import * as styles from '../../../patterns/AuthCard/AuthCard.css';
import { messages } from './ResetPasswordForm.messages';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';
import type { AppHref } from '../../../primitives/Link/appHref';

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
  onSubmit: (values: PasswordResetRequest) => SaveResult;
  /** Target of the 'Back to log in' link. Defaults to `/`. */
  signInHref?: AppHref;
  /** Prefills the email field (e.g. from the link's `email` query parameter). */
  defaultEmail?: string;
  /**
   * Weighs the new password as it is typed, for the strength meter under it: the app passes the
   * lazily loaded `passwordStrength` of `@kwartier/api/passwordStrength`. Without it, no meter.
   */
  estimatePassword?: PasswordEstimator;
}

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

/**
 * The reset password screen (/password/reset/{token}): email, new password and its
 * confirmation, 'Back to log in' and Reset Password. The button stays disabled while a field is
 * empty, the passwords differ ('Passwords do not match') or the request runs.
 */
export function ResetPasswordForm({ token, onSubmit, signInHref = '/', defaultEmail = '', estimatePassword }: ResetPasswordFormProps) {
  const t = useMessages(messages);
  const [email, setEmail] = useState(defaultEmail);
  const newPassword = useNewPassword();
  const submission = useFormSubmission<PasswordResetRequest>(onSubmit, FIELDS);

  const canSubmit = email.trim() !== '' && newPassword.matches;

  // Passwords are cleared after a failure.
  const submit = () => newPassword.submitWith((pair) => submission.submit({ token, email: email.trim(), ...pair }));

  return (
    <AuthCard title={t('title')}>
      <SubmissionForm
        submission={submission}
        onSubmit={submit}
        submitLabel={t('resetPassword')}
        canSubmit={canSubmit}
        className={styles.form}
        actionsClassName={styles.actions}
        secondaryAction={<Link href={signInHref}>{t('backToSignIn')}</Link>}
      >
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
          estimatePassword={estimatePassword}
          strengthContext={{ email }}
        />
      </SubmissionForm>
    </AuthCard>
  );
}
