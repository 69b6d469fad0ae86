import { Hono } from 'hono';
import { confirmTwoFactor, disableTwoFactor, signInWithCode, startTwoFactorSetup, type AttemptCounter } from '../../actions/twoFactor.js';
import { serverSecretBox } from '../../domain/secretBox.js';
import { actorOf, visitorOf } from '../../http/actor.js';
import { callerAddress, route, sessionUser, storeOf, ValidationFailure, type AppContext, type AppEnv } from '../../http/context.js';
import { startSession } from '../../http/session.js';
import { loginThrottleStore } from '../../stores/loginThrottle.js';
import { ownUserShape, twoFactorSetupShape } from './shape.js';

// Two-factor sign-in (TOTP): setting it up and turning it off in My profile, and the second step
// of signing in (`POST /login` answers 202 with a pending sign-in for a user who has it on). The
// changes are actions (actions/twoFactor.ts); the throttle and the cookie are here.

export const twoFactorRoutes = new Hono<AppEnv>();

const boxOf = (c: AppContext) => serverSecretBox(c.get('config'));

/** Counts an attempt like a sign-in attempt (domain/loginThrottle.ts) from this caller's address, refusing it when locked. */
function attemptsOf(c: AppContext): AttemptCounter {
  return async (email, field) => {
    const throttle = storeOf(c, loginThrottleStore);
    const attempt = await throttle.count(email, callerAddress(c));
    if (attempt.lockout.locked) {
      const seconds = attempt.lockout.retryAfterSeconds;
      c.header('Retry-After', String(seconds));
      throw new ValidationFailure({ [field]: 'auth.throttled' }, { seconds });
    }
    return { forgive: () => throttle.forgive(attempt.keys) };
  };
}

route(twoFactorRoutes, '/login/twofactor', 'post', async (c, { body }) => {
  const user = await signInWithCode(c.get('db'), visitorOf(c), boxOf(c), attemptsOf(c), body);
  await startSession(c, user);
  return c.json(await ownUserShape(c.get('db'), user), 200);
});

route(twoFactorRoutes, '/api/user/twofactor/setup', 'post', async (c) => {
  sessionUser(c);
  const { secret, uri } = await startTwoFactorSetup(c.get('db'), actorOf(c), boxOf(c));
  return c.json(await twoFactorSetupShape(secret, uri), 200);
});

route(twoFactorRoutes, '/api/user/twofactor/confirm', 'post', async (c, { body }) => {
  sessionUser(c);
  const codes = await confirmTwoFactor(c.get('db'), actorOf(c), boxOf(c), attemptsOf(c), body.code);
  return c.json({ recovery_codes: codes }, 200);
});

route(twoFactorRoutes, '/api/user/twofactor/disable', 'post', async (c, { body }) => {
  sessionUser(c);
  await disableTwoFactor(c.get('db'), actorOf(c), boxOf(c), attemptsOf(c), body);
  return c.body(null, 204);
});
