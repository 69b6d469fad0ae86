import { useId, type ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Card.css';

/** Props of {@link Card}. */
export interface CardProps {
  /** The card's heading (already translated), e.g. "Details"; also the section's accessible name. */
  title: ReactNode;
  /**
   * Heading level of the title, so the card fits the page outline: 2 (default) directly under
   * the page's `h1`, 3 inside a tab panel whose tab acts as the level-2 heading, and so on.
   */
  headingLevel?: 2 | 3 | 4;
  /** Controls at the end of the title bar, e.g. an edit {@link IconButton} or an active switch. */
  actions?: ReactNode;
  /**
   * While true the body shows a spinner instead of `children` and the card is `aria-busy`, e.g.
   * while its data loads.
   */
  isLoading?: boolean;
  /** The card's content, e.g. a {@link DetailList}, a table or a description. */
  children?: ReactNode;
  /** Extra class for the card, e.g. for a grid placement. */
  className?: string;
}

/**
 * A titled surface (a `section` named by its heading) with optional actions in the title bar,
 * e.g. the Details card of a client or of the organisation.
 */
export function Card({ title, headingLevel = 2, actions, isLoading = false, children, className }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={isLoading || undefined}
      className={className ? `${styles.card} ${className}` : styles.card}
    >
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {actions != null && <div className={styles.actions}>{actions}</div>}
      </div>
      <div className={styles.body}>
        {isLoading ? (
          <div className={styles.loading}>
            <Spinner size={28} />
          </div>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
