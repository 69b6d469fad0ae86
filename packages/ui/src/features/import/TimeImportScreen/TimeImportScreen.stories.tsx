import type { TimeImport, TimeImportProgress } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { TimeImportScreen, type TimeImportScreenProps } from './TimeImportScreen';

const targets: TimeImport['targets'] = {
  clients: [
    { id: 3, name: 'Bakkerij Jansen' },
    { id: 4, name: 'Garage Leroy' },
  ],
  projects: [
    { id: 5, name: 'New website', client_id: 3 },
    { id: 6, name: 'Brochure', client_id: 4 },
  ],
  activities: [
    { id: 12, name: 'Design', project_id: 5, billable: true },
    { id: 13, name: 'Development', project_id: 5, billable: true },
    { id: 14, name: 'Meetings', project_id: 5, billable: false },
  ],
  members: [
    { id: 7, name: 'Anna de Vries' },
    { id: 8, name: 'Piet Bakker' },
  ],
};

const notStarted: TimeImportProgress = { id: 4, status: 'preview', total: 0, done: 0, imported: 0, alreadyimported: 0, skippedcount: 0, skipped: [] };

const preview: TimeImport = {
  id: 4,
  format: 'toggl',
  filename: 'Toggl_time_entries_2026-03-01_to_2026-03-31.csv',
  rows: 6,
  firstdate: '2026-03-02',
  lastdate: '2026-03-04',
  clients: [
    { key: 'c1', name: 'Bakkerij Jansen', clientless: false, rows: 4, client_id: 3 },
    { key: 'c2', name: 'Studio Noord', clientless: false, rows: 1, client_id: null },
  ],
  projects: [
    { key: 'p1', client_key: 'c1', name: 'New website', rows: 4, minutes: 315, firstdate: '2026-03-02', lastdate: '2026-03-03', project_id: 5 },
    { key: 'p2', client_key: 'c2', name: 'Rebranding', rows: 1, minutes: 30, firstdate: '2026-03-04', lastdate: '2026-03-04', project_id: null },
  ],
  tasks: [
    { key: 't1', project_key: 'p1', name: 'Design', rows: 3, billable: true, activity_id: 12 },
    { key: 't2', project_key: 'p1', name: 'General', rows: 1, billable: false, activity_id: null },
    { key: 't3', project_key: 'p2', name: 'Logo', rows: 1, billable: true, activity_id: null },
  ],
  users: [
    { key: 'u1', name: 'Anna de Vries', email: 'anna@example.com', rows: 4, user_id: 7 },
    { key: 'u2', name: 'Kees Smit', email: 'kees@example.com', rows: 1, user_id: null },
  ],
  invalidcount: 1,
  invalid: [{ row: 7, reason: 'unreadable_date', message: 'The date of the row cannot be read: “yesterday”.' }],
  // The first rows read (the server sends at most 50): three of the five readable ones here.
  previewrows: [
    { row: 2, date: '2026-03-02', user_name: 'Anna de Vries', client: 'Bakkerij Jansen', project: 'New website', task: 'Design', minutes: 90, billable: true, invoiced: false },
    { row: 3, date: '2026-03-02', user_name: 'Anna de Vries', client: 'Bakkerij Jansen', project: 'New website', task: 'Design', minutes: 45, billable: null, invoiced: true },
    { row: 4, date: '2026-03-03', user_name: 'Anna de Vries', client: 'Bakkerij Jansen', project: 'New website', task: 'General', minutes: 60, billable: false, invoiced: false },
  ],
  progress: notStarted,
  targets,
};

const meta = {
  title: 'Features/Import/TimeImportScreen',
  component: TimeImportScreen,
  parameters: { layout: 'padded' },
  args: {
    preview: null,
    progress: null,
    dateformat: 'DD-MM-YYYY',
    onUpload: fn<TimeImportScreenProps['onUpload']>(async () => undefined),
    onStart: fn<TimeImportScreenProps['onStart']>(async () => undefined),
    onReset: fn(),
  },
} satisfies Meta<typeof TimeImportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const csvFile = () => new File(['User,Email,Client,Project,Task,Description,Billable,Start date,Start time,Duration\n'], 'toggl.csv', { type: 'text/csv' });
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Choosing a file: a drop zone with a button reached by Tab; the chosen file is uploaded. */
export const Upload: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Import time' })).toBeVisible();
    await expect(canvas.getByText(/Toggl Track detailed report, a Clockify detailed report or a Harvest time report/)).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Choose a CSV file' });
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.upload(fileInput(canvasElement), csvFile());
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(1));
    await expect((args.onUpload as ReturnType<typeof fn>).mock.calls[0][0].name).toBe('toggl.csv');
  },
};

/** A file the server refuses: its message under the drop zone, the button ready for another file. */
export const UploadRefused: Story = {
  globals: { locale: 'en' },
  args: {
    onUpload: fn<TimeImportScreenProps['onUpload']>(async () => ({
      message: 'This is not a CSV export of Toggl Track (detailed report), Clockify (detailed report) or Harvest (time report).',
      errors: { file: ['This is not a CSV export of Toggl Track (detailed report), Clockify (detailed report) or Harvest (time report).'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), csvFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This is not a CSV export of Toggl Track');
    await expect(canvas.getByRole('button', { name: 'Choose a CSV file' })).toBeEnabled();
  },
};

/** The preview: proposals chosen, a person without a member skipped, a project left out, then Import sends the choices. */
export const Preview: Story = {
  globals: { locale: 'en' },
  args: { preview },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Toggl_time_entries_2026-03-01_to_2026-03-31.csv: Toggl Track detailed report, 6 rows')).toBeVisible();
    await expect(canvas.getByText('From 02-03-2026 to 04-03-2026')).toBeVisible();
    await expect(canvas.getByText('Row 7: The date of the row cannot be read: “yesterday”.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Anna de Vries goes to/ })).toHaveTextContent('Anna de Vries');
    await expect(canvas.getByRole('button', { name: /Kees Smit goes to/ })).toHaveTextContent('Skip these rows');
    await expect(canvas.getByRole('button', { name: /Rebranding goes to/ })).toHaveTextContent('Create new');
    // Map Kees to Piet by keyboard.
    canvas.getByRole('button', { name: /Kees Smit goes to/ }).focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Piet Bakker' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Kees Smit goes to/ })).toHaveTextContent('Piet Bakker'));
    // Leave Rebranding out: its task can no longer be chosen.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Import Rebranding (1 row)' }));
    await expect(canvas.getByRole('button', { name: /Logo \(Rebranding, billable\) goes to/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(args.onStart).toHaveBeenCalledTimes(1));
    await expect((args.onStart as ReturnType<typeof fn>).mock.calls[0][0]).toEqual({
      users: [
        { key: 'u1', user_id: 7 },
        { key: 'u2', user_id: 8 },
      ],
      clients: [
        { key: 'c1', client_id: 3 },
        { key: 'c2', client_id: null },
      ],
      projects: [
        { key: 'p1', project_id: 5, include: true },
        { key: 'p2', project_id: null, include: false },
      ],
      tasks: [
        { key: 't1', activity_id: 12 },
        { key: 't2', activity_id: null },
        { key: 't3', activity_id: null },
      ],
      from: null,
      to: null,
    });
  },
};

/** The rows read, as an accessible table with a caption, next to the count and the unreadable rows; how many more the file has. */
export const PreviewRows: Story = {
  globals: { locale: 'en' },
  args: { preview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'The first 3 rows of the file' });
    const rows = within(table).getAllByRole('row').map((row) => within(row).queryAllByRole(row.querySelector('th') ? 'columnheader' : 'cell').map((cell) => cell.textContent));
    await expect(rows).toEqual([
      ['Date', 'Member', 'Client', 'Project', 'Task', 'Duration', 'Billable', 'Invoiced'],
      ['02-03-2026', 'Anna de Vries', 'Bakkerij Jansen', 'New website', 'Design', '1:30', 'Yes', 'No'],
      ['02-03-2026', 'Anna de Vries', 'Bakkerij Jansen', 'New website', 'Design', '0:45', 'Yes', 'Yes'],
      ['03-03-2026', 'Anna de Vries', 'Bakkerij Jansen', 'New website', 'General', '1:00', 'No', 'No'],
    ]);
    // 6 rows, 1 unreadable, 3 shown.
    await expect(canvas.getByText('and 2 more rows')).toBeVisible();
    await expect(canvas.getByText('Row 7: The date of the row cannot be read: “yesterday”.')).toBeVisible();
  },
};

/** De voorbeeldtabel in het Nederlands. */
export const PreviewRowsDutch: Story = {
  globals: { locale: 'nl' },
  args: { preview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'De eerste 3 regels van het bestand' });
    await expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Datum', 'Lid', 'Klant', 'Project', 'Taak', 'Duur', 'Declarabel', 'Gefactureerd']);
    await expect(canvas.getByText('en nog 2 regels')).toBeVisible();
  },
};

/** A file whose rows of a new project have no client: the client is required, and Import without one says so under the field. */
const clientless: TimeImport = {
  ...preview,
  clients: [
    { key: 'c1', name: 'Bakkerij Jansen', clientless: false, rows: 4, client_id: 3 },
    { key: 'c2', name: 'No client', clientless: true, rows: 1, client_id: null },
  ],
};

export const ClientRequired: Story = {
  globals: { locale: 'en' },
  args: { preview: clientless },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const choice = canvas.getByRole('button', { name: /No client goes to/ });
    await expect(choice).toHaveTextContent('Choose a client');
    await expect(choice.closest('[data-required]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(await canvas.findByText('Choose a client for the rows without one.')).toBeVisible();
    await expect(args.onStart).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('alert')).toBeNull();
    // "Create new" is no choice for them; a client is.
    choice.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).queryByRole('option', { name: 'Create new' })).toBeNull();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Garage Leroy' }));
    await waitFor(() => expect(canvas.queryByText('Choose a client for the rows without one.')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(args.onStart).toHaveBeenCalledTimes(1));
    await expect((args.onStart as ReturnType<typeof fn>).mock.calls[0][0].clients).toEqual([
      { key: 'c1', client_id: 3 },
      { key: 'c2', client_id: 4 },
    ]);
  },
};

/** Verplicht in het Nederlands; de weigering van de server staat ook onder het veld. */
export const ClientRequiredDutch: Story = {
  globals: { locale: 'nl' },
  args: { preview: { ...clientless, projects: clientless.projects.map((p) => ({ ...p, client_key: 'c2' })), clients: [clientless.clients[1]] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Importeren' }));
    await expect(await canvas.findByText('Kies een klant voor de regels zonder klant.')).toBeVisible();
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** A task's billable and not billable rows are two tasks, each named with its project and state, each offered only activities of its state. */
export const TasksByBillableState: Story = {
  args: {
    preview: {
      ...preview,
      tasks: [
        { key: 't1', project_key: 'p1', name: 'General', rows: 2, billable: true, activity_id: null },
        { key: 't2', project_key: 'p1', name: 'General', rows: 1, billable: false, activity_id: null },
      ],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const dutch = globals.locale === 'nl';
    const notBillable = canvas.getByRole('button', { name: dutch ? /General \(New website, niet declarabel\) gaat naar/ : /General \(New website, not billable\) goes to/ });
    await expect(canvas.getByRole('button', { name: dutch ? /General \(New website, declarabel\) gaat naar/ : /General \(New website, billable\) goes to/ })).toBeVisible();
    notBillable.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: /Meetings/ })).toBeVisible();
    await expect(within(listbox).queryByRole('option', { name: /Design/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** The server's refusal of the range goes under To; another refusal above the form. */
export const StartRefused: Story = {
  globals: { locale: 'en' },
  args: {
    preview,
    onStart: fn<TimeImportScreenProps['onStart']>(async () => ({
      message: 'The to date must be on or after the from date.',
      errors: { to: ['The to date must be on or after the from date.'], users: ['The selected people is invalid.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(await canvas.findByText('The to date must be on or after the from date.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The selected people is invalid.');
  },
};

/** While the batches run: a progress bar of rows done of the total. */
export const Importing: Story = {
  globals: { locale: 'en' },
  args: { preview, progress: { ...notStarted, status: 'running', total: 50000, done: 12500, imported: 12400, skippedcount: 100 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Importing rows' });
    await expect(bar).toHaveAttribute('aria-valuenow', '12500');
    await expect(bar).toHaveAttribute('aria-valuemax', '50000');
    await expect(canvas.getByText('12,500 of 50,000 rows')).toBeVisible();
  },
};

const done: TimeImportProgress = {
  id: 4,
  status: 'done',
  total: 5,
  done: 5,
  imported: 3,
  alreadyimported: 1,
  skippedcount: 1,
  skipped: [{ row: 5, reason: 'unknown_member', message: '“Kees Smit” is not mapped to a member of the organisation.' }],
};

/** Done: what was imported, what was there already, and each skipped row with its reason. */
export const Done: Story = {
  globals: { locale: 'en' },
  args: { preview, progress: done },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Import finished' })).toBeVisible();
    await expect(canvas.getByText('3 rows imported')).toBeVisible();
    await expect(canvas.getByText('1 row was imported before and was left as it is')).toBeVisible();
    await expect(canvas.getByText('Row 5: “Kees Smit” is not mapped to a member of the organisation.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Import another file' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

/** Dutch, with Dutch numbers. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { preview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tijd importeren' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Rebranding importeren (1 regel)' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Kees Smit gaat naar/ })).toHaveTextContent('Deze regels overslaan');
  },
};

export const DutchImporting: Story = {
  globals: { locale: 'nl' },
  args: { preview, progress: { ...notStarted, status: 'running', total: 50000, done: 12500 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12.500 van 50.000 regels')).toBeVisible();
  },
};

/** In the organisation's colours. */
export const OrganisationTheme: Story = {
  globals: { theme: 'organization' },
  args: { preview },
};

/** On a 390 px phone the mapping fits. */
export const Phone: Story = {
  decorators: [phoneFrame],
  args: { preview },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};

/** The summary on a phone. */
export const PhoneDone: Story = {
  decorators: [phoneFrame],
  args: { preview, progress: done },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
