import { Hono } from 'hono';
import type { UserRow } from '../../db/schema.js';
import { verifyPassword } from '../../domain/passwords.js';
import { serverSecretBox } from '../../domain/secretBox.js';
import { tokenHash } from '../../domain/tokens.js';
import { acceptedStep, newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, pendingSignInUserId, pendingSignInValid, totpUri } from '../../domain/twoFactor.js';
import { audit } from '../../http/audit.js';
import { callerAddress, HttpError, sessionUser, route, storeOf, ValidationFailure, type AppContext, type AppEnv } from '../../http/context.js';
import { startSession } from '../../http/session.js';
import { loginThrottleStore } from '../../stores/loginThrottle.js';
import { ownUserShape, twoFactorSetupShape } from './shape.js';
import { twoFactorStore } from './store.js';

// Two-factor sign-in (TOTP): setting it up and turning it off in My profile, and the second step
// of signing in (`POST /login` answers 202 with a pending sign-in for a user who has it on).

export const twoFactorRoutes = new Hono<AppEnv>();

const boxOf = (c: AppContext) => serverSecretBox(c.get('config'));

/**
 * Whether the code (a TOTP code, or with `recoveryAllowed` a recovery code) proves the user, using
 * it up: a TOTP code's step is noted (so it is refused again), a recovery code is deleted.
 */
async function useCode(c: AppContext, user: UserRow, code: { totp?: string; recovery?: string }): Promise<boolean> {
  const store = storeOf(c, twoFactorStore);
  if (code.totp !== undefined) {
    const secret = user.two_factor_secret && boxOf(c).open(user.two_factor_secret);
    if (!secret) return false;
    const step = acceptedStep(secret, code.totp, new Date(), user.two_factor_last_step);
    return step !== undefined && (await store.useStep(user.id, step));
  }
  if (code.recovery !== undefined) return store.useRecoveryCode(user.id, tokenHash(normalizeRecoveryCode(code.recovery)));
  return false;
}

/** Counts the attempt like a sign-in attempt (domain/loginThrottle.ts), refusing it when locked. */
async function countAttempt(c: AppContext, email: string, field: string) {
  const throttle = storeOf(c, loginThrottleStore);
  const attempt = await throttle.count(email, callerAddress(c));
  if (attempt.lockout.locked) {
    const seconds = attempt.lockout.retryAfterSeconds;
    c.header('Retry-After', String(seconds));
    throw new ValidationFailure({ [field]: 'auth.throttled' }, { seconds });
  }
  return { forgive: () => throttle.forgive(attempt.keys) };
}

route(twoFactorRoutes, '/login/twofactor', 'post', async (c, { body }) => {
  const now = new Date();
  const userId = pendingSignInUserId(body.token, now);
  const store = storeOf(c, twoFactorStore);
  const user = userId === undefined ? undefined : await store.userById(userId);
  if (!user || !pendingSignInValid(boxOf(c), body.token, user) || user.active !== 1 || !user.two_factor_secret) {
    throw new ValidationFailure({ code: 'two_factor.sign_in_expired' });
  }
  const attempt = await countAttempt(c, user.email, 'code');
  if (body.code === undefined && body.recovery_code === undefined) throw new ValidationFailure({ code: 'two_factor.code_missing' });
  if (!(await useCode(c, user, { totp: body.code, recovery: body.code === undefined ? body.recovery_code : undefined }))) {
    await audit(c, 'auth.two_factor_failed', { type: 'user', id: user.id }, undefined, { organizationId: user.organization_id, userId: null });
    throw new ValidationFailure({ code: body.code === undefined ? 'two_factor.recovery_code_wrong' : 'two_factor.code_wrong' });
  }
  await attempt.forgive();
  const kind = body.code === undefined ? 'auth.signin_recovery_code' : 'auth.signin_two_factor';
  await audit(c, kind, { type: 'user', id: user.id }, undefined, { organizationId: user.organization_id, userId: user.id });
  await startSession(c, user.id);
  return c.json(await ownUserShape(c.get('db'), user), 200);
});

route(twoFactorRoutes, '/api/user/twofactor/setup', 'post', async (c) => {
  const user = sessionUser(c);
  if (user.two_factor_secret !== null) throw new HttpError(409, 'two_factor.already_on');
  const secret = newTotpSecret();
  if (!(await storeOf(c, twoFactorStore).startSetup(user.id, boxOf(c).seal(secret)))) throw new HttpError(409, 'two_factor.already_on');
  return c.json(await twoFactorSetupShape(secret, totpUri(secret, user.email)), 200);
});

route(twoFactorRoutes, '/api/user/twofactor/confirm', 'post', async (c, { body }) => {
  const caller = sessionUser(c);
  const store = storeOf(c, twoFactorStore);
  // Read afresh: the session's copy of the user may be from before the setup began.
  const user = await store.userById(caller.id);
  if (!user || user.two_factor_secret !== null) throw new HttpError(409, 'two_factor.already_on');
  const pending = user.two_factor_pending_secret;
  const secret = pending && boxOf(c).open(pending);
  if (!pending || !secret) throw new ValidationFailure({ code: 'two_factor.no_setup' });
  const attempt = await countAttempt(c, user.email, 'code');
  const step = acceptedStep(secret, body.code, new Date(), null);
  if (step === undefined) throw new ValidationFailure({ code: 'two_factor.code_wrong' });
  const codes = newRecoveryCodes();
  if (!(await store.confirm(user.id, pending, step, codes.map(tokenHash)))) throw new ValidationFailure({ code: 'two_factor.no_setup' });
  await attempt.forgive();
  await audit(c, 'user.two_factor_on', { type: 'user', id: user.id });
  return c.json({ recovery_codes: codes }, 200);
});

route(twoFactorRoutes, '/api/user/twofactor/disable', 'post', async (c, { body }) => {
  const caller = sessionUser(c);
  const store = storeOf(c, twoFactorStore);
  const user = await store.userById(caller.id);
  if (!user || user.two_factor_secret === null) return c.body(null, 204);
  const attempt = await countAttempt(c, user.email, 'password');
  if (!user.password_hash || !(await verifyPassword(body.password, user.password_hash))) throw new ValidationFailure({ password: 'two_factor.password_wrong' });
  if (user.admin === 1 && (await store.requiredForAdmins(user.organization_id))) throw new ValidationFailure({ code: 'two_factor.required_for_admins' });
  const isTotp = /^[\d\s]+$/.test(body.code);
  if (!(await useCode(c, user, isTotp ? { totp: body.code } : { recovery: body.code }))) {
    throw new ValidationFailure({ code: isTotp ? 'two_factor.code_wrong' : 'two_factor.recovery_code_wrong' });
  }
  await attempt.forgive();
  await store.disable(user.id);
  await audit(c, 'user.two_factor_off', { type: 'user', id: user.id });
  return c.body(null, 204);
});
