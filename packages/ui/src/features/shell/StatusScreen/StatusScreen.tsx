import { useEffect } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { PageHeader } from '../../../patterns/PageHeader/PageHeader';
import { Button } from '../../../primitives/Button/Button';
import { Link } from '../../../primitives/Link/Link';
import { ThemeRoot } from '../../../primitives/ThemeRoot/ThemeRoot';
import { messages } from './StatusScreen.messages';
import * as styles from './StatusScreen.css';
import type { AppHref } from '../../../primitives/Link/appHref';

/**
 * Why a page cannot be shown: `error` (its data or code failed: try again), `outdated` (a part of
 * the app could not be loaded — offline, or a new version replaced it: reload), `notFound`.
 */
export type StatusScreenKind = 'error' | 'outdated' | 'notFound';

/** Props of {@link StatusScreen}. */
export interface StatusScreenProps {
  kind: StatusScreenKind;
  /**
   * Where the screen is shown: as a page inside the signed-in shell, as a card inside the public
   * pages' layout, or (nothing around it) as a card on a full page of its own.
   */
  layout?: 'shell' | 'public';
  /** `error`: loads the page again. */
  onRetry?: () => void;
  /** `outdated`: reloads the whole app. */
  onReload?: () => void;
  /** `notFound`: where 'Go to the start page' leads (default `/`). */
  homeHref?: AppHref;
  /** Told the screen's title in the current language (e.g. to set the document title). */
  onTitle?: (title: string) => void;
}

/**
 * The screen a route shows instead of its page when it failed or does not exist, with the one
 * action that helps: try again, reload, or go to the start page.
 */
export function StatusScreen({ kind, layout, onRetry, onReload, homeHref = '/', onTitle }: StatusScreenProps) {
  const t = useMessages(messages);
  const title = t(`${kind}Title`);
  useEffect(() => {
    onTitle?.(title);
  }, [onTitle, title]);
  const action =
    kind === 'notFound' ? (
      <Link appearance="primaryButton" href={homeHref}>
        {t('toStart')}
      </Link>
    ) : (
      <Button variant="primary" onPress={kind === 'error' ? onRetry : onReload}>
        {t(kind === 'error' ? 'retry' : 'reload')}
      </Button>
    );
  const content = (
    <>
      <PageHeader title={title} description={t(`${kind}Description`)} />
      <div className={styles.actions}>{action}</div>
    </>
  );
  if (layout === 'shell') return content;
  const card = <section className={styles.card}>{content}</section>;
  return layout === 'public' ? card : <ThemeRoot isFullPage>{card}</ThemeRoot>;
}
