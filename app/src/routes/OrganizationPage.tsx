import { uploadLogo } from '@kwartier/api';
import {
  LogoPanel,
  OrganizationDetailsCard,
  OrganizationTabs,
  TeamPanel,
  useMessages,
  useSnackbar,
} from '@kwartier/ui';
import { useLoaderData, useRouter } from '@tanstack/react-router';
import { api } from '../api';
import { messages } from '../messages';
import { expectOk, submitResult } from '../submit';

export function OrganizationPage() {
  const { organization } = useLoaderData({ from: '/authenticated' });
  const { members } = useLoaderData({ from: '/authenticated/admin/organization' });
  const router = useRouter();
  const snackbar = useSnackbar();
  const t = useMessages(messages);
  if (!organization) return null;

  /** Runs a save; on success reloads what the page and the shell show and confirms it. */
  const saved = (message: string) => async (result: Awaited<ReturnType<typeof submitResult>>) => {
    if (!result) {
      await router.invalidate();
      snackbar.success(message);
    }
    return result;
  };

  return (
    <OrganizationTabs
      details={
        <OrganizationDetailsCard
          organization={organization}
          onSave={(body) => submitResult(api.POST('/api/organization/save/details', { body })).then(saved(t('detailsSaved')))}
        />
      }
      team={
        <TeamPanel
          members={members}
          onInvite={(email) => submitResult(api.POST('/api/organization/send/invite', { body: { email } })).then(saved(t('invitationSent')))}
          onToggleAdmin={async (member) => {
            await expectOk(api.POST('/api/users/toggle/admin', { body: { id: member.id } }));
            await saved(t('userRoleSaved'))(undefined);
          }}
          onToggleActive={async (member) => {
            await expectOk(api.POST('/api/users/toggle/active', { body: { id: member.id } }));
            await saved(t('userStatusSaved'))(undefined);
          }}
          onDelete={async (member) => {
            await expectOk(api.DELETE('/api/users/{id}', { params: { path: { id: member.id } } }));
            await saved(t('userDeleted'))(undefined);
          }}
        />
      }
      logo={
        <LogoPanel
          logoUrl={organization.logo_url}
          onUpload={(file) => submitResult(uploadLogo(api, file)).then(saved(t('logoSaved')))}
        />
      }
    />
  );
}
