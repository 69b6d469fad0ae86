// Money is integer cents in the database and a decimal string with a dot in the contract
// (`Money`: "85.00"; the inputs `MoneyInput`/`RateInput`: "85", "85.5", "-10.00"). The two meet
// here only, digit by digit: an amount never passes through a float, where 0.1 + 0.2 is not 0.3.

const AMOUNT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * An amount as the contract sends it → integer cents: "85" → 8500, "85.5" → 8550, "-10.05" →
 * -1005. The digits are read as one integer ("85" + "50"), so nothing is rounded. Throws a
 * RangeError for text that is not such an amount, or too large to count exactly in cents.
 */
export function parseCents(amount: string): number {
  const match = AMOUNT.exec(amount);
  if (!match) throw new RangeError(`not an amount of money: ${JSON.stringify(amount)}`);
  const [, minus, whole, fraction = ''] = match;
  const cents = Number(whole + fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount too large to count in cents: ${amount}`);
  // "-0.00" is zero, not JavaScript's -0.
  return minus && cents !== 0 ? -cents : cents;
}

/** Integer cents → the contract's `Money`: 8500 → "85.00", -5 → "-0.05". */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const size = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}
