import { ThemeRoot } from '@kwartier/ui';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadLanguage, pageLocale } from '../i18n/catalogue';
import { LayoutContext } from '../screens';

/**
 * The public pages (log in, sign up, password, invitation): the default theme over the whole
 * window, in the browser's language (see __root). Their error and not-found screens show here.
 */
export const Route = createFileRoute('/_public')({
  // /login needs only the words the root loaded; every other public page has all of them before it renders.
  beforeLoad: async ({ location }) => {
    if (location.pathname !== '/login') await loadLanguage(pageLocale());
  },
  component: PublicLayout,
});

function PublicLayout() {
  return (
    <ThemeRoot isFullPage>
      <LayoutContext.Provider value="public">
        <Outlet />
      </LayoutContext.Provider>
    </ThemeRoot>
  );
}
