import type { Client, ClientCreate } from '@kwartier/api';
import { createContext, useContext, useId, useMemo, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Button } from '../../../primitives/Button/Button';
import { Checkbox } from '../../../primitives/Checkbox/Checkbox';
import { ColorDot } from '../../../primitives/ColorDot/ColorDot';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { AddIcon, DeleteIcon } from '../../../primitives/Icon/Icon';
import { Link } from '../../../primitives/Link/Link';
import { SearchField } from '../../../primitives/SearchField/SearchField';
import { Switch } from '../../../primitives/Switch/Switch';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { TextField } from '../../../primitives/TextField/TextField';
import { TruncatedText } from '../../../primitives/TruncatedText/TruncatedText';
import type { SubmitResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { useRowActions as useTableRowActions } from '../../../patterns/rowActions/useRowActions';
import { filterClients } from './filterClients';
import { messages } from './ClientList.messages';
// The page title looks like every page's (PageHeader); the h1 sits in this screen's own layout.
import * as pageHeader from '../../../patterns/PageHeader/PageHeader.css';
import * as styles from './ClientList.css';

/** Props of {@link ClientList}. */
export interface ClientListProps {
  /** All clients of the organisation (active and inactive); the list filters them itself. */
  clients: Client[];
  /** Link target of a client's name, e.g. `(id) => '/clients/' + id`. */
  clientHref: (id: Client['id']) => string;
  /**
   * Creates a client from the add dialog (`POST /api/clients`). Resolve to `undefined` on success
   * (the dialog closes and clears; refresh `clients` and show a snackbar), or to the 422 body
   * `{ message, errors }`: `errors.name`/`errors.clientnumber` appear under those fields and the
   * dialog keeps what was typed. Reject for unexpected failures (a generic message is shown).
   */
  onCreate: (values: ClientCreate) => Promise<SubmitResult>;
  /**
   * Flips a client's active flag (`POST /api/clients/toggle/active`). The switch ignores further
   * flips until the promise settles; refresh `clients` afterwards. Failures are not shown.
   */
  onToggleActive: (client: Client) => Promise<unknown>;
  /**
   * Deletes an inactive client after the user confirmed (`DELETE /api/clients/{id}`). The
   * confirmation closes when the promise resolves and stays open if it rejects.
   */
  onDelete: (client: Client) => Promise<unknown>;
  /** Whether 'show inactive' starts checked. Defaults to false. */
  defaultShowInactive?: boolean;
  /** Initial search text. */
  defaultSearch?: string;
}

const FIELDS = ['name', 'clientnumber'] as const;
const column = createColumnHelper<Client>();

/** Per-row state and actions the cells need; provided by ClientList. */
interface RowActions {
  clientHref: (id: Client['id']) => string;
  toggling: ReadonlySet<string>;
  toggle: (client: Client) => void;
  requestDelete: (client: Client) => void;
}

const RowActionsContext = createContext<RowActions | null>(null);

function useRowActions(): RowActions {
  const actions = useContext(RowActionsContext);
  if (!actions) throw new Error('ClientList cells need RowActionsContext');
  return actions;
}

function NameCell({ client }: { client: Client }) {
  const { clientHref } = useRowActions();
  return (
    <Link href={clientHref(client.id)} className={styles.nameLink}>
      <TruncatedText>{client.name}</TruncatedText>
    </Link>
  );
}

function ActiveCell({ client, label }: { client: Client; label: string }) {
  const { toggling, toggle } = useRowActions();
  return (
    <Switch
      aria-label={label}
      isSelected={client.active}
      // Read-only (not disabled) while the request runs: a second flip is ignored, and the switch
      // keeps keyboard focus, which disabling would drop.
      isReadOnly={toggling.has(String(client.id))}
      onChange={() => toggle(client)}
    />
  );
}

function DeleteCell({ client, label }: { client: Client; label: string }) {
  const { requestDelete } = useRowActions();
  // Delete is offered only while a client is inactive.
  if (client.active) return null;
  return (
    <Button variant="quiet" size="sm" isIconOnly aria-label={label} onPress={() => requestDelete(client)}>
      <DeleteIcon size={20} />
    </Button>
  );
}

function clientColumns(t: Translate<keyof (typeof messages)['en']>) {
  return [
    column.display({
      id: 'color',
      header: () => <VisuallyHidden>{t('colorColumn')}</VisuallyHidden>,
      cell: ({ row }) => <ColorDot color={row.original.color} />,
      meta: { width: '48px' },
    }),
    column.accessor('name', {
      header: () => t('nameColumn'),
      cell: ({ row }) => <NameCell client={row.original} />,
      meta: { isRowHeader: true },
    }),
    column.accessor('clientnumber', {
      header: () => t('clientnumberColumn'),
      cell: ({ getValue }) => getValue() ?? '',
    }),
    column.accessor('active', {
      header: () => t('activeColumn'),
      cell: ({ row }) => <ActiveCell client={row.original} label={t('activeLabel', { name: row.original.name })} />,
      meta: { width: '96px' },
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>{t('actionsColumn')}</VisuallyHidden>,
      cell: ({ row }) => <DeleteCell client={row.original} label={t('deleteLabel', { name: row.original.name })} />,
      meta: { width: '64px', align: 'end' },
    }),
  ];
}

/**
 * The clients screen: search, 'show inactive', add dialog, and a table of colour,
 * name (link), client number, active switch and — on inactive rows only — delete.
 */
export function ClientList({
  clients,
  clientHref,
  onCreate,
  onToggleActive,
  onDelete,
  defaultShowInactive = false,
  defaultSearch = '',
}: ClientListProps) {
  const t = useMessages(messages);
  const titleId = useId();
  const [search, setSearch] = useState(defaultSearch);
  const [showInactive, setShowInactive] = useState(defaultShowInactive);
  const rows = useTableRowActions<Client>({ onDelete });

  const [isAddOpen, setAddOpen] = useState(false);
  const [name, setName] = useState('');
  const [clientnumber, setClientnumber] = useState('');
  const creation = useFormSubmission<ClientCreate>(onCreate, FIELDS);

  const visible = useMemo(() => filterClients(clients, { search, showInactive }), [clients, search, showInactive]);

  const rowActions = useMemo<RowActions>(
    () => ({
      clientHref,
      toggling: rows.toggling,
      toggle: (client) => void rows.toggle(String(client.id), () => onToggleActive(client)),
      requestDelete: rows.requestDelete,
    }),
    [clientHref, rows, onToggleActive],
  );

  // Column definitions stay the same object while only data or row state changes: the cells
  // read that state from context, so a switch is updated in place (keeping keyboard focus)
  // instead of being remounted.
  const columns = useMemo(() => clientColumns(t), [t]);

  const openAdd = () => {
    creation.reset();
    setAddOpen(true);
  };

  const closeAdd = () => {
    setAddOpen(false);
    setName('');
    setClientnumber('');
    creation.reset();
  };

  const save = async () => {
    const ok = await creation.submit({ name: name.trim(), clientnumber: clientnumber.trim() || null });
    if (ok) closeAdd();
  };

  return (
    <section ref={rows.focusScopeRef} className={styles.root} aria-labelledby={titleId}>
      <h1 id={titleId} className={pageHeader.title}>
        {t('title')}
      </h1>
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
        <Button variant="primary" onPress={openAdd}>
          <AddIcon size={20} />
          {t('addClient')}
        </Button>
      </div>

      <RowActionsContext.Provider value={rowActions}>
        <Table
          aria-labelledby={titleId}
          columns={columns}
          data={visible}
          getRowId={(client) => String(client.id)}
          emptyText={t('empty')}
        />
      </RowActionsContext.Provider>

      <FormDialog
        title={t('dialogTitle')}
        isOpen={isAddOpen}
        onOpenChange={(open) => (open ? setAddOpen(true) : closeAdd())}
        onSave={() => void save()}
        isSaving={creation.isSubmitting}
        validationErrors={creation.fieldErrors}
        errorMessage={creation.formError ?? undefined}
      >
        <TextField name="name" label={t('name')} value={name} onChange={setName} isRequired autoFocus />
        <TextField name="clientnumber" label={t('clientnumber')} value={clientnumber} onChange={setClientnumber} />
      </FormDialog>

      {rows.confirmDelete(t('confirmTitle'), (client) => t('confirmBody', { name: client.name }))}
    </section>
  );
}
