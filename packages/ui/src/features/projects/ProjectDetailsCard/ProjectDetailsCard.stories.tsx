import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleClients } from '../../../fixtures/clients';
import { heldAnswer } from '../../../fixtures/heldAnswer';
import { LONG_NAME } from '../../../fixtures/long';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { sampleProject, sampleProjectDetail } from '../../../fixtures/projects';
import { preloadRichTextEditor } from '../../../primitives/RichTextEditor/RichTextEditor';
import { ProjectDetailsCard, type ProjectDetailsCardProps } from './ProjectDetailsCard';

const project = sampleProjectDetail;

const meta = {
  title: 'Features/Projects/ProjectDetailsCard',
  component: ProjectDetailsCard,
  parameters: { layout: 'padded' },
  args: { project, clients: sampleClients, onSave: fn<ProjectDetailsCardProps['onSave']>(async () => undefined) },
  // The description's editor (Tiptap) is a lazily loaded chunk: load it first, so the play
  // functions meet the editor in the dialog rather than its placeholder.
  loaders: [async () => ({ editor: await preloadRichTextEditor() })],
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof ProjectDetailsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const detail = (canvas: Canvas, term: string) => canvas.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
const dateField = (dialog: Canvas, name: RegExp) => dialog.getByRole('group', { name });

/** The card lists the project's details; dates in the user's format, the description as formatted text. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(canvas.getByRole('region', { name: 'Project details' }));
    await expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Name',
      'Project number',
      'Client',
      'Start date',
      'End date',
      'Status',
      'Budget',
      'Description',
    ]);
    await expect(detail(canvas, 'Client')).toHaveTextContent('Bakkerij Jansen');
    await expect(detail(canvas, 'Start date')).toHaveTextContent('05-01-2026');
    await expect(detail(canvas, 'End date')).toHaveTextContent('30-06-2026');
    await expect(detail(canvas, 'Status')).toHaveTextContent('Active');
    await expect(within(detail(canvas, 'Description')).getByText('new website', { selector: 'strong' })).toBeVisible();
    await expect(within(detail(canvas, 'Description')).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Another date format: year first. */
export const UserDateFormat: Story = {
  globals: { locale: 'en' },
  args: { dateFormat: 'YYYY-MM-DD' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(detail(canvas, 'Start date')).toHaveTextContent('2026-01-05');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit project details' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit project' }));
    await expect(dateField(dialog, /End date/)).toHaveTextContent('2026-06-30');
  },
};

/** A new project: no dates, no description, inactive — dashes and 'No description'. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { project: sampleProject(9, 'Brand new', { active: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(detail(canvas, 'Start date')).toHaveTextContent('Not provided');
    await expect(detail(canvas, 'End date')).toHaveTextContent('Not provided');
    await expect(detail(canvas, 'Status')).toHaveTextContent('Inactive');
    await expect(detail(canvas, 'Description')).toHaveTextContent('No description');
  },
};

/**
 * Keyboard: Tab to edit, Enter opens the dialog on the name; the client is chosen by keyboard (the
 * inactive Oud Archief BV is not offered), the description typed; Save sends every field.
 */
export const Edit: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit project details' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit project' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toBeRequired();
    await userEvent.keyboard(' 2.0');
    await userEvent.tab();
    await expect(dialog.getByRole('textbox', { name: /Project number/ })).toHaveValue('P-2026-03');
    await userEvent.tab();
    const client = dialog.getByRole('button', { name: /Client/ });
    await waitFor(() => expect(client).toHaveFocus());
    await expect(client).toHaveTextContent('Bakkerij Jansen');
    await userEvent.keyboard('{Enter}');
    const listbox = within(await canvas.findByRole('listbox'));
    await expect(listbox.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Bakkerij Jansen',
      'Café de Hoek',
      'Jansen & Zonen',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(client).toHaveTextContent('Café de Hoek'));
    const description = await dialog.findByRole('textbox', { name: /Description/ });
    await userEvent.click(description);
    await userEvent.keyboard('{Control>}a{/Control}Menu and website.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'New website 2.0',
      projectnumber: 'P-2026-03',
      client_id: 2,
      description: '<p>Menu and website.</p>',
      startdate: '2026-01-05',
      enddate: '2026-06-30',
      budget: null,
    });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A project over its monthly budget: the card shows the meter with the figures and by how much it is over. */
export const OverBudget: Story = {
  globals: { locale: 'en' },
  args: {
    project: sampleProject(3, 'New website', {
      budget: { kind: 'hours', amount: '40.00', period: 'month', thresholds: [80, 100] },
      budget_use: { used: '46.25', percent: 115, over_budget: true, period_start: '2026-11-01', period_end: '2026-11-30' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: 'Budget this month' })).toHaveAttribute('aria-valuetext', '46.25 h of 40 h (115%), Over budget by 6.25 h');
    await expect(canvas.getByText('Over budget by 6.25 h')).toBeVisible();
  },
};

/** Setting a budget: money typed in the reader's notation is sent as the contract writes it; its period chosen. */
export const EditBudget: Story = {
  globals: { locale: 'en' },
  args: { project: sampleProject(9, 'Brand new', { description: '<p>Soon.</p>' }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No budget')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit project details' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit project' }));
    await userEvent.click(dialog.getByRole('button', { name: /Budget$/ }));
    await userEvent.click(await canvas.findByRole('option', { name: /Money/ }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /Budget amount/ }), '1,500.50');
    await userEvent.click(dialog.getByRole('button', { name: /Budget period/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Per month' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ budget: { kind: 'money', amount: '1500.50', period: 'month', thresholds: [80, 100] } }));
  },
};

/** Dates typed in the user's format are sent as YYYY-MM-DD; clearing one sends null. */
export const EditDates: Story = {
  globals: { locale: 'en' },
  args: { project: sampleProject(9, 'Brand new', { description: '<p>Soon.</p>' }), dateFormat: 'DD.MM.YYYY' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit project details' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit project' }));
    const [day] = within(dateField(dialog, /Start date/)).getAllByRole('spinbutton');
    await userEvent.click(day);
    await userEvent.keyboard('01022026');
    await expect(dateField(dialog, /Start date/)).toHaveTextContent('01.02.2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Brand new',
      projectnumber: 'P-2026-09',
      client_id: 1,
      description: '<p>Soon.</p>',
      startdate: '2026-02-01',
      enddate: null,
      budget: null,
    });
  },
};

/** A project of an inactive client: that client stays offered (marked inactive) and chosen. */
export const InactiveClient: Story = {
  globals: { locale: 'en' },
  args: { project: sampleProject(5, 'Archive digitisation', { client: { id: 3, name: 'Oud Archief BV' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit project details' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit project' }));
    const client = dialog.getByRole('button', { name: /Client/ });
    await expect(client).toHaveTextContent('Oud Archief BV');
    await userEvent.click(client);
    const listbox = within(await canvas.findByRole('listbox'));
    await expect(listbox.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Bakkerij Jansen',
      'Café de Hoek',
      'Oud Archief BVInactive',
      'Jansen & Zonen',
    ]);
  },
};

/** Server errors appear under their fields — an end date before the start date under the end date. */
export const EditServerErrors: Story = {
  globals: { locale: 'en' },
  args: {
    onSave: fn<ProjectDetailsCardProps['onSave']>(async () => ({
      message: 'The given data was invalid.',
      errors: {
        projectnumber: ['The project number has already been taken.'],
        description: ['The description field is required.'],
        enddate: ['The end date must not lie before the start date.'],
      },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit project details' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Edit project' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), '{Enter}');
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /Project number/ })).toHaveAccessibleDescription('The project number has already been taken.'),
    );
    await expect(dateField(dialog, /End date/)).toHaveAccessibleDescription(/The end date must not lie before the start date\./);
    await expect(await dialog.findByRole('textbox', { name: /Description/ })).toHaveAccessibleDescription(
      /The description field is required\./,
    );
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('New website');
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
  },
};

const saveAnswer = heldAnswer();

/** While saving, Close is disabled and Save spins; the answer closes the dialog. */
export const EditSaving: Story = {
  globals: { locale: 'en' },
  args: { onSave: fn<ProjectDetailsCardProps['onSave']>(() => saveAnswer.next().then(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    saveAnswer.hold();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit project details' }));
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeInTheDocument();
    saveAnswer.release();
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Closing discards the changes: opening again shows the project's values. */
export const EditCancelled: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit project details' }));
    let dialog = within(await canvas.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Project number/ }), '-B');
    // Escape keeps a dialog with typed input open; Close is the deliberate way out.
    await userEvent.keyboard('{Escape}');
    await expect(dialog.getByRole('textbox', { name: /Project number/ })).toHaveValue('P-2026-03-B');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Edit project details' }));
    dialog = within(await canvas.findByRole('dialog'));
    await expect(dialog.getByRole('textbox', { name: /Project number/ })).toHaveValue('P-2026-03');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Long names and a long description wrap inside the card. */
export const LongContent: Story = {
  args: {
    project: {
      ...project,
      name: LONG_NAME,
      projectnumber: 'P-2026-0001-HERINRICHTING-WINKELPAND-EN-MAGAZIJN',
      client: { id: 1, name: LONG_NAME },
      description: `<p>${'Een lange omschrijving van het project met veel woorden. '.repeat(12)}</p><p>https://www.een-heel-erg-lange-domeinnaam-voor-een-vertaalbureau.example.nl/projecten/herinrichting</p>`,
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    for (const definition of within(region).getAllByRole('definition')) {
      await expect(definition.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
    }
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { dateFormat: 'DD/MM/YYYY' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(detail(canvas, 'Startdatum')).toHaveTextContent('05/01/2026');
    await expect(detail(canvas, 'Status')).toHaveTextContent('Actief');
    await userEvent.click(canvas.getByRole('button', { name: 'Projectgegevens bewerken' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Project bewerken' }));
    await expect(dialog.getByRole('textbox', { name: /Projectnummer/ })).toHaveValue('P-2026-03');
    const description = await dialog.findByRole('textbox', { name: /Omschrijving/ });
    await waitFor(() => expect(description).toBeVisible());
  },
};

/** On a 390 px phone nothing scrolls sideways. */
export const Phone: Story = {
  args: { project: { ...project, name: LONG_NAME, client: { id: 1, name: LONG_NAME } } },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
