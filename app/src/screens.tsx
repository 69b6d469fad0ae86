import { Button, Link, PageHeader, ThemeRoot, useMessages } from '@kwartier/ui';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import * as styles from './app.css';
import { isChunkLoadError } from './connection';
import { useDocumentTitle } from './document';
import { messages } from './messages';

/**
 * Which layout a screen renders in: the signed-in shell, the public pages' full-page theme, or
 * none (the root, or a layout that failed itself) — then the screen brings its own full page.
 */
export type Layout = 'shell' | 'public' | undefined;
export const LayoutContext = createContext<Layout>(undefined);

/** A screen's frame: a page in the shell, a card on the public pages and on its own. */
function Screen({ title, description, action }: { title: string; description: string; action: ReactNode }) {
  useDocumentTitle(title);
  const layout = useContext(LayoutContext);
  const content = (
    <>
      <PageHeader title={title} description={description} />
      <div className={styles.screenActions}>{action}</div>
    </>
  );
  if (layout === 'shell') return content;
  const card = <section className={styles.card}>{content}</section>;
  return layout === 'public' ? card : <ThemeRoot isFullPage>{card}</ThemeRoot>;
}

/**
 * The error screen of every route (the router's `defaultErrorComponent`): inside the shell or
 * the public layout when the failing route is below one. A failed loader or page offers
 * 'Try again' (runs the loaders again); a part of the app that could not be loaded (offline, or a
 * deploy replaced it) offers 'Reload'.
 */
export function ErrorScreen({ error }: ErrorComponentProps) {
  const t = useMessages(messages);
  const router = useRouter();
  const chunk = isChunkLoadError(error);
  useEffect(() => console.error('Route failed', error), [error]);
  return chunk ? (
    <Screen
      title={t('chunkErrorTitle')}
      description={t('chunkErrorDescription')}
      action={
        <Button variant="primary" onPress={() => window.location.reload()}>
          {t('reload')}
        </Button>
      }
    />
  ) : (
    <Screen
      title={t('errorTitle')}
      description={t('errorDescription')}
      action={
        // Runs the loaders again; the error boundary resets once they have loaded.
        <Button variant="primary" onPress={() => void router.invalidate()}>
          {t('retry')}
        </Button>
      }
    />
  );
}

/** The not-found screen of every route (the router's `defaultNotFoundComponent`). */
export function NotFoundScreen() {
  const t = useMessages(messages);
  return (
    <Screen
      title={t('notFoundTitle')}
      description={t('notFoundDescription')}
      action={
        <Link appearance="primaryButton" href="/">
          {t('toStart')}
        </Link>
      }
    />
  );
}
