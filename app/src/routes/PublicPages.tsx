import type { Invitation } from '@kwartier/api';
import { ForgotPasswordForm, JoinForm, ResetPasswordForm, ThemeRoot } from '@kwartier/ui';
import { useRouter } from '@tanstack/react-router';
import { api } from '../api';
import { submitResult } from '../submit';

export function ForgotPasswordPage() {
  return (
    <ThemeRoot isFullPage>
      <ForgotPasswordForm onSubmit={(body) => submitResult(api.POST('/password/email', { body }))} />
    </ThemeRoot>
  );
}

export function ResetPasswordPage({ token }: { token: string }) {
  const router = useRouter();
  return (
    <ThemeRoot isFullPage>
      <ResetPasswordForm
        token={token}
        onSubmit={async (body) => {
          const result = await submitResult(api.POST('/password/reset', { body }));
          if (!result) await router.navigate({ to: '/' });
          return result;
        }}
      />
    </ThemeRoot>
  );
}

export function JoinPage({ invitation }: { invitation: Invitation | null }) {
  const router = useRouter();
  return (
    <ThemeRoot isFullPage>
      <JoinForm
        invitation={invitation}
        onSubmit={async (body) => {
          const result = await submitResult(api.POST('/join', { body }));
          if (!result) await router.navigate({ to: '/' });
          return result;
        }}
      />
    </ThemeRoot>
  );
}
