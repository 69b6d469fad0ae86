import { decimalText, formatMoney, parseMoney, type Subscription, type SubscriptionPeriod } from '@kwartier/api';

// A subscription's price and VAT as people type and read them (recurring invoices). Pure; the
// list's add dialog and the card's edit dialog share them.

/** The periods, in the order the select offers them. */
export const PERIODS: readonly SubscriptionPeriod[] = ['month', 'quarter', 'year'];

/** What a typed price or VAT rate is: the contract's decimal text (null: left empty), or why it cannot be sent. */
export type Parsed = { value: string | null } | { problem: 'invalid' | 'negative' | 'tooHigh' };

/** A typed price per period → the contract's decimal string ("25,5" in Dutch → "25.50"); empty → null (not invoiced). */
export function parsePrice(text: string, locale: string): Parsed {
  if (text.trim() === '') return { value: null };
  const hundredths = parseMoney(text, locale);
  if (hundredths === null) return { problem: 'invalid' };
  if (hundredths < 0) return { problem: 'negative' };
  if (hundredths > 999_999_999_999) return { problem: 'tooHigh' };
  return { value: decimalText(hundredths) };
}

/** A typed VAT percentage → the contract's decimal string ("9" → "9.00"); empty is 0 %. */
export function parseVat(text: string, locale: string): Parsed {
  if (text.trim() === '') return { value: '0.00' };
  const hundredths = parseMoney(text.replace('%', ''), locale);
  if (hundredths === null) return { problem: 'invalid' };
  if (hundredths < 0) return { problem: 'negative' };
  if (hundredths > 10_000) return { problem: 'tooHigh' };
  return { value: decimalText(hundredths) };
}

/** A contract decimal as the user's language writes it in a field: "25.50" → "25,50" (nl). */
export function inputText(decimal: string | null, locale: string): string {
  if (decimal === null) return '';
  return locale === 'nl' ? decimal.replace('.', ',') : decimal;
}

/** The price in the user's language ("€ 25,00"), or null while the subscription is not invoiced. */
export function priceMoney(subscription: Pick<Subscription, 'price'>, locale: string): string | null {
  if (subscription.price === null) return null;
  const [whole, cents = '00'] = subscription.price.split('.');
  return formatMoney(BigInt(whole + cents.padEnd(2, '0')), locale);
}
