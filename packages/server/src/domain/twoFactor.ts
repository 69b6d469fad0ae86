import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { SecretBox } from './secretBox.js';

// Two-factor sign-in (TOTP, RFC 6238): SHA-1, 6 digits, 30-second steps, as every
// authenticator app reads an otpauth:// URI by default.

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A code of the step before or after the current one is accepted too (clocks drift). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long a sign-in waits for its code after the password was right. */
export const PENDING_SIGN_IN_MINUTES = 5;
const ISSUER = 'Kwartier';

function totp(secretBase32: string, label = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

/** A new secret (160 bits, as RFC 4226 recommends), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

/** The 30-second step a time falls in. */
export function timeStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** What a person types: digits, perhaps with spaces ("123 456"). */
export function cleanCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

/**
 * The time step of the code when it is right for this secret within ±1 step of `now` and newer
 * than the last step accepted (a code is refused when used again within its window); else undefined.
 */
export function acceptedStep(secretBase32: string, code: string, now: Date, lastStep: number | null): number | undefined {
  const token = cleanCode(code);
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totp(secretBase32).validate({ token, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return undefined;
  const step = timeStep(now) + delta;
  if (lastStep !== null && step <= lastStep) return undefined;
  return step;
}

/** The code of a secret at a time (tests and the e2e test make codes this way too). */
export function totpCode(secretBase32: string, now: Date): string {
  return totp(secretBase32).generate({ timestamp: now.getTime() });
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten recovery codes: `xxxxx-xxxxx` from an alphabet without look-alikes (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed (any case, with or without the dash or spaces) in its stored form. */
export function normalizeRecoveryCode(code: string): string {
  const chars = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return chars.length === 10 ? `${chars.slice(0, 5)}-${chars.slice(5)}` : chars;
}

/** Whether an admin must set up two-factor before anything else. */
export function twoFactorSetupRequired(user: { admin: number; two_factor_secret: string | null }, organization: { two_factor_admins: number }): boolean {
  return user.admin === 1 && organization.two_factor_admins === 1 && user.two_factor_secret === null;
}

/**
 * A pending sign-in: the password was right, the code is still to come. Signed, not stored:
 * `userId.expiresAtMs.signature`, bound to the user's password hash so a password change
 * voids it.
 */
export function pendingSignInToken(box: SecretBox, user: { id: number; password_hash: string | null }, now: Date): string {
  const payload = `${user.id}.${now.getTime() + PENDING_SIGN_IN_MINUTES * 60_000}`;
  return `${payload}.${box.sign(`${payload}.${user.password_hash ?? ''}`)}`;
}

/** The user id a pending sign-in names, when it is well-formed and not expired (its signature is checked with {@link pendingSignInValid}). */
export function pendingSignInUserId(token: string, now: Date): number | undefined {
  const [id, expires, signature] = token.split('.');
  if (!id || !expires || !signature || !/^\d+$/.test(id) || !/^\d+$/.test(expires)) return undefined;
  if (Number(expires) <= now.getTime()) return undefined;
  return Number(id);
}

export function pendingSignInValid(box: SecretBox, token: string, user: { id: number; password_hash: string | null }): boolean {
  const [id, expires, signature] = token.split('.');
  if (Number(id) !== user.id || !signature) return false;
  return box.verify(`${id}.${expires}.${user.password_hash ?? ''}`, signature);
}
