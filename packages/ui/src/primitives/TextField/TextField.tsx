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
}

/**
 * A labelled text input (or textarea) with description and error message slots. Keeps
 * react-aria's props: `value`/`defaultValue`, `onChange(value)`, `isRequired`, `isDisabled`,
 * `isReadOnly`, `isInvalid`, `name`, `type`, `autoComplete`.
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
  ...props
}: TextFieldProps) {
  const invalid = fieldInvalid(isInvalid, errorMessage);
  return (
    <AriaTextField
      {...props}
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
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
