import { JoinForm, useMessages } from '@kwartier/ui';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { api } from '../../api';
import { useDocumentTitle } from '../../document';
import { LoadError } from '../../load';
import { messages } from '../../messages';
import { organizationMessages } from '../../organizations.messages';
import { estimatePassword } from '../../passwordStrength';
import { submitResult } from '../../submit';
import { acceptInvitation, hasUnsentWork } from '../../organizations';

/**
 * The mailed invitation link: the invitee picks a name and password and joins; an address that
 * has an account already signs in (and comes back here) and accepts or declines.
 */
export const Route = createFileRoute('/_public/invitation/$token')({
  loader: async ({ params }) => {
    const { data, error, response } = await api.GET('/invitation/{token}', { params: { path: { token: params.token } } });
    // An unknown or used token is the form's own 'Your invitation could not be found', not an error screen.
    if (response.status === 404) return { invitation: null, signedIn: false, userId: undefined };
    if (!data) {
      console.error('Loading the invitation failed', response.status, error);
      throw new LoadError(response.status);
    }
    // An address with an account accepts once signed in: is someone signed in here?
    const user = data.account_exists ? (await api.GET('/api/user')).data : undefined;
    return { invitation: data, signedIn: user !== undefined, userId: user?.id };
  },
  component: JoinPage,
});

function JoinPage() {
  const { invitation, signedIn, userId } = Route.useLoaderData();
  const { token } = Route.useParams();
  const router = useRouter();
  const t = useMessages(messages);
  const words = useMessages(organizationMessages);
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
      // Signing in comes back here to accept.
      onSignIn={signedIn ? undefined : () => void router.navigate({ to: '/login', search: { return: `/invitation/${token}` } })}
      onAccept={
        signedIn
          ? async (inviteToken) => {
              // Accepting moves the session: not while hours or a timer action of the current organisation wait to be sent.
              if (userId !== undefined && hasUnsentWork(userId)) return { message: words('unsentWork') };
              // The session acts in the organisation joined: the app loads afresh there, nothing of the other one kept on screen.
              return acceptInvitation(inviteToken);
            }
          : undefined
      }
      // Declining changes nothing where the session works: the form says so and links on.
      onDecline={signedIn ? (inviteToken) => submitResult(api.POST('/api/user/invitations/decline', { body: { token: inviteToken } })) : undefined}
    />
  );
}
