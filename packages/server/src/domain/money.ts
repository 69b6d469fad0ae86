// Money is integer cents in the database and a decimal string with a dot in the contract
// (`Money`: "85.00"; the inputs `MoneyInput`/`RateInput`: "85", "85.5", "-10.00"). The two meet
// here only, digit by digit: an amount never passes through a float, where 0.1 + 0.2 is not 0.3.

// The digits are read and written by @kwartier/api's money module, the one the ui formats with too.
import { decimalText, hundredthsBig } from '@kwartier/api';

/**
 * An amount as the contract sends it → integer cents: "85" → 8500, "85.5" → 8550, "-10.05" →
 * -1005. The digits are read as one integer ("85" + "50"), so nothing is rounded. Throws a
 * RangeError for text that is not such an amount, or too large to count exactly in cents.
 */
export function parseCents(amount: string): number {
  const cents = hundredthsBig(amount);
  if (cents === null) throw new RangeError(`not an amount of money: ${JSON.stringify(amount)}`);
  const value = Number(cents);
  if (!Number.isSafeInteger(value)) throw new RangeError(`amount too large to count in cents: ${amount}`);
  // "-0.00" is zero, not JavaScript's -0.
  return value + 0;
}

/** Integer cents → the contract's `Money`: 8500 → "85.00", -5 → "-0.05". */
export function formatCents(cents: number): string {
  return decimalText(cents);
}
