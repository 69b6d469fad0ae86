import { passwordStrength, passwordWeaknessReason, type PasswordContext } from '@kwartier/api/passwordStrength';
import type { Locale } from '@kwartier/api';

/**
 * Rules of sign-up the contract cannot express in a schema. Returns the field the problem
 * belongs to, or null when the registration may go ahead.
 */
export function passwordConfirmationProblem(password: string, confirmation: string): 'password_confirmation' | null {
  // The contract puts this message under `password_confirmation`, the field the user fixes.
  return password === confirmation ? null : 'password_confirmation';
}

/**
 * Why a new password is refused (zxcvbn-ts below MIN_PASSWORD_SCORE, the setup the app's meter
 * shares: packages/api/src/passwordStrength.ts), in `locale`, or null when it is strong enough.
 * `context` is the person's name, email and organisation: a password built from them is weak.
 */
export function weakPasswordReason(password: string, locale: Locale, context: PasswordContext): string | null {
  const strength = passwordStrength(password, locale, context);
  return strength.acceptable ? null : passwordWeaknessReason(strength, locale);
}
