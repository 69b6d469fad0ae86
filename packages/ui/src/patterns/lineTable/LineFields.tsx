import { currencyDecimals, fitsCurrency, hundredthsBig } from '@kwartier/api';
import type { KeysOf } from '../../i18n/catalogue';
import { TextField } from '../../primitives/TextField/TextField';
import { decimalInputText, parseDecimalInput, type DecimalProblem } from '../../forms/decimalInput';
import { formatNumber } from '../../i18n/formatNumber';
import { useLocale } from '../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { fieldMessages as messages } from './lineTable.messages';

// What an invoice line's and a quote line's dialogs share: the service and the three decimals
// (amount, unit price, VAT %), typed in the user's language and read as the API takes them.

/** The text fields every document line has. */
export type LineField = 'service' | 'amount' | 'unitprice' | 'vat';
type DecimalField = Exclude<LineField, 'service'>;
const DECIMAL_FIELDS = ['amount', 'unitprice', 'vat'] as const;

/** The fields as typed. */
export type LineFieldTexts = Record<LineField, string>;

/** The contract's bounds of a line's fields (`schemaBounds.InvoiceLineCreate`, `schemaBounds.QuoteLineInput`). */
export interface LineBounds {
  service: { maxLength: number };
  amount: { pattern: string };
  unitprice: { pattern: string };
  vat: { pattern: string };
}

type Key = KeysOf<typeof messages>;

/** The largest number a decimal pattern of the contract takes (`\d{1,5}` before two decimals: 99,999.99). */
const largestOf = (pattern: string) => 10 ** Number(/\\d\{1,(\d+)\}/.exec(pattern)?.[1] ?? 10) - 0.01;

/** The decimals a unit price shows: its `currency`'s (0 for JPY), 2 when not known. */
const priceDecimals = (currency: string | undefined) => (currency ? currencyDecimals(currency) : 2);

/**
 * The texts a line's fields start with: its values in the user's language, or empty with
 * `defaultVat` for a new line; the unit price with the decimals of `currency` (the document's).
 */
export function lineFieldTexts(line: { service: string; amount: string; unitprice: string; vat: string } | null, defaultVat: string, locale: string, currency?: string): LineFieldTexts {
  return {
    service: line?.service ?? '',
    amount: line ? decimalInputText(line.amount, locale) : '',
    unitprice: line ? decimalInputText(line.unitprice, locale, priceDecimals(currency)) : '',
    vat: decimalInputText(line?.vat ?? defaultVat, locale),
  };
}

/**
 * Reads a line's fields by the contract's `bounds`: {@link LineFieldRules.read}; given the
 * document's `currency`, a unit price with more decimals than it takes (none for JPY) is a
 * problem too, in the server's words.
 */
export function lineFieldRules(bounds: LineBounds) {
  const patterns: Record<DecimalField, RegExp> = {
    amount: new RegExp(bounds.amount.pattern),
    unitprice: new RegExp(bounds.unitprice.pattern),
    vat: new RegExp(bounds.vat.pattern),
  };
  const problemText = (field: DecimalField, problem: DecimalProblem, locale: string, t: Translate<Key>) =>
    problem === 'required'
      ? t('required')
      : field === 'vat'
        ? t('vatInvalid', { example: formatNumber(9, locale) })
        : t('amountInvalid', { example: formatNumber(12.5, locale), max: formatNumber(largestOf(bounds[field].pattern), locale, { minimumFractionDigits: 2 }) });
  return {
    patterns,
    /**
     * The typed fields as the API takes them (the service trimmed, decimals as `'12.50'`), or
     * null with what cannot be sent under its field (nothing typed, more than two decimals, out
     * of bounds); `vat`, the rate as the API takes it whenever it reads as one.
     */
    read(texts: LineFieldTexts, locale: string, t: Translate<Key>, currency?: string): { problems: Partial<Record<LineField, string>>; vat: string | undefined; values: Record<LineField, string> | null } {
      const problems: Partial<Record<LineField, string>> = {};
      const service = texts.service.trim();
      if (service === '') problems.service = t('required');
      const values: Partial<Record<DecimalField, string>> = {};
      for (const field of DECIMAL_FIELDS) {
        const parsed = parseDecimalInput(texts[field], locale, patterns[field]);
        if ('problem' in parsed) problems[field] = problemText(field, parsed.problem, locale, t);
        else values[field] = parsed.value;
      }
      const price = values.unitprice;
      if (currency && price != null && !fitsCurrency(hundredthsBig(price) ?? 0n, currency))
        problems.unitprice = t('currencyDecimals', { currency, decimals: currencyDecimals(currency) });
      if (Object.keys(problems).length > 0 || values.amount == null || values.unitprice == null || values.vat == null) return { problems, vat: values.vat, values: null };
      return { problems, vat: values.vat, values: { service, amount: values.amount, unitprice: values.unitprice, vat: values.vat } };
    },
  };
}

/**
 * The service field, then amount, unit price and VAT %, each decimal with an example in the
 * user's language; the unit price's with the decimals of `currency` (the document's) when known.
 */
export function LineFields({ texts, onChange, bounds, currency }: { texts: LineFieldTexts; onChange: (field: LineField, value: string) => void; bounds: LineBounds; currency?: string }) {
  const t = useMessages(messages);
  const locale = useLocale();
  const example = (field: DecimalField) =>
    formatNumber(field === 'vat' ? 21 : field === 'amount' ? 12.5 : 85, locale, {
      minimumFractionDigits: field === 'unitprice' ? priceDecimals(currency) : 0,
      useGrouping: false,
    });
  const decimalField = (field: DecimalField, label: string) => (
    <TextField
      name={field}
      label={label}
      description={t('decimalDescription', { example: example(field) })}
      value={texts[field]}
      onChange={(value) => onChange(field, value)}
      inputMode="decimal"
      autoComplete="off"
      isRequired
    />
  );
  return (
    <>
      <TextField
        name="service"
        label={t('service')}
        value={texts.service}
        onChange={(value) => onChange('service', value)}
        maxLength={bounds.service.maxLength}
        autoComplete="off"
        isRequired
        autoFocus
      />
      {decimalField('amount', t('amount'))}
      {decimalField('unitprice', t('unitPrice'))}
      {decimalField('vat', t('vat'))}
    </>
  );
}
