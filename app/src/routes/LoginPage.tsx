import { LoginForm, ThemeRoot } from '@kwartier/ui';
import { useRouter } from '@tanstack/react-router';
import { api } from '../api';
import { submitResult } from '../submit';

export function LoginPage() {
  const router = useRouter();
  return (
    <ThemeRoot isFullPage>
      <LoginForm
        onSubmit={async (body) => {
          const result = await submitResult(api.POST('/login', { body }));
          if (!result) await router.navigate({ to: '/' });
          return result;
        }}
        // SPEC §8: after 'token expired' the page reloads after 2 s to get a fresh session.
        onTokenExpired={() => setTimeout(() => window.location.reload(), 2000)}
      />
    </ThemeRoot>
  );
}
