import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ColorDot } from '../ColorDot/ColorDot';
import type { Locale } from '../../i18n/messages';
import { translateIn } from '../../i18n/useMessages';
import { Table, createColumnHelper, type TableProps } from './Table';
import { messages } from './Table.messages';

interface Row {
  id: number;
  name: string;
  color: string;
  hours: number;
}

const column = createColumnHelper<Row>();
const columns = [
  column.accessor('color', {
    header: 'Colour',
    cell: ({ getValue }) => <ColorDot color={getValue()} />,
    meta: { width: '72px' },
  }),
  column.accessor('name', { header: 'Project', meta: { isRowHeader: true } }),
  column.accessor('hours', { header: 'Hours', cell: ({ getValue }) => getValue().toFixed(2), meta: { align: 'end' } }),
];

const rows: Row[] = [
  { id: 1, name: 'Website', color: '#1e88e5ff', hours: 12.5 },
  { id: 2, name: 'Bookkeeping', color: '#43a047ff', hours: 3 },
  { id: 3, name: 'Support', color: '#fb8c00ff', hours: 7.25 },
];

/**
 * The scroll area's accessible name in the locale the story renders in: the table's name and the
 * catalogue's suffix (`scrollAreaOf`), so the Dutch run expects 'scrollgebied', not 'scroll area'.
 */
const scrollAreaName = (globals: Record<string, unknown>, name: string) =>
  translateIn((globals.locale ?? 'en') as Locale, messages, 'scrollAreaOf', { name });

const meta = {
  title: 'Primitives/Table',
  component: Table<Row>,
  parameters: { layout: 'padded' },
  args: { columns, data: rows, getRowId: (row: Row) => String(row.id), 'aria-label': 'Hours per project' },
} satisfies Meta<typeof Table<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Hours per project' });
    await expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Colour',
      'Project',
      'Hours',
    ]);
    await expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'Website',
      'Bookkeeping',
      'Support',
    ]);
    await expect(within(table).getByRole('cell', { name: '12.50' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: [], emptyText: 'No projects found' },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('cell', { name: 'No projects found' });
    await expect(cell).toHaveAttribute('colspan', '3');
  },
};

export const DefaultEmptyText: Story = {
  // Reads the built-in English text.
  globals: { locale: 'en' },
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No data available' })).toBeVisible();
  },
};

export const WithCaption: Story = { args: { caption: 'Hours this week', 'aria-label': undefined } };

/** All rows, no paging; long names wrap. */
export const LongContent: Story = {
  args: {
    data: Array.from({ length: 40 }, (_, i) => ({
      id: i,
      name: i % 5 === 0 ? `A project with a really long name that goes on and on, number ${i}` : `Project ${i}`,
      color: `#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}ff`,
      hours: i * 1.5,
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(41);
  },
};

const names = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('rowheader').map((th) => th.textContent);

const unsortedRows: Row[] = [
  { id: 1, name: 'Website', color: '#1e88e5ff', hours: 12.5 },
  { id: 2, name: 'bookkeeping', color: '#43a047ff', hours: 3 },
  { id: 3, name: 'Support 10', color: '#fb8c00ff', hours: 7.25 },
  { id: 4, name: 'Support 9', color: '#8e24aaff', hours: 40 },
  { id: 5, name: 'Ändern', color: '#00897bff', hours: 0.5 },
];

/**
 * Sortable headers: a click, Enter or Space sorts ascending, then descending; `aria-sort` marks
 * the sorted column. Text sorts in the user's language (case and accents ignored, numbers as
 * numbers); the colour column opts out with `enableSorting: false`.
 */
export const Sortable: Story = {
  args: {
    data: unsortedRows,
    enableSorting: true,
    onSortingChange: fn(),
    columns: [
      column.accessor('color', {
        header: 'Colour',
        cell: ({ getValue }) => <ColorDot color={getValue()} />,
        enableSorting: false,
        meta: { width: '72px' },
      }),
      column.accessor('name', { header: 'Project', meta: { isRowHeader: true } }),
      column.accessor('hours', { header: 'Hours', cell: ({ getValue }) => getValue().toFixed(2), meta: { align: 'end' } }),
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(names(canvasElement)).toEqual(['Website', 'bookkeeping', 'Support 10', 'Support 9', 'Ändern']);
    await expect(canvas.queryByRole('button', { name: 'Colour' })).not.toBeInTheDocument();
    const [colourHeader, projectHeader, hoursHeader] = canvas.getAllByRole('columnheader');
    await expect(colourHeader).not.toHaveAttribute('aria-sort');
    await expect(projectHeader).not.toHaveAttribute('aria-sort');

    await userEvent.click(canvas.getByRole('button', { name: 'Project' }));
    await expect(projectHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(names(canvasElement)).toEqual(['Ändern', 'bookkeeping', 'Support 9', 'Support 10', 'Website']);
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);

    // Keyboard: Enter toggles to descending, Space back to ascending.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Project' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(projectHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(names(canvasElement)).toEqual(['Website', 'Support 10', 'Support 9', 'bookkeeping', 'Ändern']);
    await userEvent.keyboard(' ');
    await expect(projectHeader).toHaveAttribute('aria-sort', 'ascending');

    // Tab to the next sortable header; one sorted column at a time.
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Hours' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(hoursHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(projectHeader).not.toHaveAttribute('aria-sort');
    await expect(names(canvasElement)).toEqual(['Ändern', 'bookkeeping', 'Support 10', 'Website', 'Support 9']);
  },
};

/** Sorted from the start with `initialSorting`. */
export const InitialSorting: Story = {
  args: { data: unsortedRows, enableSorting: true, initialSorting: [{ id: 'hours', desc: true }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Hours' })).toHaveAttribute('aria-sort', 'descending');
    await expect(names(canvasElement)).toEqual(['Support 9', 'Website', 'Support 10', 'bookkeeping', 'Ändern']);
  },
};

/** Loading without rows: placeholder rows, `aria-busy`, and "Loading…" for screen readers. */
export const Loading: Story = {
  // Reads the built-in English text.
  globals: { locale: 'en' },
  args: { data: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Hours per project' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    // Placeholders are hidden from assistive technology; the empty text is not shown yet.
    await expect(table.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(3);
    await expect(canvas.queryByText('No data available')).not.toBeInTheDocument();
    await expect(within(table).getAllByRole('row')).toHaveLength(1);
  },
};

/** Refreshing rows already shown: they stay (dimmed) while the table is busy. */
export const LoadingWithRows: Story = {
  globals: { locale: 'en' },
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
    await expect(names(canvasElement)).toEqual(['Website', 'Bookkeeping', 'Support']);
  },
};

function LoadsThenShows(args: TableProps<Row>) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 100);
    return () => clearTimeout(timer);
  }, []);
  return <Table {...args} isLoading={!loaded} data={loaded ? rows : []} />;
}

/** From loading to data: placeholders give way to rows and the busy state ends. */
export const LoadingToData: Story = {
  render: (args) => <LoadsThenShows {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(names(canvasElement)).toEqual(['Website', 'Bookkeeping', 'Support']));
    await expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** A maximum height: rows scroll under a sticky header; the scroll area takes keyboard focus. */
export const MaxHeight: Story = {
  args: {
    maxHeight: 240,
    data: Array.from({ length: 30 }, (_, i) => ({ id: i, name: `Project ${i + 1}`, color: '#1e88e5ff', hours: i })),
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: scrollAreaName(globals, 'Hours per project') });
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(242);
    await userEvent.tab();
    await waitFor(() => expect(region).toHaveFocus());
    const header = canvas.getByRole('columnheader', { name: 'Project' });
    const headerTop = header.getBoundingClientRect().top;
    region.scrollTop = 300;
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    // The header stays at the top of the scroll area.
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(Math.round(headerTop));
    // Not virtualised: every row is in the DOM.
    await expect(canvas.getAllByRole('row')).toHaveLength(31);
  },
};

const manyRows: Row[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  name: `Project ${i + 1}`,
  color: `#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}ff`,
  hours: (i * 7) % 60,
}));

/**
 * 10,000 rows stay smooth: only the rows in view (plus a margin) are in the DOM. The table says
 * it has 10,001 rows (header included) and each rendered row carries its position.
 */
export const TenThousandRows: Story = {
  args: { data: manyRows, enableSorting: true, maxHeight: 480 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Hours per project' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = () => within(table).getAllByRole('row');
    await expect(rendered().length).toBeLessThan(200);
    await expect(rendered()[0]).toHaveAttribute('aria-rowindex', '1');
    await expect(rendered()[1]).toHaveAttribute('aria-rowindex', '2');
    await expect(within(rendered()[1]).getByRole('rowheader')).toHaveTextContent('Project 1');

    // Scrolling renders later rows, still only a window of them.
    const region = canvas.getByRole('region', { name: scrollAreaName(globals, 'Hours per project') });
    region.scrollTop = region.scrollHeight;
    const last = await canvas.findByRole('rowheader', { name: 'Project 10000' });
    await expect(last.closest('tr')).toHaveAttribute('aria-rowindex', '10001');
    await expect(canvas.queryByRole('rowheader', { name: 'Project 1' })).not.toBeInTheDocument();
    await expect(rendered().length).toBeLessThan(200);

    // Sorting still covers all rows: descending by name puts Project 9999 first.
    region.scrollTop = 0;
    const projectButton = canvas.getByRole('button', { name: 'Project' });
    await userEvent.click(projectButton);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(rendered()[1]).getByRole('rowheader')).toHaveTextContent('Project 10000'));
    await expect(within(rendered()[2]).getByRole('rowheader')).toHaveTextContent('Project 9999');

    // The scroll area is focusable, so arrow keys, Page Down and End scroll it natively.
    await expect(region).toHaveAttribute('tabindex', '0');
    region.scrollTop = region.scrollHeight;
    await expect(await canvas.findByRole('rowheader', { name: 'Project 1' })).toBeInTheDocument();
  },
};

interface Linked {
  id: number;
  name: string;
}
const linkColumn = createColumnHelper<Linked>();

/**
 * A virtualised row holding keyboard focus stays rendered while it is scrolled out of view, so
 * focus is not lost; the rows around it are still windowed.
 */
export const FocusedRowStaysRendered: StoryObj<TableProps<Linked>> = {
  render: () => (
    <Table<Linked>
      aria-label="Projects"
      maxHeight={320}
      getRowId={(row) => String(row.id)}
      data={Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `Project ${i + 1}` }))}
      columns={[
        linkColumn.accessor('name', { header: 'Project', meta: { isRowHeader: true } }),
        linkColumn.display({
          id: 'open',
          header: 'Open',
          cell: ({ row }) => <a href={`#project-${row.original.id}`}>Open {row.original.name}</a>,
        }),
      ]}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: scrollAreaName(globals, 'Projects') });
    await userEvent.tab();
    await waitFor(() => expect(region).toHaveFocus());
    await userEvent.tab();
    const first = canvas.getByRole('link', { name: 'Open Project 1' });
    await waitFor(() => expect(first).toHaveFocus());
    region.scrollTop = region.scrollHeight;
    await canvas.findByRole('rowheader', { name: 'Project 1000' });
    await expect(first).toBeInTheDocument();
    await expect(first).toHaveFocus();
    await expect(canvas.getAllByRole('row').length).toBeLessThan(200);
    await expect(canvas.queryByRole('rowheader', { name: 'Project 500' })).not.toBeInTheDocument();
    // Once focus leaves the row, it is windowed away like the others.
    first.blur();
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Open Project 1' })).not.toBeInTheDocument());
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { data: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Bezig met laden…');
  },
};

export const DutchEmpty: Story = {
  globals: { locale: 'nl' },
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'Geen gegevens beschikbaar' })).toBeVisible();
  },
};

/** A phone's width (a primitive's story cannot use the features' fixtures/phone.tsx). */
const PHONE = 390;
const phoneFrame: Decorator = (Story) => (
  <div style={{ width: PHONE }} data-testid="phone">
    <Story />
  </div>
);

/** Each element lies within the phone frame's width. */
async function expectInPhone(canvasElement: HTMLElement, elements: Element[]) {
  const frame = within(canvasElement).getByTestId('phone').getBoundingClientRect();
  await expect(elements.length).toBeGreaterThan(0);
  for (const element of elements) {
    const box = element.getBoundingClientRect();
    await expect(box.left, element.textContent ?? '').toBeGreaterThanOrEqual(frame.left - 0.5);
    await expect(box.right, element.textContent ?? '').toBeLessThanOrEqual(frame.right + 0.5);
  }
}

/** Nothing scrolls sideways: not the frame, not the table in its own area. */
async function expectFitsPhone(canvasElement: HTMLElement) {
  const phone = within(canvasElement).getByTestId('phone');
  await expect(phone.scrollWidth).toBeLessThanOrEqual(PHONE);
  const table = within(phone).getByRole('table');
  await expect(table.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth);
}

interface Booking {
  id: number;
  project: string;
  client: string;
  member: string;
  date: string;
  hours: string;
  rate: string;
  amount: string;
}
const bookingColumn = createColumnHelper<Booking>();
const bookingColumns = [
  bookingColumn.accessor('project', { header: 'Project', meta: { isRowHeader: true } }),
  bookingColumn.accessor('client', { header: 'Client' }),
  bookingColumn.accessor('member', { header: 'Team member' }),
  bookingColumn.accessor('date', { header: () => 'Date' }),
  bookingColumn.accessor('hours', { header: 'Hours', meta: { align: 'end' } }),
  bookingColumn.accessor('rate', { header: 'Rate', meta: { align: 'end' } }),
  bookingColumn.accessor('amount', { header: 'Amount', meta: { align: 'end' } }),
  bookingColumn.display({
    id: 'actions',
    header: () => <VisuallyHidden>Actions</VisuallyHidden>,
    cell: ({ row }) => (
      <button type="button" onClick={fn()}>
        Open {row.original.project}
      </button>
    ),
    meta: { align: 'end' },
  }),
];
const bookings: Booking[] = [
  { id: 1, project: 'Website redesign', client: 'Studio Noord', member: 'Anna de Vries', date: '2026-03-02', hours: '12:30', rate: '€ 85,00', amount: '€ 1.062,50' },
  { id: 2, project: 'Bookkeeping', client: 'Bakkerij Janssen', member: 'Bram Jansen', date: '2026-03-03', hours: '3:00', rate: '€ 65,00', amount: '€ 195,00' },
];

/** A wide table: seven columns that would not fit a phone side by side. */
export const Wide: StoryObj<TableProps<Booking>> = {
  render: (args) => <Table<Booking> {...args} />,
  args: { 'aria-label': 'Bookings', columns: bookingColumns, data: bookings, getRowId: (row) => String(row.id) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Bookings' });
    // Wide enough: a table, one row per line, every cell of a row on one line.
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    await expect(new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().top))).size).toBe(1);
    await expect(within(table).getAllByRole('columnheader')[0]).toBeVisible();
  },
};

/**
 * In a 390 px frame each row is a card: the row header on top, then each cell with its column's
 * name (drawn, hidden from assistive technology, which reads the column header), every value
 * inside the frame, nothing scrolling sideways; the table keeps its roles and the row's button
 * is reached with Tab.
 */
export const PhoneCards: StoryObj<TableProps<Booking>> = {
  ...Wide,
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFitsPhone(canvasElement);
    const table = canvas.getByRole('table', { name: 'Bookings' });
    const row = within(table).getAllByRole('row')[1];
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
    await expect(within(row).getByRole('rowheader')).toHaveTextContent('Website redesign');
    const cells = within(row).getAllByRole('cell');
    await expect(cells).toHaveLength(7);
    await expectInPhone(canvasElement, cells);
    // One line per cell, the label (the column's name) at the start and the value at the end.
    const tops = cells.map((cell) => Math.round(cell.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(cells.length);
    const amount = cells[5];
    await expect(amount).toHaveAttribute('data-label', 'Amount');
    await expect(getComputedStyle(amount, '::before').content).toBe('"Amount" / ""');
    await expect(amount).toHaveTextContent(/^€ 1\.062,50$/);
    // 'Date' comes from a header function; the actions column has no text header, so no label.
    await expect(cells[2]).toHaveAttribute('data-label', 'Date');
    await expect(cells[6]).not.toHaveAttribute('data-label');
    // The column headers are there for screen readers, not seen.
    await expect(within(table).getAllByRole('columnheader')[0].getBoundingClientRect().width).toBeLessThanOrEqual(1);
    const button = within(row).getByRole('button', { name: 'Open Website redesign' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expectInPhone(canvasElement, [button]);
  },
};

/** Sortable columns in a 390 px frame: the sort buttons stay visible above the cards. */
export const PhoneSortable: Story = {
  decorators: [phoneFrame],
  args: { enableSorting: true, data: unsortedRows },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFitsPhone(canvasElement);
    const sortProject = canvas.getByRole('button', { name: 'Project' });
    await expectInPhone(canvasElement, [sortProject, canvas.getByRole('button', { name: 'Hours' })]);
    await userEvent.click(sortProject);
    await expect(canvas.getByRole('columnheader', { name: 'Project' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(names(canvasElement)[0]).toBe('Ändern');
  },
};

/** `narrowLayout="scroll"`: the columns stay and scroll sideways inside the table's own area. */
export const PhoneScroll: StoryObj<TableProps<Booking>> = {
  ...Wide,
  args: { ...Wide.args, narrowLayout: 'scroll', maxHeight: 400 },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Bookings' });
    await expect(table.scrollWidth).toBeGreaterThan(table.parentElement!.clientWidth);
    await expect(getComputedStyle(table.parentElement!).overflowX).toBe('auto');
    await expect(within(canvasElement).getByTestId('phone').scrollWidth).toBeLessThanOrEqual(390);
  },
};
