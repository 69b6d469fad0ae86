import { uploadLogo } from '@kwartier/api';
import {
  LogoPanel,
  OrganizationDetailsCard,
  OrganizationTabs,
  TeamPanel,
  useMessages,
  type OrganizationTab,
} from '@kwartier/ui';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { api } from '../../../api';
import { useDocumentTitle } from '../../../document';
import { load } from '../../../load';
import { messages } from '../../../messages';
import { savedMessages } from '../../../saved.messages';
import { useSave } from '../../../save';
import { tabSearch } from '../../../tabs';

const tabs = tabSearch<OrganizationTab>(['details', 'team', 'logo']);
const authenticated = getRouteApi('/_authenticated');

/** /organization: details, and the team and logo tabs at ?tab=team and ?tab=logo. */
export const Route = createFileRoute('/_authenticated/_admin/organization')({
  validateSearch: tabs.validateSearch,
  loader: async () => ({ members: await load(api.GET('/api/users')) }),
  component: OrganizationPage,
});

function OrganizationPage() {
  const { organization } = authenticated.useLoaderData();
  const { members } = Route.useLoaderData();
  const tab = tabs.tabOf(Route.useSearch());
  const navigate = Route.useNavigate();
  const t = useMessages(messages);
  const saved = useMessages(savedMessages);
  const save = useSave();
  useDocumentTitle(t('organization'));
  return (
    <OrganizationTabs
      selectedTab={tab}
      onTabChange={(next) => void navigate({ search: tabs.searchFor(next) })}
      details={
        <OrganizationDetailsCard
          organization={organization}
          onSave={(body) => save.form(api.POST('/api/organization/save/details', { body }), saved('detailsSaved'))}
        />
      }
      team={
        <TeamPanel
          members={members}
          onInvite={(email) => save.form(api.POST('/api/organization/send/invite', { body: { email } }), saved('invitationSent'))}
          onToggleAdmin={(member) =>
            save.action(api.POST('/api/users/toggle/admin', { body: { id: member.id } }), saved('userRoleSaved'))
          }
          onToggleActive={(member) =>
            save.action(api.POST('/api/users/toggle/active', { body: { id: member.id } }), saved('userStatusSaved'))
          }
          onDelete={(member) =>
            save.form(api.DELETE('/api/users/{id}', { params: { path: { id: member.id } } }), saved('userDeleted'))
          }
          onEndSessions={(member) =>
            save.form(api.POST('/api/users/{id}/endsessions', { params: { path: { id: member.id } } }), saved('memberSessionsEnded'), { refresh: false })
          }
        />
      }
      logo={
        <LogoPanel
          logoUrl={organization.logo_url}
          onUpload={(file) => save.form(uploadLogo(api, file), saved('logoSaved'))}
        />
      }
    />
  );
}
