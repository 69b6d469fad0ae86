import type { RegisterRequest } from '@kwartier/api';
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
import { messages } from './SignUpForm.messages';

/** What {@link SignUpForm} submits: the API's `RegisterRequest` (body of `POST /register`). */
export type SignUpValues = RegisterRequest;

/** Props of {@link SignUpForm}. */
export interface SignUpFormProps {
  /**
   * Registers. Resolve to `undefined` on success (then navigate to `/`), or to the 422 body
   * `{ message?, errors? }`: field errors appear under name/email/password/password_confirmation,
   * anything else (or `message` alone) in a dismissible alert; both passwords are cleared.
   * Reject for unexpected failures (a generic alert is shown).
   */
  onSubmit: (values: SignUpValues) => Promise<SubmitResult>;
  /** Target of Cancel. Defaults to `/`. */
  cancelHref?: string;
  /** Prefills the email field. */
  defaultEmail?: string;
}

const FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const;

/**
 * The sign-up screen's form: name, email, password and confirmation. Sign Up stays
 * disabled while a field is empty, the passwords differ ('Passwords do not match') or the
 * request runs.
 */
export function SignUpForm({ onSubmit, cancelHref = '/', defaultEmail = '' }: SignUpFormProps) {
  const t = useMessages(messages);
  const titleId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(defaultEmail);
  const newPassword = useNewPassword();
  const { password, confirmation } = newPassword;
  const submission = useFormSubmission<SignUpValues>(onSubmit, FIELDS);

  const canSubmit = name.trim() !== '' && email.trim() !== '' && newPassword.matches;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit || submission.isSubmitting) return;
    const ok = await submission.submit({
      name: name.trim(),
      email: email.trim(),
      password,
      password_confirmation: confirmation,
    });
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
          name="name"
          label={t('name')}
          autoComplete="name"
          value={name}
          onChange={setName}
          isRequired
          isDisabled={submission.isSubmitting}
          autoFocus
        />
        <TextField
          name="email"
          type="email"
          label={t('email')}
          autoComplete="email"
          value={email}
          onChange={setEmail}
          isRequired
          isDisabled={submission.isSubmitting}
        />
        <NewPasswordFields
          state={newPassword}
          passwordLabel={t('password')}
          confirmationLabel={t('passwordConfirmation')}
          isDisabled={submission.isSubmitting}
          revealable={false}
        />
        <div className={styles.actionsEnd}>
          <Link href={cancelHref} appearance="button">
            {t('cancel')}
          </Link>
          <Button type="submit" variant="primary" isDisabled={!canSubmit} isPending={submission.isSubmitting}>
            {t('signUp')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
