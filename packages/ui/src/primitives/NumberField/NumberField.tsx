import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { AddIcon } from '../Icon/icons/AddIcon';
import { MinusIcon } from '../Icon/icons/MinusIcon';
import { useMessages } from '../../i18n/useMessages';
import { messages } from './NumberField.messages';
import * as styles from './NumberField.css';
import { FieldLabel } from '../field/FieldLabel';
import { FieldDescription } from '../field/FieldDescription';
import { FieldError, fieldInvalid, fieldClassName } from '../field/FieldError';

/** Props of {@link NumberField}: react-aria-components' NumberFieldProps plus a label and messages. */
export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'> {
  /** Visible label. Required for accessibility unless `aria-label` is given. */
  label?: ReactNode;
  /** Help text under the field, e.g. the unit ('days'), linked with aria-describedby. */
  description?: ReactNode;
  /**
   * Error text under the field. A string marks the field invalid and is shown as-is; a function
   * receives react-aria's validation result. Server errors given to an enclosing `<Form
   * validationErrors>` for this field's `name` are shown in the same place without this prop.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Hint shown in the empty field. Not a replacement for `label`. */
  placeholder?: string;
  /** Controlled value. `NaN` shows an empty field. */
  value?: number;
  /** Initial value when uncontrolled. */
  defaultValue?: number;
  /**
   * Called with the new number when the user commits a change: on blur, Enter, an arrow key or
   * a step button (not on every keystroke). `NaN` when the field was emptied.
   */
  onChange?: (value: number) => void;
  /** Smallest allowed value; typed values are clamped to it on blur, and Home jumps to it. */
  minValue?: number;
  /** Largest allowed value; typed values are clamped to it on blur, and End jumps to it. */
  maxValue?: number;
  /** Amount added or taken by the step buttons and the arrow keys; typed values snap to it. Defaults to 1. */
  step?: number;
  /**
   * How the number is shown and parsed (`Intl.NumberFormatOptions`), e.g.
   * `{ maximumFractionDigits: 0 }` for whole days or `{ style: 'currency', currency: 'EUR' }`.
   * Decimal and grouping separators follow the interface language.
   */
  formatOptions?: Intl.NumberFormatOptions;
  /** Marks the field required: shows * after the label and sets aria-required. */
  isRequired?: boolean;
  /** Disables the field and its step buttons. */
  isDisabled?: boolean;
  /** The value can be read and copied, but not changed; the step buttons do nothing. */
  isReadOnly?: boolean;
  /** Form field name; also the key of this field's server error in `<Form validationErrors>`. */
  name?: string;
}

/**
 * A labelled number input with decrease and increase buttons, e.g. the term of payment in days or
 * the minimum invoice number length. Arrow Up/Down step by `step`, Page Up/Down by larger steps,
 * Home/End jump to `minValue`/`maxValue`. The step buttons are left out of the Tab order (the
 * arrow keys do the same) and are named after the field ('Increase Term of payment').
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  isInvalid,
  incrementAriaLabel,
  decrementAriaLabel,
  ...props
}: NumberFieldProps) {
  const t = useMessages(messages);
  const invalid = fieldInvalid(isInvalid, errorMessage);
  const fieldName = typeof label === 'string' ? label : props['aria-label'];
  return (
    <AriaNumberField
      {...props}
      isInvalid={invalid}
      incrementAriaLabel={incrementAriaLabel ?? (fieldName ? t('increaseField', { field: fieldName }) : t('increase'))}
      decrementAriaLabel={decrementAriaLabel ?? (fieldName ? t('decreaseField', { field: fieldName }) : t('decrease'))}
      className={fieldClassName(className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <Input className={styles.input} placeholder={placeholder} />
        <AriaButton slot="decrement" className={styles.stepper}>
          <MinusIcon size={18} />
        </AriaButton>
        <AriaButton slot="increment" className={styles.stepper}>
          <AddIcon size={18} />
        </AriaButton>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
