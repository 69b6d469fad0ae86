/**
 * An app embedding the published @kwartier/ui the way the README tells: the component barrel, the
 * theme entry and the one stylesheet, with an organisation's colours and the Dutch interface
 * (its catalogue loaded before the first render).
 * test/package/consumer.test.ts builds it from the packed tarballs and drives it in Chromium.
 */
import type { Client, Organization } from '@kwartier/api';
import {
  Button,
  FormDialog,
  I18nProvider,
  RichTextEditor,
  Table,
  TextField,
  ThemeRoot,
  createColumnHelper,
  loadMessages,
  type TableProps,
} from '@kwartier/ui';
import '@kwartier/ui/styles.css';
import { organizationColorsOf, printTheme, vars } from '@kwartier/ui/theme';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

type Row = Pick<Client, 'id' | 'name' | 'clientnumber'>;

const organization: Pick<Organization, 'primary_color' | 'secondary_color' | 'accent_color'> = {
  // A dark purple: white text is readable on it, so the theme keeps it as it is.
  primary_color: '#6a1b9aff',
  secondary_color: '#ffca28ff',
  accent_color: '#00897bff',
};

const column = createColumnHelper<Row>();
const columns: TableProps<Row>['columns'] = [
  column.accessor('name', { header: 'Klant', meta: { isRowHeader: true } }),
  column.accessor('clientnumber', { header: 'Klantnummer', cell: ({ getValue }) => getValue() ?? '—' }),
];

const initialRows: Row[] = [
  { id: 1, name: 'Bakkerij Jansen', clientnumber: 'K-001' },
  { id: 2, name: 'Fietsenmaker de Vries', clientnumber: null },
  { id: 3, name: 'Studio Noord', clientnumber: 'K-003' },
];

function App() {
  const [rows, setRows] = useState(initialRows);
  const [isOpen, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  return (
    <I18nProvider locale="nl">
      <ThemeRoot theme={organizationColorsOf(organization)} style={{ padding: 24, minHeight: '100vh' }}>
        <h1 style={{ color: vars.color.primaryText }}>Klanten</h1>
        <Button variant="primary" onPress={() => setOpen(true)}>
          Klant toevoegen
        </Button>
        <Table aria-label="Klanten" columns={columns} data={rows} getRowId={(row) => String(row.id)} />
        <FormDialog
          title="Klant toevoegen"
          isOpen={isOpen}
          onOpenChange={setOpen}
          isSaveDisabled={name.trim() === ''}
          onSave={() => {
            setRows((current) => [...current, { id: current.length + 1, name: name.trim(), clientnumber: null }]);
            setName('');
            setOpen(false);
          }}
        >
          <TextField name="name" label="Naam" isRequired value={name} onChange={setName} />
          {/* Tiptap: a chunk of its own, loaded when the dialog first shows the editor. */}
          <RichTextEditor name="description" label="Omschrijving" value={description} onChange={setDescription} />
        </FormDialog>
        <p className={printTheme} data-testid="print-sample">
          Afdrukvoorbeeld
        </p>
      </ThemeRoot>
    </I18nProvider>
  );
}

// The library's Dutch words (their own chunk) before the first render.
void loadMessages('nl').then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
