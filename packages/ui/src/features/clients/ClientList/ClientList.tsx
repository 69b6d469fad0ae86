import type { KeysOf } from '../../../i18n/catalogue';
import type { Client, ClientCreate } from '@kwartier/api';
import { useMemo, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { ColorDot } from '../../../primitives/ColorDot/ColorDot';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { RecordList, RecordNameLink } from '../../../patterns/RecordList/RecordList';
import { createColumnHelper } from '../../../primitives/Table/Table';
import { TextField } from '../../../primitives/TextField/TextField';
import { CurrencyField } from '../../../patterns/settingsForm/CurrencyField';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { messages } from './ClientList.messages';
import type { AppHref } from '../../../primitives/Link/appHref';

/** Props of {@link ClientList}. */
export interface ClientListProps {
  /** All clients of the organisation (active and inactive); the list filters them itself. */
  clients: Client[];
  /** Link target of a client's name, e.g. `(id) => '/clients/' + id`. */
  clientHref: (id: Client['id']) => AppHref;
  /**
   * Creates a client from the add dialog (`POST /api/clients`). Resolve to `undefined` on success
   * (the dialog closes and clears; refresh `clients` and show a snackbar), or to the 422 body
   * `{ message, errors }`: `errors.name`/`errors.clientnumber` appear under those fields and the
   * dialog keeps what was typed. Reject for unexpected failures (a generic message is shown).
   */
  onCreate: (values: ClientCreate) => SaveResult;
  /**
   * Flips a client's active flag (`POST /api/clients/toggle/active`). The switch ignores further
   * flips until the promise settles; refresh `clients` afterwards. Failures are not shown.
   */
  onToggleActive: (client: Client) => SaveResult;
  /**
   * Deletes an inactive client after the user confirmed (`DELETE /api/clients/{id}`). The
   * confirmation closes when the promise resolves to nothing, shows the refusal when it
   * resolves to a 409 body, and stays open if it rejects.
   */
  onDelete: (client: Client) => SaveResult;
  /** Whether 'show inactive' starts checked. Defaults to false. */
  defaultShowInactive?: boolean;
  /** Initial search text. */
  defaultSearch?: string;
  /**
   * The organisation's currency (`Organization.currency`). With it, the add dialog has a Currency
   * field starting on it, sent as `currency`; without it the server gives the new client the
   * organisation's currency.
   */
  defaultCurrency?: string;
}

const FIELDS = ['name', 'clientnumber', 'currency'] as const;
const column = createColumnHelper<Client>();

function clientColumns(t: Translate<KeysOf<typeof messages>>) {
  return [
    column.display({
      id: 'color',
      header: () => <VisuallyHidden>{t('colorColumn')}</VisuallyHidden>,
      cell: ({ row }) => <ColorDot color={row.original.color} />,
      meta: { width: '48px' },
    }),
    column.accessor('name', {
      header: () => t('nameColumn'),
      cell: ({ row }) => <RecordNameLink record={row.original} />,
      meta: { isRowHeader: true },
    }),
    column.accessor('clientnumber', {
      header: () => t('clientnumberColumn'),
      cell: ({ getValue }) => getValue() ?? '',
    }),
  ];
}

const searchTexts = (client: Client) => [client.name, client.clientnumber];

/**
 * The clients screen (a {@link RecordList}): search (name or client number), 'show inactive',
 * add dialog (name, client number and, given `defaultCurrency`, the currency), and a table of colour, name (link), client number, active switch and — on
 * inactive rows only — delete.
 */
export function ClientList({
  clients,
  clientHref,
  onCreate,
  onToggleActive,
  onDelete,
  defaultShowInactive = false,
  defaultSearch = '',
  defaultCurrency,
}: ClientListProps) {
  const t = useMessages(messages);
  const [isAddOpen, setAddOpen] = useState(false);
  const [name, setName] = useState('');
  const [clientnumber, setClientnumber] = useState('');
  const [currency, setCurrency] = useState(defaultCurrency);
  const creation = useFormSubmission<ClientCreate>(onCreate, FIELDS);

  const columns = useMemo(() => clientColumns(t), [t]);
  const recordHref = useMemo(() => (client: Client) => clientHref(client.id), [clientHref]);

  const openAdd = () => {
    creation.reset();
    setCurrency(defaultCurrency);
    setAddOpen(true);
  };

  const closeAdd = () => {
    setAddOpen(false);
    setName('');
    setClientnumber('');
    setCurrency(defaultCurrency);
    creation.reset();
  };

  const save = async () => {
    const values: ClientCreate = { name: name.trim(), clientnumber: clientnumber.trim() || null };
    if (currency) values.currency = currency;
    const ok = await creation.submit(values);
    if (ok) closeAdd();
  };

  return (
    <RecordList<Client>
      title={t('title')}
      records={clients}
      columns={columns}
      searchTexts={searchTexts}
      recordHref={recordHref}
      emptyText={t('empty')}
      addLabel={t('addClient')}
      onAdd={openAdd}
      onToggleActive={onToggleActive}
      onDelete={onDelete}
      confirmTitle={t('confirmTitle')}
      defaultShowInactive={defaultShowInactive}
      defaultSearch={defaultSearch}
    >
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
        {currency && (
          <CurrencyField name="currency" label={t('currency')} description={t('currencyHint')} value={currency} onChange={setCurrency} />
        )}
      </FormDialog>
    </RecordList>
  );
}
