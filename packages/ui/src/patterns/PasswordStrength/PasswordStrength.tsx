import type { PasswordStrength as Strength } from '@kwartier/api/passwordStrength';
import { Label, Meter } from 'react-aria-components';
import { useMessages } from '../../i18n/useMessages';
import * as styles from './PasswordStrength.css';
import { messages } from './PasswordStrength.messages';

/** The estimator's verdict on a password, as `@kwartier/api/passwordStrength` gives it. */
export type PasswordStrengthValue = Strength;

/** Props of {@link PasswordStrength}. */
export interface PasswordStrengthProps {
  /** The verdict on the password typed; undefined while nothing is typed (nothing is shown). */
  strength?: PasswordStrengthValue;
  /** True while the estimator loads or weighs the latest password: 'Checking…'. */
  isChecking?: boolean;
  /** Id of the element holding the reason, for the password field's `aria-describedby`. */
  reasonId?: string;
}

const SCORE_LABELS = ['score0', 'score1', 'score2', 'score3', 'score4'] as const;

/**
 * A password's strength: a meter of four segments (role meter, its value the words 'Weak' …
 * 'Very strong'), and below it why a password is too weak — the estimator's warning and
 * suggestions, already in the screen's language — in a polite live region, so a screen reader
 * hears the reason as the verdict changes. Pure: the estimator runs elsewhere (the app loads it
 * lazily) and its verdict comes in.
 */
export function PasswordStrength({ strength, isChecking = false, reasonId }: PasswordStrengthProps) {
  const t = useMessages(messages);
  const reason = strength && !strength.acceptable ? [t('tooWeak'), strength.warning, ...strength.suggestions].filter(Boolean).join(' ') : '';
  const tone = !strength ? 'empty' : strength.acceptable ? 'strong' : strength.score === 2 ? 'fair' : 'weak';
  // A score of 0 still fills one segment, so a typed password never looks like an empty meter.
  const filled = strength ? Math.max(1, strength.score) : 0;
  return (
    <div className={styles.root}>
      {strength ? (
        <Meter className={styles.meter} value={strength.score} minValue={0} maxValue={4} valueLabel={t(SCORE_LABELS[strength.score])}>
          {({ valueText }) => (
            <>
              <div className={styles.heading}>
                <Label>{t('label')}</Label>
                <span className={styles.value}>{isChecking ? t('checking') : valueText}</span>
              </div>
              <div className={styles.bars} aria-hidden="true">
                {[1, 2, 3, 4].map((segment) => (
                  <span key={segment} className={styles.segment[segment <= filled ? tone : 'empty']} />
                ))}
              </div>
            </>
          )}
        </Meter>
      ) : isChecking ? (
        <span className={styles.heading}>{t('checking')}</span>
      ) : null}
      <p id={reasonId} className={styles.reason} aria-live="polite">
        {reason}
      </p>
    </div>
  );
}
