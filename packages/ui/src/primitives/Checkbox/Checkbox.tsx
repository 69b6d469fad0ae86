import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { CheckIcon } from '../Icon/icons/CheckIcon';
import { MinusIcon } from '../Icon/icons/MinusIcon';
import * as styles from './Checkbox.css';

/** Props of {@link Checkbox}: react-aria-components' CheckboxProps with a plain label. */
export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  /** The visible label. Without it, give an `aria-label`. */
  children?: ReactNode;
  /** Controlled checked state. */
  isSelected?: boolean;
  /** Initial checked state when uncontrolled. */
  defaultSelected?: boolean;
  /** Called with the new checked state. */
  onChange?: (isSelected: boolean) => void;
  /** Disables the checkbox. */
  isDisabled?: boolean;
}

/** A checkbox with its label. Keeps react-aria's props: `isSelected`, `onChange(isSelected)`, `isDisabled`. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={typeof className === 'string' ? `${styles.checkbox} ${className}` : styles.checkbox}
    >
      {({ isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <MinusIcon size={14} /> : <CheckIcon size={14} />}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
