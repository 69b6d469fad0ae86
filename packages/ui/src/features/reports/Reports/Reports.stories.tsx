import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, expectInPhone, phoneFrame } from '../../../fixtures/phone';
import {
  EMPTY_REPORT,
  REPORT_OPTIONS,
  REPORT_STATE,
  REPORT_TODAY,
  currenciesReport,
  expenseReport,
  longReport,
  monthReport,
  sampleEntries,
  sampleReport,
} from '../../../fixtures/reports';
import type { ReportState } from '../reportState';
import { Reports, type ReportsProps } from './Reports';

const meta = {
  title: 'Features/Reports/Reports',
  component: Reports,
  parameters: { layout: 'padded' },
  args: {
    state: REPORT_STATE,
    onStateChange: fn<ReportsProps['onStateChange']>(),
    options: REPORT_OPTIONS,
    report: sampleReport(),
    showRevenue: true,
    today: REPORT_TODAY,
    loadAllEntries: fn<ReportsProps['loadAllEntries']>(async () => sampleEntries().entries),
  },
} satisfies Meta<typeof Reports>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** What an export button hands the browser: the Blob and the link's file name. */
async function exported(canvas: Canvas, buttonName: string) {
  const blobs: Blob[] = [];
  const downloads: string[] = [];
  const createObjectURL = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:kwartier-story';
  });
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  try {
    await userEvent.click(canvas.getByRole('button', { name: buttonName }));
    // The XLSX library loads on the first export: wait for the file.
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 15_000 });
  } finally {
    createObjectURL.mockRestore();
    click.mockRestore();
  }
  const blob = blobs[0]!;
  return { blob, fileName: downloads[0], text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await blob.arrayBuffer())) };
}

/** The screen with its state kept, as the app keeps it in the URL. */
function Stateful(props: ReportsProps) {
  const [state, setState] = useState<ReportState>(props.state);
  return (
    <Reports
      {...props}
      state={state}
      onStateChange={(next) => {
        props.onStateChange(next);
        setState(next);
      }}
    />
  );
}

/** An admin's month by member and project: rows, a subtotal per member, the total, revenue in the user's language. */
export const Grouped: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Reports: Summary' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Team member', 'Project', 'Time', 'Billable time', 'Revenue']);
    await expect(table.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'Anna de Vries',
      'Anna de Vries',
      'Subtotal Anna de Vries',
      'Mark Member',
      'Subtotal Mark Member',
      'Total',
    ]);
    await expect(table.getByRole('cell', { name: '€2,690.00' })).toBeVisible();
    await expect(table.getByRole('cell', { name: '33:15' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Summary' })).toBeChecked();
  },
};

/** Filters, groups, the view and the presets go out as the next state; the detailed view starts on page 1. */
export const Changes: Story = {
  globals: { locale: 'en' },
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Client/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Zuivel BV' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith({ ...REPORT_STATE, client: 2 });
    await userEvent.click(canvas.getByRole('button', { name: /Invoiced/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Not invoiced' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith({ ...REPORT_STATE, client: 2, invoiced: 'no' });
    // Then by: week; a second period is not offered.
    await userEvent.click(canvas.getByRole('button', { name: /Then by/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Week' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith({ ...REPORT_STATE, client: 2, invoiced: 'no', groups: ['member', 'week'] });
    await userEvent.click(canvas.getByRole('button', { name: /Group by/ }));
    await expect(await canvas.findByRole('option', { name: 'Month' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // The presets, by keyboard.
    const range = canvas.getByRole('button', { name: 'Range' });
    range.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await canvas.findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'This week',
      'Last week',
      'This month',
      'Last month',
      'This quarter',
      'Last quarter',
      'This year',
      'Last year',
    ]);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Last year' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ from: '2025-01-01', to: '2025-12-31' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Entries' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ view: 'detail', page: 1 }));
  },
};

/** Hours and expenses: the expenses before VAT in a column of their own, also in the CSV; a group with expenses only has no time. */
export const WithExpenses: Story = {
  globals: { locale: 'en' },
  args: { state: { ...REPORT_STATE, type: 'both' }, report: expenseReport() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Reports: Summary' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Team member', 'Project', 'Time', 'Billable time', 'Revenue', 'Expenses (excl. VAT)']);
    await expect(table.getByRole('cell', { name: '€152.57' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Report on/ })).toHaveTextContent(/Hours and expenses/);
    const csv = await exported(canvas, 'Export CSV');
    await expect(csv.text.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFTeam member,Project,Client,Currency,Time,Time (hours),Billable time,Billable time (hours),Revenue,Expenses (excl. VAT)',
      'Anna de Vries,New website,Bakkerij Jansen,EUR,7:30,7.50,6:30,6.50,552.50,22.57',
    ]);
  },
};

/** Clients in euros, dollars and yen: a line per member and currency, each amount in its currency, a total per currency; the CSV has the currency column. */
export const SeveralCurrencies: Story = {
  globals: { locale: 'en' },
  args: { report: currenciesReport() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Reports: Summary' }));
    await expect(table.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'Anna de Vries',
      'Anna de Vries',
      'Subtotal Anna de Vries',
      'Subtotal Anna de Vries',
      'Mark Member',
      'Mark Member',
      'Subtotal Mark Member',
      'Subtotal Mark Member',
      'Total',
      'Total in JPY',
      'Total in USD',
    ]);
    await expect(table.getByRole('cell', { name: '€2,690.00' })).toBeVisible();
    await expect(table.getAllByRole('cell', { name: 'US$240.00' })).toHaveLength(3);
    await expect(table.getAllByRole('cell', { name: 'JP¥60,000' })).toHaveLength(3);
    const csv = await exported(canvas, 'Export CSV');
    await expect(csv.text.split('\r\n').slice(1, 3)).toEqual([
      'Anna de Vries,Brand book,Acme Inc.,USD,2:00,2.00,2:00,2.00,240.00',
      'Anna de Vries,New website,Bakkerij Jansen,EUR,7:30,7.50,6:30,6.50,552.50',
    ]);
  },
};

/** Several currencies in Dutch on a phone: each line a card with its amount in its currency. */
export const SeveralCurrenciesDutchPhone: Story = {
  globals: { locale: 'nl' },
  decorators: [phoneFrame],
  args: { report: currenciesReport() },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    const table = within(within(canvasElement).getByRole('table', { name: 'Rapporten: Overzicht' }));
    await expect(table.getByRole('rowheader', { name: 'Totaal in USD' })).toBeVisible();
    await expect(table.getAllByRole('cell', { name: /^US\$\s240,00$/ })).toHaveLength(3);
  },
};

/** Hours and expenses in Dutch. */
export const WithExpensesDutch: Story = {
  globals: { locale: 'nl' },
  args: { state: { ...REPORT_STATE, type: 'both' }, report: expenseReport() },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Rapporten: Overzicht' }));
    await expect(table.getByRole('columnheader', { name: 'Onkosten (excl. btw)' })).toBeVisible();
    await expect(table.getByRole('cell', { name: /^€\s152,57$/ })).toBeVisible();
  },
};

/** Choosing expenses alone: the activity group goes, the category comes, the summary shows, and the view switch is gone. */
export const ChooseExpenses: Story = {
  globals: { locale: 'en' },
  args: { state: { ...REPORT_STATE, groups: ['activity', 'member'], view: 'detail' }, entries: sampleEntries() },
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Report on/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Expenses' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith({ ...REPORT_STATE, type: 'expenses', groups: ['member'], view: 'summary' });
    await expect(canvas.queryByRole('radio', { name: 'Entries' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Group by/ }));
    await expect(canvas.queryByRole('option', { name: 'Activity' })).toBeNull();
    await userEvent.click(await canvas.findByRole('option', { name: 'Category' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith({ ...REPORT_STATE, type: 'expenses', groups: ['category'], view: 'summary' });
  },
};

/** A range the server would refuse says why under the field and is not sent. */
export const RangeError: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const to = within(canvas.getByRole('group', { name: 'To' }));
    const year = to.getByRole('spinbutton', { name: /year/i });
    await userEvent.click(year);
    await userEvent.keyboard('2025');
    await waitFor(() => expect(canvas.getByText('The end date must be on or after the start date.')).toBeVisible());
    await expect(args.onStateChange).not.toHaveBeenCalled();
  },
};

/**
 * A link (the app's URL) whose period ends before it starts: the period stays as written, the
 * page says why above the report and under the field, no report is asked for; correcting the
 * date shows the report of the corrected period.
 */
export const LinkRangeReversed: Story = {
  globals: { locale: 'en' },
  args: { state: { ...REPORT_STATE, from: '2024-05-01', to: '2024-04-01' }, report: undefined },
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This link asks for a period that cannot be reported: The end date must be on or after the start date. Choose another period above; nothing was changed.',
    );
    const from = within(canvas.getByRole('group', { name: 'From' }));
    const to = within(canvas.getByRole('group', { name: 'To' }));
    await expect(from.getByRole('spinbutton', { name: /month/i })).toHaveAttribute('aria-valuenow', '5');
    await expect(to.getByRole('spinbutton', { name: /month/i })).toHaveAttribute('aria-valuenow', '4');
    await expect(to.getByRole('spinbutton', { name: /year/i })).toHaveAttribute('aria-valuenow', '2024');
    await expect(canvas.getByText('The end date must be on or after the start date.', { selector: ':not([role="alert"] *)' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(to.getByRole('spinbutton', { name: /year/i }));
    await userEvent.keyboard('2025');
    await waitFor(() => expect(args.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ from: '2024-05-01', to: '2025-04-01' })));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** In Dutch, a link's period longer than a report spans. */
export const LinkRangeTooLongDutch: Story = {
  globals: { locale: 'nl' },
  args: { state: { ...REPORT_STATE, from: '2024-01-01', to: '2026-01-01' }, report: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Deze link vraagt om een periode die niet in een rapport kan: Een rapport beslaat hoogstens 366 dagen. Kies hierboven een andere periode; er is niets aangepast.',
    );
    await expect(within(canvas.getByRole('group', { name: 'Van' })).getByRole('spinbutton', { name: /jaar/i })).toHaveAttribute('aria-valuenow', '2024');
    await expect(within(canvas.getByRole('group', { name: 'Tot en met' })).getByRole('spinbutton', { name: /jaar/i })).toHaveAttribute('aria-valuenow', '2026');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** One group (months): no subtotals, month names in the language. */
export const OneGroup: Story = {
  globals: { locale: 'en' },
  args: { state: { ...REPORT_STATE, from: '2026-01-01', to: '2026-02-28', groups: ['month'] }, report: monthReport() },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table'));
    await expect(table.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['January 2026', 'February 2026', 'Total']);
  },
};

/** The entries with their notes, page 1 of 3. */
export const Detailed: Story = {
  globals: { locale: 'en' },
  args: { state: { ...REPORT_STATE, view: 'detail' }, entries: { ...sampleEntries({ count: 100 }), total_count: 250 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Reports: Entries' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Date',
      'Team member',
      'Project',
      'Activity',
      'Note',
      'Time',
      'Billable',
      'Invoiced',
      'Revenue',
    ]);
    await expect(table.getByRole('cell', { name: 'Home page sketches' })).toBeVisible();
    await expect(canvas.getByText(/250 entries, .* in all · page 1 of 3/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onStateChange).toHaveBeenCalledWith({ ...REPORT_STATE, view: 'detail', page: 2 });
  },
};

/** CSV of the summary in English: decimal hours beside h:mm, no subtotals. */
export const ExportCsv: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const csv = await exported(within(canvasElement), 'Export CSV');
    await expect(csv.fileName).toBe('kwartier-report-2026-03-01-2026-03-31.csv');
    await expect(csv.text.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFTeam member,Project,Client,Currency,Time,Time (hours),Billable time,Billable time (hours),Revenue',
      'Anna de Vries,New website,Bakkerij Jansen,EUR,7:30,7.50,6:30,6.50,552.50',
    ]);
  },
};

/** The detailed view's Excel export asks for every entry, then writes the workbook (exceljs, loaded now). */
export const ExportXlsx: Story = {
  globals: { locale: 'en' },
  args: { state: { ...REPORT_STATE, view: 'detail' }, entries: sampleEntries() },
  play: async ({ args, canvasElement }) => {
    const file = await exported(within(canvasElement), 'Export Excel');
    await expect(args.loadAllEntries).toHaveBeenCalledWith({ ...REPORT_STATE, view: 'detail' });
    await expect(file.fileName).toBe('kwartier-entries-2026-03-01-2026-03-31.xlsx');
    await expect(file.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // A zip file: "PK".
    await expect(file.text.slice(0, 2)).toBe('PK');
  },
};

/** An export that fails says so; the report stays. */
export const ExportFailed: Story = {
  globals: { locale: 'en' },
  args: { state: { ...REPORT_STATE, view: 'detail' }, entries: sampleEntries(), loadAllEntries: fn<ReportsProps['loadAllEntries']>(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByText('The export could not be made. Try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};

/** A member: no member filter, no revenue anywhere. */
export const Member: Story = {
  globals: { locale: 'en' },
  args: { showRevenue: false, report: sampleReport({ admin: false }), options: { ...REPORT_OPTIONS, members: undefined } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filters = within(canvas.getByRole('group', { name: 'Filters' }));
    await expect(filters.getAllByRole('button').map((button) => button.textContent)).not.toContainEqual(expect.stringMatching(/Team member/));
    await expect(filters.getByRole('button', { name: /Client/ })).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(/€|Revenue/);
  },
};

/** Nothing in the range: says so, and there is nothing to export. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { report: EMPTY_REPORT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No time was registered in this range with these filters.')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Export Excel' })).toBeDisabled();
  },
};

/** Loading the first report: a progress bar and placeholder rows, the exports waiting. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { report: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    await expect(canvas.getByRole('table').closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  },
};

/** Forty members: eighty rows, forty subtotals and the total. */
export const LongData: Story = {
  globals: { locale: 'en' },
  args: { report: longReport() },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table'));
    await expect(table.getAllByRole('rowheader')).toHaveLength(121);
  },
};

/** The last load failed: an error with Try again. */
export const LoadFailed: Story = {
  globals: { locale: 'en' },
  args: { onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText('The report could not be loaded.')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rapporten' })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Rapporten: Overzicht' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Teamlid', 'Project', 'Tijd', 'Declarabele tijd', 'Omzet']);
    await expect(table.getByRole('cell', { name: /^€\s2\.690,00$/ })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Subtotaal Anna de Vries' })).toBeVisible();
    const csv = await exported(canvas, 'CSV exporteren');
    await expect(csv.text.split('\r\n')[1]).toBe('Anna de Vries;New website;Bakkerij Jansen;EUR;7:30;7,50;6:30;6,50;552,50');
  },
};

/** The organisation's theme: the selected view takes its colours. */
export const OrganizationTheme: Story = {
  globals: { theme: 'organization' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dataset.storyTheme).toBe('organization');
    await expect(within(canvasElement).getAllByRole('radio', { checked: true })).toHaveLength(1);
  },
};

const phone: Decorator = phoneFrame;

/** On a 390 px phone the fields stack and each line is a card with its amounts on screen. */
export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    const table = within(canvasElement).getByRole('table');
    await expectInPhone(canvasElement, table.querySelectorAll('td'));
  },
};

/** The entries on a phone: each a card with its note, time and revenue on screen, the pages below. */
export const PhoneDetailed: Story = {
  decorators: [phone],
  args: { state: { ...REPORT_STATE, view: 'detail' }, entries: sampleEntries({ count: 5 }) },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    const table = within(canvasElement).getByRole('table');
    // Every cell with a value (an entry without a note has an empty cell, left out of its card).
    const filled = [...table.querySelectorAll('td')].filter((cell) => cell.textContent !== '');
    await expect(filled.length).toBeGreaterThan(5 * 6);
    await expectInPhone(canvasElement, filled);
    await expectInPhone(canvasElement, within(canvasElement).getAllByRole('button', { name: /page|pagina/ }));
  },
};

/** On a wide screen the filters are open; their heading folds them and opens them again. */
export const FiltersOpenWide: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('button', { name: 'Filters' });
    await expect(heading).toHaveAttribute('aria-expanded', 'true');
    const filters = within(canvas.getByRole('group', { name: 'Filters' }));
    await expect(filters.getByRole('button', { name: /Client/ })).toBeVisible();
    await userEvent.click(heading);
    await expect(heading).toHaveAttribute('aria-expanded', 'false');
    await expect(filters.queryByRole('button', { name: /Client/ })).not.toBeInTheDocument();
  },
};

/**
 * On a 390 px phone the filters are folded under their heading, so the report comes first; the
 * heading opens them with Enter and folds them with Space.
 */
export const FiltersFoldedOnPhone: Story = {
  globals: { locale: 'en' },
  decorators: [phone],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('button', { name: 'Filters' });
    await expect(heading).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: /Client/ })).not.toBeInTheDocument();
    await expect(document.getElementById(heading.getAttribute('aria-controls')!)).not.toBeVisible();
    heading.focus();
    await userEvent.keyboard('{Enter}');
    await expect(heading).toHaveAttribute('aria-expanded', 'true');
    const client = canvas.getByRole('button', { name: /Client/ });
    await expect(client).toBeVisible();
    await expectFitsPhone(canvasElement);
    await userEvent.keyboard(' ');
    await expect(heading).toHaveAttribute('aria-expanded', 'false');
    await expect(client).not.toBeVisible();
  },
};

/** Dutch, on a phone: folded, the heading says how many filters are on; opened, they show. */
export const FiltersFoldedOnPhoneDutch: Story = {
  globals: { locale: 'nl' },
  decorators: [phone],
  args: { state: { ...REPORT_STATE, client: 1, billable: 'yes' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('button', { name: 'Filters (2 aan)' });
    await expect(heading).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: /Klant/ })).not.toBeInTheDocument();
    await userEvent.click(heading);
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: /Klant/ })).toBeVisible();
  },
};

/** A filter on a project without time in the range: the field says so instead of looking empty. */
export const FilterWithoutTime: Story = {
  globals: { locale: 'en' },
  args: { state: { ...REPORT_STATE, project: 99 }, report: EMPTY_REPORT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Chosen, without time in this range/ })).toBeVisible();
    await expect(canvas.getByText('No time was registered in this range with these filters.')).toBeVisible();
  },
};
