import type { Db } from '../db/database.js';
import type { PersonRow, UserRow } from '../db/schema.js';
import { HttpError, ValidationFailure } from '../domain/failures.js';
import { verifyPassword } from '../domain/passwords.js';
import type { SecretBox } from '../domain/secretBox.js';
import { tokenHash } from '../domain/tokens.js';
import { acceptedStep, newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, pendingSignInUserId, pendingSignInValid, totpUri } from '../domain/twoFactor.js';
import { twoFactorStore } from '../resources/twofactor/store.js';
import { actorFor, assertOperator, recordBy, type Actor, type Visitor } from './actor.js';
import { passwordEntry } from './accounts.js';

// Two-factor sign-in (TOTP): the second step of signing in, setting it up and turning it off
// (the person), and turning it off for someone who lost their phone and codes (the operator).

/**
 * Counts one attempt at a secret of the account with this address (a code, a password),
 * refusing it with 422 under `field` when there were too many; `forgive` takes it back once the
 * secret was right. The HTTP layer's sign-in throttle (per account and caller's address).
 */
export type AttemptCounter = (email: string, field: string) => Promise<{ forgive(): Promise<void> }>;

const userSubject = (id: number) => ({ type: 'user' as const, id });

/**
 * Whether the code (a TOTP code, or a recovery code) proves the user, using it up: a TOTP code's
 * step is noted (so it is refused again), a recovery code is deleted.
 */
async function useCode(db: Db, box: SecretBox, user: PersonRow, code: { totp?: string; recovery?: string }, now: Date): Promise<boolean> {
  const store = twoFactorStore(db);
  if (code.totp !== undefined) {
    const secret = user.two_factor_secret && box.open(user.two_factor_secret);
    if (!secret) return false;
    const step = acceptedStep(secret, code.totp, now, user.two_factor_last_step);
    return step !== undefined && (await store.useStep(user.id, step));
  }
  if (code.recovery !== undefined) return store.useRecoveryCode(user.id, tokenHash(normalizeRecoveryCode(code.recovery)));
  return false;
}

/**
 * The second step of signing in: the pending sign-in (`POST /login`'s 202 token) must still be
 * good (422 `code`), then the attempt is counted and a TOTP code or, without one, a recovery code
 * is used up. A wrong code goes into the account's trail (the refusal commits). Answers the
 * person, signed in (the caller opens the session).
 */
export async function signInWithCode(
  db: Db,
  visitor: Visitor,
  box: SecretBox,
  attempts: AttemptCounter,
  input: { token: string; code?: string; recovery_code?: string },
  now = new Date(),
): Promise<UserRow> {
  const userId = pendingSignInUserId(input.token, now);
  const person = userId === undefined ? undefined : await twoFactorStore(db).personById(userId);
  if (!person || !pendingSignInValid(box, input.token, person) || !person.two_factor_secret) {
    throw new ValidationFailure({ code: 'two_factor.sign_in_expired' });
  }
  // The organisation it enters, as the password's step chose it (deactivated there since: another, or 422).
  const user = await passwordEntry(db, person, 'code');
  const attempt = await attempts(user.email, 'code');
  if (input.code === undefined && input.recovery_code === undefined) throw new ValidationFailure({ code: 'two_factor.code_missing' });
  const byRecovery = input.code === undefined;
  if (!(await useCode(db, box, user, { totp: input.code, recovery: byRecovery ? input.recovery_code : undefined }, now))) {
    await recordBy(db, actorFor(visitor, user, null), 'auth.two_factor_failed', userSubject(user.id), undefined);
    throw new ValidationFailure({ code: byRecovery ? 'two_factor.recovery_code_wrong' : 'two_factor.code_wrong' });
  }
  await attempt.forgive();
  await recordBy(db, actorFor(visitor, user, user.id), byRecovery ? 'auth.signin_recovery_code' : 'auth.signin_two_factor', userSubject(user.id), undefined);
  return user;
}

/** The actor's own account, read afresh (a session's copy may be from before a setup began). */
async function ownAccount(db: Db, actor: Actor): Promise<UserRow | undefined> {
  if (actor.userId === null) throw new Error("a person's own two-factor sign-in is set up by that person");
  return twoFactorStore(db).memberById(actor.organizationId, actor.userId);
}

/**
 * Begins a setup: a new secret, kept sealed as pending (replacing an earlier pending one); 409
 * when two-factor is on already. Answers the secret and its otpauth:// URI, shown once.
 */
export async function startTwoFactorSetup(db: Db, actor: Actor, box: SecretBox): Promise<{ secret: string; uri: string }> {
  const user = await ownAccount(db, actor);
  if (!user || user.two_factor_secret !== null) throw new HttpError(409, 'two_factor.already_on');
  const secret = newTotpSecret();
  if (!(await twoFactorStore(db).startSetup(user.id, box.seal(secret)))) throw new HttpError(409, 'two_factor.already_on');
  return { secret, uri: totpUri(secret, user.email) };
}

/**
 * Confirms the pending setup with a code from the app (counted like a sign-in attempt): two-factor
 * is on, with new recovery codes, answered once (only their hashes are kept).
 */
export async function confirmTwoFactor(db: Db, actor: Actor, box: SecretBox, attempts: AttemptCounter, code: string, now = new Date()): Promise<string[]> {
  const user = await ownAccount(db, actor);
  if (!user || user.two_factor_secret !== null) throw new HttpError(409, 'two_factor.already_on');
  const pending = user.two_factor_pending_secret;
  const secret = pending && box.open(pending);
  if (!pending || !secret) throw new ValidationFailure({ code: 'two_factor.no_setup' });
  const attempt = await attempts(user.email, 'code');
  const step = acceptedStep(secret, code, now, null);
  if (step === undefined) throw new ValidationFailure({ code: 'two_factor.code_wrong' });
  const codes = newRecoveryCodes();
  if (!(await twoFactorStore(db).confirm(user.id, pending, step, codes.map(tokenHash)))) throw new ValidationFailure({ code: 'two_factor.no_setup' });
  await attempt.forgive();
  await recordBy(db, actor, 'user.two_factor_on', userSubject(user.id), undefined);
  return codes;
}

/**
 * The person turns their two-factor sign-in off with their password and a code (TOTP, or a
 * recovery code), counted like a sign-in attempt; an admin of an organisation that requires it
 * cannot (422). Already off: nothing happens.
 */
export async function disableTwoFactor(db: Db, actor: Actor, box: SecretBox, attempts: AttemptCounter, input: { password: string; code: string }, now = new Date()): Promise<void> {
  const user = await ownAccount(db, actor);
  if (!user || user.two_factor_secret === null) return;
  const attempt = await attempts(user.email, 'password');
  if (!user.password_hash || !(await verifyPassword(input.password, user.password_hash))) throw new ValidationFailure({ password: 'two_factor.password_wrong' });
  const store = twoFactorStore(db);
  if (user.admin === 1 && (await store.requiredForAdmins(user.organization_id))) throw new ValidationFailure({ code: 'two_factor.required_for_admins' });
  const isTotp = /^[\d\s]+$/.test(input.code);
  if (!(await useCode(db, box, user, isTotp ? { totp: input.code } : { recovery: input.code }, now))) {
    throw new ValidationFailure({ code: isTotp ? 'two_factor.code_wrong' : 'two_factor.recovery_code_wrong' });
  }
  await attempt.forgive();
  await turnOff(db, actor, user.id, 'user.two_factor_off');
}

/**
 * `kwartier-admin reset-two-factor`: the operator turns a member's two-factor sign-in off (a lost
 * phone and lost recovery codes) — in the member's organisation (404 for another's), recorded as
 * by no person of it. Answers whether it was on; off already, nothing changes.
 */
export async function resetTwoFactor(db: Db, actor: Actor, userId: number): Promise<{ wasOn: boolean }> {
  assertOperator(actor, "turning off someone's two-factor sign-in");
  const user = await twoFactorStore(db).memberById(actor.organizationId, userId);
  if (!user) throw new HttpError(404, 'http.not_found');
  if (user.two_factor_secret === null) return { wasOn: false };
  await turnOff(db, actor, user.id, 'user.two_factor_reset');
  return { wasOn: true };
}

/** Two-factor off (the secrets and the recovery codes go), recorded as `kind`. */
async function turnOff(db: Db, actor: Actor, userId: number, kind: 'user.two_factor_off' | 'user.two_factor_reset'): Promise<void> {
  await twoFactorStore(db).disable(userId);
  await recordBy(db, actor, kind, userSubject(userId), undefined);
}
