import type { TwoFactorSetup } from '@kwartier/api';
import { ProfileTabs, SessionList, TwoFactorPanel, toLocale, translateIn, useMessages, type ProfileTab } from '@kwartier/ui';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { submitResult } from '../../submit';
import { api } from '../../api';
import { useDocumentTitle } from '../../document';
import { load } from '../../load';
import { messages } from '../../messages';
import { savedMessages } from '../../saved.messages';
import { useSave } from '../../save';
import { tabSearch } from '../../tabs';

const tabs = tabSearch<ProfileTab>(['details', 'password', 'twofactor', 'sessions']);

/** /profile: details, and the password, two-factor and sessions tabs at ?tab=password, ?tab=twofactor and ?tab=sessions. */
export const Route = createFileRoute('/_authenticated/profile')({
  validateSearch: tabs.validateSearch,
  // The sessions are read only for their tab (and again after each sign-out there).
  loaderDeps: ({ search }) => ({ tab: tabs.tabOf(search) }),
  loader: async ({ deps }) => ({ sessions: deps.tab === 'sessions' ? await load(api.GET('/api/user/sessions')) : [] }),
  component: ProfilePage,
});

function ProfilePage() {
  const { user } = Route.useRouteContext();
  const { sessions } = Route.useLoaderData();
  const isFetching = Route.useMatch({ select: (match) => match.isFetching !== false });
  const tab = tabs.tabOf(Route.useSearch());
  const navigate = Route.useNavigate();
  const t = useMessages(messages);
  const saved = useMessages(savedMessages);
  const save = useSave();
  const router = useRouter();
  // The setup begun and the recovery codes just made live in this page only: never stored in the app.
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
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
      twoFactor={
        <TwoFactorPanel
          enabled={user.two_factor_enabled === true}
          required={user.two_factor_setup_required === true}
          setup={setup}
          recoveryCodes={recoveryCodes}
          onStartSetup={async () => {
            const call = api.POST('/api/user/twofactor/setup');
            const result = await submitResult(call);
            const { data } = await call;
            if (!result && data) setSetup(data);
            return result;
          }}
          onConfirm={async (body) => {
            const call = api.POST('/api/user/twofactor/confirm', { body });
            const result = await submitResult(call);
            const { data } = await call;
            if (!result && data) {
              setSetup(null);
              setRecoveryCodes(data.recovery_codes);
              // The user now has two-factor on (and an admin who had to set it up may go on).
              await router.invalidate();
            }
            return result;
          }}
          onCancelSetup={() => setSetup(null)}
          onRecoveryCodesSaved={() => setRecoveryCodes(null)}
          onDisable={(body) => save.form(api.POST('/api/user/twofactor/disable', { body }), saved('twoFactorOff'))}
        />
      }
      sessions={
        <SessionList
          sessions={sessions}
          dateFormat={user.dateformat}
          isLoading={isFetching}
          onEnd={(session) =>
            save.form(api.DELETE('/api/user/sessions/{id}', { params: { path: { id: session.id } } }), saved('sessionEnded'))
          }
          onEndOthers={() => save.form(api.POST('/api/user/sessions/endothers'), saved('otherSessionsEnded'))}
        />
      }
    />
  );
}
