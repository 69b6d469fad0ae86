import type { Client, Subscription } from '@kwartier/api';
import { createContext, useContext, useId, useMemo, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Button } from '../../../primitives/Button/Button';
import { Checkbox } from '../../../primitives/Checkbox/Checkbox';
import { DatePicker } from '../../../primitives/DatePicker/DatePicker';
import { AddIcon, DeleteIcon } from '../../../primitives/Icon/Icon';
import { Link } from '../../../primitives/Link/Link';
import { SearchField } from '../../../primitives/SearchField/SearchField';
import { Select, type SelectItem } from '../../../primitives/Select/Select';
import { Switch } from '../../../primitives/Switch/Switch';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { TruncatedText } from '../../../primitives/TruncatedText/TruncatedText';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { useFormDialog } from '../../../patterns/FormDialog/useFormDialog';
import { useRowActions as useTableRowActions } from '../../../patterns/rowActions/useRowActions';
import type { SubmitResult } from '../../../forms/submitResult';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { filterSubscriptions } from './filterSubscriptions';
import { messages } from './SubscriptionList.messages';
import * as styles from './SubscriptionList.css';

/** What the add dialog creates: the app adds the service's id (`service_id`) to make a `SubscriptionCreate`. */
export interface SubscriptionValues {
  /** The chosen client: always an active one. */
  client_id: Client['id'];
  /** The end date as `YYYY-MM-DD`, or `null` for a subscription without end date. */
  enddate: string | null;
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
  clientHref: (id: Client['id']) => string;
  /** Link target of a subscription, e.g. `(id) => '/subscriptions/' + id`. */
  subscriptionHref: (id: Subscription['id']) => string;
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
  onCreate: (values: SubscriptionValues) => Promise<SubmitResult>;
  /**
   * Flips a subscription's active flag (`POST /api/subscriptions/toggle/active`). The switch is
   * read-only (keeping keyboard focus) until the promise settles; refresh `subscriptions`
   * afterwards. Failures are not shown.
   */
  onToggleActive: (subscription: Subscription) => Promise<unknown>;
  /**
   * Deletes an inactive subscription after the user confirmed (`DELETE /api/subscriptions/{id}`).
   * The confirmation closes when the promise resolves to `undefined` (refresh `subscriptions`
   * first); it stays open showing the refusal when it resolves to a 409 body `{ message }`, or a
   * general message when it rejects. Delete is offered only on inactive rows.
   */
  onDelete: (subscription: Subscription) => Promise<SubmitResult | unknown>;
  /** Heading level of the 'Subscriptions' title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
  /** Whether 'show inactive' starts checked. Defaults to false. */
  defaultShowInactive?: boolean;
  /** Initial search text. */
  defaultSearch?: string;
}

type Key = keyof (typeof messages)['en'];
const column = createColumnHelper<Subscription>();

/** The dialog's fields, for server errors under the matching field. */
const FIELDS = ['client_id', 'enddate'] as const;

/** The add dialog's values; no client until one is chosen. */
interface Draft {
  client_id: Client['id'] | null;
  enddate: string | null;
}

const EMPTY: Draft = { client_id: null, enddate: null };

/** Per-row state and actions the cells need; provided by SubscriptionList. */
interface RowActions {
  clientHref: (id: Client['id']) => string;
  subscriptionHref: (id: Subscription['id']) => string;
  dateFormat: DateFormat;
  toggling: ReadonlySet<string>;
  toggle: (subscription: Subscription) => void;
  requestDelete: (subscription: Subscription) => void;
}

const RowActionsContext = createContext<RowActions | null>(null);

function useRowActions(): RowActions {
  const actions = useContext(RowActionsContext);
  if (!actions) throw new Error('SubscriptionList cells need RowActionsContext');
  return actions;
}

function ClientCell({ subscription }: { subscription: Subscription }) {
  const { clientHref } = useRowActions();
  return (
    <Link href={clientHref(subscription.client.id)} className={styles.clientLink}>
      <TruncatedText>{subscription.client.name}</TruncatedText>
    </Link>
  );
}

function EnddateCell({ subscription, t }: { subscription: Subscription; t: Translate<Key> }) {
  const { dateFormat } = useRowActions();
  if (subscription.enddate == null) return <span className={styles.muted}>{t('noEndDate')}</span>;
  return <>{formatDate(subscription.enddate, dateFormat)}</>;
}

function OpenCell({ subscription, t }: { subscription: Subscription; t: Translate<Key> }) {
  const { subscriptionHref } = useRowActions();
  return (
    <Link href={subscriptionHref(subscription.id)} aria-label={t('openLabel', { name: subscription.client.name })}>
      {t('open')}
    </Link>
  );
}

function ActiveCell({ subscription, t }: { subscription: Subscription; t: Translate<Key> }) {
  const { toggling, toggle } = useRowActions();
  return (
    <Switch
      aria-label={t('activeLabel', { name: subscription.client.name })}
      isSelected={subscription.active}
      // Read-only (not disabled) while the request runs: a second flip is ignored, and the switch
      // keeps keyboard focus, which disabling would drop.
      isReadOnly={toggling.has(String(subscription.id))}
      onChange={() => toggle(subscription)}
    />
  );
}

function DeleteCell({ subscription, t }: { subscription: Subscription; t: Translate<Key> }) {
  const { requestDelete } = useRowActions();
  // Delete is offered only while a subscription is inactive.
  if (subscription.active) return null;
  return (
    <Button
      variant="quiet"
      size="sm"
      isIconOnly
      aria-label={t('deleteLabel', { name: subscription.client.name })}
      onPress={() => requestDelete(subscription)}
    >
      <DeleteIcon size={20} />
    </Button>
  );
}

function subscriptionColumns(t: Translate<Key>) {
  return [
    column.accessor((subscription) => subscription.client.name, {
      id: 'client',
      header: () => t('clientColumn'),
      cell: ({ row }) => <ClientCell subscription={row.original} />,
      meta: { isRowHeader: true },
    }),
    column.accessor('enddate', {
      header: () => t('enddateColumn'),
      cell: ({ row }) => <EnddateCell subscription={row.original} t={t} />,
    }),
    column.display({
      id: 'open',
      header: () => t('openColumn'),
      cell: ({ row }) => <OpenCell subscription={row.original} t={t} />,
    }),
    column.accessor('active', {
      header: () => t('activeColumn'),
      cell: ({ row }) => <ActiveCell subscription={row.original} t={t} />,
      meta: { width: '96px' },
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>{t('actionsColumn')}</VisuallyHidden>,
      cell: ({ row }) => <DeleteCell subscription={row.original} t={t} />,
      meta: { width: '64px', align: 'end' },
    }),
  ];
}

/**
 * A service's subscriptions (/services/{id} › Subscriptions): search by client name, 'show
 * inactive', 'Add subscription' (a dialog with a required client — active clients only — and an
 * optional end date), and a table of client (link), end date in the user's format (or 'No end
 * date'), a link to the subscription, active switch and — on inactive rows only — delete behind a
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
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const [search, setSearch] = useState(defaultSearch);
  const [showInactive, setShowInactive] = useState(defaultShowInactive);
  const rows = useTableRowActions<Subscription>({ onDelete });
  const dialog = useFormDialog<Draft>(EMPTY, FIELDS);

  const visible = useMemo(
    () => filterSubscriptions(subscriptions, { search, showInactive }),
    [subscriptions, search, showInactive],
  );

  const clientItems = useMemo<SelectItem[]>(
    () => clients.filter((client) => client.active).map((client) => ({ id: client.id, label: client.name })),
    [clients],
  );

  const rowActions = useMemo<RowActions>(
    () => ({
      clientHref,
      subscriptionHref,
      dateFormat,
      toggling: rows.toggling,
      toggle: (subscription) => void rows.toggle(String(subscription.id), () => onToggleActive(subscription)),
      requestDelete: rows.requestDelete,
    }),
    [clientHref, subscriptionHref, dateFormat, rows, onToggleActive],
  );

  // Column definitions stay the same object while only data or row state changes: the cells
  // read that state from context, so a switch is updated in place (keeping keyboard focus)
  // instead of being remounted.
  const columns = useMemo(() => subscriptionColumns(t), [t]);

  const { client_id, enddate } = dialog.draft;
  const save = () => {
    // Save is disabled until a client is chosen.
    if (client_id == null) return;
    void dialog.save(() => onCreate({ client_id, enddate }));
  };

  return (
    // Not a <section> landmark: a long table's scroll area is a region named by the same heading.
    <div ref={rows.focusScopeRef} className={styles.root}>
      <Heading id={titleId} className={styles.title}>
        {t('title')}
      </Heading>
      <div className={styles.toolbar}>
        <SearchField
          className={styles.search}
          label={t('search')}
          isLabelHidden
          placeholder={t('search')}
          value={search}
          onChange={setSearch}
        />
        <Checkbox isSelected={showInactive} onChange={setShowInactive}>
          {t('showInactive')}
        </Checkbox>
        <span className={styles.spacer} />
        <Button variant="primary" onPress={() => dialog.open(EMPTY)}>
          <AddIcon size={20} />
          {t('addSubscription')}
        </Button>
      </div>

      <RowActionsContext.Provider value={rowActions}>
        <Table
          aria-labelledby={titleId}
          columns={columns}
          data={visible}
          getRowId={(subscription) => String(subscription.id)}
          emptyText={t('empty')}
        />
      </RowActionsContext.Provider>

      <FormDialog title={t('dialogTitle')} {...dialog.dialogProps} onSave={save} isSaveDisabled={client_id == null}>
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

      {rows.confirmDelete(t('confirmTitle'), (subscription) =>
        t('confirmBody', { name: subscription.client.name, service: subscription.name }),
      )}
    </div>
  );
}
