import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { CloseIcon } from '../Icon/icons/CloseIcon';
import { useMessages } from '../../i18n/useMessages';
import { messages } from './Snackbar.messages';
import * as styles from './Snackbar.css';

/** A snackbar closes by itself after 2500 ms. */
export const SNACKBAR_TIMEOUT_MS = 2500;

/** Colour and urgency of a snackbar: `success` (green, polite), `error` (red, assertive), `info`. */
export type SnackbarTone = 'success' | 'error' | 'info';

/** Props of {@link Snackbar}. */
export interface SnackbarProps {
  /** The text to show; `null` or empty shows nothing (the live regions stay in the page). */
  message: string | null;
  /**
   * `success` and `info` are announced politely (role status), `error` interrupts (role alert).
   * Defaults to `success`.
   */
  tone?: SnackbarTone;
  /** Called when the user presses Close or the timeout ends; clear `message` in response. */
  onClose: () => void;
  /**
   * Milliseconds before closing by itself; `null` keeps it open. Defaults to 2500. The timer
   * pauses while the pointer or keyboard focus is on the snackbar and restarts afterwards.
   */
  timeout?: number | null;
  /** Change it to restart the timer when the same message is shown again. */
  messageKey?: string | number;
}

/**
 * A snackbar at the bottom right of the window with a Close button. Usually rendered by
 * {@link SnackbarProvider} and opened with `useSnackbar()`.
 *
 * ### Do
 * - Open it with `useSnackbar()` under a `SnackbarProvider` (or `AppShell`), for a short
 *   confirmation after an action ("Client saved").
 * - Keep `tone="error"` for a failure with no better place to show it.
 *
 * ### Don't
 * - Put a field's error, or anything the user must act on, in a snackbar: it closes by itself after
 *   2.5 s. Errors go under the field or in an `Alert`.
 * - Put links or buttons in the message, or render several snackbars of your own.
 */
export function Snackbar({
  message,
  tone = 'success',
  onClose,
  timeout = SNACKBAR_TIMEOUT_MS,
  messageKey,
}: SnackbarProps) {
  const t = useMessages(messages);
  const [isPaused, setPaused] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const isOpen = message != null && message !== '';

  useEffect(() => {
    if (!isOpen || isPaused || timeout == null) return;
    const timer = setTimeout(() => onCloseRef.current(), timeout);
    return () => clearTimeout(timer);
  }, [isOpen, isPaused, timeout, message, messageKey]);

  useEffect(() => {
    if (!isOpen) setPaused(false);
  }, [isOpen]);

  return (
    <section aria-label={t('region')} className={styles.region}>
      <div
        className={isOpen ? `${styles.card} ${styles.tone[tone]}` : styles.empty}
        data-tone={isOpen ? tone : undefined}
        onPointerEnter={() => setPaused(true)}
        onPointerLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
        }}
      >
        {/* Both live regions always exist so that inserting a message is announced. */}
        <div role="status" aria-atomic="true" className={styles.message}>
          {isOpen && tone !== 'error' ? message : null}
        </div>
        <div role="alert" aria-atomic="true" className={styles.message}>
          {isOpen && tone === 'error' ? message : null}
        </div>
        {isOpen && (
          <Button
            variant="quiet"
            size="sm"
            isIconOnly
            aria-label={t('close')}
            className={styles.close}
            onPress={() => onCloseRef.current()}
          >
            <CloseIcon size={18} />
          </Button>
        )}
      </div>
    </section>
  );
}
