import type { LoginRequest } from '@kwartier/api';
import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { TextField } from '../TextField/TextField';
import { isValidationFailure, type SubmitResult } from '../forms/submitResult';
import { useFormSubmission } from '../forms/useFormSubmission';
import { useMessages } from '../i18n/useMessages';
import * as styles from '../styles/authCard.css';
import { messages } from './LoginForm.messages';

/** What {@link LoginForm} submits: the API's `LoginRequest` (body of `POST /login`). */
export type LoginValues = LoginRequest;

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /**
   * Logs in. Resolve to `undefined` on success (then navigate to `/`), or to the 422 body
   * `{ message?, errors? }` on failure: the first `errors.email` message appears under the
   * email field (SPEC §5/§8). A `message` of 'token expired' shows the localized "security token
   * has expired" notice and calls `onTokenExpired`. Reject for unexpected failures.
   */
  onSubmit: (values: LoginValues) => Promise<SubmitResult>;
  /** Target of the 'Forgot password?' link. Defaults to `/forgotpassword`. */
  forgotPasswordHref?: string;
  /** Target of the sign-up link under the form. Defaults to `/register`. */
  registerHref?: string;
  /** Called after a 'token expired' failure; the app reloads the page after 2 s (SPEC §8). */
  onTokenExpired?: () => void;
  /** Prefills the email field. */
  defaultEmail?: string;
}

const FIELDS = ['email', 'password'] as const;
const TOKEN_EXPIRED = /token expired/i;

/** The login screen's form: email, password, 'Forgot password?' and Log In (SPEC §2). */
export function LoginForm({
  onSubmit,
  forgotPasswordHref = '/forgotpassword',
  registerHref = '/register',
  onTokenExpired,
  defaultEmail = '',
}: LoginFormProps) {
  const t = useMessages(messages);
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [tokenExpired, setTokenExpired] = useState(false);
  const titleId = useId();

  const submission = useFormSubmission<LoginValues>(async (values) => {
    const result = await onSubmit(values);
    if (isValidationFailure(result) && !result.errors && TOKEN_EXPIRED.test(result.message ?? '')) {
      setTokenExpired(true);
      onTokenExpired?.();
      return undefined;
    }
    return result;
  }, FIELDS);

  // SPEC §5: Log In stays disabled while email or password is empty.
  const canSubmit = email.trim() !== '' && password !== '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setTokenExpired(false);
    void submission.submit({ email: email.trim(), password });
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
        {tokenExpired && <Alert tone="info">{t('tokenExpired')}</Alert>}
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
        <div className={styles.actions}>
          <Link href={forgotPasswordHref}>{t('forgotPassword')}</Link>
          <Button
            type="submit"
            variant="primary"
            isDisabled={!canSubmit}
            isPending={submission.isSubmitting}
          >
            {t('logIn')}
          </Button>
        </div>
        <p className={styles.signUp}>
          {t('noAccount')} <Link href={registerHref}>{t('signUp')}</Link>
        </p>
      </Form>
    </section>
  );
}
