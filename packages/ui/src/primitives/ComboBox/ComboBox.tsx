import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
  type Key,
  type ValidationResult,
} from 'react-aria-components';
import { useMessages } from '../../i18n/useMessages';
import { ChevronDownIcon } from '../Select/SelectIcons';
import { SelectOption } from '../Select/SelectOption';
import * as listStyles from '../Select/Select.css';
import { messages } from './ComboBox.messages';
import * as styles from './ComboBox.css';
import { FieldLabel } from '../field/FieldLabel';
import { FieldDescription } from '../field/FieldDescription';
import { FieldError, fieldInvalid, fieldClassName } from '../field/FieldError';

/** One choice of a {@link ComboBox}, e.g. a client. */
export interface ComboBoxItem {
  /** The item's key: what `selectedKey` and `onSelectionChange` use (e.g. a client id). */
  id: Key;
  /** The visible label; typing filters on it. */
  label: string;
  /** A second, muted line under the label (e.g. the client number); not searched. */
  description?: string;
  /** The item is shown but cannot be chosen. */
  isDisabled?: boolean;
}

/** Props of {@link ComboBox}: react-aria-components' ComboBoxProps for a single choice, plus a label and messages. */
export interface ComboBoxProps
  extends Omit<
    AriaComboBoxProps<ComboBoxItem>,
    | 'children'
    | 'items'
    | 'defaultItems'
    | 'selectionMode'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'selectedKey'
    | 'defaultSelectedKey'
    | 'onSelectionChange'
    | 'allowsEmptyCollection'
  > {
  /** Visible label. Required for accessibility unless `aria-label` is given. */
  label?: ReactNode;
  /** Help text under the field, linked with aria-describedby. */
  description?: ReactNode;
  /**
   * Error text under the field. A string marks the field invalid and is shown as-is; a function
   * receives react-aria's validation result. Server errors given to an enclosing `<Form
   * validationErrors>` for this field's `name` (e.g. `client_id`) are shown in the same place.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Hint shown in the empty input. Not a replacement for `label`. */
  placeholder?: string;
  /**
   * All choices. The list shows those whose label contains the typed text, ignoring case and
   * accents ('cafe' finds 'Café de Hoek').
   */
  items: Iterable<ComboBoxItem>;
  /** Shown in the list when nothing matches the typed text. Defaults to 'No matches found'. */
  emptyText?: string;
  /** Key of the chosen item (controlled); `null` for none. */
  selectedKey?: Key | null;
  /** Key of the item chosen at first (uncontrolled). */
  defaultSelectedKey?: Key | null;
  /** Called with the key of the item the user chose, or `null` when the user cleared the text. */
  onSelectionChange?: (key: Key | null) => void;
  /** Marks the field required: shows * after the label and sets aria-required. */
  isRequired?: boolean;
  /** Disables the field. */
  isDisabled?: boolean;
  /** The choice can be read but not changed. */
  isReadOnly?: boolean;
  /**
   * Form field name; also the key of this field's server error in `<Form validationErrors>`. The
   * form submits the chosen item's key.
   */
  name?: string;
}

/**
 * A text field with a list of suggestions that narrows as you type, e.g. the client picker.
 * Keyboard: typing opens the filtered list; Arrow Down/Up move through it (Alt+Arrow Down opens
 * it without typing); Enter chooses; Escape closes the list, and a second Escape restores the
 * chosen item's label. The chevron button opens the full list with the mouse.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  emptyText,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  className,
  isInvalid,
  ...props
}: ComboBoxProps) {
  const t = useMessages(messages);
  const invalid = fieldInvalid(isInvalid, errorMessage);
  return (
    <AriaComboBox<ComboBoxItem>
      {...props}
      defaultItems={items}
      // react-aria 1.22 names single selection value/onChange; Kwartier keeps the collection dialect.
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={onSelectionChange}
      // Lets the list stay open with the 'no matches' text instead of vanishing while typing.
      allowsEmptyCollection
      isInvalid={invalid}
      className={fieldClassName(className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.group}>
        <Input className={styles.comboInput} placeholder={placeholder} />
        <AriaButton className={styles.toggle} aria-label={t('showSuggestions')}>
          <ChevronDownIcon />
        </AriaButton>
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover className={listStyles.popover} offset={4}>
        <ListBox
          className={listStyles.listBox}
          renderEmptyState={() => <span className={listStyles.empty}>{emptyText ?? t('noResults')}</span>}
        >
          {(item: ComboBoxItem) => (
            <SelectOption id={item.id} textValue={item.label} description={item.description} isDisabled={item.isDisabled}>
              {item.label}
            </SelectOption>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
