import type { ReactNode } from 'react';
import {
  Input,
  Label,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { CloseIcon } from '../Icon/icons/CloseIcon';
import { SearchIcon } from '../Icon/icons/SearchIcon';
import { useMessages } from '../../i18n/useMessages';
import * as fieldStyles from '../../internal/styles/field.css';
import { messages } from './SearchField.messages';
import * as styles from './SearchField.css';
import { FieldDescription } from '../field/FieldDescription';
import { fieldClassName } from '../field/FieldError';

/** Props of {@link SearchField}: react-aria-components' SearchFieldProps plus a label. */
export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'> {
  /** Label of the search box; always announced, shown unless `isLabelHidden`. */
  label: ReactNode;
  /** Keep the label for screen readers only (the magnifier icon tells sighted users). */
  isLabelHidden?: boolean;
  /** Help text under the box. */
  description?: ReactNode;
  /** Hint shown in the empty box. */
  placeholder?: string;
  /** Controlled search text. */
  value?: string;
  /** Called with the text on every change (and with '' when cleared with the button or Escape). */
  onChange?: (value: string) => void;
  /** Called when the user presses Enter. */
  onSubmit?: (value: string) => void;
}

/** A search box with a magnifier icon and a clear button. Escape also clears it. */
export function SearchField({
  label,
  isLabelHidden = false,
  description,
  placeholder,
  className,
  ...props
}: SearchFieldProps) {
  const t = useMessages(messages);
  return (
    <AriaSearchField
      {...props}
      className={fieldClassName(className)}
    >
      <Label className={isLabelHidden ? styles.hiddenLabel : fieldStyles.label}>{label}</Label>
      <div className={styles.group}>
        <span className={styles.icon} aria-hidden="true">
          <SearchIcon size={20} />
        </span>
        <Input className={styles.searchInput} placeholder={placeholder} />
        <Button variant="quiet" size="sm" isIconOnly aria-label={t('clear')} className={styles.clear}>
          <CloseIcon size={18} />
        </Button>
      </div>
      <FieldDescription>{description}</FieldDescription>
    </AriaSearchField>
  );
}
