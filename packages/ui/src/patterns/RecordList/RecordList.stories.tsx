import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createColumnHelper, type ColumnDef } from '../../primitives/Table/Table';
import { FormDialog } from '../FormDialog/FormDialog';
import { TextField } from '../../primitives/TextField/TextField';
import { RecordList, RecordNameLink, type RecordListProps } from './RecordList';

interface Item {
  id: number;
  name: string;
  code: string | null;
  active: boolean;
}

const items: Item[] = [
  { id: 1, name: 'Hosting', code: 'S-010', active: true },
  { id: 2, name: 'Onderhoud', code: null, active: true },
  { id: 3, name: 'Oude licentie', code: 'S-003', active: false },
];

const column = createColumnHelper<Item>();
// Module level: the same column objects on every render.
const columns: ColumnDef<Item, any>[] = [
  column.accessor('name', {
    header: 'Name',
    cell: ({ row }) => <RecordNameLink record={row.original} />,
    meta: { isRowHeader: true },
  }),
  column.accessor('code', { header: 'Code', cell: ({ getValue }) => getValue() ?? '' }),
];

const meta = {
  title: 'Patterns/RecordList',
  component: RecordList<Item>,
  parameters: { layout: 'padded' },
  args: {
    title: 'Items',
    records: items,
    columns,
    searchTexts: (item: Item) => [item.name, item.code],
    recordHref: (item: Item) => `/items/${item.id}`,
    emptyText: 'No items found',
    addLabel: 'Add item',
    confirmTitle: 'Delete item?',
    onAdd: fn(),
    onToggleActive: fn<RecordListProps<Item>['onToggleActive']>(async () => undefined),
    onDelete: fn<RecordListProps<Item>['onDelete']>(async () => undefined),
  },
} satisfies Meta<typeof RecordList<Item>>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (canvas: ReturnType<typeof within>) => canvas.queryAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);

/**
 * The page: an h1 naming the section and the table; the record's columns, then Active and an
 * unnamed actions column; inactive records hidden; search over the texts given.
 */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Items' })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Items' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Code', 'Active', 'Actions']);
    await expect(rowNames(canvas)).toEqual(['Hosting', 'Onderhoud']);
    await expect(table.getByRole('link', { name: 'Hosting' })).toHaveAttribute('href', '/items/1');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 's-010');
    await expect(rowNames(canvas)).toEqual(['Hosting']);
    await userEvent.click(canvas.getByRole('button', { name: 'Add item' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/**
 * Show inactive (by keyboard) reveals inactive records, which alone can be deleted, after a
 * confirmation naming them; Cancel has the confirmation's focus. (The feature lists — clients,
 * projects, services, subscriptions — test their own wording and record; this behaviour once, here.)
 */
export const ShowInactiveAndDelete: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    const showInactive = canvas.getByRole('checkbox', { name: 'Show inactive' });
    showInactive.focus();
    await userEvent.keyboard(' ');
    await expect(showInactive).toBeChecked();
    await expect(rowNames(canvas)).toEqual(['Hosting', 'Onderhoud', 'Oude licentie']);
    await expect(canvas.getByRole('switch', { name: 'Oude licentie active' })).not.toBeChecked();
    await expect(canvas.getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
    const remove = canvas.getByRole('button', { name: 'Delete Oude licentie' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete item?' }));
    await waitFor(() => expect(dialog.getByText('Oude licentie will be deleted. This cannot be undone.')).toBeVisible());
    // Cancel has focus: Tab to Delete, Enter.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith(items[2]);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A refused delete (a 409 body) keeps the confirmation open with the server's reason. */
export const DeleteRefused: Story = {
  globals: { locale: 'en' },
  args: {
    defaultShowInactive: true,
    onDelete: fn<RecordListProps<Item>['onDelete']>(async () => ({
      message: 'This service still has subscriptions.',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Oude licentie' }));
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete item?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(dialog.getByText('This service still has subscriptions.')).toBeVisible());
    await expect(await dialog.findByRole('alert')).toHaveTextContent('This service still has subscriptions.');
    await expect(canvas.getByRole('alertdialog')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** The server's answer to the switch, held until the play function lets it through (like fixtures/heldAnswer, which a pattern does not import). */
let releaseActive = () => {};
let activeAnswer = Promise.resolve();

/** The switch is read-only until the server answered, so a second flip does not toggle twice; focus stays on it. */
export const ToggleActive: Story = {
  globals: { locale: 'en' },
  args: { onToggleActive: fn<RecordListProps<Item>['onToggleActive']>(() => activeAnswer) },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Onderhoud active' });
    activeAnswer = new Promise<void>((resolve) => (releaseActive = resolve));
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggleActive).toHaveBeenCalledWith(items[1]);
    await expect(toggle).toHaveAttribute('aria-readonly', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onToggleActive).toHaveBeenCalledTimes(1);
    releaseActive();
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-readonly'));
    // Updated in place, not remounted: keyboard focus stays on the switch.
    await expect(toggle).toBeInTheDocument();
    await expect(toggle).toHaveFocus();
  },
};

const fourItems: Item[] = [
  { id: 1, name: 'Hosting', code: 'S-010', active: true },
  { id: 2, name: 'Onderhoud', code: null, active: true },
  { id: 3, name: 'Oude licentie', code: 'S-003', active: false },
  { id: 4, name: 'Support', code: 'S-011', active: true },
];

/** A list whose switches and deletes change its records, as a page refreshing them would. */
function LiveList(args: RecordListProps<Item>) {
  const [list, setList] = useState(args.records);
  return (
    <RecordList
      {...args}
      records={list}
      onToggleActive={async (changed) => {
        await args.onToggleActive(changed);
        setList((current) => current.map((item) => (item.id === changed.id ? { ...item, active: !item.active } : item)));
      }}
      onDelete={async (deleted) => {
        await args.onDelete(deleted);
        setList((current) => current.filter((item) => item.id !== deleted.id));
      }}
    />
  );
}

/**
 * Keyboard focus survives its row vanishing: a record switched inactive (inactive ones hidden)
 * hands focus to the same switch in the next row, the last row to the previous one; a deleted
 * record's neighbour gets it (the same cell) once the confirmation has closed. Never to the page.
 */
export const FocusAfterRowVanishes: Story = {
  globals: { locale: 'en' },
  args: { records: fourItems },
  render: (args) => <LiveList {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const activeSwitch = (name: string) => canvas.getByRole('switch', { name: `${name} active` });
    // Onderhoud (2nd of 3 shown) switched inactive: it is hidden, Support's switch takes focus.
    activeSwitch('Onderhoud').focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.queryByRole('switch', { name: 'Onderhoud active' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(activeSwitch('Support')));
    // The last row switched inactive: the previous row's switch.
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.queryByRole('switch', { name: 'Support active' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(activeSwitch('Hosting')));
    // Deleted through the confirmation: the row now at its place, once the dialog closed.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show inactive' }));
    canvas.getByRole('button', { name: 'Delete Onderhoud' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete item?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(canvas.getByRole('button', { name: 'Delete Oude licentie' })));
    await expect(document.activeElement).not.toBe(document.body);
  },
};

/** A deleted record whose neighbour is active (no delete button in that cell): focus goes to that row's first focusable, its link. */
export const FocusAfterDeleteBesideActiveRow: Story = {
  globals: { locale: 'en' },
  args: { defaultShowInactive: true },
  render: (args) => <LiveList {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Oude licentie is last: switch Hosting inactive and delete it, Onderhoud (active) takes its place.
    canvas.getByRole('switch', { name: 'Hosting active' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'Hosting active' })).not.toBeChecked());
    canvas.getByRole('button', { name: 'Delete Hosting' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete item?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Onderhoud' })).toHaveFocus());
  },
};

/** A panel inside a page: a level-2 heading, records labelled by `labelOf`, the add dialog as children. */
export const Panel: Story = {
  globals: { locale: 'en' },
  args: { title: 'Subscriptions', headingLevel: 2, labelOf: (item: Item) => `${item.name} (${item.code ?? '—'})` },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <RecordList {...args} onAdd={() => setOpen(true)}>
        <FormDialog title="Add item" isOpen={isOpen} onOpenChange={setOpen} onSave={() => setOpen(false)}>
          <TextField name="name" label="Name" autoFocus />
        </FormDialog>
      </RecordList>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Subscriptions' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'Hosting (S-010) active' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Onderhoud (—)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add item' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Add item' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
  },
};

export const Empty: Story = {
  args: { records: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No items found' })).toBeVisible();
  },
};

/** While the records load: placeholder rows, the table busy. */
export const Loading: Story = {
  args: { records: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('cell', { name: 'No items found' })).not.toBeInTheDocument();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { defaultShowInactive: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Toon inactieve' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Hosting actief' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Oude licentie verwijderen' })).toBeVisible();
  },
};
