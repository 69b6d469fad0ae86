import { useState, type ReactNode } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { useMessages } from '../../i18n/useMessages';
import { HidePasswordIcon, ShowPasswordIcon } from './PasswordFieldIcons';
import { messages } from './PasswordField.messages';
import * as styles from './PasswordField.css';
import { FieldLabel } from '../field/FieldLabel';
import { FieldDescription } from '../field/FieldDescription';
import { FieldError, fieldInvalid, fieldClassName } from '../field/FieldError';

/** Props of {@link PasswordField}: react-aria-components' TextFieldProps without `type`, plus a label and messages. */
export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type' | 'inputMode' | 'pattern'> {
  /** Visible label. Required for accessibility unless `aria-label` is given. */
  label?: ReactNode;
  /** Help text under the input, e.g. password rules, linked with aria-describedby. */
  description?: ReactNode;
  /**
   * Error text under the input. A string marks the field invalid and is shown as-is; a function
   * receives react-aria's validation result. Server errors given to an enclosing `<Form
   * validationErrors>` for this field's `name` (e.g. `password`) are shown in the same place.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Hint shown in the empty input. Not a replacement for `label`. */
  placeholder?: string;
  /**
   * Tells password managers what the field holds: `'current-password'` (log in; the default) or
   * `'new-password'` (sign up, reset, change password, and their confirmation fields).
   */
  autoComplete?: 'current-password' | 'new-password' | 'off' | (string & {});
  /** Controlled password. */
  value?: string;
  /** Initial password when uncontrolled. */
  defaultValue?: string;
  /** Called with the new password on every change. */
  onChange?: (value: string) => void;
  /** Whether the password starts visible as plain text. Defaults to false. */
  defaultRevealed?: boolean;
  /** Marks the field required: shows * after the label and sets aria-required. */
  isRequired?: boolean;
  /** Disables the field and its show/hide button. */
  isDisabled?: boolean;
  /** The password cannot be changed; it can still be shown. */
  isReadOnly?: boolean;
  /** Form field name; also the key of this field's server error in `<Form validationErrors>`. */
  name?: string;
}

/**
 * A labelled password input with a button that shows or hides the password as plain text. The
 * button is named 'Show password' or 'Hide password' after what it will do, and never submits
 * the form. Label, description, required mark and error behave as in {@link TextField}.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  autoComplete = 'current-password',
  defaultRevealed = false,
  className,
  isInvalid,
  ...props
}: PasswordFieldProps) {
  const t = useMessages(messages);
  const [isRevealed, setRevealed] = useState(defaultRevealed);
  const invalid = fieldInvalid(isInvalid, errorMessage);
  return (
    <AriaTextField
      {...props}
      type={isRevealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      isInvalid={invalid}
      className={fieldClassName(className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.group}>
        {/* Browsers' own spell check and capitalisation would leak or alter a revealed password. */}
        <Input className={styles.passwordInput} placeholder={placeholder} spellCheck={false} autoCapitalize="none" />
        <Button
          variant="quiet"
          size="sm"
          isIconOnly
          className={styles.toggle}
          aria-label={isRevealed ? t('hide') : t('show')}
          isDisabled={props.isDisabled}
          onPress={() => setRevealed((revealed) => !revealed)}
        >
          {isRevealed ? <HidePasswordIcon size={20} /> : <ShowPasswordIcon size={20} />}
        </Button>
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
