import type { ReactNode } from 'react';
import { ListBoxItem, type Key } from 'react-aria-components';
import { CheckIcon } from '../Icon/icons/CheckIcon';
import * as styles from './Select.css';

/** Props of {@link SelectOption}. */
export interface SelectOptionProps {
  /** The option's key: what `selectedKey` and `onSelectionChange` use. */
  id: Key;
  /** The visible label. */
  children: ReactNode;
  /**
   * Plain text of the option for type-to-select and screen readers. Needed when `children` is not
   * a plain string.
   */
  textValue?: string;
  /** A second, muted line under the label (e.g. a client number); part of the option's accessible name. */
  description?: ReactNode;
  /** The option is shown but cannot be chosen. */
  isDisabled?: boolean;
}

/**
 * One option of a {@link Select} or {@link ComboBox}, for when options are written as children
 * rather than given as `items`. The selected option shows a tick.
 */
export function SelectOption({ id, children, textValue, description, isDisabled }: SelectOptionProps) {
  return (
    <ListBoxItem
      id={id}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      isDisabled={isDisabled}
      className={styles.option}
    >
      {({ isSelected }) => (
        <>
          <span className={styles.check} aria-hidden="true">
            {isSelected && <CheckIcon size={18} />}
          </span>
          {/* No label/description slots: the option is named by all its visible text (axe:
              label-content-name-mismatch), so a client number is read along with the name. */}
          <span className={styles.optionText}>
            <span>{children}</span>
            {description != null && <span className={styles.optionDescription}>{description}</span>}
          </span>
        </>
      )}
    </ListBoxItem>
  );
}
