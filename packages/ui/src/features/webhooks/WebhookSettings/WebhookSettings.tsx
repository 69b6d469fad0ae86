import type { KeysOf } from '../../../i18n/catalogue';
import type { WebhookEndpoint, WebhookEndpointInput, WebhookEventType } from '@kwartier/api';
import { createContext, useContext, useId, useMemo, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import type { Key as AriaKey } from 'react-aria-components';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { Checkbox } from '../../../primitives/Checkbox/Checkbox';
import { AddIcon } from '../../../primitives/Icon/icons/AddIcon';
import { CopyButton } from '../../../patterns/copy/CopyButton';
import { DeleteIcon } from '../../../primitives/Icon/icons/DeleteIcon';
import { EditIcon } from '../../../primitives/Icon/icons/EditIcon';
import { SendIcon } from '../../../primitives/Icon/icons/SendIcon';
import { LockIcon } from '../../../primitives/Icon/icons/LockIcon';
import { Link } from '../../../primitives/Link/Link';
import type { AppHref } from '../../../primitives/Link/appHref';
import { MenuButton } from '../../../primitives/Menu/MenuButton';
import { Switch } from '../../../primitives/Switch/Switch';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { TextField } from '../../../primitives/TextField/TextField';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { useFormDialog } from '../../../patterns/FormDialog/useFormDialog';
import { useRowActions } from '../../../patterns/rowActions/useRowActions';
import type { SaveResult } from '../../../forms/submitResult';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { messages as eventMessages } from '../shared/webhookEvents.messages';
import { WEBHOOK_EVENT_GROUPS } from '../shared/webhookEvents';
import { messages } from './WebhookSettings.messages';
import * as styles from './WebhookSettings.css';
import * as fieldStyles from '../../../internal/styles/field.css';

/** A signing secret to show once: the endpoint it signs for and the secret (`whsec_…`). */
export interface WebhookSecretShown {
  url: string;
  secret: string;
}

/** Props of {@link WebhookSettings}. */
export interface WebhookSettingsProps {
  /** The organisation's endpoints (`GET /api/webhooks`), oldest first. */
  endpoints: readonly WebhookEndpoint[];
  /**
   * Adds an endpoint (`POST /api/webhooks`). Resolve to `undefined` on success — then pass the
   * answer's secret as `secret` — or to the 422 body (shown under the fields); reject for the unexpected.
   */
  onAdd: (values: WebhookEndpointInput) => SaveResult;
  /** Saves an endpoint's address, description, events and state (`PUT /api/webhooks/{id}`); same convention. */
  onChange: (endpoint: WebhookEndpoint, values: WebhookEndpointInput) => SaveResult;
  /** Deletes an endpoint after the user confirmed (`DELETE /api/webhooks/{id}`). */
  onDelete: (endpoint: WebhookEndpoint) => SaveResult;
  /** Gives an endpoint a new secret after the user confirmed (`POST /api/webhooks/{id}/secret`); then pass it as `secret`. */
  onRotateSecret: (endpoint: WebhookEndpoint) => SaveResult;
  /** Sends a test event (`POST /api/webhooks/{id}/ping`); its button is pending until this settles. */
  onSendTest: (endpoint: WebhookEndpoint) => Promise<unknown>;
  /** The secret just made (on add or rotate), shown until `onDismissSecret`. Never keep it longer. */
  secret?: WebhookSecretShown | null;
  /** Hides the secret for good. */
  onDismissSecret?: () => void;
  /** Where an endpoint's delivery log is, e.g. `(id) => '/settings/webhooks/' + id`. */
  deliveriesHref: (endpoint: WebhookEndpoint) => AppHref;
  /** While `endpoints` is being read (again). */
  isLoading?: boolean;
  /** Heading level of the 'Webhooks' title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

type Key = KeysOf<typeof messages>;
/** The first of a field's server errors (one message or a list). */
const firstError = (error: string | string[] | undefined) => (Array.isArray(error) ? error[0] : error);
type EventKey = KeysOf<typeof eventMessages>;
const column = createColumnHelper<WebhookEndpoint>();
const FIELDS = ['url', 'description', 'event_types', 'active'] as const;

interface Draft {
  url: string;
  description: string;
  event_types: WebhookEventType[];
  active: boolean;
}
const EMPTY: Draft = { url: '', description: '', event_types: [], active: true };

interface RowActions {
  edit: (endpoint: WebhookEndpoint) => void;
  sendTest: (endpoint: WebhookEndpoint) => void;
  requestRotate: (endpoint: WebhookEndpoint) => void;
  requestDelete: (endpoint: WebhookEndpoint) => void;
  sending: ReadonlySet<number>;
  deliveriesHref: (endpoint: WebhookEndpoint) => AppHref;
}
const RowActionsContext = createContext<RowActions | null>(null);

function ActionsCell({ endpoint, t }: { endpoint: WebhookEndpoint; t: Translate<Key> }) {
  const actions = useContext(RowActionsContext);
  if (!actions) return null;
  const onAction = (id: AriaKey) => {
    if (id === 'edit') actions.edit(endpoint);
    else if (id === 'test') actions.sendTest(endpoint);
    else if (id === 'rotate') actions.requestRotate(endpoint);
    else if (id === 'delete') actions.requestDelete(endpoint);
  };
  return (
    <span className={styles.actions}>
      <Link appearance="button" href={actions.deliveriesHref(endpoint)} aria-label={t('deliveriesLabel', { url: endpoint.url })}>
        {t('deliveries')}
      </Link>
      <MenuButton
        size="sm"
        aria-label={t('actionsLabel', { url: endpoint.url })}
        placement="bottom end"
        items={[
          { id: 'edit', label: t('edit'), icon: <EditIcon /> },
          { id: 'test', label: t('sendTest'), icon: <SendIcon />, isDisabled: actions.sending.has(endpoint.id) },
          { id: 'rotate', label: t('rotate'), icon: <LockIcon /> },
          { id: 'delete', label: t('delete'), icon: <DeleteIcon /> },
        ]}
        onAction={onAction}
      />
    </span>
  );
}

function endpointColumns(t: Translate<Key>, e: Translate<EventKey>) {
  return [
    column.accessor('url', {
      header: () => t('urlColumn'),
      cell: ({ row }) => (
        <span className={styles.url}>
          <span>{row.original.url}</span>
          {row.original.description && <span className={styles.description}>{row.original.description}</span>}
        </span>
      ),
      meta: { isRowHeader: true },
    }),
    column.accessor('event_types', {
      header: () => t('eventsColumn'),
      cell: ({ getValue }) => (
        <ul className={styles.events}>
          {getValue().map((type) => (
            <li key={type} className={styles.chip}>
              {e(type)}
            </li>
          ))}
        </ul>
      ),
    }),
    column.accessor('active', {
      header: () => t('stateColumn'),
      cell: ({ getValue }) => <span className={getValue() ? styles.state.active : styles.state.paused}>{getValue() ? t('active') : t('paused')}</span>,
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>{t('actionsColumn')}</VisuallyHidden>,
      cell: ({ row }) => <ActionsCell endpoint={row.original} t={t} />,
      meta: { align: 'end', cardLabel: false },
    }),
  ];
}

/**
 * The events as checkboxes in their groups (time, invoices, clients, expenses), with the server's
 * error for `event_types` under them (plain checkboxes in fieldsets: no checkbox-group code for a
 * screen only admins open).
 */
function EventCheckboxes({ value, onChange, error, t, e }: { value: WebhookEventType[]; onChange: (value: WebhookEventType[]) => void; error: string | undefined; t: Translate<Key>; e: Translate<EventKey> }) {
  const errorId = useId();
  const toggle = (type: WebhookEventType, on: boolean) => onChange(on ? [...value, type] : value.filter((event) => event !== type));
  return (
    <fieldset className={styles.checkboxGroup} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={styles.fieldLabel}>{t('eventsLabel')}</legend>
      <div className={styles.eventGroups}>
        {WEBHOOK_EVENT_GROUPS.map(({ group, events }) => (
          <fieldset key={group} className={styles.eventGroup}>
            <legend className={styles.groupTitle}>{e(`group.${group}`)}</legend>
            {events.map((type) => (
              <Checkbox key={type} isSelected={value.includes(type)} onChange={(on) => toggle(type, on)}>
                {e(type)}
              </Checkbox>
            ))}
          </fieldset>
        ))}
      </div>
      {error && (
        <span id={errorId} className={fieldStyles.error}>
          {error}
        </span>
      )}
    </fieldset>
  );
}

/**
 * Settings › Webhooks: the organisation's endpoints with the events each receives and whether it is
 * active; add one (an address, a description and the events, grouped), see its signing secret once,
 * and per endpoint its delivery log, change it, send a test event, rotate its secret (shown once
 * again) or delete it, each of the last two after a confirmation. A table; a card per endpoint on a phone.
 */
export function WebhookSettings({
  endpoints,
  onAdd,
  onChange,
  onDelete,
  onRotateSecret,
  onSendTest,
  secret,
  onDismissSecret,
  deliveriesHref,
  isLoading = false,
  headingLevel = 2,
}: WebhookSettingsProps) {
  const t = useMessages(messages);
  const e = useMessages(eventMessages);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const rows = useRowActions<WebhookEndpoint>({ onDelete });
  const rotation = useRowActions<WebhookEndpoint>({ onDelete: onRotateSecret });
  const dialog = useFormDialog<Draft>(EMPTY, FIELDS);
  const [editing, setEditing] = useState<WebhookEndpoint | null>(null);
  const [sending, setSending] = useState<ReadonlySet<number>>(new Set());
  const columns = useMemo(() => endpointColumns(t, e), [t, e]);

  const actions: RowActions = {
    edit: (endpoint) => {
      setEditing(endpoint);
      dialog.open({ url: endpoint.url, description: endpoint.description ?? '', event_types: [...endpoint.event_types], active: endpoint.active });
    },
    sendTest: (endpoint) => {
      setSending((previous) => new Set(previous).add(endpoint.id));
      void onSendTest(endpoint)
        .catch(() => undefined)
        .finally(() =>
          setSending((previous) => {
            const next = new Set(previous);
            next.delete(endpoint.id);
            return next;
          }),
        );
    },
    requestRotate: rotation.requestDelete,
    requestDelete: rows.requestDelete,
    sending,
    deliveriesHref,
  };

  const openAdd = () => {
    setEditing(null);
    dialog.open(EMPTY);
  };
  const save = () => {
    const { url, description, event_types, active } = dialog.draft;
    const body: WebhookEndpointInput = { url: url.trim(), description: description.trim() === '' ? null : description.trim(), event_types, active };
    void dialog.save(() => (editing ? onChange(editing, body) : onAdd(body)));
  };
  const { draft } = dialog;

  return (
    <div ref={rows.focusScopeRef} className={styles.root}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {t('title')}
        </Heading>
        <Button variant="primary" onPress={openAdd} data-focus-fallback>
          <AddIcon />
          {t('add')}
        </Button>
      </div>
      <p className={styles.intro}>{t('intro')}</p>
      {secret && (
        <Alert tone="success" onDismiss={onDismissSecret}>
          <span className={styles.secret}>
            <strong>{t('secretTitle', { url: secret.url })}</strong>
            <span>{t('secretBody')}</span>
            <code className={styles.secretValue} aria-label={t('secretLabel')}>
              {secret.secret}
            </code>
            <CopyButton className={styles.copy} text={secret.secret} label={t('copy')} copied={t('copied')} copyFailed={t('copyFailed')} />
          </span>
        </Alert>
      )}
      <RowActionsContext.Provider value={actions}>
        <Table
          aria-labelledby={titleId}
          columns={columns}
          data={[...endpoints]}
          getRowId={(endpoint) => String(endpoint.id)}
          emptyText={t('empty')}
          isLoading={isLoading}
          loadingRowCount={2}
        />
      </RowActionsContext.Provider>
      <FormDialog
        title={editing ? t('editTitle') : t('addTitle')}
        {...dialog.dialogProps}
        onSave={save}
        isSaveDisabled={draft.url.trim() === '' || draft.event_types.length === 0}
        saveLabel={editing ? undefined : t('addSave')}
        isLarge
      >
        <TextField name="url" type="url" label={t('urlLabel')} description={t('urlDescription')} value={draft.url} onChange={dialog.set('url')} maxLength={2000} isRequired />
        <TextField name="description" label={t('descriptionLabel')} value={draft.description} onChange={dialog.set('description')} maxLength={255} />
        <EventCheckboxes value={draft.event_types} onChange={dialog.set('event_types')} error={firstError(dialog.dialogProps.validationErrors.event_types)} t={t} e={e} />
        {editing && (
          <Switch name="active" isSelected={draft.active} onChange={dialog.set('active')}>
            {t('activeLabel')}
          </Switch>
        )}
      </FormDialog>
      {rows.confirmDelete(t('deleteTitle'), (endpoint) => t('deleteBody', { url: endpoint.url }), t('delete'))}
      {rotation.confirmDelete(t('rotateTitle'), (endpoint) => t('rotateBody', { url: endpoint.url }), t('rotate'))}
    </div>
  );
}
