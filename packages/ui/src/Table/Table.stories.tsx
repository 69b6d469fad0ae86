import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColorDot } from '../ColorDot/ColorDot';
import { Table, createColumnHelper } from './Table';

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
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No data available' })).toBeVisible();
  },
};

export const WithCaption: Story = { args: { caption: 'Hours this week', 'aria-label': undefined } };

/** SPEC §9: all rows, no paging; long names wrap. */
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
