/**
 * Bounds of the invoice settings, as the API enforces them (`OrganizationSettingsUpdate` in
 * openapi.yaml): the form checks them before sending, the server again.
 */
export const INVOICE_SETTINGS_LIMITS = {
  /** Term of payment in whole days. */
  termOfPayment: { min: 0, max: 365 },
  /** The zero-padded length of the sequence part of generated invoice numbers. */
  minLength: { min: 1, max: 20 },
  /** Characters of the invoice number prefix. */
  prefixMaxLength: 20,
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
