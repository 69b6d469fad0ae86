import type { ReactNode } from 'react';
import * as styles from './PageHeader.css';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's title, rendered as its one `h1` (already translated by the caller). */
  title: string;
  /** An optional sentence under the title. */
  description?: string;
  /** Optional actions at the end of the header, such as an add button. */
  actions?: ReactNode;
  /** The `h1`'s id, for a section named by its title (`aria-labelledby`). */
  titleId?: string;
  /**
   * Shown before the title inside the heading, e.g. a client's colour dot. Keep it decorative
   * (`aria-hidden`): the heading's accessible name stays `title`.
   */
  titleStart?: ReactNode;
}

/** The heading of a page inside the {@link AppShell}: title, optional description and actions. */
export function PageHeader({ title, description, actions, titleId, titleStart }: PageHeaderProps) {
  return (
    <header className={styles.root}>
      <div>
        <h1 id={titleId} className={styles.title}>
          {titleStart != null && <span className={styles.titleStart}>{titleStart}</span>}
          {title}
        </h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
