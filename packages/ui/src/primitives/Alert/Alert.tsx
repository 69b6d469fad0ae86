import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { CloseIcon } from '../Icon/icons/CloseIcon';
import { useMessages } from '../../i18n/useMessages';
import { messages } from './Alert.messages';
import * as styles from './Alert.css';

/** Props of {@link Alert}. */
export interface AlertProps {
  /** `error` interrupts screen readers (role alert); `success` and `info` are polite (role status). */
  tone?: 'error' | 'success' | 'info';
  /** The message. */
  children: ReactNode;
  /** When given, a Dismiss button is shown and calls it. */
  onDismiss?: () => void;
}

/**
 * An inline message box, e.g. a form error not tied to one field or a success notice.
 *
 * ### Do
 * - Use it for a form's error that belongs to no field (`formError`, or a 422's `message`), above
 *   the fields, and for a notice that must stay.
 * - Keep `tone="error"` for errors: it interrupts screen readers.
 *
 * ### Don't
 * - Use it for a field's error: that goes under the field (`errorMessage`, or `validationErrors` by
 *   `name`).
 * - Use it for a passing confirmation: that is a snackbar.
 */
export function Alert({ tone = 'error', children, onDismiss }: AlertProps) {
  const t = useMessages(messages);
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles.tone[tone]}`}>
      <div className={styles.content}>{children}</div>
      {onDismiss && (
        <Button
          variant="quiet"
          size="sm"
          isIconOnly
          aria-label={t('dismiss')}
          onPress={onDismiss}
          className={styles.dismiss}
        >
          <CloseIcon size={18} />
        </Button>
      )}
    </div>
  );
}
