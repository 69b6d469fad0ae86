import { ThemeRoot } from '@kwartier/ui';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { LayoutContext } from '../screens';

/**
 * The public pages (log in, sign up, password, invitation): the default theme over the whole
 * window, in the browser's language (see __root). Their error and not-found screens show here.
 */
export const Route = createFileRoute('/_public')({ component: PublicLayout });

function PublicLayout() {
  return (
    <ThemeRoot isFullPage>
      <LayoutContext.Provider value="public">
        <Outlet />
      </LayoutContext.Provider>
    </ThemeRoot>
  );
}
