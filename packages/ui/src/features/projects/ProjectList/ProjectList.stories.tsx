import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleClient, sampleClients } from '../../../fixtures/clients';
import { heldAnswer } from '../../../fixtures/heldAnswer';
import { LONG_NAME } from '../../../fixtures/long';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { sampleProject, sampleProjects } from '../../../fixtures/projects';
import { ProjectList, type ProjectListProps } from './ProjectList';

const projects = sampleProjects;

const meta = {
  title: 'Features/Projects/ProjectList',
  component: ProjectList,
  parameters: { layout: 'padded' },
  args: {
    projects,
    clients: sampleClients,
    projectHref: (id) => `/projects/${id}`,
    onCreate: fn<ProjectListProps['onCreate']>(async () => undefined),
    onToggleActive: fn<ProjectListProps['onToggleActive']>(async () => undefined),
    onDelete: fn<ProjectListProps['onDelete']>(async () => undefined),
  },
} satisfies Meta<typeof ProjectList>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const rowNames = (canvas: Canvas) => canvas.queryAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);

/** Columns name (link), project number, client, end date in the user's format; inactive projects hidden. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Projects' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Project number',
      'Client',
      'End date',
      'Budget',
      'Active',
      'Actions',
    ]);
    await expect(rowNames(canvas)).toEqual(['New website', 'Menu cards', 'Shop renovation']);
    await expect(table.getByRole('link', { name: 'New website' })).toHaveAttribute('href', '/projects/3');
    const cells = (index: number) => within(table.getAllByRole('row')[index]).getAllByRole('cell').map((cell) => cell.textContent);
    await expect(cells(1)).toEqual(['P-2026-03', 'Bakkerij Jansen', '30-06-2026', '', '', '']);
    // A budget's use: over it said in words.
    await expect(cells(2)).toEqual(['P-2026-04', 'Café de Hoek', '31-03-2026', '115% used, over budget', '', '']);
    await expect(cells(3)).toEqual(['P-2026-06', 'Jansen & Zonen', '', '82% used', '', '']);
    await expect(table.getByRole('switch', { name: 'New website active' })).toBeChecked();
  },
};

/** The end date in another of the user's date formats. */
export const UserDateFormat: Story = {
  globals: { locale: 'en' },
  args: { dateFormat: 'MM/DD/YYYY' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: '06/30/2026' })).toBeVisible();
  },
};

/** Search matches name, project number or client, ignoring case and accents. */
export const Filtering: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'cafe');
    await expect(rowNames(canvas)).toEqual(['Menu cards']);
    await userEvent.clear(search);
    await userEvent.type(search, 'p-2026-06');
    await expect(rowNames(canvas)).toEqual(['Shop renovation']);
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like it');
    await expect(canvas.getByRole('cell', { name: 'No projects found' })).toBeVisible();
  },
};

/**
 * 'Show inactive' reveals inactive projects; only they can be deleted, after a confirmation.
 * The list's own behaviour (show inactive, a refused delete, the switch, focus after a row
 * vanishes) is tested once, in Patterns/RecordList.
 */
export const ShowInactiveAndDelete: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show inactive' }));
    await expect(rowNames(canvas)).toEqual(['New website', 'Menu cards', 'Archive digitisation', 'Shop renovation']);
    await expect(canvas.getAllByRole('button', { name: /^Delete/ })).toHaveLength(1);
    canvas.getByRole('button', { name: 'Delete Archive digitisation' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete project?' }));
    await waitFor(() =>
      expect(dialog.getByText('Archive digitisation will be deleted with its activities. This cannot be undone.')).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(projects[2]);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/**
 * The add dialog by keyboard: it says the description and dates come later; the client list holds
 * the active clients only; Save sends name, project number and client and closes the dialog.
 */
export const AddProject: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Add project' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add project' }));
    await expect(dialog.getByText(/The description, start date and end date are filled in afterwards/)).toBeInTheDocument();
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toBeRequired();
    await userEvent.keyboard('Spring campaign');
    await userEvent.tab();
    await userEvent.keyboard('P-2026-07');
    await userEvent.tab();
    const client = dialog.getByRole('button', { name: /Client/ });
    await waitFor(() => expect(client).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const listbox = within(await canvas.findByRole('listbox'));
    await expect(listbox.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Bakkerij Jansen',
      'Café de Hoek',
      'Jansen & Zonen',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(client).toHaveTextContent('Jansen & Zonen'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'Spring campaign', projectnumber: 'P-2026-07', client_id: 4, budget: null });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    // Opening it again starts empty.
    await userEvent.click(canvas.getByRole('button', { name: 'Add project' }));
    await expect(await canvas.findByRole('textbox', { name: /Name/ })).toHaveValue('');
  },
};

/**
 * A budget from the start: hours per month, admins mailed at 50, 90 and 100 %; thresholds that
 * are not whole percentages are said under the field and nothing is sent until they are.
 */
export const AddProjectWithBudget: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add project' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add project' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Retainer');
    await userEvent.type(dialog.getByRole('textbox', { name: /Project number/ }), 'P-2026-08');
    await userEvent.click(dialog.getByRole('button', { name: /Client/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Café de Hoek' }));
    await userEvent.click(dialog.getByRole('button', { name: /Budget$/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Hours' }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /Budget in hours/ }), '40');
    await userEvent.click(dialog.getByRole('button', { name: /Budget period/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Per month' }));
    const thresholds = dialog.getByRole('textbox', { name: /Mail admins at/ });
    await expect(thresholds).toHaveValue('80, 100');
    await userEvent.clear(thresholds);
    await userEvent.type(thresholds, '50, 90.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Enter whole percentages, separated by commas.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.clear(thresholds);
    await userEvent.type(thresholds, '100 50 90');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Retainer',
      projectnumber: 'P-2026-08',
      client_id: 2,
      budget: { kind: 'hours', amount: '40.00', period: 'month', thresholds: [50, 90, 100] },
    });
  },
};

/**
 * The dialog opens with the next number of the organisation's series filled in, which the user
 * may keep or type over; each opening starts from the suggestion again.
 */
export const AddProjectSuggestedNumber: Story = {
  globals: { locale: 'en' },
  args: { suggestedProjectNumber: 'P-2026-010' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add project' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add project' }));
    const projectnumber = dialog.getByRole('textbox', { name: /Project number/ });
    await expect(projectnumber).toHaveValue('P-2026-010');
    await expect(projectnumber).toHaveAccessibleDescription('The next number in your organisation’s series. You can change it.');
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Spring campaign');
    await userEvent.click(dialog.getByRole('button', { name: /Client/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Bakkerij Jansen' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onCreate).toHaveBeenLastCalledWith({ name: 'Spring campaign', projectnumber: 'P-2026-010', client_id: 1, budget: null });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());

    // Typed over: the user's number is sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Add project' }));
    const again = within(await canvas.findByRole('dialog', { name: 'Add project' }));
    const number = again.getByRole('textbox', { name: /Project number/ });
    await expect(number).toHaveValue('P-2026-010');
    await userEvent.clear(number);
    await userEvent.type(number, 'SPECIAL-1');
    await userEvent.type(again.getByRole('textbox', { name: /Name/ }), 'One-off');
    await userEvent.click(again.getByRole('button', { name: /Client/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Bakkerij Jansen' }));
    await userEvent.click(again.getByRole('button', { name: 'Save' }));
    await expect(args.onCreate).toHaveBeenLastCalledWith({ name: 'One-off', projectnumber: 'SPECIAL-1', client_id: 1, budget: null });
  },
};

/** The suggestion in Dutch. */
export const AddProjectSuggestedNumberDutch: Story = {
  globals: { locale: 'nl' },
  args: { suggestedProjectNumber: '2026-004' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Project toevoegen' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Project toevoegen' }));
    const projectnumber = dialog.getByRole('textbox', { name: /Projectnummer/ });
    await expect(projectnumber).toHaveValue('2026-004');
    await expect(projectnumber).toHaveAccessibleDescription('Het volgende nummer in de reeks van je organisatie. Je kunt het wijzigen.');
  },
};

/** Without a client nothing is sent: the dialog asks for one under the field. */
export const AddProjectWithoutClient: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add project' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add project' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Spring campaign{Enter}');
    await waitFor(() => expect(dialog.getByRole('button', { name: /Client/ })).toHaveAccessibleDescription('Choose a client.'));
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Server errors appear under the matching fields; the dialog keeps what was typed. */
export const AddProjectServerErrors: Story = {
  globals: { locale: 'en' },
  args: {
    onCreate: fn<ProjectListProps['onCreate']>(async () => ({
      message: 'The given data was invalid.',
      errors: {
        projectnumber: ['The project number field is required.'],
        client_id: ['The selected client is invalid.'],
      },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add project' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add project' }));
    await userEvent.click(dialog.getByRole('button', { name: /Client/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Café de Hoek' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Spring campaign');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const projectnumber = dialog.getByRole('textbox', { name: /Project number/ });
    await waitFor(() => expect(projectnumber).toHaveAccessibleDescription('The project number field is required.'));
    await expect(projectnumber).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: /Client/ })).toHaveAccessibleDescription('The selected client is invalid.');
    await expect(name).toHaveValue('Spring campaign');
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
  },
};

const createAnswer = heldAnswer();

/** While the project is created Save spins and Close is disabled; the answer closes the dialog. */
export const AddProjectSaving: Story = {
  globals: { locale: 'en' },
  args: { onCreate: fn<ProjectListProps['onCreate']>(() => createAnswer.next().then(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    createAnswer.hold();
    await userEvent.click(canvas.getByRole('button', { name: 'Add project' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add project' }));
    await userEvent.click(dialog.getByRole('button', { name: /Client/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Bakkerij Jansen' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Spring campaign{Enter}');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeInTheDocument();
    createAnswer.release();
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** No active client: the client field is disabled and says why; Save is disabled. */
export const AddProjectNoActiveClients: Story = {
  globals: { locale: 'en' },
  args: { clients: [sampleClient(3, 'Oud Archief BV', { active: false })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add project' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add project' }));
    const client = dialog.getByRole('button', { name: /Client/ });
    await expect(client).toBeDisabled();
    await expect(client).toHaveAccessibleDescription('There is no active client yet. Add a client, or make one active, first.');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Empty: Story = {
  globals: { locale: 'en' },
  args: { projects: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No projects found' })).toBeVisible();
  },
};

/** While the projects load: placeholder rows, the table busy, no empty text. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { projects: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('cell', { name: 'No projects found' })).not.toBeInTheDocument();
  },
};

/** Sixty projects, long names and clients: names are cut on one line, the full text kept. */
export const LongData: Story = {
  globals: { locale: 'en' },
  args: {
    projects: Array.from({ length: 60 }, (_, i) =>
      sampleProject(100 + i, i % 7 === 0 ? `${LONG_NAME} ${i + 1}` : `Project ${i + 1}`, {
        client: { id: 1, name: i % 3 === 0 ? LONG_NAME : 'Bakkerij Jansen' },
        active: i % 5 !== 0,
        enddate: i % 2 === 0 ? '2026-12-31' : null,
      }),
    ),
    defaultShowInactive: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(60);
    const link = canvas.getByRole('link', { name: `${LONG_NAME} 1` });
    const text = within(link).getByText(`${LONG_NAME} 1`);
    await expect(text).toHaveAttribute('title', `${LONG_NAME} 1`);
    await expect(text.getBoundingClientRect().height).toBeLessThan(30);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { projects: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Projecten' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Geen projecten gevonden' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Project toevoegen' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Project toevoegen' }));
    await expect(dialog.getByRole('textbox', { name: /Projectnummer/ })).toBeInTheDocument();
  },
};

/** A budget's use in Dutch. */
export const BudgetDutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Projecten' }));
    await expect(table.getByRole('columnheader', { name: 'Budget' })).toBeVisible();
    await expect(table.getByRole('cell', { name: '115% gebruikt, boven budget' })).toBeVisible();
    await expect(table.getByRole('cell', { name: '82% gebruikt' })).toBeVisible();
  },
};

/** On a 390 px phone nothing scrolls sideways but the table, inside its own scroll area. */
export const Phone: Story = {
  args: { projects: [...projects, sampleProject(9, LONG_NAME, { client: { id: 1, name: LONG_NAME } })] },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
