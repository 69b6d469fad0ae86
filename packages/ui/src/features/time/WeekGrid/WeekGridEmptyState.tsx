import type { ReactNode } from 'react';
import { Button } from '../../../primitives/Button/Button';
import type { Translate } from '../../../i18n/useMessages';
import type { GridMessageKey } from './WeekGridRow';
import * as styles from './WeekGrid.css';

interface WeekGridEmptyStateProps {
  isLoading: boolean;
  isCopying: boolean;
  t: Translate<GridMessageKey>;
  onCopyLastWeek(): void;
  /** The Add line menu. */
  children: ReactNode;
  /** Shown under the actions: why there is nothing to add. */
  hint?: ReactNode;
}

/** A week without lines: Copy last week, or Add line. */
export function WeekGridEmptyState({ isLoading, isCopying, t, onCopyLastWeek, children, hint }: WeekGridEmptyStateProps) {
  return (
    <div className={styles.emptyState} aria-busy={isLoading || undefined} data-focus-fallback>
      <h3 className={styles.emptyTitle}>{t('emptyTitle')}</h3>
      <p className={styles.emptyText}>{t('emptyText')}</p>
      <div className={styles.emptyActions}>
        <Button variant="primary" onPress={onCopyLastWeek} isPending={isCopying}>
          {t('copyLastWeek')}
        </Button>
        {children}
      </div>
      {hint}
    </div>
  );
}
