import type { PasswordContext } from '@kwartier/api/passwordStrength';
import { useId, type ReactNode } from 'react';
import { useLocale } from '../../i18n/I18nProvider';
import { PasswordStrength } from '../PasswordStrength/PasswordStrength';
import * as styles from '../PasswordStrength/PasswordStrength.css';
import { usePasswordStrength, type PasswordEstimator } from './usePasswordStrength';
import { PasswordField, type PasswordFieldProps } from '../../primitives/PasswordField/PasswordField';
import { TextField } from '../../primitives/TextField/TextField';
import { useMessages } from '../../i18n/useMessages';
import { messages } from '../../forms/forms.messages';
import type { NewPassword } from './useNewPassword';

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  /** The pair's state, from `useNewPassword()`. */
  state: NewPassword;
  /** Label of the password field (`name="password"`). */
  passwordLabel: ReactNode;
  /** Label of the confirmation field (`name="password_confirmation"`). */
  confirmationLabel: ReactNode;
  /** Shown under the confirmation when it differs. Defaults to the shared 'Passwords do not match'. */
  mismatchMessage?: string;
  /** Disables both fields, e.g. while the form submits. */
  isDisabled?: boolean;
  /** Focuses the password field on mount. */
  autoFocus?: boolean;
  /** Whether the fields get a show/hide button ({@link PasswordField}) or are plain password inputs. Defaults to true. */
  revealable?: boolean;
  /**
   * Weighs the password as it is typed, for the strength meter under it (the app passes the
   * lazily loaded `passwordStrength` of `@kwartier/api/passwordStrength`). Without it, no meter.
   */
  estimatePassword?: PasswordEstimator;
  /** The person's name, email and organisation: a password built from them is weak. */
  strengthContext?: PasswordContext;
}

/**
 * A new password and its confirmation, both required with `autoComplete="new-password"`; the
 * confirmation shows 'Passwords do not match' while it is filled in and differs. Server errors
 * for `password` and `password_confirmation` appear under them through the enclosing `<Form>`.
 * Given an estimator, a strength meter ({@link PasswordStrength}) sits under the password.
 */
export function NewPasswordFields({
  state,
  passwordLabel,
  confirmationLabel,
  mismatchMessage,
  isDisabled,
  autoFocus,
  revealable = true,
  estimatePassword,
  strengthContext = {},
}: NewPasswordFieldsProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const reasonId = useId();
  const { strength, isChecking } = usePasswordStrength(state.password, locale, estimatePassword, strengthContext);
  const error = state.mismatch ? (mismatchMessage ?? t('passwordsDoNotMatch')) : undefined;
  // Under the password field, described by the reason a password is too weak.
  const meter = estimatePassword ? <PasswordStrength strength={strength} isChecking={isChecking} reasonId={reasonId} /> : null;
  const describedBy = estimatePassword ? reasonId : undefined;
  return (
    <>
      <div className={styles.withField}>
        <NewPasswordInput
          revealable={revealable}
          name="password"
          label={passwordLabel}
          value={state.password}
          onChange={state.setPassword}
          isDisabled={isDisabled}
          autoFocus={autoFocus}
          aria-describedby={describedBy}
        />
        {meter}
      </div>
      <NewPasswordInput
        revealable={revealable}
        name="password_confirmation"
        label={confirmationLabel}
        value={state.confirmation}
        onChange={state.setConfirmation}
        isDisabled={isDisabled}
        errorMessage={error}
      />
    </>
  );
}

/**
 * One of the pair: a required `new-password` input, with a show/hide button ({@link PasswordField})
 * or a plain password input ({@link TextField}).
 */
function NewPasswordInput({ revealable, ...props }: Omit<PasswordFieldProps, 'isRequired' | 'autoComplete'> & { revealable: boolean }) {
  return revealable ? (
    <PasswordField {...props} autoComplete="new-password" isRequired />
  ) : (
    <TextField {...props} type="password" autoComplete="new-password" isRequired />
  );
}
