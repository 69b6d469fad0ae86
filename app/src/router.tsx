import type { Organization, User } from '@kwartier/api';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  redirect,
  useRouter,
  type NavigateOptions,
  type ToOptions,
} from '@tanstack/react-router';
import { I18nProvider, RouterProvider as AriaRouterProvider, toLocale } from '@kwartier/ui';
import { api } from './api';
import { AccountsPage } from './routes/AccountsPage';
import { AuthenticatedLayout } from './routes/AuthenticatedLayout';
import { ClientsPage } from './routes/ClientsPage';
import { DashboardPage } from './routes/DashboardPage';
import { LoginPage } from './routes/LoginPage';
import { OrganizationPage } from './routes/OrganizationPage';
import { ProfilePage } from './routes/ProfilePage';
import { ForgotPasswordPage, JoinPage, ResetPasswordPage } from './routes/PublicPages';
import { RegisterPage } from './routes/RegisterPage';
import { SettingsPage } from './routes/SettingsPage';

// react-aria Links navigate through TanStack Router (RAC's client-side routing guide).
declare module 'react-aria-components' {
  interface RouterConfig {
    href: ToOptions['to'] | (string & {});
    routerOptions: Omit<NavigateOptions, keyof ToOptions>;
  }
}

function Root() {
  const router = useRouter();
  return (
    <AriaRouterProvider
      navigate={(to, options) => router.navigate({ ...options, to: to as ToOptions['to'] })}
      useHref={(to) => router.buildLocation({ to: to as ToOptions['to'] }).href}
    >
      <Outlet />
    </AriaRouterProvider>
  );
}

const rootRoute = createRootRouteWithContext<Record<string, never>>()({ component: Root });

/** Public pages speak the browser's language when it is one of ours, else English (SPEC §9). */
function PublicPage({ children }: { children: React.ReactNode }) {
  return <I18nProvider locale={toLocale(navigator.language.slice(0, 2))}>{children}</I18nProvider>;
}

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  component: () => (
    <PublicPage>
      <LoginPage />
    </PublicPage>
  ),
});

const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  component: () => (
    <PublicPage>
      <RegisterPage />
    </PublicPage>
  ),
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgotpassword',
  component: () => (
    <PublicPage>
      <ForgotPasswordPage />
    </PublicPage>
  ),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/password/reset/$token',
  component: function ResetPasswordRoute() {
    const { token } = resetPasswordRoute.useParams();
    return (
      <PublicPage>
        <ResetPasswordPage token={token} />
      </PublicPage>
    );
  },
});

const invitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/invitation/$token',
  // An unknown or used token shows 'Your invitation could not be found' (SPEC §2, §8).
  loader: async ({ params }) => {
    const { data } = await api.GET('/invitation/{token}', { params: { path: { token: params.token } } });
    return { invitation: data ?? null };
  },
  component: function InvitationRoute() {
    const { invitation } = invitationRoute.useLoaderData();
    return (
      <PublicPage>
        <JoinPage invitation={invitation} />
      </PublicPage>
    );
  },
});

// The last user seen: SPEC §2 keeps the user data when the check fails for a reason other than 401.
let lastUser: User | undefined;

/** Route guard of every signed-in page (SPEC §2): 401 → /login, otherwise keep the user. */
const authenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authenticated',
  beforeLoad: async (): Promise<{ user: User }> => {
    const { data, response } = await api.GET('/api/user').catch((error: unknown) => {
      console.error('Checking the current user failed', error);
      return { data: undefined, response: undefined };
    });
    if (response?.status === 401) throw redirect({ to: '/login' });
    if (data) lastUser = data;
    if (!lastUser) throw new Error('Could not check who is signed in');
    return { user: lastUser };
  },
  loader: async (): Promise<{ organization: Organization | undefined }> => {
    const { data } = await api.GET('/api/organization/for/currentuser');
    return { organization: data };
  },
  component: AuthenticatedLayout,
});

/** Admin pages send everyone else to the dashboard (SPEC §2). */
const adminRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  id: 'admin',
  beforeLoad: ({ context }) => {
    if (!context.user.admin) throw redirect({ to: '/' });
  },
});

/** Super-admin pages send everyone else to the dashboard (SPEC §2). */
const superAdminRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  id: 'superadmin',
  beforeLoad: ({ context }) => {
    if (!context.user.super_admin) throw redirect({ to: '/' });
  },
});

const profileRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/profile',
  component: ProfilePage,
});

const organizationRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/organization',
  loader: async () => {
    const { data } = await api.GET('/api/users');
    return { members: data ?? [] };
  },
  component: OrganizationPage,
});

const settingsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/settings',
  component: SettingsPage,
});

const accountsRoute = createRoute({
  getParentRoute: () => superAdminRoute,
  path: '/admin/accounts',
  loader: async () => {
    const { data } = await api.GET('/api/admin/accounts');
    return { accounts: data ?? [] };
  },
  component: AccountsPage,
});

const dashboardRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/',
  component: DashboardPage,
});

const clientsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/clients',
  loader: async () => {
    const { data } = await api.GET('/api/clients');
    return { clients: data ?? [] };
  },
  component: ClientsPage,
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  registerRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  invitationRoute,
  authenticatedRoute.addChildren([
    dashboardRoute,
    profileRoute,
    adminRoute.addChildren([clientsRoute, organizationRoute, settingsRoute]),
    superAdminRoute.addChildren([accountsRoute]),
  ]),
]);

export const router = createRouter({ routeTree, context: {}, defaultPreload: false });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

