import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import * as styles from './Switch.css';

/** Props of {@link Switch}: react-aria-components' SwitchProps with a plain label. */
export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  /** The visible label. Without it (e.g. in a table cell), give an `aria-label`. */
  children?: ReactNode;
  /** Controlled on/off state. */
  isSelected?: boolean;
  /** Initial state when uncontrolled. */
  defaultSelected?: boolean;
  /** Called with the new state when the user flips the switch. */
  onChange?: (isSelected: boolean) => void;
  /** Disables the switch. */
  isDisabled?: boolean;
}

/** An on/off switch (role switch), e.g. a record's active flag. Keeps react-aria's props. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className={typeof className === 'string' ? `${styles.switchRoot} ${className}` : styles.switchRoot}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  );
}
