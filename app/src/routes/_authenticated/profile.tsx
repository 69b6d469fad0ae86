import { ProfileTabs, toLocale, translateIn, useMessages, type ProfileTab } from '@kwartier/ui';
import { createFileRoute } from '@tanstack/react-router';
import { api } from '../../api';
import { useDocumentTitle } from '../../document';
import { messages } from '../../messages';
import { savedMessages } from '../../saved.messages';
import { useSave } from '../../save';
import { tabSearch } from '../../tabs';

const tabs = tabSearch<ProfileTab>(['details', 'password']);

/** /profile: details, and the password tab at ?tab=password. */
export const Route = createFileRoute('/_authenticated/profile')({
  validateSearch: tabs.validateSearch,
  component: ProfilePage,
});

function ProfilePage() {
  const { user } = Route.useRouteContext();
  const tab = tabs.tabOf(Route.useSearch());
  const navigate = Route.useNavigate();
  const t = useMessages(messages);
  const saved = useMessages(savedMessages);
  const save = useSave();
  useDocumentTitle(t('profile'));
  return (
    <ProfileTabs
      user={user}
      selectedTab={tab}
      onTabChange={(next) => void navigate({ search: tabs.searchFor(next) })}
      // Reloading the user switches language and date format at once.
      // …and the confirmation speaks the language just saved, not the one the page had.
      onSaveDetails={(body) =>
        save.form(api.POST('/api/user/updateprofile', { body }), translateIn(toLocale(body.locale), savedMessages, 'profileSaved'))
      }
      onChangePassword={(body) =>
        save.form(api.POST('/api/user/changepassword', { body }), saved('passwordChanged'), { refresh: false })
      }
    />
  );
}
