import { Button } from '../../primitives/Button/Button';
import { useMessages } from '../../i18n/useMessages';
import { messages } from './Paging.messages';
import * as styles from './Paging.css';

/** Props of {@link Paging}. */
export interface PagingProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are. */
  pages: number;
  /** Where the list stands, in the caller's words ("Page 2 of 5 · 96 entries"): read out when it changes. */
  summary: string;
  /** While a page loads: neither button moves on. */
  isLoading?: boolean;
  onPageChange: (page: number) => void;
}

/** Previous and next page of a paged list, with where it stands between them. */
export function Paging({ page, pages, summary, isLoading = false, onPageChange }: PagingProps) {
  const t = useMessages(messages);
  return (
    <nav className={styles.paging} aria-label={t('label')}>
      <Button isDisabled={page <= 1 || isLoading} onPress={() => onPageChange(page - 1)}>
        {t('previous')}
      </Button>
      <span aria-live="polite">{summary}</span>
      <Button isDisabled={page >= pages || isLoading} onPress={() => onPageChange(page + 1)}>
        {t('next')}
      </Button>
    </nav>
  );
}
