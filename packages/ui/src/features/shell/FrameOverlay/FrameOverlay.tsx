import { useMessages } from '../../../i18n/useMessages';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { ThemeRoot } from '../../../primitives/ThemeRoot/ThemeRoot';
import { messages } from './FrameOverlay.messages';
import * as styles from './FrameOverlay.css';

/** Props of {@link FrameOverlay}. */
export interface FrameOverlayProps {
  /** A navigation is loading (show it only once it takes a noticeable time, so it does not flash). */
  loading?: boolean;
  /** The browser is offline. */
  offline?: boolean;
  /**
   * The page shows answers kept from before the connection was lost: when the oldest of them is
   * from. The offline notice then says so (also while the browser thinks it is online but the
   * server cannot be reached).
   */
  dataFrom?: Date;
  /** A new version of the app waits: a notice offers 'Reload to update', which calls this. */
  onUpdate?: () => void;
  /** The security token expired and the page is about to be reloaded. */
  tokenExpired?: boolean;
}

/**
 * What an app shows over every page, outside the page itself: a thin indeterminate progress bar
 * along the top edge while a navigation loads, and notices while the browser is offline or the
 * page is about to reload, and 'Reload to update' when a new version waits. Fixed to the top of the window and transparent around its parts, so
 * render it once, outside the page (e.g. in a portal on `<body>`), and keep it mounted: a notice
 * is then announced into a live page.
 */
export function FrameOverlay({ loading = false, offline = false, dataFrom, onUpdate, tokenExpired = false }: FrameOverlayProps) {
  const t = useMessages(messages);
  return (
    <ThemeRoot className={styles.overlay}>
      {loading && (
        // Indeterminate (no aria-valuenow): a route's load has no known end.
        <div role="progressbar" aria-label={t('loadingPage')} className={styles.progress}>
          <div className={styles.progressFill} />
        </div>
      )}
      {(offline || dataFrom) && (
        <div className={styles.notice}>
          <Alert tone="info">{dataFrom ? t('offlineDataFrom', { from: dataFrom }) : t('offline')}</Alert>
        </div>
      )}
      {onUpdate && (
        // Not modal: the page stays usable; the person reloads when it suits them.
        <div className={styles.notice}>
          <Alert tone="info">
            <span className={styles.update}>
              {t('updateAvailable')}
              <Button size="sm" onPress={onUpdate}>
                {t('reloadToUpdate')}
              </Button>
            </span>
          </Alert>
        </div>
      )}
      {tokenExpired && (
        <div className={styles.notice}>
          <Alert tone="info">{t('tokenExpired')}</Alert>
        </div>
      )}
    </ThemeRoot>
  );
}
