import type { KeysOf } from '../../../i18n/catalogue';
import type { WebhookDelivery } from '@kwartier/api';
import { createContext, useContext, useId, useMemo, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { Link } from '../../../primitives/Link/Link';
import type { AppHref } from '../../../primitives/Link/appHref';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import type { DateFormat } from '../../../i18n/formatDate';
import { formatDateTime } from '../../../i18n/formatDateTime';
import { useLocale } from '../../../i18n/I18nProvider';
import type { Locale } from '../../../i18n/messages';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { messages as eventMessages } from '../shared/webhookEvents.messages';
import { messages } from './WebhookDeliveries.messages';
import { Paging } from '../../../patterns/Paging/Paging';
import * as styles from './WebhookDeliveries.css';

/** Props of {@link WebhookDeliveries}. */
export interface WebhookDeliveriesProps {
  /** The endpoint whose log this is (its address names the page). */
  endpoint: { url: string };
  /** The page shown (`GET /api/webhooks/{id}/deliveries`): its deliveries, newest first, and the count over every page. */
  deliveries: readonly WebhookDelivery[];
  page: number;
  perPage: number;
  totalCount: number;
  /** Another page was asked for. */
  onPageChange: (page: number) => void;
  /** Sends a delivery again now (`POST /api/webhookdeliveries/{id}/resend`); its button is pending until this settles. */
  onResend: (delivery: WebhookDelivery) => Promise<unknown>;
  /** Back to the endpoints (Settings › Webhooks). */
  backHref?: AppHref;
  dateFormat?: DateFormat;
  /** While a page is being read: placeholder rows, or a bar over the rows shown. */
  isLoading?: boolean;
  /** The page could not be read. */
  isError?: boolean;
}

type Key = KeysOf<typeof messages>;
type EventKey = KeysOf<typeof eventMessages>;
const column = createColumnHelper<WebhookDelivery>();
/** Characters of an answer shown before it is opened. */
const EXCERPT = 60;

const ResendContext = createContext<{ resend: (delivery: WebhookDelivery) => void; resending: ReadonlySet<number> } | null>(null);

function ResendCell({ delivery, t }: { delivery: WebhookDelivery; t: Translate<Key> }) {
  const context = useContext(ResendContext);
  if (!context) return null;
  return (
    <Button size="sm" isPending={context.resending.has(delivery.id)} aria-label={t('resendLabel', { id: delivery.message_id })} onPress={() => context.resend(delivery)}>
      {t('resend')}
    </Button>
  );
}

/** The start of the answer; the whole of it (at most 1,000 characters) opens under it. */
function AnswerCell({ answer, t }: { answer: string | null; t: Translate<Key> }) {
  if (answer === null || answer === '') return <>{t('noAnswer')}</>;
  const chars = [...answer];
  if (chars.length <= EXCERPT) return <span className={styles.answerSummary}>{answer}</span>;
  return (
    <details className={styles.answer}>
      <summary className={styles.answerSummary}>
        {chars.slice(0, EXCERPT).join('')}… <VisuallyHidden>{t('showAnswer')}</VisuallyHidden>
      </summary>
      <pre className={styles.answerBody}>{answer}</pre>
    </details>
  );
}

function deliveryColumns(t: Translate<Key>, e: Translate<EventKey>, locale: Locale, dateFormat: DateFormat | undefined) {
  return [
    column.accessor('created_at', {
      header: () => t('whenColumn'),
      cell: ({ getValue }) => formatDateTime(getValue(), dateFormat, locale),
    }),
    column.accessor('event_type', {
      header: () => t('eventColumn'),
      cell: ({ row, getValue }) => (
        <span className={styles.cellStack}>
          <span>{e(getValue())}</span>
          <span className={styles.secondary}>{row.original.message_id}</span>
        </span>
      ),
      meta: { isRowHeader: true },
    }),
    column.accessor('status', {
      header: () => t('statusColumn'),
      cell: ({ row, getValue }) => (
        <span className={styles.cellStack}>
          <span className={styles.badge[getValue()]}>{t(getValue())}</span>
          {row.original.next_attempt_at !== null && (
            <span className={styles.secondary}>{t('nextAttempt', { at: formatDateTime(row.original.next_attempt_at, dateFormat, locale) })}</span>
          )}
        </span>
      ),
    }),
    column.accessor('attempts', { header: () => t('attemptsColumn'), meta: { align: 'end' } }),
    column.accessor('last_status', {
      header: () => t('httpColumn'),
      cell: ({ getValue }) => getValue() ?? '—',
      meta: { align: 'end' },
    }),
    column.accessor('last_answer', {
      header: () => t('answerColumn'),
      cell: ({ getValue }) => <AnswerCell answer={getValue()} t={t} />,
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>{t('actionsColumn')}</VisuallyHidden>,
      cell: ({ row }) => <ResendCell delivery={row.original} t={t} />,
      meta: { align: 'end', cardLabel: false },
    }),
  ];
}

/**
 * Settings › Webhooks › an endpoint's delivery log: each delivery (newest first) with when it was
 * queued, its event, its status (pending with the next attempt's time, delivered or failed), the
 * attempts made, the last HTTP status and the start of the answer (the rest opens under it), and
 * Send again. A page at a time. A table; a card per delivery on a phone.
 */
export function WebhookDeliveries({
  endpoint,
  deliveries,
  page,
  perPage,
  totalCount,
  onPageChange,
  onResend,
  backHref,
  dateFormat,
  isLoading = false,
  isError = false,
}: WebhookDeliveriesProps) {
  const t = useMessages(messages);
  const e = useMessages(eventMessages);
  const locale = useLocale();
  const titleId = useId();
  const [resending, setResending] = useState<ReadonlySet<number>>(new Set());
  const columns = useMemo(() => deliveryColumns(t, e, locale, dateFormat), [t, e, locale, dateFormat]);
  const pages = Math.max(1, Math.ceil(totalCount / perPage));
  const resend = (delivery: WebhookDelivery) => {
    setResending((previous) => new Set(previous).add(delivery.id));
    void onResend(delivery)
      .catch(() => undefined)
      .finally(() =>
        setResending((previous) => {
          const next = new Set(previous);
          next.delete(delivery.id);
          return next;
        }),
      );
  };

  return (
    <div className={styles.root}>
      {backHref !== undefined && <Link href={backHref}>{t('back')}</Link>}
      <h2 id={titleId} className={styles.title}>
        {t('title', { url: endpoint.url })}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      {isError && <Alert>{t('loadFailed')}</Alert>}
      <ResendContext.Provider value={{ resend, resending }}>
        <Table
          aria-labelledby={titleId}
          columns={columns}
          data={[...deliveries]}
          getRowId={(delivery) => String(delivery.id)}
          emptyText={t('empty')}
          isLoading={isLoading}
          loadingRowCount={5}
        />
      </ResendContext.Provider>
      <Paging page={page} pages={pages} summary={t('pageOf', { page, pages, count: totalCount })} isLoading={isLoading} onPageChange={onPageChange} />
    </div>
  );
}
