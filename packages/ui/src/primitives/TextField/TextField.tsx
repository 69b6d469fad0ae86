import type { ReactNode } from 'react';
import {
  Input,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import * as styles from '../../internal/styles/field.css';
import { FieldLabel } from '../field/FieldLabel';
import { FieldDescription } from '../field/FieldDescription';
import { FieldError, fieldInvalid, fieldClassName } from '../field/FieldError';
import { useMessages } from '../../i18n/useMessages';
import { messages } from './TextField.messages';

/** Props of {@link TextField}: react-aria-components' TextFieldProps plus a label and messages. */
export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  /** Visible label. Required for accessibility unless `aria-label` is given. */
  label?: ReactNode;
  /** Help text under the input, linked with aria-describedby. */
  description?: ReactNode;
  /**
   * Error text under the input. A string marks the field invalid and is shown as-is; a function
   * receives react-aria's validation result. Server errors given to an enclosing `<Form
   * validationErrors>` for this field's `name` are shown in the same place without this prop.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Hint shown in the empty input. Not a replacement for `label`. */
  placeholder?: string;
  /** Render a multi-line textarea instead of a single-line input. */
  isMultiline?: boolean;
  /** Visible rows of a multi-line field. */
  rows?: number;
  /** Marks the field required: shows * after the label and sets aria-required. */
  isRequired?: boolean;
  /** Disables the field. */
  isDisabled?: boolean;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /**
   * The longest text the field takes (the contract's `maxLength`). With a controlled `value` the
   * input never cuts what is typed or pasted: a longer text shows a message under the field
   * saying so (unless `errorMessage` says something else), and the server refuses it too.
   */
  maxLength?: number;
}

/**
 * A labelled text input (or textarea) with description and error message slots. Keeps
 * react-aria's props: `value`/`defaultValue`, `onChange(value)`, `isRequired`, `isDisabled`,
 * `isReadOnly`, `isInvalid`, `name`, `type`, `autoComplete`. A controlled field's `maxLength` is a
 * check with a message, not a silent cut.
 *
 * ### Do
 * - Give it a visible `label` and the API field's `name`, so a 422's message for that field appears
 *   under it (`<Form validationErrors>`).
 * - Set `type` and `autoComplete` (`email`, `name`, `organization`) so browsers and password
 *   managers fill it in.
 *
 * ### Don't
 * - Use it for a password (`PasswordField`) or a count (`NumberField`).
 * - Use the placeholder as the label, or show its error anywhere but under it.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  isMultiline = false,
  rows,
  className,
  isInvalid,
  maxLength,
  ...props
}: TextFieldProps) {
  const t = useMessages(messages);
  // Counted as the contract counts (code points), so the message and the server's 422 agree.
  const length = typeof props.value === 'string' ? [...props.value].length : undefined;
  const tooLong = maxLength !== undefined && length !== undefined && length > maxLength ? t('tooLong', { limit: maxLength, count: length }) : undefined;
  const message = errorMessage || tooLong;
  const invalid = fieldInvalid(isInvalid, message);
  return (
    <AriaTextField
      {...props}
      // Uncontrolled, the browser's bound is all there is; controlled, the message above replaces it.
      maxLength={length === undefined ? maxLength : undefined}
      isInvalid={invalid}
      className={fieldClassName(className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {isMultiline ? (
        <TextArea className={styles.textarea} placeholder={placeholder} rows={rows} />
      ) : (
        <Input className={styles.input} placeholder={placeholder} />
      )}
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{message}</FieldError>
    </AriaTextField>
  );
}
