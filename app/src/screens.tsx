import { StatusScreen } from '@kwartier/ui';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { createContext, useContext, useEffect } from 'react';
import { isChunkLoadError } from './connection';
import { setDocumentTitle } from './document';

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
 * of the app that could not be loaded (offline, or a deploy replaced it) offers 'Reload'.
 */
export function ErrorScreen({ error }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => console.error('Route failed', error), [error]);
  return (
    <StatusScreen
      kind={isChunkLoadError(error) ? 'outdated' : 'error'}
      layout={useContext(LayoutContext)}
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
