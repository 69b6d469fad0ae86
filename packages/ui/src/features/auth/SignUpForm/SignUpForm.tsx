import type { RegisterRequest } from '@kwartier/api';
import { useState } from 'react';
import { Link } from '../../../primitives/Link/Link';
import { TextField } from '../../../primitives/TextField/TextField';
import { NewPasswordFields } from '../../../patterns/newPassword/NewPasswordFields';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useNewPassword } from '../../../patterns/newPassword/useNewPassword';
import { useMessages } from '../../../i18n/useMessages';
import { AuthCard } from '../../../patterns/AuthCard/AuthCard';
import * as styles from '../../../patterns/AuthCard/AuthCard.css';
import { messages } from './SignUpForm.messages';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';

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
  onSubmit: (values: SignUpValues) => SaveResult;
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
  const [name, setName] = useState('');
  const [email, setEmail] = useState(defaultEmail);
  const newPassword = useNewPassword();
  const submission = useFormSubmission<SignUpValues>(onSubmit, FIELDS);

  const canSubmit = name.trim() !== '' && email.trim() !== '' && newPassword.matches;

  // Passwords are cleared after a failure.
  const submit = () => newPassword.submitWith((pair) => submission.submit({ name: name.trim(), email: email.trim(), ...pair }));

  return (
    <AuthCard title={t('title')}>
      <SubmissionForm
        submission={submission}
        onSubmit={submit}
        submitLabel={t('signUp')}
        canSubmit={canSubmit}
        className={styles.form}
        actionsClassName={styles.actionsEnd}
        secondaryAction={
          <Link href={cancelHref} appearance="button">
            {t('cancel')}
          </Link>
        }
      >
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
      </SubmissionForm>
    </AuthCard>
  );
}
