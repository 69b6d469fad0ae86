import type { PasswordContext, PasswordStrength } from '@kwartier/api/passwordStrength';
import { useEffect, useState } from 'react';
import type { Locale } from '../../i18n/messages';

/**
 * Weighs a password: `passwordStrength` of `@kwartier/api/passwordStrength`, which the app loads
 * lazily (a dynamic import) so the estimator's dictionaries stay out of the first load and out of
 * this package. The server weighs with the same module and refuses what it calls too weak.
 */
export type PasswordEstimator = (password: string, locale: Locale, context: PasswordContext) => Promise<PasswordStrength>;

/** How long typing must pause before a password is weighed. */
const PAUSE_MS = 150;

/**
 * The verdict on `password` as it is typed: undefined while it is empty (or there is no
 * estimator); `isChecking` while the estimator loads or weighs, the previous verdict kept
 * meanwhile. An estimator that fails shows nothing: the server still checks on submit.
 */
export function usePasswordStrength(password: string, locale: Locale, estimate: PasswordEstimator | undefined, context: PasswordContext) {
  const [result, setResult] = useState<{ password: string; strength: PasswordStrength | undefined }>();
  const { name, email, organizationName } = context;
  useEffect(() => {
    if (!estimate || password === '') return;
    let current = true;
    const timer = setTimeout(() => {
      estimate(password, locale, { name, email, organizationName }).then(
        (strength) => current && setResult({ password, strength }),
        () => current && setResult({ password, strength: undefined }),
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [estimate, password, locale, name, email, organizationName]);
  if (!estimate || password === '') return { strength: undefined, isChecking: false };
  return { strength: result?.strength, isChecking: result?.password !== password };
}
