import { ProgressBar } from 'react-aria-components';
import { useMessages } from '../../i18n/useMessages';
import { messages } from './Spinner.messages';
import * as styles from './Spinner.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter in pixels. Defaults to 20. */
  size?: number;
  /** What is loading, for screen readers. Defaults to "Loading…" in the current language. */
  'aria-label'?: string;
  /** Extra class for positioning. */
  className?: string;
}

/** An indeterminate progress indicator (role progressbar), coloured with the surrounding text. */
export function Spinner({ size = 20, className, 'aria-label': ariaLabel }: SpinnerProps) {
  const t = useMessages(messages);
  return (
    <ProgressBar
      isIndeterminate
      aria-label={ariaLabel ?? t('loading')}
      className={className ? `${styles.spinner} ${className}` : styles.spinner}
    >
      <svg className={styles.svg} width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className={styles.track} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  );
}
