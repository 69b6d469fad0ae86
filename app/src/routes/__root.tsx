import type { User } from '@kwartier/api';
import { I18nProvider, LinkRouterProvider, toLocale, type Locale } from '@kwartier/ui';
import { createRootRoute, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useDocumentLanguage } from '../document';
import { AppFrame } from '../frame';
import { loadStartWords, pageLocale } from '../i18n/catalogue';
import { useFocusPageOnNavigation } from '../pageFocus';
import { linkTarget } from '../linkTarget';

export const Route = createRootRoute({
  // The words /login needs in the language the first page will most likely speak (the signed-in
  // user's, else the browser's), loaded while the page's own chunks load; the public layout, the
  // guard and the print page's loader load the rest, or another language when their page speaks it.
  loader: () => loadStartWords(pageLocale()),
  component: Root,
});

/**
 * The interface language: the signed-in user's locale on the shell's pages (from the
 * authenticated layout's guard, so a saved profile switches it at once); on the invoice print
 * page the invoice's own language (its client's invoice language), whoever opens it; else the browser's language
 * when it is one of ours (English or Dutch), else English.
 */
function useInterfaceLocale(): Locale {
  const pageLocale = useRouterState({
    select: (state) =>
      (state.matches.find((match) => match.routeId === '/_authenticated')?.context as { user?: User } | undefined)?.user
        ?.locale ??
      (state.matches.find((match) => match.routeId === '/_public/invoices/$uuid/print')?.loaderData as { locale?: string } | undefined)
        ?.locale,
  });
  return toLocale(pageLocale ?? navigator.language);
}

function Root() {
  const router = useRouter();
  const locale = useInterfaceLocale();
  useDocumentLanguage(locale);
  useFocusPageOnNavigation();
  return (
    <I18nProvider locale={locale}>
      {/* react-aria Links navigate through TanStack Router (RAC's client-side routing guide). */}
      <LinkRouterProvider
        navigate={(to, options) => router.navigate({ ...options, ...linkTarget(to, router.options.parseSearch) })}
        useHref={(to) => router.buildLocation(linkTarget(to, router.options.parseSearch)).href}
      >
        <AppFrame />
        <Outlet />
      </LinkRouterProvider>
    </I18nProvider>
  );
}
