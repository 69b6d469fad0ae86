import { JoinForm, useMessages } from '@kwartier/ui';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { api } from '../../api';
import { useDocumentTitle } from '../../document';
import { LoadError } from '../../load';
import { messages } from '../../messages';
import { estimatePassword } from '../../passwordStrength';
import { submitResult } from '../../submit';

/** The mailed invitation link: the invitee picks a name and password and joins. */
export const Route = createFileRoute('/_public/invitation/$token')({
  loader: async ({ params }) => {
    const { data, error, response } = await api.GET('/invitation/{token}', { params: { path: { token: params.token } } });
    if (data) return { invitation: data };
    // An unknown or used token is the form's own 'Your invitation could not be found', not an error screen.
    if (response.status === 404) return { invitation: null };
    console.error('Loading the invitation failed', response.status, error);
    throw new LoadError(response.status);
  },
  component: JoinPage,
});

function JoinPage() {
  const { invitation } = Route.useLoaderData();
  const router = useRouter();
  const t = useMessages(messages);
  useDocumentTitle(invitation ? t('joinOrganization', { organization: invitation.organization_name }) : t('join'));
  return (
    <JoinForm
      invitation={invitation}
      estimatePassword={estimatePassword}
      onSubmit={async (body) => {
        const result = await submitResult(api.POST('/join', { body }));
        if (!result) await router.navigate({ to: '/' });
        return result;
      }}
    />
  );
}
