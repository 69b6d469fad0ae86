import { downloadMyData, saveBlobAs, type CreatedAccessToken, type TwoFactorSetup } from '@kwartier/api';
import { AccessTokens, MyData, MyOrganizations, ProfileTabs, SessionList, TwoFactorPanel, toLocale, translateIn, useMessages, useSnackbar, type ProfileTab } from '@kwartier/ui';
import { createFileRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../api';
import { useDocumentTitle } from '../../document';
import { loadLanguage } from '../../i18n/catalogue';
import { load } from '../../load';
import { messages } from '../../messages';
import { organizationMessages } from '../../organizations.messages';
import { estimatePassword } from '../../passwordStrength';
import { savedMessages } from '../../saved.messages';
import { useSave } from '../../save';
import { submitResult } from '../../submit';
import { tabSearch } from '../../tabs';
import { hasUnsentWork, leaveOrganization } from '../../organizations';

const authenticated = getRouteApi('/_authenticated');
const tabs = tabSearch<ProfileTab>(['details', 'password', 'twofactor', 'sessions', 'tokens', 'organizations', 'mydata']);

/** /profile: details, and the password, two-factor, sessions, API tokens, organisations and my data tabs at ?tab=password, ?tab=twofactor, ?tab=sessions, ?tab=tokens, ?tab=organizations and ?tab=mydata. */
export const Route = createFileRoute('/_authenticated/profile')({
  validateSearch: tabs.validateSearch,
  // The sessions are read only for their tab (and again after each sign-out there).
  loaderDeps: ({ search }) => ({ tab: tabs.tabOf(search) }),
  // What deleting the account asks (last admin? successors?) only for My data.
  loader: async ({ deps }) => ({
    sessions: deps.tab === 'sessions' ? await load(api.GET('/api/user/sessions')) : [],
    tokens: deps.tab === 'tokens' ? await load(api.GET('/api/user/tokens')) : [],
    organizations: deps.tab === 'organizations' ? await load(api.GET('/api/user/organizations')) : [],
    deletion: deps.tab === 'mydata' ? await load(api.GET('/api/user/deletion')) : undefined,
  }),
  component: ProfilePage,
});

function ProfilePage() {
  const { user } = Route.useRouteContext();
  const { sessions, tokens, organizations, deletion } = Route.useLoaderData();
  const { organization } = authenticated.useLoaderData();
  const isFetching = Route.useMatch({ select: (match) => match.isFetching !== false });
  const tab = tabs.tabOf(Route.useSearch());
  const navigate = Route.useNavigate();
  const t = useMessages(messages);
  const words = useMessages(organizationMessages);
  const saved = useMessages(savedMessages);
  const save = useSave();
  const snackbar = useSnackbar();
  const router = useRouter();
  // The setup begun and the recovery codes just made live in this page only: never stored in the app.
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // A token just made, with its secret: shown once, in this page only.
  const [createdToken, setCreatedToken] = useState<CreatedAccessToken | null>(null);
  useDocumentTitle(t('profile'));
  return (
    <ProfileTabs
      user={user}
      selectedTab={tab}
      onTabChange={(next) => void navigate({ search: tabs.searchFor(next) })}
      // Reloading the user switches language and date format at once.
      // …and the confirmation speaks the language just saved, not the one the page had.
      onSaveDetails={async (body) => {
        const locale = toLocale(body.locale);
        await loadLanguage(locale);
        return save.form(api.POST('/api/user/updateprofile', { body }), translateIn(locale, savedMessages, 'profileSaved'));
      }}
      onChangePassword={(body) =>
        save.form(api.POST('/api/user/changepassword', { body }), saved('passwordChanged'), { refresh: false })
      }
      estimatePassword={estimatePassword}
      organizationName={organization.name}
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
      tokens={
        <AccessTokens
          tokens={tokens}
          dateFormat={user.dateformat}
          firstDayOfWeek={organization.firstdayoftheweek}
          isLoading={isFetching}
          created={createdToken}
          onDismissCreated={() => setCreatedToken(null)}
          onCreate={async (body) => {
            const call = api.POST('/api/user/tokens', { body });
            const result = await submitResult(call);
            const { data } = await call;
            if (!result && data) {
              setCreatedToken(data);
              await router.invalidate();
            }
            return result;
          }}
          onRevoke={(token) => save.form(api.DELETE('/api/user/tokens/{id}', { params: { path: { id: token.id } } }), saved('tokenRevoked'))}
        />
      }
      organizations={
        <MyOrganizations
          organizations={organizations}
          isLoading={isFetching}
          onLeave={async (organization) => {
            // Leaving the current one moves the session: not while hours or a timer action of it wait to be sent.
            if (organization.current && hasUnsentWork(user.id)) return { message: words('unsentWork') };
            const result = await leaveOrganization(organization);
            if (!result) {
              await router.invalidate();
              snackbar.success(saved('organizationLeft', { organization: organization.name }));
            }
            return result;
          }}
        />
      }
      myData={
        <MyData
          deletion={deletion}
          onDownload={async (format) => {
            const { file, filename } = await downloadMyData(api, format);
            saveBlobAs(file, filename);
          }}
          onDelete={async (body) => {
            const result = await submitResult(api.POST('/api/user/delete', { body }));
            // The session has ended: a full page load leaves nothing of the signed-in app behind.
            if (!result) window.location.assign('/login?deleted=1');
            return result;
          }}
        />
      }
    />
  );
}
