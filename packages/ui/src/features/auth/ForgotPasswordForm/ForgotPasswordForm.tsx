import type { PasswordEmailRequest } from '@kwartier/api';
import { useState } from 'react';
import { Alert } from '../../../primitives/Alert/Alert';
import { Link } from '../../../primitives/Link/Link';
import { TextField } from '../../../primitives/TextField/TextField';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useMessages } from '../../../i18n/useMessages';
import { AuthCard } from '../../../patterns/AuthCard/AuthCard';
import * as styles from '../../../patterns/AuthCard/AuthCard.css';
import { messages } from './ForgotPasswordForm.messages';
import * as own from './ForgotPasswordForm.css';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';
import type { AppHref } from '../../../primitives/Link/appHref';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  /**
   * Asks for a reset mail (`POST /password/email`). Resolve to `undefined` when the request was
   * accepted: the success alert 'An email on how to reset your password has been sent.' appears.
   * Resolve to the 422 body to show `errors.email` under the field. No other error is shown:
   * a `message` alone or a rejected promise only stops the spinner (log it in the app).
   */
  onSubmit: (values: PasswordEmailRequest) => SaveResult;
  /** Target of the 'Back to log in' link. Defaults to `/`. */
  signInHref?: AppHref;
  /** Prefills the email field, e.g. from the login form. */
  defaultEmail?: string;
}

const FIELDS = ['email'] as const;

/**
 * The password reset request screen (/forgotpassword): an email field, Reset Password
 * (disabled while the email is empty or the request runs), a 'Back to log in' link, and a
 * success alert once the mail is on its way.
 */
export function ForgotPasswordForm({ onSubmit, signInHref = '/', defaultEmail = '' }: ForgotPasswordFormProps) {
  const t = useMessages(messages);
  const [email, setEmail] = useState(defaultEmail);
  const [sent, setSent] = useState(false);
  const submission = useFormSubmission<PasswordEmailRequest>(onSubmit, FIELDS);

  // The button stays disabled while the email is empty.
  const canSubmit = email.trim() !== '';

  const submit = async () => {
    setSent(false);
    setSent(await submission.submit({ email: email.trim() }));
  };

  return (
    <AuthCard title={t('title')}>
      <SubmissionForm
        submission={submission}
        onSubmit={submit}
        submitLabel={t('resetPassword')}
        canSubmit={canSubmit}
        showFormError={false}
        className={styles.form}
        actionsClassName={styles.actions}
        secondaryAction={<Link href={signInHref}>{t('backToSignIn')}</Link>}
      >
        <p className={own.intro}>
          {t('intro')}
        </p>
        {/* Only the success notice; other failures are not shown (formError is ignored). */}
        {sent && <Alert tone="success">{t('sent')}</Alert>}
        <TextField
          name="email"
          type="email"
          label={t('email')}
          autoComplete="email"
          value={email}
          onChange={setEmail}
          isRequired
          isDisabled={submission.isSubmitting}
          autoFocus
        />
      </SubmissionForm>
    </AuthCard>
  );
}
