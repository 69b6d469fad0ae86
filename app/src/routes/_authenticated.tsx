import type { Organization, User } from '@kwartier/api';
import { AppShell, TimerControl, elapsedOf, formatElapsed, toLocale, useMessages } from '@kwartier/ui';
import { createFileRoute, Outlet, redirect, useLocation } from '@tanstack/react-router';
import { useDeferredValue, useEffect } from 'react';
import { SHELL_PATH, shellCalls } from '@kwartier/api/pages/shell';
import { api } from '../api';
import { hasStartAnswer, pageFramed } from '../bootstrap';
import { useOnline } from '../connection';
import { loadLanguage } from '../i18n/catalogue';
import { load } from '../load';
import { messages } from '../messages';
import { organizationMessages } from '../organizations.messages';
import { forgetKeptAnswers } from '../offline/keptAnswers';
import { hasUnsentWork, switchOrganization, useMyOrganizations, useOrganizationMoves } from '../organizations';
import { LayoutContext } from '../screens';
import { setTitlePrefix } from '../document';
import { shellNavigation } from '../shellNavigation';
import { hasQueuedTime } from '../time/queueStorage';
import { startTimer, useTimer } from '../time/timer';

type OrganizationCall = Promise<{ data?: Organization; error?: unknown; response: Response }>;

// The last user seen: a check that fails for a reason other than 401 (offline, a 500) keeps it,
// so a passing outage does not sign anyone out.
let lastUser: User | undefined;

/**
 * Every signed-in page: the guard (401 → /login, any other failure keeps the last user), the
 * organisation the shell shows, and the shell around the page. The interface speaks the user's
 * language (see __root); the page's error and not-found screens show inside the shell.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ location }): Promise<{ user: User; organizationCall: OrganizationCall }> => {
    // An admin whose organisation requires two-factor sign-in sets it up before anything else
    // (the server answers 403 to every other call until then).
    const toSetup = (user: User) => {
      if (user.two_factor_setup_required && !(location.pathname === '/profile' && (location.search as { tab?: string }).tab === 'twofactor')) {
        throw redirect({ to: '/profile', search: { tab: 'twofactor' } });
      }
    };
    // The organisation is asked for together with the user, not after them: its answer is the
    // loader's (a 401 is never read: the guard sends the visitor to /login first). On a page
    // load both are answered from what the server sent with the page (bootstrap.ts).
    const organizationCall: OrganizationCall = shellCalls.organization(api);
    organizationCall.catch(() => {});
    const { data, response } = await shellCalls.user(api).catch((error: unknown) => {
      console.error('Checking the current user failed', error);
      return { data: undefined, response: undefined };
    });
    if (response?.status === 401) throw redirect({ to: '/login' });
    if (data) lastUser = data;
    if (!lastUser) throw new Error('Could not check who is signed in');
    toSetup(lastUser);
    // The shell speaks the user's language (see __root): its words are there before it renders.
    await loadLanguage(toLocale(lastUser.locale));
    return { user: lastUser, organizationCall };
  },
  loader: async ({ context }) => {
    // Over the server's frame, which shows the timer in the bar, the shell is drawn with it too
    // (read from the answer the page came with), so the page does not move down when it arrives.
    const timer = pageFramed && hasStartAnswer(SHELL_PATH.timer) ? startTimer(context.user.id) : undefined;
    const [organization] = await Promise.all([load(context.organizationCall), timer]);
    return { organization };
  },
  component: Shell,
});

function Shell() {
  const t = useMessages(messages);
  const words = useMessages(organizationMessages);
  const { user } = Route.useRouteContext();
  const { organization } = Route.useLoaderData();
  const pathname = useLocation({ select: (l) => l.pathname });
  // The switcher's organisations, read once the shell is drawn, for a person in two or more.
  const organizations = useMyOrganizations(user.organization_count ?? 1);
  // Switching needs the server: offline the switcher says so instead of failing.
  const online = useOnline();
  // Another tab moved the session to another organisation (or person): this one follows.
  useOrganizationMoves({ userId: user.id, organization: organization.uuid });
  // Hours a closed tab did not get saved are sent from whichever page opens first.
  useEffect(() => {
    if (hasQueuedTime(user.id)) void import('../time/timeSheet').then(({ startTimeQueue }) => startTimeQueue(user.id));
  }, [user.id]);
  const navItems = shellNavigation(user, t);
  return (
    <AppShell
      organizationName={organization.name}
      logoUrl={organization.logo_url}
      theme={{ primary: organization.primary_color, secondary: organization.secondary_color, accent: organization.accent_color }}
      navItems={navItems}
      currentHref={pathname}
      userName={user.name}
      organizations={organizations}
      // Switching loads the app afresh at / (organizations.ts): nothing of the other organisation
      // stays. Not while hours or a timer action of this one wait to be sent.
      onSwitchOrganization={async (organization) => (hasUnsentWork(user.id) ? { message: words('unsentWork') } : switchOrganization(organization))}
      isOffline={!online}
      // Logging out is a full page load: the server ends the session and redirects. The answers
      // kept for a visit without a network go first (offline/keptAnswers.ts).
      onLogout={() => void forgetKeptAnswers().finally(() => window.location.assign('/logout'))}
      toolbar={<ShellTimer userId={user.id} />}
      // The side bar's links and menu follow the page's first paint (Lighthouse on a phone), unless
      // the server drew it (the frame shows them).
      deferNavigation={!pageFramed}
    >
      <LayoutContext.Provider value="shell">
        <PageOutlet />
      </LayoutContext.Provider>
    </AppShell>
  );
}

/**
 * The timer in the shell's bar, for every signed-in member: its state comes from the server
 * (time/timer.ts), its actions go through the timer's queue; the running time is also put before
 * the page's title, once a second.
 */
function ShellTimer({ userId }: { userId: number }) {
  useEffect(() => void startTimer(userId), [userId]);
  const timer = useTimer();
  const running = timer.timer !== null && timer.timer.stopped_at === null ? timer.timer : null;
  useEffect(() => {
    if (!running) {
      setTitlePrefix('');
      return;
    }
    const show = () => setTitlePrefix(formatElapsed(elapsedOf(running, Date.now())));
    show();
    const interval = window.setInterval(show, 1000);
    return () => window.clearInterval(interval);
  }, [running]);
  if (!timer.loaded) return null;
  return <TimerControl timer={timer.timer} activities={timer.activities} onStart={timer.start} onStop={timer.stop} onDiscard={timer.discard} message={timer.timer?.refusal ? null : timer.refusal} isSaving={timer.isSaving} />;
}

/**
 * The page inside the shell. When the shell first appears (a page load), it paints on its own at
 * once and the page follows in a deferred render, which React does in slices of a few
 * milliseconds between which the browser stays responsive: no long task of rendering a whole
 * screen. Later navigations render the page as usual (the shell stays mounted).
 */
function PageOutlet() {
  // Over the server's frame the page is drawn with the shell (main.tsx renders it in a transition).
  const shown = useDeferredValue(true, pageFramed);
  return shown ? <Outlet /> : null;
}
