import type { PasswordEstimator } from '@kwartier/ui';

/**
 * The password strength estimator for the meter under every new-password field: the very module
 * the server refuses weak passwords with (`@kwartier/api/passwordStrength`: zxcvbn-ts and its
 * dictionaries, some hundreds of kB), imported on first use, so it is a chunk of its own and never
 * part of the first load (the /login budget of test/dist.test.ts).
 */
export const estimatePassword: PasswordEstimator = async (password, locale, context) =>
  (await import('@kwartier/api/passwordStrength')).passwordStrength(password, locale, context);
