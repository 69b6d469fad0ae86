import { LoginForm, useMessages } from '@kwartier/ui';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { api } from '../../api';
import { useDocumentTitle } from '../../document';
import { messages } from '../../messages';
import { submitResult } from '../../submit';

export const Route = createFileRoute('/_public/login')({
  // ?deleted=1: the person just deleted their account (My profile › My data) and is told so.
  validateSearch: (search: Record<string, unknown>): { deleted?: 1 } => ({ deleted: search.deleted === 1 || search.deleted === '1' ? 1 : undefined }),
  component: LoginPage,
});

function LoginPage() {
  const router = useRouter();
  const t = useMessages(messages);
  const { deleted } = Route.useSearch();
  useDocumentTitle(t('logIn'));
  // A 419 'token expired' is handled by the API client (notice, reload after 2 s): see api.ts.
  return (
    <LoginForm
      notice={deleted ? t('accountDeleted') : undefined}
      onSubmit={async (body) => {
        const result = await submitResult(api.POST('/login', { body }));
        if (!result) await router.navigate({ to: '/' });
        return result;
      }}
    />
  );
}
