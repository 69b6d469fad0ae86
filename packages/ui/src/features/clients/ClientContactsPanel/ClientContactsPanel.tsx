import type { KeysOf } from '../../../i18n/catalogue';
import { schemaBounds, type Client, type Contact, type ContactCreate, type ContactUpdate } from '@kwartier/api';
import { createContext, useContext, useId, useMemo } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Button } from '../../../primitives/Button/Button';
import { AddIcon } from '../../../primitives/Icon/icons/AddIcon';
import { DeleteIcon } from '../../../primitives/Icon/icons/DeleteIcon';
import { EditIcon } from '../../../primitives/Icon/icons/EditIcon';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { Link } from '../../../primitives/Link/Link';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { TextField } from '../../../primitives/TextField/TextField';
import { TruncatedText } from '../../../primitives/TruncatedText/TruncatedText';
import { maxLengthOf, optionalText } from '../../../patterns/DetailsCard/detailValues';
import { emailHref, phoneHref } from '../../../primitives/Link/externalHref';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { useFormDialog } from '../../../patterns/FormDialog/useFormDialog';
import { useRowActions as useTableRowActions } from '../../../patterns/rowActions/useRowActions';
import type { SaveResult } from '../../../forms/submitResult';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { messages } from './ClientContactsPanel.messages';
import * as styles from './ClientContactsPanel.css';

/** Props of {@link ClientContactsPanel}. */
export interface ClientContactsPanelProps {
  /** The client whose contacts these are; new contacts are created for it (`client_id`). */
  clientId: Client['id'];
  /** The client's contacts (`GET /api/contacts/client/{id}`), in the order to show them. */
  contacts: Contact[];
  /**
   * Creates a contact from the add dialog (`POST /api/contacts`) with the full `ContactCreate`
   * body: the name trimmed, email and phone trimmed or `null`, and `client_id` = `clientId`.
   * Resolve to `undefined` on success (the dialog closes; refresh `contacts` and show a
   * snackbar), or to the 422 body: errors for name, email and phone appear under those fields,
   * others above them, and the dialog keeps what was typed. Reject for unexpected failures.
   */
  onCreate: (body: ContactCreate) => SaveResult;
  /**
   * Saves the edit dialog of `contact` (`PUT /api/contacts/{id}`) with name, email and phone, as
   * `onCreate` does. Same answers as `onCreate`.
   */
  onUpdate: (contact: Contact, body: ContactUpdate) => SaveResult;
  /**
   * Deletes a contact after the user confirmed (`DELETE /api/contacts/{id}`). The confirmation
   * closes when the promise resolves to `undefined` (refresh `contacts` first); it stays open
   * showing the refusal when it resolves to a 409/403 body, or a general message when it rejects.
   */
  onDelete: (contact: Contact) => SaveResult;
  /** Heading level of the 'Contacts' title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

type Key = KeysOf<typeof messages>;
const column = createColumnHelper<Contact>();

/** The dialog's fields, for server errors under the matching field. */
const FIELDS = ['name', 'email', 'phone'] as const;

// ContactCreate and ContactUpdate bound the same fields alike.
const BOUNDS = schemaBounds.ContactUpdate;

/** The dialog's values, and the contact it edits (`null`: it adds one). */
interface Draft {
  contact: Contact | null;
  name: string;
  email: string;
  phone: string;
}

const EMPTY: Draft = { contact: null, name: '', email: '', phone: '' };

/** Per-row actions the cells need; provided by ClientContactsPanel. */
interface RowActions {
  edit: (contact: Contact) => void;
  requestDelete: (contact: Contact) => void;
}

const RowActionsContext = createContext<RowActions | null>(null);

function useRowActions(): RowActions {
  const actions = useContext(RowActionsContext);
  if (!actions) throw new Error('ClientContactsPanel cells need RowActionsContext');
  return actions;
}

function ActionsCell({ contact, t }: { contact: Contact; t: Translate<Key> }) {
  const { edit, requestDelete } = useRowActions();
  return (
    <div className={styles.actions}>
      <IconButton size="sm" label={t('editLabel', { name: contact.name })} icon={<EditIcon />} onPress={() => edit(contact)} />
      <IconButton size="sm" label={t('deleteLabel', { name: contact.name })} icon={<DeleteIcon />} onPress={() => requestDelete(contact)} />
    </div>
  );
}

function contactColumns(t: Translate<Key>) {
  return [
    column.accessor('name', {
      header: () => t('nameColumn'),
      cell: ({ getValue }) => <TruncatedText>{getValue()}</TruncatedText>,
      meta: { isRowHeader: true },
    }),
    column.accessor('email', {
      header: () => t('emailColumn'),
      cell: ({ getValue }) => {
        const email = getValue();
        return email ? (
          <Link href={emailHref(email)}>
            <TruncatedText>{email}</TruncatedText>
          </Link>
        ) : null;
      },
    }),
    column.accessor('phone', {
      header: () => t('phoneColumn'),
      cell: ({ getValue }) => {
        const phone = getValue();
        return phone ? <Link href={phoneHref(phone)}>{phone}</Link> : null;
      },
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>{t('actionsColumn')}</VisuallyHidden>,
      cell: ({ row }) => <ActionsCell contact={row.original} t={t} />,
      meta: { width: '96px', align: 'end' },
    }),
  ];
}

/**
 * A client's contact persons (/clients/{id} › Contacts): a table of name, email (a mail link)
 * and phone (a call link) with edit and delete on every row, and 'Add contact'. One dialog adds
 * (no contact yet) and edits (prefilled with the contact): name (required), email and phone.
 * Deleting asks for confirmation; keyboard focus moves to a neighbouring row when a row goes.
 */
export function ClientContactsPanel({ clientId, contacts, onCreate, onUpdate, onDelete, headingLevel = 2 }: ClientContactsPanelProps) {
  const t = useMessages(messages);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const rows = useTableRowActions<Contact>({ onDelete });
  const dialog = useFormDialog<Draft>(EMPTY, FIELDS);
  const { open } = dialog;

  const rowActions = useMemo<RowActions>(
    () => ({
      edit: (contact) => open({ contact, name: contact.name, email: contact.email ?? '', phone: contact.phone ?? '' }),
      requestDelete: rows.requestDelete,
    }),
    [open, rows.requestDelete],
  );

  // Stable columns: cells read their actions from context, so rows update in place.
  const columns = useMemo(() => contactColumns(t), [t]);

  const save = () => {
    const { contact, name, email, phone } = dialog.draft;
    const body: ContactUpdate = { name: name.trim(), email: optionalText(email), phone: optionalText(phone) };
    void dialog.save(() => (contact ? onUpdate(contact, body) : onCreate({ ...body, client_id: clientId })));
  };

  return (
    // Not a <section> landmark: a long table's scroll area is a region named by the same heading.
    <div ref={rows.focusScopeRef} className={styles.root}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {t('title')}
        </Heading>
        <Button variant="primary" onPress={() => open(EMPTY)}>
          <AddIcon size={20} />
          {t('addContact')}
        </Button>
      </div>
      <RowActionsContext.Provider value={rowActions}>
        <Table
          aria-labelledby={titleId}
          columns={columns}
          data={contacts}
          getRowId={(contact) => String(contact.id)}
          emptyText={t('empty')}
        />
      </RowActionsContext.Provider>
      <FormDialog title={dialog.draft.contact ? t('editTitle') : t('addTitle')} {...dialog.dialogProps} onSave={save}>
        <TextField
          name="name"
          label={t('name')}
          value={dialog.draft.name}
          onChange={dialog.set('name')}
          maxLength={maxLengthOf(BOUNDS, 'name')}
          autoComplete="off"
          isRequired
          autoFocus
        />
        <TextField
          name="email"
          type="email"
          label={t('email')}
          value={dialog.draft.email}
          onChange={dialog.set('email')}
          maxLength={maxLengthOf(BOUNDS, 'email')}
          autoComplete="off"
        />
        <TextField
          name="phone"
          type="tel"
          label={t('phone')}
          value={dialog.draft.phone}
          onChange={dialog.set('phone')}
          maxLength={maxLengthOf(BOUNDS, 'phone')}
          autoComplete="off"
        />
      </FormDialog>
      {rows.confirmDelete(t('confirmTitle'), (contact) => t('confirmBody', { name: contact.name }))}
    </div>
  );
}
