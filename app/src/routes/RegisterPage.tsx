import { SignUpForm, ThemeRoot } from '@kwartier/ui';
import { useRouter } from '@tanstack/react-router';
import { api } from '../api';
import { submitResult } from '../submit';

export function RegisterPage() {
  const router = useRouter();
  return (
    <ThemeRoot isFullPage>
      <SignUpForm
        cancelHref="/"
        onSubmit={async (body) => {
          const result = await submitResult(api.POST('/register', { body }));
          if (!result) await router.navigate({ to: '/' });
          return result;
        }}
      />
    </ThemeRoot>
  );
}
