import { I18nProvider, StatusScreen } from '@kwartier/ui';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { createContext, useContext, useEffect } from 'react';
import { isChunkLoadError } from './connection';
import { setDocumentTitle } from './document';
import { speaksErrors, WordsUnavailable } from './i18n/catalogue';

/**
 * Which layout a screen renders in: the signed-in shell, the public pages' full-page theme, or
 * none (the root, or a layout that failed itself) — then the screen brings its own full page.
 */
export type Layout = 'shell' | 'public' | undefined;
export const LayoutContext = createContext<Layout>(undefined);

/**
 * The error screen of every route (the router's `defaultErrorComponent`): inside the shell or
 * the public layout when the failing route is below one. A failed loader or page offers
 * 'Try again' (runs the loaders again; the error boundary resets once they have loaded); a part
 * of the app that could not be loaded (offline, or a deploy replaced it) offers 'Reload'; a
 * language's words that could not be loaded offer 'Try again'.
 */
export function ErrorScreen({ error }: ErrorComponentProps) {
  const router = useRouter();
  const layout = useContext(LayoutContext);
  useEffect(() => console.error('Route failed', error), [error]);
  if (error instanceof WordsUnavailable) {
    // Never a page without its words: this screen instead, in the page's language when its words
    // of this screen arrived, else in English (those come with the entry). 'Try again' loads the
    // page again: a browser keeps a script that failed to load as failed until then.
    return (
      <I18nProvider locale={speaksErrors(error.locale) ? error.locale : 'en'}>
        <StatusScreen kind="error" layout={layout} onRetry={() => window.location.reload()} onTitle={setDocumentTitle} />
      </I18nProvider>
    );
  }
  return (
    <StatusScreen
      kind={isChunkLoadError(error) ? 'outdated' : 'error'}
      layout={layout}
      onRetry={() => void router.invalidate()}
      onReload={() => window.location.reload()}
      onTitle={setDocumentTitle}
    />
  );
}

/** The not-found screen of every route (the router's `defaultNotFoundComponent`). */
export function NotFoundScreen() {
  return <StatusScreen kind="notFound" layout={useContext(LayoutContext)} homeHref="/" onTitle={setDocumentTitle} />;
}
