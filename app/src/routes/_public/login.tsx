import { schemaEnums, type SsoError } from '@kwartier/api';
import { LoginForm, TwoFactorCodeForm, useMessages } from '@kwartier/ui';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../api';
import { useDocumentTitle } from '../../document';
import { messages } from '../../messages';
import { submitResult } from '../../submit';

export const Route = createFileRoute('/_public/login')({
  // ?deleted=1: the person just deleted their account (My profile › My data) and is told so;
  // ?reset=1: a reset password of someone with two-factor sign-in, who signs in with it and a code;
  // ?sso_error=<code>: the server's single sign-on sent the browser back (the contract's SsoError);
  // ?return=<path>: where to go once signed in (an invitation to accept), a path of this app only.
  validateSearch: (search: Record<string, unknown>): { deleted?: 1; reset?: 1; sso_error?: SsoError; return?: string } => ({
    deleted: search.deleted === 1 || search.deleted === '1' ? 1 : undefined,
    reset: search.reset === 1 || search.reset === '1' ? 1 : undefined,
    sso_error: schemaEnums.SsoError.find((code) => code === search.sso_error),
    return: typeof search.return === 'string' && /^\/(?![/\\])/.test(search.return) ? search.return : undefined,
  }),
  component: LoginPage,
});

/**
 * /login: the password, then — for a user with two-factor sign-in (202 `two_factor_required`) —
 * the code or a recovery code with the pending sign-in's token (`POST /login/twofactor`).
 */
function LoginPage() {
  const router = useRouter();
  const t = useMessages(messages);
  const { deleted, reset, sso_error: singleSignOnError, return: returnTo } = Route.useSearch();
  const [pending, setPending] = useState<string | null>(null);
  // Signed in: on to where the sign-in was asked for (a path checked above), else the dashboard.
  const signedIn = async () => (returnTo ? router.history.push(returnTo) : router.navigate({ to: '/' }));
  useDocumentTitle(t('logIn'));
  // A 419 'token expired' is handled by the API client (notice, reload after 2 s): see api.ts.
  if (pending !== null) {
    return (
      <TwoFactorCodeForm
        onSubmit={async (values) => {
          const result = await submitResult(api.POST('/login/twofactor', { body: { token: pending, ...values } }));
          if (!result) await signedIn();
          return result;
        }}
        onCancel={() => setPending(null)}
      />
    );
  }
  return (
    <LoginForm
      notice={deleted ? t('accountDeleted') : reset ? t('passwordResetSignIn') : undefined}
      singleSignOnError={singleSignOnError}
      // A full page load: the server sends the browser on to the organisation's provider.
      onSingleSignOn={(email) => window.location.assign(`/login/sso?email=${encodeURIComponent(email)}`)}
      onSubmit={async (body) => {
        const call = api.POST('/login', { body });
        const { data, response } = await call;
        if (response.status === 202 && data && 'two_factor_required' in data) {
          setPending(data.token);
          return undefined;
        }
        const result = await submitResult(call);
        if (!result) await signedIn();
        return result;
      }}
    />
  );
}
