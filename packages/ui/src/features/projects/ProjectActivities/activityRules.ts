import { hundredthsOf, schemaBounds, type Activity, type TeamMember } from '@kwartier/api';
import { decimalInputText } from '../../../forms/decimalInput';
import { parseMoney } from '../../../i18n/formatMoney';
import { formatNumber } from '../../../i18n/formatNumber';

/** What the API accepts as an hourly rate (`RateInput`): digits, a dot, at most two decimals. */
const RATE_INPUT = new RegExp(schemaBounds.ActivityUserRequest.rate.pattern);

/** Why a typed rate cannot be sent: nothing typed, or not an amount of 0 or more with at most two decimals. */
export type RateProblem = 'required' | 'invalid';

/**
 * Reads an hourly rate as the user typed it in their language (`'85,50'` from a Dutch user,
 * `'85.50'` or `'1,234.50'` from an English one, a euro sign allowed) and writes it as the API
 * takes it: a decimal string with a dot (`'85.50'`). Negative amounts, more than two decimals
 * and more digits than the contract allows are a problem, as is an empty field.
 */
export function parseRate(text: string, locale: string): { rate: string } | { problem: RateProblem } {
  if (text.trim() === '') return { problem: 'required' };
  const cents = parseMoney(text, locale);
  if (cents == null || cents < 0) return { problem: 'invalid' };
  const rate = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  return RATE_INPUT.test(rate) ? { rate } : { problem: 'invalid' };
}

/**
 * A rate from the API as the user edits it in their language: `"85.00"` is `'85,00'` for a Dutch
 * user, `'85.00'` for an English one; no currency sign and no thousands separators.
 */
export function rateInputText(amount: string, locale: string): string {
  return decimalInputText(amount, locale, 2);
}

/**
 * The members who can be put on an activity: active, joined (no pending invitation, so they have
 * a name) and not on it yet. In the order given.
 */
export function eligibleMembers(members: readonly TeamMember[], activity: Pick<Activity, 'users'>): TeamMember[] {
  const onActivity = new Set(activity.users.map((user) => user.id));
  return members.filter(
    (member) =>
      member.active && (member.invite_token == null || member.invite_token === '') && member.name.trim() !== '' && !onActivity.has(member.id),
  );
}
