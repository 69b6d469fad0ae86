import { useId, type ReactNode } from 'react';
import * as styles from './AuthCard.css';

/** Props of {@link AuthCard}. */
export interface AuthCardProps {
  /** The screen's title: its one `h1`, which also names the card. */
  title: string;
  children: ReactNode;
}

/** The centred card of the public screens (log in, sign up, password reset, invitation). */
export function AuthCard({ title, children }: AuthCardProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
