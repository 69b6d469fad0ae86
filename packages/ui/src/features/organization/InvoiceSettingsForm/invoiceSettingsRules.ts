import { schemaBounds } from '@kwartier/api';

const settings = schemaBounds.OrganizationSettingsUpdate;

/**
 * Bounds of the invoice settings, read from the contract (`OrganizationSettingsUpdate` in
 * openapi.yaml, generated into `schemaBounds`): the form checks them before sending, the server
 * again, and a bound changed in the contract changes both.
 */
export const INVOICE_SETTINGS_LIMITS = {
  /** Term of payment in whole days. */
  termOfPayment: { min: settings.invoice_termofpayment.minimum, max: settings.invoice_termofpayment.maximum },
  /** The zero-padded length of the sequence part of generated invoice numbers. */
  minLength: { min: settings.invoicenumber_min_length.minimum, max: settings.invoicenumber_min_length.maximum },
  /** Characters of the invoice number prefix. */
  prefixMaxLength: settings.invoice_prefix.maxLength,
} as const;

/** What is wrong with one numeric setting: missing, not a whole number, or out of bounds. */
export type NumberProblem = 'required' | 'wholeNumber' | 'range';

/** Checks one numeric setting; `NaN` stands for an empty field (react-aria NumberField). */
export function numberProblem(value: number, bounds: { min: number; max: number }): NumberProblem | null {
  if (Number.isNaN(value)) return 'required';
  if (!Number.isInteger(value)) return 'wholeNumber';
  if (value < bounds.min || value > bounds.max) return 'range';
  return null;
}
