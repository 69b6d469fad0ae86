import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ListBox,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
  type SelectProps as AriaSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { useMessages } from '../../i18n/useMessages';
import { SelectOption } from './SelectOption';
import { ChevronDownIcon } from './SelectIcons';
import { messages } from './Select.messages';
import * as styles from './Select.css';
import { FieldLabel } from '../field/FieldLabel';
import { FieldDescription } from '../field/FieldDescription';
import { FieldError, fieldInvalid, fieldClassName } from '../field/FieldError';

/** One choice of a {@link Select} given as data. */
export interface SelectItem {
  /** The option's key: what `selectedKey` and `onSelectionChange` use (e.g. `'nl'`, `1`). */
  id: Key;
  /** The visible label, also used for type-to-select. */
  label: string;
  /** A second, muted line under the label. */
  description?: string;
  /** The option is shown but cannot be chosen. */
  isDisabled?: boolean;
}

/** Props of {@link Select}: react-aria-components' SelectProps for a single choice, plus a label and messages. */
export interface SelectProps
  extends Omit<
    AriaSelectProps<SelectItem>,
    | 'children'
    | 'items'
    | 'selectionMode'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'selectedKey'
    | 'defaultSelectedKey'
    | 'onSelectionChange'
  > {
  /** Visible label. Required for accessibility unless `aria-label` is given. */
  label?: ReactNode;
  /** Help text under the field, linked with aria-describedby. */
  description?: ReactNode;
  /**
   * Error text under the field. A string marks the field invalid and is shown as-is; a function
   * receives react-aria's validation result. Server errors given to an enclosing `<Form
   * validationErrors>` for this field's `name` (e.g. `dateformat`) are shown in the same place.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Text shown while nothing is selected. Defaults to 'Select an option' in the interface language. */
  placeholder?: string;
  /** The choices as data. Alternatively write {@link SelectOption} elements as children. */
  items?: Iterable<SelectItem>;
  /** The choices as {@link SelectOption} elements, when `items` is not given. */
  children?: ReactNode;
  /** Key of the selected option (controlled); `null` for none. */
  selectedKey?: Key | null;
  /** Key of the option selected at first (uncontrolled). */
  defaultSelectedKey?: Key | null;
  /** Called with the key of the option the user chose. */
  onSelectionChange?: (key: Key | null) => void;
  /** Marks the field required: shows * after the label and sets aria-required. */
  isRequired?: boolean;
  /** Disables the field. */
  isDisabled?: boolean;
  /** Form field name; also the key of this field's server error in `<Form validationErrors>`. */
  name?: string;
}

/**
 * A labelled drop-down to choose one option, e.g. the date format, the language or the first day
 * of the week. Keyboard: Enter, Space or the arrow keys open the list; the arrows move, Enter
 * chooses, Escape closes without changing; typing letters on the closed field picks the first
 * matching option.
 *
 * ### Do
 * - Give it a visible `label` (the placeholder is no label) and the API field's `name`.
 * - Use `selectedKey` with `onSelectionChange` when the value lives in your state; give translated
 *   labels in `items`.
 *
 * ### Don't
 * - Use it for a long list or one people search (clients, projects): use `ComboBox`.
 * - Use it for on/off (`Switch`, `Checkbox`) or for actions (`Menu`).
 */
export function Select({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  className,
  isInvalid,
  ...props
}: SelectProps) {
  const t = useMessages(messages);
  const invalid = fieldInvalid(isInvalid, errorMessage);
  return (
    <AriaSelect<SelectItem>
      {...props}
      // react-aria 1.22 names single selection value/onChange; Kwartier keeps the collection dialect.
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={onSelectionChange}
      placeholder={placeholder ?? t('placeholder')}
      isInvalid={invalid}
      className={fieldClassName(className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaButton className={styles.trigger}>
        {/* The option's plain text, not its rendered content (tick, description). */}
        <SelectValue className={styles.value}>
          {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
        </SelectValue>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </AriaButton>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
      <Popover className={styles.popover} offset={4}>
        {items ? (
          <ListBox items={items} className={styles.listBox}>
            {(item) => (
              <SelectOption id={item.id} textValue={item.label} description={item.description} isDisabled={item.isDisabled}>
                {item.label}
              </SelectOption>
            )}
          </ListBox>
        ) : (
          <ListBox className={styles.listBox}>{children}</ListBox>
        )}
      </Popover>
    </AriaSelect>
  );
}
