import { ComboBox } from '../../primitives/ComboBox/ComboBox';
import { useCurrencyItems } from './currencies';

/** Props of {@link CurrencyField}. */
export interface CurrencyFieldProps {
  /** Form field name; also the key of its server error. */
  name: string;
  label: string;
  description?: string;
  /** The chosen ISO 4217 code (`'EUR'`). */
  value: string;
  /** Called with the code the user chose; clearing the text keeps the last choice. */
  onChange: (code: string) => void;
  errorMessage?: string;
}

/**
 * A currency as a searchable choice of the ISO 4217 codes the runtime knows, named in the
 * reader's language ('US Dollar (USD)'); typing part of the name or the code narrows the list.
 * The names are made only while the field is shown.
 */
export function CurrencyField({ name, label, description, value, onChange, errorMessage }: CurrencyFieldProps) {
  const currencies = useCurrencyItems(value);
  return (
    <ComboBox
      name={name}
      label={label}
      description={description}
      items={currencies}
      selectedKey={value}
      onSelectionChange={(key) => key != null && onChange(String(key))}
      errorMessage={errorMessage}
    />
  );
}
