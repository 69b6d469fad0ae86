import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyActivityTotals, manyBookings, sampleActivityTotals } from '../../../fixtures/dashboard';
import { LONG_NAME } from '../../../fixtures/long';
import { expectFitsPhone, expectInPhone, phoneFrame } from '../../../fixtures/phone';
import { DashboardTable } from './DashboardTable';

const admin = sampleActivityTotals();
const member = sampleActivityTotals({ admin: false });
const team = sampleActivityTotals({ scope: 'team' });
const many = sampleActivityTotals({ bookings: manyBookings });

const meta = {
  title: 'Features/Dashboard/DashboardTable',
  component: DashboardTable,
  parameters: { layout: 'padded' },
  args: {
    rows: admin.projectTimes,
    totals: admin.totals,
    grouping: 'project',
    scope: 'me',
    showRevenue: true,
  },
} satisfies Meta<typeof DashboardTable>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const headers = (canvas: Canvas) => canvas.getAllByRole('columnheader').map((th: HTMLElement) => th.textContent);
const cells = (row: HTMLElement) => within(row).queryAllByRole('cell').map((cell) => cell.textContent);

/** An admin's time per project: colour dot and project, time as 7:30, revenue in the user's language, totals last. */
export const ByProject: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Time per project' }));
    await expect(headers(table)).toEqual(['Project', 'Time', 'Billable', 'Revenue']);
    await expect(table.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'New website',
      'Menu cards',
      'Shop renovation; phase "2"',
      'Internal',
      'Total',
    ]);
    const rows = table.getAllByRole('row');
    await expect(cells(rows[1]!)).toEqual(['70:30', '70:30', '€6,392.50']);
    await expect(cells(rows[4]!)).toEqual(['2:15', '0:00', '€0.00']);
    await expect(cells(rows[5]!)).toEqual(['81:45', '79:30', '€7,007.50']);
  },
};

const withExpenses = sampleActivityTotals({ expensesCents: 12483 });

/** An admin's period with billable expenses: their line before the totals, whose revenue counts them. */
export const WithExpenses: Story = {
  globals: { locale: 'en' },
  args: { rows: withExpenses.projectTimes, totals: withExpenses.totals },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Time per project' }));
    const rowHeaders = table.getAllByRole('rowheader').map((th) => th.textContent);
    await expect(rowHeaders.slice(-2)).toEqual(['Billable expenses', 'Total']);
    const rows = table.getAllByRole('row');
    await expect(cells(rows[5]!)).toEqual(['', '', '€124.83']);
    await expect(cells(rows[6]!)).toEqual(['81:45', '79:30', '€7,132.33']);
  },
};

const row = (project_name: string, minutes: number, revenue: string, currency: string) => ({ project_name, activity_name: null, user_name: null, color: '#1e88e5ff', time: minutes, billable_time: minutes, revenue, currency });

/**
 * Projects of clients in other currencies: each row's revenue in its client's currency, the totals
 * only the organisation's (euros), and a total per other currency under them — never added up.
 */
export const SeveralCurrencies: Story = {
  globals: { locale: 'en' },
  args: {
    rows: [row('New website', 450, '637.50', 'EUR'), row('Tokyo shop', 120, '30000.00', 'JPY'), row('US launch', 90, '225.00', 'USD')],
    totals: {
      time: 660,
      billable_time: 660,
      revenue: '637.50',
      expenses: '0.00',
      currency: 'EUR',
      other_currencies: [
        { currency: 'JPY', revenue: '30000.00', expenses: '0.00' },
        { currency: 'USD', revenue: '225.00', expenses: '0.00' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Time per project' }));
    await expect(table.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['New website', 'Tokyo shop', 'US launch', 'Total', 'Total in JPY', 'Total in USD']);
    const rows = table.getAllByRole('row');
    await expect(rows.slice(1).map((r) => cells(r))).toEqual([
      ['7:30', '7:30', '€637.50'],
      ['2:00', '2:00', 'JP¥30,000'],
      ['1:30', '1:30', 'US$225.00'],
      ['11:00', '11:00', '€637.50'],
      ['', '', 'JP¥30,000'],
      ['', '', 'US$225.00'],
    ]);
  },
};

/** Money follows the user's language, whatever the organisation's: a Dutch user reads Dutch amounts. */
export const DutchUser: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Tijd per project' }));
    await expect(cells(table.getAllByRole('row')[1]!)).toEqual(['70:30', '70:30', '€\u00a06.392,50']);
    await expect(cells(table.getAllByRole('row')[5]!)).toEqual(['81:45', '79:30', '€\u00a07.007,50']);
  },
};

/** Grouped by activity: an activity column after the project. */
export const ByActivity: Story = {
  globals: { locale: 'en' },
  args: { rows: admin.activityTimes, grouping: 'activity' },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Time per activity' }));
    await expect(headers(table)).toEqual(['Project', 'Activity', 'Time', 'Billable', 'Revenue']);
    const rows = table.getAllByRole('row');
    await expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('New website');
    await expect(cells(rows[2]!)).toEqual(['Development', '40:00', '40:00', '€3,800.00']);
    await expect(cells(rows[6]!)).toEqual(['', '81:45', '79:30', '€7,007.50']);
  },
};

/** Team scope: rows per member, with their names. */
export const Team: Story = {
  globals: { locale: 'en' },
  args: { rows: team.activityTimes, totals: team.totals, grouping: 'activity', scope: 'team' },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Time per activity' }));
    await expect(headers(table)).toEqual(['Project', 'Activity', 'Team member', 'Time', 'Billable', 'Revenue']);
    const rows = table.getAllByRole('row');
    await expect(cells(rows[3]!)).toEqual(['Development', 'Bram Jansen', '52:00', '52:00', '€4,680.00']);
    await expect(table.getByRole('cell', { name: 'Zoë Ĳsselstein' })).toBeVisible();
    await expect(cells(rows[rows.length - 1]!)).toEqual(['', '', '149:00', '146:45', '€12,730.63']);
  },
};

/** A member sees no revenue: no column, no amount anywhere. */
export const Member: Story = {
  globals: { locale: 'en' },
  args: { rows: member.projectTimes, totals: member.totals, showRevenue: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(headers(canvas)).toEqual(['Project', 'Time', 'Billable']);
    await expect(canvasElement.textContent).not.toMatch(/€|Revenue/);
    await expect(cells(canvas.getAllByRole('row')[5]!)).toEqual(['81:45', '79:30']);
  },
};

/** Thirty projects, some with long names cut on one line, and their total. */
export const ManyProjects: Story = {
  globals: { locale: 'en' },
  args: { rows: many.projectTimes, totals: many.totals },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = canvas.getAllByRole('rowheader');
    await expect(names).toHaveLength(31);
    await expect(names[30]).toHaveTextContent('Total');
    const long = canvas.getByTitle(`${LONG_NAME} 5`);
    await expect(long.getBoundingClientRect().height).toBeLessThan(30);
  },
};

/** A period without time: the table says so, without a totals line. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { rows: [], totals: emptyActivityTotals().totals },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'No time was registered in this period.' })).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'Total' })).not.toBeInTheDocument();
  },
};

/** Loading another period: the rows stay, the table is busy. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { rows: team.activityTimes, totals: team.totals, grouping: 'activity', scope: 'team' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Tijd per activiteit' }));
    await expect(headers(table)).toEqual(['Project', 'Activiteit', 'Teamlid', 'Tijd', 'Declarabel', 'Omzet']);
    await expect(table.getByRole('rowheader', { name: 'Totaal' })).toBeVisible();
  },
};

/**
 * On a 390 px phone each line is a card: the time and revenue of every line and of the totals
 * are inside the screen, and nothing scrolls sideways.
 */
export const Phone: Story = {
  args: { rows: team.activityTimes, totals: team.totals, grouping: 'activity', scope: 'team' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    const lines = [...within(canvasElement).getByRole('table').querySelectorAll('tbody tr')];
    await expect(lines).toHaveLength(team.activityTimes.length + 1);
    // Time and revenue are the last two cells (after project, activity and member).
    const figures = lines.flatMap((line) => [...line.querySelectorAll('td')].slice(-2));
    await expect(figures).toHaveLength(2 * lines.length);
    await expectInPhone(canvasElement, figures);
    // Each value ends at the card's end edge, under the others.
    const ends = lines.flatMap((line) =>
      [...line.querySelectorAll('td')].filter((cell) => cell.firstElementChild).map((cell) => Math.round(cell.firstElementChild!.getBoundingClientRect().right)),
    );
    await expect(new Set(ends).size).toBe(1);
  },
};
