import { SignUpForm, useMessages } from '@kwartier/ui';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { api } from '../../api';
import { useDocumentTitle } from '../../document';
import { messages } from '../../messages';
import { estimatePassword } from '../../passwordStrength';
import { submitResult } from '../../submit';

export const Route = createFileRoute('/_public/register')({ component: RegisterPage });

function RegisterPage() {
  const router = useRouter();
  const t = useMessages(messages);
  useDocumentTitle(t('signUp'));
  return (
    <SignUpForm
      cancelHref="/"
      estimatePassword={estimatePassword}
      onSubmit={async (body) => {
        const result = await submitResult(api.POST('/register', { body }));
        if (!result) await router.navigate({ to: '/' });
        return result;
      }}
    />
  );
}
