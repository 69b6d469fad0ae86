import { describe, expect, it } from 'vitest';
import { secretBox } from './secretBox.js';
import {
  acceptedStep,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  pendingSignInToken,
  pendingSignInUserId,
  pendingSignInValid,
  timeStep,
  totpCode,
  twoFactorSetupRequired,
} from './twoFactor.js';

// RFC 6238 appendix B: the SHA-1 test secret "12345678901234567890", base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes', () => {
  it('are those of RFC 6238 (6 digits of its 8-digit test vectors)', () => {
    expect(totpCode(RFC_SECRET, new Date(59_000))).toBe('287082');
    expect(totpCode(RFC_SECRET, new Date(1_111_111_109_000))).toBe('081804');
    expect(totpCode(RFC_SECRET, new Date(2_000_000_000_000))).toBe('279037');
  });

  it('are accepted one step before or after, not two, and spaces do not matter', () => {
    const now = new Date(1_111_111_109_000);
    const step = timeStep(now);
    expect(acceptedStep(RFC_SECRET, '081804', now, null)).toBe(step);
    expect(acceptedStep(RFC_SECRET, totpCode(RFC_SECRET, new Date(now.getTime() - 30_000)).replace(/^(\d{3})/, '$1 '), now, null)).toBe(step - 1);
    expect(acceptedStep(RFC_SECRET, totpCode(RFC_SECRET, new Date(now.getTime() + 30_000)), now, null)).toBe(step + 1);
    expect(acceptedStep(RFC_SECRET, totpCode(RFC_SECRET, new Date(now.getTime() + 60_000)), now, null)).toBeUndefined();
    expect(acceptedStep(RFC_SECRET, 'abcdef', now, null)).toBeUndefined();
  });

  it('are refused when their step (or a later one) was used already', () => {
    const now = new Date(1_111_111_109_000);
    const step = timeStep(now);
    expect(acceptedStep(RFC_SECRET, '081804', now, step)).toBeUndefined();
    expect(acceptedStep(RFC_SECRET, '081804', now, step - 1)).toBe(step);
  });

  it('come from new secrets of 160 bits', () => {
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(newTotpSecret());
  });
});

describe('recovery codes', () => {
  it('are ten different ones without look-alike characters, read in any case with or without the dash', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(normalizeRecoveryCode(' K7M2P Q9XRA ')).toBe('k7m2p-q9xra');
    expect(normalizeRecoveryCode('k7m2p-q9xra')).toBe('k7m2p-q9xra');
  });
});

describe('the setup requirement', () => {
  it('is for admins without two-factor of organisations that require it', () => {
    expect(twoFactorSetupRequired({ admin: 1, two_factor_secret: null }, { two_factor_admins: 1 })).toBe(true);
    expect(twoFactorSetupRequired({ admin: 1, two_factor_secret: 'v1.x' }, { two_factor_admins: 1 })).toBe(false);
    expect(twoFactorSetupRequired({ admin: 0, two_factor_secret: null }, { two_factor_admins: 1 })).toBe(false);
    expect(twoFactorSetupRequired({ admin: 1, two_factor_secret: null }, { two_factor_admins: 0 })).toBe(false);
  });
});

describe('pending sign-ins', () => {
  const box = secretBox('a server key of at least thirty-two characters');
  const user = { id: 7, password_hash: 'scrypt$one' };
  const now = new Date('2026-03-02T09:00:00Z');

  it('name their user for five minutes, signed', () => {
    const token = pendingSignInToken(box, user, now);
    expect(pendingSignInUserId(token, new Date(now.getTime() + 299_999))).toBe(7);
    expect(pendingSignInUserId(token, new Date(now.getTime() + 300_000))).toBeUndefined();
    expect(pendingSignInValid(box, token, user)).toBe(true);
  });

  it('are void for another user, after a password change, or with another key', () => {
    const token = pendingSignInToken(box, user, now);
    expect(pendingSignInValid(box, token, { id: 8, password_hash: user.password_hash })).toBe(false);
    expect(pendingSignInValid(box, token, { ...user, password_hash: 'scrypt$two' })).toBe(false);
    expect(pendingSignInValid(secretBox('another server key of thirty-two characters'), token, user)).toBe(false);
  });
});
