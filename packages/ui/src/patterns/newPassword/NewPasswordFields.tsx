import type { ReactNode } from 'react';
import { PasswordField } from '../../primitives/PasswordField/PasswordField';
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
}

/**
 * A new password and its confirmation, both required with `autoComplete="new-password"`; the
 * confirmation shows 'Passwords do not match' while it is filled in and differs. Server errors
 * for `password` and `password_confirmation` appear under them through the enclosing `<Form>`.
 */
export function NewPasswordFields({
  state,
  passwordLabel,
  confirmationLabel,
  mismatchMessage,
  isDisabled,
  autoFocus,
  revealable = true,
}: NewPasswordFieldsProps) {
  const t = useMessages(messages);
  const error = state.mismatch ? (mismatchMessage ?? t('passwordsDoNotMatch')) : undefined;
  if (!revealable) {
    return (
      <>
        <TextField
          name="password"
          type="password"
          label={passwordLabel}
          autoComplete="new-password"
          value={state.password}
          onChange={state.setPassword}
          isRequired
          isDisabled={isDisabled}
          autoFocus={autoFocus}
        />
        <TextField
          name="password_confirmation"
          type="password"
          label={confirmationLabel}
          autoComplete="new-password"
          value={state.confirmation}
          onChange={state.setConfirmation}
          isRequired
          isDisabled={isDisabled}
          errorMessage={error}
        />
      </>
    );
  }
  return (
    <>
      <PasswordField
        name="password"
        label={passwordLabel}
        autoComplete="new-password"
        value={state.password}
        onChange={state.setPassword}
        isRequired
        isDisabled={isDisabled}
        autoFocus={autoFocus}
      />
      <PasswordField
        name="password_confirmation"
        label={confirmationLabel}
        autoComplete="new-password"
        value={state.confirmation}
        onChange={state.setConfirmation}
        isRequired
        isDisabled={isDisabled}
        errorMessage={error}
      />
    </>
  );
}
