import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { useMessages } from '../../i18n/useMessages';
import { messages } from './ProgressBar.messages';
import * as styles from './ProgressBar.css';

/** Props of {@link ProgressBar}: react-aria-components' ProgressBarProps with a text label. */
export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children' | 'className' | 'style'> {
  /**
   * What is in progress, e.g. "PDF is being generated" (already translated). Shown above the bar
   * and used as its accessible name. Defaults to "Loading…" in the current language.
   */
  label?: string;
  /** Keeps the label for screen readers but does not show it, e.g. when a heading nearby says it. */
  isLabelHidden?: boolean;
  /**
   * Progress between `minValue` and `maxValue` (0 and 100 by default). Ignored when
   * `isIndeterminate`.
   */
  value?: number;
  /** Lower bound of `value`. Defaults to 0. */
  minValue?: number;
  /** Upper bound of `value`. Defaults to 100. */
  maxValue?: number;
  /**
   * For work of unknown length (e.g. a PDF being generated): an animated bar without a value,
   * announced without a percentage.
   */
  isIndeterminate?: boolean;
  /**
   * Shows the value text (e.g. "40%") beside the label when determinate. Defaults to `true`.
   * Screen readers hear it either way.
   */
  showValueLabel?: boolean;
  /** Custom value text, e.g. "3 of 10 invoices"; replaces the formatted percentage. */
  valueLabel?: string;
  /** Extra class for positioning. */
  className?: string;
}

/**
 * A progress bar (react-aria ProgressBar, role progressbar), determinate with a value or
 * indeterminate, with a visible label, e.g. in the "PDF is being generated" dialog.
 */
export function ProgressBar({
  label,
  isLabelHidden = false,
  showValueLabel = true,
  valueLabel,
  isIndeterminate = false,
  className,
  ...props
}: ProgressBarProps) {
  const t = useMessages(messages);
  return (
    <AriaProgressBar
      {...props}
      isIndeterminate={isIndeterminate}
      valueLabel={valueLabel}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      {({ percentage, valueText, isIndeterminate: indeterminate }) => (
        <>
          <div className={isLabelHidden ? styles.visuallyHidden : styles.labelRow}>
            <Label className={styles.label}>{label ?? t('loading')}</Label>
            {showValueLabel && !indeterminate && !isLabelHidden && (
              <span className={styles.value}>{valueText}</span>
            )}
          </div>
          <div className={styles.track}>
            <div
              className={indeterminate ? styles.fillIndeterminate : styles.fill}
              style={indeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
