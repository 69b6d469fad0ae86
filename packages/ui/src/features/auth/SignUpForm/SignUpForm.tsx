import type { Locale, RegisterRequest } from '@kwartier/api';
import { useState } from 'react';
import { Select } from '../../../primitives/Select/Select';
import { LANGUAGE_ITEMS } from '../../../patterns/settingsForm/options';
import { useLocale } from '../../../i18n/I18nProvider';
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
import { messages } from './SignUpForm.messages';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';
import type { AppHref } from '../../../primitives/Link/appHref';

/**
 * What {@link SignUpForm} submits: the API's `RegisterRequest` (body of `POST /register`), always
 * with the organisation's name and language, and the person's language: the one the form is shown in.
 */
export type SignUpValues = Required<RegisterRequest>;

/** Props of {@link SignUpForm}. */
export interface SignUpFormProps {
  /**
   * Registers. Resolve to `undefined` on success (then navigate to `/`), or to the 422 body
   * `{ message?, errors? }`: field errors appear under their fields, anything else (or `message`
   * alone) in a dismissible alert; everything typed stays, passwords included, to be corrected.
   * Reject for unexpected failures (a generic alert is shown).
   */
  onSubmit: (values: SignUpValues) => SaveResult;
  /** Target of Cancel. Defaults to `/`. */
  cancelHref?: AppHref;
  /** Prefills the email field. */
  defaultEmail?: string;
  /**
   * Weighs the new password as it is typed, for the strength meter under it: the app passes the
   * lazily loaded `passwordStrength` of `@kwartier/api/passwordStrength`. Without it, no meter.
   */
  estimatePassword?: PasswordEstimator;
}

const FIELDS = ['name', 'email', 'organization_name', 'organization_locale', 'locale', 'password', 'password_confirmation'] as const;

/**
 * The sign-up screen's form: the person's name and email, their organisation's name and language
 * (the language its invoices are written in unless a client's says otherwise; the form's own
 * language to begin with), password and confirmation. Sign up stays disabled while a field is
 * empty, the passwords differ ('Passwords do not match') or the request runs.
 */
export function SignUpForm({ onSubmit, cancelHref = '/', defaultEmail = '', estimatePassword }: SignUpFormProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const [name, setName] = useState('');
  const [email, setEmail] = useState(defaultEmail);
  const [organizationName, setOrganizationName] = useState('');
  const [organizationLocale, setOrganizationLocale] = useState<Locale>(locale);
  const newPassword = useNewPassword();
  const submission = useFormSubmission<SignUpValues>(onSubmit, FIELDS);

  const canSubmit = name.trim() !== '' && email.trim() !== '' && organizationName.trim() !== '' && newPassword.matches;

  // Nothing is cleared after a refusal: a taken email is fixed without typing the passwords again.
  const submit = () =>
    submission.submit({
      name: name.trim(),
      email: email.trim(),
      organization_name: organizationName.trim(),
      organization_locale: organizationLocale,
      locale,
      password: newPassword.password,
      password_confirmation: newPassword.confirmation,
    });

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
        <TextField
          name="organization_name"
          label={t('organizationName')}
          description={t('organizationNameDescription')}
          autoComplete="organization"
          value={organizationName}
          onChange={setOrganizationName}
          isRequired
          isDisabled={submission.isSubmitting}
        />
        <Select
          name="organization_locale"
          label={t('organizationLocale')}
          description={t('organizationLocaleDescription')}
          items={LANGUAGE_ITEMS}
          selectedKey={organizationLocale}
          onSelectionChange={(key) => {
            if (key === 'en' || key === 'nl') setOrganizationLocale(key);
          }}
          isRequired
          isDisabled={submission.isSubmitting}
        />
        <NewPasswordFields
          state={newPassword}
          passwordLabel={t('password')}
          confirmationLabel={t('passwordConfirmation')}
          isDisabled={submission.isSubmitting}
          revealable={false}
          estimatePassword={estimatePassword}
          strengthContext={{ name, email, organizationName }}
        />
      </SubmissionForm>
    </AuthCard>
  );
}
