import type { KeysOf } from '../../../i18n/catalogue';
import type { Client, Subscription } from '@kwartier/api';
import { createContext, useContext, useMemo, useState } from 'react';
import { DatePicker } from '../../../primitives/DatePicker/DatePicker';
import { Link } from '../../../primitives/Link/Link';
import { Select, type SelectItem } from '../../../primitives/Select/Select';
import { createColumnHelper } from '../../../primitives/Table/Table';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { useFormDialog } from '../../../patterns/FormDialog/useFormDialog';
import { RecordList, RecordNameLink } from '../../../patterns/RecordList/RecordList';
import type { SaveResult } from '../../../forms/submitResult';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { messages } from './SubscriptionList.messages';
import * as styles from './SubscriptionList.css';
import type { AppHref } from '../../../primitives/Link/appHref';
import { useLocale } from '../../../i18n/I18nProvider';
import { NEW_RECURRING, readRecurring, RecurringFields, recurringMessages, usePriceText, type RecurringDraft, type RecurringValues } from '../shared/RecurringFields';

/**
 * What the add dialog creates: the app adds the service's id (`service_id`) to make a
 * `SubscriptionCreate`. `price` is null when Kwartier should not invoice it; `startdate` is left
 * out when none was chosen (the server's today).
 */
export interface SubscriptionValues extends RecurringValues {
  /** The chosen client: always an active one. */
  client_id: Client['id'];
  /** The end date as `YYYY-MM-DD`, or `null` for a subscription without end date. */
  enddate: string | null;
  startdate?: string;
}

/** Props of {@link SubscriptionList}. */
export interface SubscriptionListProps {
  /**
   * The service's subscriptions (`GET /api/subscriptions?service_id=`), active and inactive, in
   * the order to show them; the list filters them itself.
   */
  subscriptions: Subscription[];
  /** All clients of the organisation; the add dialog offers the active ones, in this order. */
  clients: Client[];
  /** Link target of a client's name, e.g. `(id) => '/clients/' + id`. */
  clientHref: (id: Client['id']) => AppHref;
  /** Link target of a subscription, e.g. `(id) => '/subscriptions/' + id`. */
  subscriptionHref: (id: Subscription['id']) => AppHref;
  /** The user's date format, for the end dates and the date field. */
  dateFormat: DateFormat;
  /** The organisation's first day of the week (0 Sunday … 6 Saturday) for the date field's calendar. */
  firstDayOfWeek?: number;
  /**
   * Creates a subscription from the add dialog (`POST /api/subscriptions` with this service's
   * `service_id` added). Resolve to `undefined` on success (the dialog closes and clears; refresh
   * `subscriptions` and show a snackbar), or to the 422 body `{ message, errors }`:
   * `errors.client_id` and `errors.enddate` appear under those fields, others (e.g. `service_id`)
   * above them, and the dialog keeps what was chosen. Reject for unexpected failures.
   */
  onCreate: (values: SubscriptionValues) => SaveResult;
  /**
   * Flips a subscription's active flag (`POST /api/subscriptions/toggle/active`). The switch is
   * read-only (keeping keyboard focus) until the promise settles; refresh `subscriptions`
   * afterwards. Failures are not shown.
   */
  onToggleActive: (subscription: Subscription) => SaveResult;
  /**
   * Deletes an inactive subscription after the user confirmed (`DELETE /api/subscriptions/{id}`).
   * The confirmation closes when the promise resolves to `undefined` (refresh `subscriptions`
   * first); it stays open showing the refusal when it resolves to a 409 body `{ message }`, or a
   * general message when it rejects. Delete is offered only on inactive rows.
   */
  onDelete: (subscription: Subscription) => SaveResult;
  /** Heading level of the 'Subscriptions' title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
  /** Whether 'show inactive' starts checked. Defaults to false. */
  defaultShowInactive?: boolean;
  /** Initial search text. */
  defaultSearch?: string;
}

type Key = KeysOf<typeof messages>;
const column = createColumnHelper<Subscription>();

/** The dialog's fields, for server errors under the matching field. */
const FIELDS = ['client_id', 'price', 'period', 'startdate', 'vat', 'enddate', 'vat_category'] as const;

/** The add dialog's values; no client until one is chosen. */
interface Draft extends RecurringDraft {
  client_id: Client['id'] | null;
  enddate: string | null;
}

const EMPTY: Draft = { client_id: null, enddate: null, ...NEW_RECURRING };

/** What this list's own cells read besides the row; provided by SubscriptionList. */
interface CellContext {
  subscriptionHref: (id: Subscription['id']) => AppHref;
  priceText: (subscription: Subscription) => string;
  dateFormat: DateFormat;
  t: Translate<Key>;
}

const SubscriptionCellContext = createContext<CellContext | null>(null);

function useCellContext(): CellContext {
  const value = useContext(SubscriptionCellContext);
  if (!value) throw new Error('SubscriptionList cells need SubscriptionCellContext');
  return value;
}

function EnddateCell({ subscription }: { subscription: Subscription }) {
  const { dateFormat, t } = useCellContext();
  if (subscription.enddate == null) return <span className={styles.muted}>{t('noEndDate')}</span>;
  return <>{formatDate(subscription.enddate, dateFormat)}</>;
}

function PriceCell({ subscription }: { subscription: Subscription }) {
  const { priceText } = useCellContext();
  const text = priceText(subscription);
  return subscription.price === null ? <span className={styles.muted}>{text}</span> : <>{text}</>;
}

function OpenCell({ subscription }: { subscription: Subscription }) {
  const { subscriptionHref, t } = useCellContext();
  return (
    <Link href={subscriptionHref(subscription.id)} aria-label={t('openLabel', { name: subscription.client.name })}>
      {t('open')}
    </Link>
  );
}

function subscriptionColumns(t: Translate<Key>) {
  return [
    column.accessor((subscription) => subscription.client.name, {
      id: 'client',
      header: () => t('clientColumn'),
      cell: ({ row }) => <RecordNameLink record={row.original} />,
      meta: { isRowHeader: true },
    }),
    column.accessor('price', {
      header: () => t('priceColumn'),
      cell: ({ row }) => <PriceCell subscription={row.original} />,
    }),
    column.accessor('enddate', {
      header: () => t('enddateColumn'),
      cell: ({ row }) => <EnddateCell subscription={row.original} />,
    }),
    column.display({
      id: 'open',
      header: () => t('openColumn'),
      cell: ({ row }) => <OpenCell subscription={row.original} />,
    }),
  ];
}

/** A row is named by its client: the link, the search, the switch's and delete button's labels. */
const clientNameOf = (subscription: Subscription) => subscription.client.name;

/**
 * A service's subscriptions (/services/{id} › Subscriptions), a {@link RecordList}: search by
 * client name, 'show inactive', 'Add subscription' (a dialog with a required client — active clients only —, the
 * price per period, period, start date and VAT rate of its recurring invoices, and an optional end date), and a table of client (link), price per period ('Not invoiced' without
 * one), end date in the user's format (or 'No end date'), a link to the subscription, active switch and — on inactive rows only — delete behind a
 * confirmation. Keyboard focus moves to a neighbouring row when a row goes.
 */
export function SubscriptionList({
  subscriptions,
  clients,
  clientHref,
  subscriptionHref,
  dateFormat,
  firstDayOfWeek,
  onCreate,
  onToggleActive,
  onDelete,
  headingLevel = 2,
  defaultShowInactive = false,
  defaultSearch = '',
}: SubscriptionListProps) {
  const t = useMessages(messages);
  const tr = useMessages(recurringMessages);
  const locale = useLocale();
  const priceText = usePriceText();
  const dialog = useFormDialog<Draft>(EMPTY, FIELDS);
  // What was typed but cannot be sent (a price or rate that is no number), under its field.
  const [typedErrors, setTypedErrors] = useState<Record<string, string>>({});

  const clientItems = useMemo<SelectItem[]>(
    () => clients.filter((client) => client.active).map((client) => ({ id: client.id, label: client.name })),
    [clients],
  );

  // Stable columns: the cells read the link target and date format from context, so a change of
  // either does not remount a cell holding keyboard focus.
  const columns = useMemo(() => subscriptionColumns(t), [t]);
  const cellContext = useMemo<CellContext>(() => ({ subscriptionHref, priceText, dateFormat, t }), [subscriptionHref, priceText, dateFormat, t]);
  const recordHref = useMemo(() => (subscription: Subscription) => clientHref(subscription.client.id), [clientHref]);

  const { client_id, enddate, startdate } = dialog.draft;
  const save = () => {
    // Save is disabled until a client is chosen.
    if (client_id == null) return;
    const read = readRecurring(dialog.draft, locale, tr);
    setTypedErrors('errors' in read ? read.errors : {});
    if ('errors' in read) return;
    void dialog.save(() => onCreate({ client_id, enddate, ...read.values, ...(startdate ? { startdate } : {}) }));
  };

  return (
    <SubscriptionCellContext.Provider value={cellContext}>
      <RecordList<Subscription>
        title={t('title')}
        headingLevel={headingLevel}
        records={subscriptions}
        columns={columns}
        labelOf={clientNameOf}
        recordHref={recordHref}
        emptyText={t('empty')}
        addLabel={t('addSubscription')}
        onAdd={() => {
          setTypedErrors({});
          dialog.open(EMPTY);
        }}
        onToggleActive={onToggleActive}
        onDelete={onDelete}
        confirmTitle={t('confirmTitle')}
        confirmBody={(subscription) => t('confirmBody', { name: subscription.client.name, service: subscription.name })}
        defaultShowInactive={defaultShowInactive}
        defaultSearch={defaultSearch}
      >
        <FormDialog
          title={t('dialogTitle')}
          {...dialog.dialogProps}
          validationErrors={{ ...dialog.dialogProps.validationErrors, ...typedErrors }}
          onSave={save}
          isSaveDisabled={client_id == null}
        >
          <Select
            name="client_id"
            label={t('client')}
            items={clientItems}
            selectedKey={client_id}
            onSelectionChange={(key) => dialog.set('client_id')(key == null ? null : Number(key))}
            description={clientItems.length === 0 ? t('noActiveClients') : undefined}
            isDisabled={clientItems.length === 0}
            isRequired
            autoFocus
          />
          <RecurringFields draft={dialog.draft} set={dialog.set} dateFormat={dateFormat} firstDayOfWeek={firstDayOfWeek} />
          <DatePicker
            name="enddate"
            label={t('enddate')}
            description={t('enddateDescription')}
            value={enddate}
            onChange={dialog.set('enddate')}
            dateFormat={dateFormat}
            firstDayOfWeek={firstDayOfWeek}
          />
        </FormDialog>
      </RecordList>
    </SubscriptionCellContext.Provider>
  );
}
