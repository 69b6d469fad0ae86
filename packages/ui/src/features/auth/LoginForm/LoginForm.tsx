import { Alert } from '../../../primitives/Alert/Alert';
import type { LoginRequest, SsoError } from '@kwartier/api';
import { Button } from '../../../primitives/Button/Button';
import { useState } from 'react';
import { Link } from '../../../primitives/Link/Link';
import { TextField } from '../../../primitives/TextField/TextField';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useMessages } from '../../../i18n/useMessages';
import { AuthCard } from '../../../patterns/AuthCard/AuthCard';
import * as styles from '../../../patterns/AuthCard/AuthCard.css';
import { messages } from './LoginForm.messages';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';
import type { AppHref } from '../../../primitives/Link/appHref';

/** What {@link LoginForm} submits: the API's `LoginRequest` (body of `POST /login`). */
export type LoginValues = LoginRequest;

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /**
   * Logs in. Resolve to `undefined` on success (then navigate to `/`), or to the 422 body
   * `{ message?, errors? }` on failure: the first `errors.email` message appears under the
   * email field. Reject for unexpected failures. A 419 'token expired' is the
   * app's to handle where it creates its API client (notice, reload): keep the promise pending.
   */
  onSubmit: (values: LoginValues) => SaveResult;
  /** Target of the 'Forgot password?' link. Defaults to `/forgotpassword`. */
  forgotPasswordHref?: AppHref;
  /** Target of the sign-up link under the form. Defaults to `/register`. */
  registerHref?: AppHref;
  /** Prefills the email field. */
  defaultEmail?: string;
  /** A notice above the fields, e.g. 'Your account has been deleted.' after deleting one's account. */
  notice?: string;
  /**
   * When given, 'Sign in with single sign-on' under the form (enabled once an address is typed):
   * called with that address; the app opens `/login/sso?email=…` as a full page load, which goes
   * to the organisation's OpenID Connect provider.
   */
  onSingleSignOn?: (email: string) => void;
  /** Why the last single sign-on did not happen (`/login?sso_error=…`): told above the fields. */
  singleSignOnError?: SsoError;
}

const FIELDS = ['email', 'password'] as const;

/** The login screen's form: email, password, 'Forgot password?' and Log in; single sign-on when offered. */
export function LoginForm({
  onSubmit,
  forgotPasswordHref = '/forgotpassword',
  registerHref = '/register',
  defaultEmail = '',
  notice,
  onSingleSignOn,
  singleSignOnError,
}: LoginFormProps) {
  const t = useMessages(messages);
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');

  const submission = useFormSubmission<LoginValues>(onSubmit, FIELDS);

  // Log in stays disabled while email or password is empty.
  const canSubmit = email.trim() !== '' && password !== '';

  const submit = () => {
    void submission.submit({ email: email.trim(), password });
  };

  return (
    <AuthCard title={t('title')}>
      {notice && <Alert tone="success">{notice}</Alert>}
      {singleSignOnError && <Alert tone="error">{t('ssoError', { code: singleSignOnError })}</Alert>}
      <SubmissionForm
        submission={submission}
        onSubmit={submit}
        submitLabel={t('logIn')}
        canSubmit={canSubmit}
        className={styles.form}
        actionsClassName={styles.actions}
        secondaryAction={<Link href={forgotPasswordHref}>{t('forgotPassword')}</Link>}
        footer={
          <>
            {onSingleSignOn && (
              <Button variant="secondary" isDisabled={email.trim() === ''} onPress={() => onSingleSignOn(email.trim())}>
                {t('singleSignOn')}
              </Button>
            )}
            <p className={styles.signUp}>
              {t('noAccount')} <Link href={registerHref}>{t('signUp')}</Link>
            </p>
          </>
        }
      >
        <TextField
          name="email"
          type="email"
          label={t('email')}
          autoComplete="username"
          value={email}
          onChange={setEmail}
          isRequired
          autoFocus
        />
        <TextField
          name="password"
          type="password"
          label={t('password')}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          isRequired
        />
      </SubmissionForm>
    </AuthCard>
  );
}
