import { currencyDecimals, fitsCurrency, hundredthsBig, isCurrencyCode } from '@kwartier/api';
import type { MessageId } from './messages.js';

/** A field's message with values for its placeholders (http/context's FieldProblem). */
export interface CurrencyProblem {
  id: MessageId;
  params: Record<string, string | number>;
}

// The currency rules of request bodies, beside the contract's pattern (three capitals): the code
// must be one `Intl` knows, and an amount in a currency takes no more decimals than its minor
// units (none for JPY). @kwartier/api's money.ts holds the rules; these give them their 422 words.

/** The 422 problem of a `currency` sent, or null (absent, or a known ISO 4217 code). The pattern is the contract's. */
export function currencyProblem(code: unknown): CurrencyProblem | null {
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code) || isCurrencyCode(code)) return null;
  return { id: 'validation.currency_unknown', params: { code } };
}

/** The errors of a body's `currency`, by field (empty when it passes or is absent). */
export function currencyErrors(body: { currency?: unknown }): Record<string, CurrencyProblem> {
  const problem = currencyProblem(body.currency);
  return problem ? { currency: problem } : {};
}

/** The 422 problem of an amount (the contract's decimal text) with more decimals than `currency` takes, or null. */
export function amountProblem(amount: unknown, currency: string): CurrencyProblem | null {
  const hundredths = typeof amount === 'string' ? hundredthsBig(amount) : null;
  if (hundredths === null || fitsCurrency(hundredths, currency)) return null;
  return { id: 'validation.currency_decimals', params: { currency, decimals: currencyDecimals(currency) } };
}
