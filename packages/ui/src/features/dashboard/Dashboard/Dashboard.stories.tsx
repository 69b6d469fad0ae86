import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  sampleNotes,
  SAMPLE_MONTH,
  SAMPLE_MONTH_NL,
  SAMPLE_WEEK,
  SAMPLE_YEAR,
  emptyActivityTotals,
  emptyTimeTotals,
  manyBookings,
  sampleActivityTotals,
  sampleTimeTotals,
  workdayMinutes,
} from '../../../fixtures/dashboard';
import { expectFitsPhone, expectInPhone, phoneFrame } from '../../../fixtures/phone';
import { sampleProject } from '../../../fixtures/projects';
import { vars } from '../../../theme/contract.css';
import { Dashboard, type DashboardProps } from './Dashboard';

const meta = {
  title: 'Features/Dashboard/Dashboard',
  component: Dashboard,
  parameters: { layout: 'padded' },
  args: {
    period: SAMPLE_MONTH,
    scope: 'me',
    grouping: 'project',
    timeTotals: sampleTimeTotals(SAMPLE_MONTH, workdayMinutes),
    activityTotals: sampleActivityTotals(),
    showRevenue: true,
    onScopeChange: fn<DashboardProps['onScopeChange']>(),
    onGroupingChange: fn<DashboardProps['onGroupingChange']>(),
    onPrevious: fn<DashboardProps['onPrevious']>(),
    onNext: fn<DashboardProps['onNext']>(),
    onPeriodChoice: fn<DashboardProps['onPeriodChoice']>(),
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Waits until uPlot (loaded on first use) has drawn the chart, and returns its canvas. */
async function drawnChart(canvasElement: HTMLElement): Promise<HTMLCanvasElement> {
  const plot = canvasElement.querySelector<HTMLElement>('[data-chart-state]');
  await expect(plot).not.toBeNull();
  // uPlot's module loads on first use; on a busy machine that takes a while.
  await waitFor(() => expect(plot).toHaveAttribute('data-chart-state', 'drawn'), { timeout: 10_000 });
  return plot!.querySelector('canvas')!;
}

/** What the CSV button hands the browser: the Blob's bytes and the link's file name. */
async function exportCsv(canvas: Canvas, buttonName: string) {
  const blobs: Blob[] = [];
  const downloads: string[] = [];
  const createObjectURL = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:kwartier-story';
  });
  // The link is clicked by script: record it instead of letting the browser save a file.
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  try {
    await userEvent.click(canvas.getByRole('button', { name: buttonName }));
  } finally {
    createObjectURL.mockRestore();
    click.mockRestore();
  }
  await expect(blobs).toHaveLength(1);
  const blob = blobs[0]!;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  return {
    type: blob.type,
    bytes,
    // Blob.text() would drop the byte order mark; keep it to see it.
    text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
    fileName: downloads[0],
  };
}

/**
 * A month for an admin: the period as heading with previous/next and the period menu, toggles,
 * the 180 px chart with its data table, and the table with revenue in the organisation's locale.
 */
export const Month: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'March 2026' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'My time' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Project' })).toBeChecked();
    const chart = await drawnChart(canvasElement);
    await expect(chart.getBoundingClientRect().height).toBe(180);
    await expect(canvas.getByRole('figure', { name: 'Hours per day, March 2026' })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Time per project' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Project', 'Time', 'Billable', 'Revenue']);
    await expect(table.getByRole('cell', { name: '€7,007.50' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** An admin's budgeted projects above the period: one meter each, named after the project; projects without a budget or inactive are left out. */
export const Budgets: Story = {
  globals: { locale: 'en' },
  args: {
    projects: [
      sampleProject(3, 'New website', {
        budget: { kind: 'money', amount: '12000.00', period: 'total', thresholds: [80, 100] },
        budget_use: { used: '9840.00', percent: 82, over_budget: false, period_start: null, period_end: null },
      }),
      sampleProject(4, 'Menu cards', {
        budget: { kind: 'hours', amount: '40.00', period: 'month', thresholds: [80, 100] },
        budget_use: { used: '46.25', percent: 115, over_budget: true, period_start: '2026-03-01', period_end: '2026-03-31' },
      }),
      sampleProject(5, 'Archive digitisation', {
        active: false,
        budget: { kind: 'hours', amount: '10.00', period: 'total', thresholds: [80, 100] },
        budget_use: { used: '1.00', percent: 10, over_budget: false, period_start: null, period_end: null },
      }),
      sampleProject(6, 'Shop renovation'),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: 'Project budgets' }));
    await expect(section.getAllByRole('meter').map((meter) => meter.getAttribute('aria-valuetext'))).toEqual([
      '€9,840.00 of €12,000.00 (82%)',
      '46.25 h of 40 h (115%), Over budget by 6.25 h',
    ]);
    await expect(section.getByRole('meter', { name: 'Menu cards' })).toBeVisible();
    await expect(section.getByText('Over budget by 6.25 h')).toBeVisible();
  },
};

/** The scope and grouping toggles report the other choice; the selected one again reports nothing. */
export const ScopeAndGrouping: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const scope = within(canvas.getByRole('radiogroup', { name: 'Show' }));
    await userEvent.click(scope.getByRole('radio', { name: 'My time' }));
    await expect(args.onScopeChange).not.toHaveBeenCalled();
    await userEvent.click(scope.getByRole('radio', { name: 'Team' }));
    await expect(args.onScopeChange).toHaveBeenCalledWith('team');
    const grouping = within(canvas.getByRole('radiogroup', { name: 'Group by' }));
    // By keyboard: Tab lands on the selected choice, an arrow moves, Space picks.
    grouping.getByRole('radio', { name: 'Project' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(grouping.getByRole('radio', { name: 'Activity' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onGroupingChange).toHaveBeenCalledWith('activity');
    await expect(args.onGroupingChange).toHaveBeenCalledTimes(1);
  },
};

/** Previous and next step the period; the menu offers six periods and reports the one picked. */
export const PeriodNavigation: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous period' }));
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next period' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    const menuButton = canvas.getByRole('button', { name: 'Period' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await canvas.findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'This week',
      'Last week',
      'This month',
      'Last month',
      'This year',
      'Last year',
    ]);
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'This week' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onPeriodChoice).toHaveBeenCalledWith('lastMonth');
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
    await userEvent.click(menuButton);
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Last year' }));
    await expect(args.onPeriodChoice).toHaveBeenLastCalledWith('lastYear');
  },
};

/** CSV in English: a BOM, commas, time as 7:30 and as decimal hours a spreadsheet sums, revenue as 1234.50, a name with ';' and quotes quoted, named after the period. */
export const ExportCsv: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const csv = await exportCsv(within(canvasElement), 'Export CSV');
    await expect(csv.fileName).toBe('kwartier-2026-03-01-2026-03-31.csv');
    await expect(csv.type).toBe('text/csv;charset=utf-8');
    await expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    await expect(csv.text).toBe(
      '\uFEFFProject,Time,Hours,Billable hours,Revenue,Currency\r\n' +
        'New website,70:30,70.50,70.50,6392.50,EUR\r\n' +
        'Menu cards,7:30,7.50,7.50,525.00,EUR\r\n' +
        '"Shop renovation; phase ""2""",1:30,1.50,1.50,90.00,EUR\r\n' +
        'Internal,2:15,2.25,0.00,0.00,EUR\r\n',
    );
  },
};

/** CSV with a client in dollars: each row's currency beside its revenue, the dollars' billable expenses a row of their own. */
export const ExportCsvSeveralCurrencies: Story = {
  globals: { locale: 'en' },
  args: {
    activityTotals: (() => {
      const totals = sampleActivityTotals();
      const inDollars = (row: (typeof totals.projectTimes)[number]) => (row.project_name === 'Menu cards' ? { ...row, currency: 'USD' } : row);
      return {
        ...totals,
        projectTimes: totals.projectTimes.map(inDollars),
        activityTimes: totals.activityTimes.map(inDollars),
        totals: { ...totals.totals, other_currencies: [{ currency: 'USD', revenue: '545.00', expenses: '20.00' }] },
      };
    })(),
  },
  play: async ({ canvasElement }) => {
    const csv = await exportCsv(within(canvasElement), 'Export CSV');
    const lines = csv.text.split('\r\n');
    await expect(lines[2]).toBe('Menu cards,7:30,7.50,7.50,525.00,USD');
    await expect(lines.at(-2)).toBe('Billable expenses,,,,20.00,USD');
  },
};

/** CSV in Dutch, team rows per activity: semicolons, decimal commas, é and Ĳ kept as UTF-8. */
export const ExportCsvDutch: Story = {
  globals: { locale: 'nl' },
  args: {
    period: SAMPLE_MONTH_NL,
    scope: 'team',
    grouping: 'activity',
    activityTotals: sampleActivityTotals({ scope: 'team' }),
  },
  play: async ({ canvasElement }) => {
    const csv = await exportCsv(within(canvasElement), 'CSV exporteren');
    const lines = csv.text.split('\r\n');
    await expect(lines[0]).toBe('\uFEFFProject;Activiteit;Teamlid;Tijd;Uren;Declarabele uren;Omzet;Valuta');
    await expect(lines[5]).toBe('Menu cards;Photography;Zoë Ĳsselstein;10:15;10,25;10,25;743,13;EUR');
    await expect(lines[6]).toBe('"Shop renovation; phase ""2""";Site visits;Bram Jansen;5:00;5,00;5,00;300,00;EUR');
  },
};

/** A week with time on one day: the chart's data table reads 8:00 for 480 minutes on that day. */
export const OneDay: Story = {
  globals: { locale: 'en' },
  args: {
    period: SAMPLE_WEEK,
    timeTotals: sampleTimeTotals(SAMPLE_WEEK, (_, index) => (index === 2 ? 480 : 0)),
    activityTotals: sampleActivityTotals({
      bookings: [{ project: 'New website', activity: 'Design', color: '#1e88e5ff', user: 'Eva de Vries', minutes: 480, rateCents: 8500 }],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawnChart(canvasElement);
    const data = within(canvas.getByRole('table', { name: 'Hours per day, Week 47, 2026' }));
    const wednesday = data.getByRole('rowheader', { name: /Wednesday.*18 November 2026/ }).closest('tr')!;
    await expect(within(wednesday).getByRole('cell')).toHaveTextContent('8:00');
    const table = within(canvas.getByRole('table', { name: 'Time per project' }));
    await expect(table.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['New website', 'Total']);
  },
};

/** A whole year: 365 bars, and 365 days in the chart's data table. */
export const FullYear: Story = {
  globals: { locale: 'en' },
  args: {
    period: SAMPLE_YEAR,
    timeTotals: sampleTimeTotals(SAMPLE_YEAR, workdayMinutes),
  },
  play: async ({ canvasElement }) => {
    const chart = await drawnChart(canvasElement);
    await expect(chart.getBoundingClientRect().height).toBe(180);
    const data = within(within(canvasElement).getByRole('table', { name: 'Hours per day, 2026' }));
    await expect(data.getAllByRole('rowheader')).toHaveLength(365);
  },
};

/** Thirty projects and the total under them. */
export const ManyProjects: Story = {
  globals: { locale: 'en' },
  args: { activityTotals: sampleActivityTotals({ bookings: manyBookings }) },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Time per project' }));
    await expect(table.getAllByRole('rowheader')).toHaveLength(31);
  },
};

/** A member: no revenue column, no amount anywhere, and none in the CSV. */
export const Member: Story = {
  globals: { locale: 'en' },
  args: { showRevenue: false, activityTotals: sampleActivityTotals({ admin: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Time per project' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Project', 'Time', 'Billable']);
    await expect(canvasElement.textContent).not.toMatch(/€|Revenue/);
    const csv = await exportCsv(canvas, 'Export CSV');
    await expect(csv.text.split('\r\n')[0]).toBe('\uFEFFProject,Time,Hours,Billable hours');
  },
};

/** Team scope grouped by activity: a row per member with their name. */
export const TeamByActivity: Story = {
  globals: { locale: 'en' },
  args: { scope: 'team', grouping: 'activity', activityTotals: sampleActivityTotals({ scope: 'team' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Team' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Activity' })).toBeChecked();
    const table = within(canvas.getByRole('table', { name: 'Time per activity' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Project',
      'Activity',
      'Team member',
      'Time',
      'Billable',
      'Revenue',
    ]);
    await expect(table.getAllByRole('cell', { name: 'Bram Jansen' })).toHaveLength(2);
  },
};

/** Loading another period: the old data stays, marked busy, under a progress bar. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: 'Time per project' });
    await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Next period' })).toBeEnabled();
  },
};

/**
 * Moving to another period failed: an error says so, the current period's data stays, and Try
 * again repeats the move.
 */
export const PeriodFailed: Story = {
  globals: { locale: 'en' },
  args: { onRetryPeriod: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The other period could not be loaded. This one is still shown.');
    await expect(canvas.getByRole('heading', { name: 'March 2026' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Time per project' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryPeriod).toHaveBeenCalledTimes(1);
  },
};

/** The failed move in Dutch. */
export const PeriodFailedDutch: Story = {
  globals: { locale: 'nl' },
  args: { period: SAMPLE_MONTH_NL, onRetryPeriod: fn() },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('De andere periode kon niet worden geladen. Deze periode blijft staan.');
    await expect(within(alert).getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  },
};

/** An empty period says so instead of an empty chart and table; there is nothing to export. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { timeTotals: emptyTimeTotals(SAMPLE_MONTH), activityTotals: emptyActivityTotals() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You registered no time in March 2026.')).toBeVisible();
    await expect(canvas.queryByRole('figure')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('canvas')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    // The period can still be changed.
    await expect(canvas.getByRole('button', { name: 'Previous period' })).toBeEnabled();
  },
};

/** A new organisation's empty dashboard: the first steps under the heading, above the period; gone once all are done. */
export const NewOrganization: Story = {
  globals: { locale: 'en' },
  args: {
    timeTotals: emptyTimeTotals(SAMPLE_MONTH),
    activityTotals: emptyActivityTotals(),
    firstSteps: { done: { clients: true, projects: false, time: false, activities: false }, isAdmin: true, clientsHref: '/clients', projectsHref: '/projects', timeHref: '/time' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getByRole('region', { name: 'Get started' });
    await expect(within(steps).getByRole('link', { name: 'Add a project' })).toHaveAttribute('href', '/projects');
    const period = canvas.getByRole('heading', { level: 2, name: 'March 2026' });
    await expect(steps.compareDocumentPosition(period) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** The team's empty period. */
export const EmptyTeam: Story = {
  globals: { locale: 'en' },
  args: { scope: 'team', timeTotals: emptyTimeTotals(SAMPLE_MONTH), activityTotals: emptyActivityTotals() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nobody in the team registered time in March 2026.')).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { period: SAMPLE_MONTH_NL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'maart 2026' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Vorige periode' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Toon' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Mijn tijd' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: 'Groeperen op' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Tijd per project' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Periode' }));
    await expect(await canvas.findByRole('menuitem', { name: 'Vorig jaar' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** The organisation's colours: the selected toggles and the bars take its primary colour. */
export const OrganizationTheme: Story = {
  globals: { theme: 'organization' },
  play: async ({ canvasElement }) => {
    await drawnChart(canvasElement);
    const selected = within(canvasElement).getAllByRole('radio', { checked: true })[0]!;
    // The theme's primary colour where the dashboard is: the organisation's (made readable).
    const probe = document.createElement('div');
    probe.style.background = vars.color.primary;
    selected.parentElement!.append(probe);
    const primary = getComputedStyle(probe).backgroundColor;
    probe.remove();
    await expect(document.documentElement.dataset.storyTheme).toBe('organization');
    await expect(getComputedStyle(selected).backgroundColor).toBe(primary);
  },
};

const wideFrame: Decorator = (Story) => (
  <div style={{ width: 1280 }} data-testid="wide">
    <Story />
  </div>
);

/** At 1280 px the period navigation and the toggles share one line above the chart. */
export const Wide: Story = {
  globals: { locale: 'en' },
  decorators: [wideFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByRole('heading', { level: 2, name: 'March 2026' }).getBoundingClientRect();
    const grouping = canvas.getByRole('radiogroup', { name: 'Group by' }).getBoundingClientRect();
    await expect(grouping.top).toBeLessThan(label.bottom);
    await expect(grouping.left).toBeGreaterThan(label.right);
    const chart = await drawnChart(canvasElement);
    await expect(chart.getBoundingClientRect().width).toBeGreaterThan(1000);
  },
};

/**
 * On a 390 px phone the controls wrap, the chart fits and the table's lines are cards: the time
 * and revenue of each line and of the totals are on screen; nothing scrolls sideways.
 */
export const Phone: Story = {
  args: { scope: 'team', grouping: 'activity', activityTotals: sampleActivityTotals({ scope: 'team' }) },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const chart = await drawnChart(canvasElement);
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await expectFitsPhone(canvasElement);
    const table = within(canvasElement).getByRole('table', { name: /activity|activiteit/i });
    const lines = [...table.querySelectorAll('tbody tr')];
    await expect(lines.length).toBeGreaterThan(1);
    const figures = lines.flatMap((line) => [...line.querySelectorAll('td')].slice(-2));
    await expect(figures).toHaveLength(2 * lines.length);
    await expectInPhone(canvasElement, figures);
  },
};

/** For admins the receivables come first, above the period; members (no `receivables`) never see them. */
export const WithReceivables: Story = {
  globals: { locale: 'en' },
  args: {
    receivables: {
      currency: 'EUR',
      other_currencies: [],
      outstanding_count: 3,
      total_outstanding: '2571.26',
      formatted_total_outstanding: '€ 2.571,26',
      overdue_count: 1,
      total_overdue: '785.63',
      formatted_total_overdue: '€ 785,63',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Receivables' });
    await expect(within(region).getByText('€2,571.26')).toBeVisible();
    await expect(within(region).getByText('€785.63')).toBeVisible();
    const period = canvas.getByRole('heading', { level: 2, name: 'March 2026' });
    await expect(region.compareDocumentPosition(period) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** A member's dashboard: no receivables. */
export const WithoutReceivables: Story = {
  globals: { locale: 'en' },
  args: { showRevenue: false, receivables: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Receivables' })).not.toBeInTheDocument();
  },
};

/** With notes: the period's notes under the table, in their own region. */
export const WithNotes: Story = {
  globals: { locale: 'en' },
  args: { notes: sampleNotes('me') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(canvas.getByRole('region', { name: 'Notes' }));
    await expect(region.getByRole('table', { name: 'Notes of March 2026' })).toBeVisible();
    await expect(region.getAllByRole('row')).toHaveLength(3);
  },
};
