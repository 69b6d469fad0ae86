import type { ReactNode } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import * as styles from './TextArea.css';
import { FieldLabel } from '../field/FieldLabel';
import { FieldDescription } from '../field/FieldDescription';
import { FieldError, fieldInvalid, fieldClassName } from '../field/FieldError';

/** Props of {@link TextArea}: react-aria-components' TextFieldProps plus a label and messages. */
export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'type' | 'inputMode' | 'pattern'> {
  /** Visible label. Required for accessibility unless `aria-label` is given. */
  label?: ReactNode;
  /** Help text under the textarea, linked with aria-describedby. */
  description?: ReactNode;
  /**
   * Error text under the textarea. A string marks the field invalid and is shown as-is; a
   * function receives react-aria's validation result. Server errors given to an enclosing `<Form
   * validationErrors>` for this field's `name` are shown in the same place without this prop.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Hint shown in the empty textarea. Not a replacement for `label`. */
  placeholder?: string;
  /** Visible lines of text before the textarea scrolls; the user can drag it taller. Defaults to 4. */
  rows?: number;
  /** Controlled text. Lines are separated by `\n`. */
  value?: string;
  /** Initial text when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** Marks the field required: shows * after the label and sets aria-required. */
  isRequired?: boolean;
  /** Disables the field: it cannot be focused or changed. */
  isDisabled?: boolean;
  /** The text can be read, selected and copied, but not changed. */
  isReadOnly?: boolean;
  /** Marks the field invalid without a message (prefer `errorMessage`). */
  isInvalid?: boolean;
  /** Form field name; also the key of this field's server error in `<Form validationErrors>`. */
  name?: string;
}

/**
 * A labelled multi-line text field, e.g. a client update, a description or the invoice text.
 * Enter adds a line (it does not submit the form). Label, description, required mark and error
 * behave as in {@link TextField}. Keeps react-aria's props: `value`/`defaultValue`,
 * `onChange(value)`, `isRequired`, `isDisabled`, `isReadOnly`, `isInvalid`, `name`, `maxLength`.
 */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  isInvalid,
  ...props
}: TextAreaProps) {
  const invalid = fieldInvalid(isInvalid, errorMessage);
  return (
    <AriaTextField
      {...props}
      isInvalid={invalid}
      className={fieldClassName(className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaTextArea className={styles.textarea} placeholder={placeholder} rows={rows} />
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
