import { useId } from 'react';
import { ToggleButton, ToggleButtonGroup as AriaToggleButtonGroup, type Key } from 'react-aria-components';
import * as styles from './ToggleButtonGroup.css';

/** One choice of a {@link ToggleButtonGroup}. */
export interface ToggleButtonGroupItem<K extends Key> {
  /** Identifies the choice; passed to `onSelectionChange`. */
  id: K;
  /** Visible text (already translated); also the button's accessible name. */
  label: string;
}

/** Props of {@link ToggleButtonGroup}. */
export interface ToggleButtonGroupProps<K extends Key> {
  /** The choices, in order; one is always selected. */
  items: readonly ToggleButtonGroupItem<K>[];
  /** The selected choice (controlled). */
  selectedKey: K;
  /** Called with the newly selected choice; pressing the selected one again changes nothing. */
  onSelectionChange: (key: K) => void;
  /** Visible label above the buttons, also the group's accessible name. */
  label?: string;
  /** Accessible name when there is no visible `label`. */
  'aria-label'?: string;
  /** Makes every choice unavailable. */
  isDisabled?: boolean;
  /** `sm` (32 px) or `md` (40 px) high. Defaults to `md`. */
  size?: 'sm' | 'md';
}

/**
 * A segmented control: two to four buttons of which exactly one is selected, such as 'Me / Team'
 * (react-aria ToggleButtonGroup with single selection: a `radiogroup` of `radio` buttons; Tab
 * enters at the selected one, arrow keys move between them, Space or Enter selects).
 */
export function ToggleButtonGroup<K extends Key>({
  items,
  selectedKey,
  onSelectionChange,
  label,
  'aria-label': ariaLabel,
  isDisabled,
  size = 'md',
}: ToggleButtonGroupProps<K>) {
  const labelId = useId();
  return (
    <div className={styles.root}>
      {label != null && (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      )}
      <AriaToggleButtonGroup
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[selectedKey]}
        onSelectionChange={(keys) => {
          const [key] = keys;
          if (key != null && key !== selectedKey) onSelectionChange(key as K);
        }}
        isDisabled={isDisabled}
        aria-label={label == null ? ariaLabel : undefined}
        aria-labelledby={label != null ? labelId : undefined}
        className={styles.group}
      >
        {items.map((item) => (
          <ToggleButton key={item.id} id={item.id} className={`${styles.button} ${styles.size[size]}`}>
            {item.label}
          </ToggleButton>
        ))}
      </AriaToggleButtonGroup>
    </div>
  );
}
