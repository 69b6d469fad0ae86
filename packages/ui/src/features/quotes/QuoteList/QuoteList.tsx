import type { Quote, QuoteList as QuoteListData } from '@kwartier/api';
import { createContext, useContext, useId, useMemo } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { AddIcon } from '../../../primitives/Icon/icons/AddIcon';
import { Link } from '../../../primitives/Link/Link';
import type { AppHref } from '../../../primitives/Link/appHref';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { TruncatedText } from '../../../primitives/TruncatedText/TruncatedText';
import { PageHeader } from '../../../patterns/PageHeader/PageHeader';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { displayMoney } from '../../../i18n/formatMoney';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import type { KeysOf } from '../../../i18n/catalogue';
import { QuoteStatusBadge } from '../shared/QuoteStatusBadge';
import { messages } from './QuoteList.messages';
import * as styles from '../shared/quotes.css';

/** Props of {@link QuoteList}. */
export interface QuoteListProps {
  /** The organisation's quotes (`GET /api/quotes`), newest first. */
  list: QuoteListData;
  /** Link target of a quote's number, e.g. `(quote) => '/quotes/' + quote.id`. */
  quoteHref: (quote: Quote) => AppHref;
  /** 'Add quote' was pressed: open a new quote. */
  onAdd: () => void;
  /** The user's date format for the quote date and valid until. Defaults to `DD-MM-YYYY`. */
  dateFormat?: DateFormat;
  /** While the quotes load: a busy table. */
  isLoading?: boolean;
}

type Key = KeysOf<typeof messages>;
const column = createColumnHelper<Quote>();

interface RowContext {
  quoteHref: (quote: Quote) => AppHref;
  dateFormat: DateFormat | undefined;
}
const RowContextValue = createContext<RowContext | null>(null);
function useRow(): RowContext {
  const value = useContext(RowContextValue);
  if (!value) throw new Error('QuoteList cells need to be rendered inside a QuoteList');
  return value;
}

function NumberCell({ quote }: { quote: Quote }) {
  const { quoteHref } = useRow();
  return (
    <Link href={quoteHref(quote)} className={styles.numberLink}>
      {quote.quotenumber}
    </Link>
  );
}

function DateCell({ date }: { date: string }) {
  const { dateFormat } = useRow();
  return <span className={styles.nowrap}>{formatDate(date, dateFormat)}</span>;
}

function TotalCell({ quote }: { quote: Quote }) {
  const locale = useLocale();
  return <span className={styles.amount}>{displayMoney(quote.total_gross, locale, quote.currency)}</span>;
}

function quoteColumns(t: Translate<Key>) {
  return [
    column.accessor('quotenumber', { header: () => t('numberColumn'), cell: ({ row }) => <NumberCell quote={row.original} />, meta: { isRowHeader: true } }),
    column.accessor((quote) => quote.client.name, { id: 'client', header: () => t('clientColumn'), cell: ({ getValue }) => <TruncatedText>{getValue()}</TruncatedText> }),
    column.accessor('quotedate', { header: () => t('dateColumn'), cell: ({ getValue }) => <DateCell date={getValue()} />, meta: { width: '128px' } }),
    column.accessor('valid_until', { header: () => t('validUntilColumn'), cell: ({ getValue }) => <DateCell date={getValue()} />, meta: { width: '128px' } }),
    column.accessor('total_gross', { header: () => t('totalColumn'), cell: ({ row }) => <TotalCell quote={row.original} />, meta: { align: 'end', width: '136px' } }),
    column.accessor('status', { header: () => t('statusColumn'), cell: ({ getValue }) => <QuoteStatusBadge status={getValue()} />, meta: { width: '128px' } }),
  ];
}

/**
 * The quotes screen (/quotes): the title with 'Add quote' and a table of the quotes: number (a link
 * to the quote), client, quote date and valid until in the user's format, the gross total in the
 * user's language and the quote's currency, and the status. On a phone each quote is a card showing every column.
 */
export function QuoteList({ list, quoteHref, onAdd, dateFormat, isLoading = false }: QuoteListProps) {
  const t = useMessages(messages);
  const titleId = useId();
  const rowContext = useMemo<RowContext>(() => ({ quoteHref, dateFormat }), [quoteHref, dateFormat]);
  const columns = useMemo(() => quoteColumns(t), [t]);
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <PageHeader
        title={t('title')}
        titleId={titleId}
        actions={
          <Button variant="primary" onPress={onAdd}>
            <AddIcon size={20} />
            {t('addQuote')}
          </Button>
        }
      />
      <RowContextValue.Provider value={rowContext}>
        <Table aria-labelledby={titleId} columns={columns} data={list.quotes} getRowId={(quote) => String(quote.id)} emptyText={t('empty')} isLoading={isLoading} />
      </RowContextValue.Provider>
    </section>
  );
}
