import type { KeysOf } from '../../../i18n/catalogue';
import type { Subscription, SubscriptionPeriod } from '@kwartier/api';
import { useMemo } from 'react';
import { DatePicker } from '../../../primitives/DatePicker/DatePicker';
import { Select, type SelectItem } from '../../../primitives/Select/Select';
import { TextField } from '../../../primitives/TextField/TextField';
import type { DateFormat } from '../../../i18n/formatDate';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { messages } from './recurring.messages';
import { inputText, parsePrice, parseVat, PERIODS, priceMoney, type Parsed } from './recurring';

/** The recurring fields of a subscription's dialog as typed. */
export interface RecurringDraft {
  price: string;
  period: SubscriptionPeriod;
  /** `YYYY-MM-DD`, or null: the server's today on create. */
  startdate: string | null;
  vat: string;
}

/** What the recurring fields send: the contract's decimals. */
export interface RecurringValues {
  price: string | null;
  period: SubscriptionPeriod;
  vat: string;
}

/** The draft of a new subscription: no price (not invoiced), monthly, 21 %. */
export const NEW_RECURRING: RecurringDraft = { price: '', period: 'month', startdate: null, vat: '21' };

/** The draft of a subscription being edited, in the user's language. */
export function recurringDraftOf(subscription: Subscription, locale: string): RecurringDraft {
  return { price: inputText(subscription.price, locale), period: subscription.period, startdate: subscription.startdate, vat: inputText(subscription.vat, locale) };
}

type Key = KeysOf<typeof messages>;

/** The typed price and VAT as the contract's decimals, or the messages of those that cannot be sent. */
export function readRecurring(draft: RecurringDraft, locale: string, t: Translate<Key>): { values: RecurringValues } | { errors: Record<string, string> } {
  const example = locale === 'nl' ? '25,00' : '25.00';
  const problem = (parsed: Parsed) => ('problem' in parsed ? t(parsed.problem, { example }) : null);
  const price = parsePrice(draft.price, locale);
  const vat = parseVat(draft.vat, locale);
  const errors: Record<string, string> = {};
  const priceProblem = problem(price);
  const vatProblem = problem(vat);
  if (priceProblem) errors.price = priceProblem;
  if (vatProblem) errors.vat = vatProblem;
  if ('problem' in price || 'problem' in vat) return { errors };
  return { values: { price: price.value, period: draft.period, vat: vat.value ?? '0.00' } };
}

/** "€ 25,00 per month", or "Not invoiced". */
export function usePriceText(): (subscription: Pick<Subscription, 'price' | 'period'>) => string {
  const t = useMessages(messages);
  const locale = useLocale();
  return (subscription) => {
    const price = priceMoney(subscription, locale);
    if (price === null) return t('notInvoiced');
    return t(subscription.period === 'month' ? 'perMonth' : subscription.period === 'quarter' ? 'perQuarter' : 'perYear', { price });
  };
}

export { messages as recurringMessages };

/** Props of {@link RecurringFields}. */
export interface RecurringFieldsProps<D extends RecurringDraft> {
  draft: D;
  /** The dialog's setter of one draft field (`useFormDialog`'s `set`). */
  set: <K extends keyof D>(key: K) => (value: D[K]) => void;
  dateFormat: DateFormat;
  firstDayOfWeek?: number;
}

/** Price per period, period, start date and VAT rate: the fields a subscription is invoiced by. */
export function RecurringFields<D extends RecurringDraft>({ draft, set: setOf, dateFormat, firstDayOfWeek }: RecurringFieldsProps<D>) {
  const t = useMessages(messages);
  // The draft holds at least these fields, of these types.
  const set = <K extends keyof RecurringDraft>(key: K) => setOf(key) as unknown as (value: RecurringDraft[K]) => void;
  const periodItems = useMemo<SelectItem[]>(() => PERIODS.map((period) => ({ id: period, label: t(period) })), [t]);
  return (
    <>
      <TextField name="price" label={t('price')} description={t('priceDescription')} value={draft.price} onChange={set('price')} inputMode="decimal" />
      <Select
        name="period"
        label={t('period')}
        items={periodItems}
        selectedKey={draft.period}
        onSelectionChange={(key) => {
          if (key != null) set('period')(key as SubscriptionPeriod);
        }}
        isRequired
      />
      <DatePicker
        name="startdate"
        label={t('startdate')}
        description={t('startdateDescription')}
        value={draft.startdate}
        onChange={set('startdate')}
        dateFormat={dateFormat}
        firstDayOfWeek={firstDayOfWeek}
      />
      <TextField name="vat" label={t('vat')} value={draft.vat} onChange={set('vat')} inputMode="decimal" />
    </>
  );
}
