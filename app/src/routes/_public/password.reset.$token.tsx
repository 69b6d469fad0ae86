import { ResetPasswordForm, useMessages } from '@kwartier/ui';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { api } from '../../api';
import { useDocumentTitle } from '../../document';
import { messages } from '../../messages';
import { estimatePassword } from '../../passwordStrength';
import { submitResult } from '../../submit';

/** The mailed reset link; the token is checked when the form is sent, not when the page opens. */
export const Route = createFileRoute('/_public/password/reset/$token')({ component: ResetPasswordPage });

function ResetPasswordPage() {
  const { token } = Route.useParams();
  const router = useRouter();
  const t = useMessages(messages);
  useDocumentTitle(t('resetPassword'));
  return (
    <ResetPasswordForm
      token={token}
      estimatePassword={estimatePassword}
      onSubmit={async (body) => {
        const call = api.POST('/password/reset', { body });
        // 202: set, but with two-factor sign-in on there is no session yet: sign in with the code.
        if ((await call).response.status === 202) {
          await router.navigate({ to: '/login', search: { reset: 1 } });
          return undefined;
        }
        const result = await submitResult(call);
        if (!result) await router.navigate({ to: '/' });
        return result;
      }}
    />
  );
}
