import type { PasswordEmailRequest } from '@kwartier/api';
import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { Link } from '../../../primitives/Link/Link';
import { TextField } from '../../../primitives/TextField/TextField';
import type { SubmitResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useMessages } from '../../../i18n/useMessages';
import * as styles from '../../../internal/styles/authCard.css';
import { messages } from './ForgotPasswordForm.messages';
import * as own from './ForgotPasswordForm.css';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  /**
   * Asks for a reset mail (`POST /password/email`). Resolve to `undefined` when the request was
   * accepted: the success alert 'An email on how to reset your password has been sent.' appears.
   * Resolve to the 422 body to show `errors.email` under the field. No other error is shown:
   * a `message` alone or a rejected promise only stops the spinner (log it in the app).
   */
  onSubmit: (values: PasswordEmailRequest) => Promise<SubmitResult>;
  /** Target of the 'Back to Sign In' link. Defaults to `/`. */
  signInHref?: string;
  /** Prefills the email field, e.g. from the login form. */
  defaultEmail?: string;
}

const FIELDS = ['email'] as const;

/**
 * The password reset request screen (/forgotpassword): an email field, Reset Password
 * (disabled while the email is empty or the request runs), a 'Back to Sign In' link, and a
 * success alert once the mail is on its way.
 */
export function ForgotPasswordForm({ onSubmit, signInHref = '/', defaultEmail = '' }: ForgotPasswordFormProps) {
  const t = useMessages(messages);
  const titleId = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [sent, setSent] = useState(false);
  const submission = useFormSubmission<PasswordEmailRequest>(onSubmit, FIELDS);

  // The button stays disabled while the email is empty.
  const canSubmit = email.trim() !== '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit || submission.isSubmitting) return;
    setSent(false);
    setSent(await submission.submit({ email: email.trim() }));
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
