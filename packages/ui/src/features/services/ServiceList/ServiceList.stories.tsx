import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { heldAnswer } from '../../../fixtures/heldAnswer';
import { LONG_NAME } from '../../../fixtures/long';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { makeService, manyServices, sampleServices } from '../../../fixtures/services';
import { preloadRichTextEditor } from '../../../primitives/RichTextEditor/RichTextEditor';
import { ServiceList, type ServiceListProps } from './ServiceList';

const services = sampleServices;

const meta = {
  title: 'Features/Services/ServiceList',
  component: ServiceList,
  parameters: { layout: 'padded' },
  args: {
    services,
    serviceHref: (id) => `/services/${id}`,
    onCreate: fn<ServiceListProps['onCreate']>(async () => undefined),
    onToggleActive: fn<ServiceListProps['onToggleActive']>(async () => undefined),
    onDelete: fn<ServiceListProps['onDelete']>(async () => undefined),
  },
  // The add dialog's description editor is a lazily loaded chunk: loaded before the story renders.
  loaders: [async () => ({ editor: await preloadRichTextEditor() })],
} satisfies Meta<typeof ServiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (canvas: ReturnType<typeof within>) =>
  canvas.queryAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent);

/** Name (link), service number, active switch; inactive services hidden. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Services' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Name',
      'Service number',
      'Active',
      'Actions',
    ]);
    await expect(rowNames(canvas)).toEqual(['Hosting', 'Onderhoud website', 'Consultancy']);
    await expect(table.getByRole('link', { name: 'Hosting' })).toHaveAttribute('href', '/services/5');
    await expect(table.getByRole('switch', { name: 'Hosting active' })).toBeChecked();
    await expect(table.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  },
};

/** Search matches name or service number, ignoring case and accents. */
export const Filtering: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'HOST');
    await expect(rowNames(canvas)).toEqual(['Hosting']);
    await userEvent.clear(search);
    await userEvent.type(search, 's-008');
    await expect(rowNames(canvas)).toEqual(['Consultancy']);
    await userEvent.clear(search);
    await userEvent.type(search, 'licentie');
    await expect(canvas.getByRole('cell', { name: 'No services found' })).toBeVisible();
  },
};

/**
 * Deleting asks for confirmation (by keyboard) and calls onDelete; the dialog closes after it resolves.
 * The list's own behaviour (show inactive, a refused delete, the switch, focus after a row
 * vanishes) is tested once, in Patterns/RecordList.
 */
export const Delete: Story = {
  globals: { locale: 'en' },
  args: { defaultShowInactive: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Delete Oude licentie' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('alertdialog', { name: 'Delete service?' }));
    await waitFor(() => expect(dialog.getByText(/Oude licentie will be deleted/)).toBeVisible());
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(services[2]);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/**
 * The add dialog by keyboard: name (required), service number and a rich-text description; Save
 * sends the trimmed values and the description's HTML, and the dialog closes. Opened again, it
 * is empty.
 */
export const AddService: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Add service' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add service' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard(' Backups ');
    await userEvent.tab();
    await userEvent.keyboard('S-020');
    // On to the description: its toolbar, then its text.
    await userEvent.tab();
    await userEvent.tab();
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await waitFor(() => expect(description).toHaveFocus());
    await userEvent.keyboard('Nightly ');
    await userEvent.keyboard('{Control>}b{/Control}offsite{Control>}b{/Control} copies');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Backups',
      servicenumber: 'S-020',
      description: '<p>Nightly <strong>offsite</strong> copies</p>',
    });
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Add service' }));
    const again = within(await canvas.findByRole('dialog', { name: 'Add service' }));
    await expect(again.getByRole('textbox', { name: /Name/ })).toHaveValue('');
    await expect(await again.findByRole('textbox', { name: 'Description' })).toHaveTextContent('');
  },
};

/** Without a service number or description, they are sent as null. */
export const AddServiceNameOnly: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add service' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add service' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Backups{Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'Backups', servicenumber: null, description: null });
  },
};

/** Server errors appear under the matching fields, the description's too; the dialog keeps what was typed. */
export const AddServiceServerErrors: Story = {
  globals: { locale: 'en' },
  args: {
    onCreate: fn<ServiceListProps['onCreate']>(async () => ({
      message: 'The given data was invalid.',
      errors: {
        name: ['The name has already been taken.'],
        description: ['The description may not be greater than 65535 characters.'],
      },
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add service' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add service' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, 'Hosting{Enter}');
    await expect(args.onCreate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(name).toHaveAccessibleDescription('The name has already been taken.'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue('Hosting');
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await expect(description).toHaveAccessibleDescription('The description may not be greater than 65535 characters.');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeEnabled();
  },
};

/** A failure no field explains (e.g. the network) shows a general message above the fields. */
export const AddServiceUnexpectedError: Story = {
  globals: { locale: 'en' },
  args: { onCreate: fn<ServiceListProps['onCreate']>(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add service' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add service' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Backups{Enter}');
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('dialog', { name: 'Add service' })).toBeInTheDocument();
  },
};

const createAnswer = heldAnswer();

/** While the create request runs Save spins and Close is disabled; the answer closes the dialog. */
export const AddServiceSaving: Story = {
  globals: { locale: 'en' },
  args: { onCreate: fn<ServiceListProps['onCreate']>(() => createAnswer.next()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add service' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add service' }));
    createAnswer.hold();
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Backups{Enter}');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeInTheDocument();
    createAnswer.release();
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Empty: Story = {
  globals: { locale: 'en' },
  args: { services: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No services found' })).toBeVisible();
  },
};

/** While the services load: placeholder rows in a busy table, no empty text. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { services: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Services' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('cell', { name: 'No services found' })).not.toBeInTheDocument();
  },
};

/** Sixty services, long names among them, inactive ones shown. */
export const ManyServices: Story = {
  args: { services: manyServices, defaultShowInactive: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('rowheader')).toHaveLength(60);
  },
};

/** A long name is cut with an ellipsis on one line; the full name stays in its title (and accessible name). */
export const LongName: Story = {
  globals: { locale: 'en' },
  args: { services: [...services, makeService(9, LONG_NAME)] },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: LONG_NAME });
    const text = within(link).getByText(LONG_NAME);
    await expect(text).toHaveAttribute('title', LONG_NAME);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { defaultShowInactive: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Diensten' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Dienstnummer' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Oude licentie verwijderen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dienst toevoegen' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Dienst toevoegen' }));
    await expect(await dialog.findByRole('textbox', { name: 'Omschrijving' })).toBeInTheDocument();
    await expect(dialog.getByRole('toolbar', { name: 'Opmaak' })).toBeInTheDocument();
  },
};

/** On a 390 px phone nothing scrolls sideways but the table, inside its own scroll area. */
export const Phone: Story = {
  globals: { locale: 'en' },
  args: { services: [...services, makeService(9, LONG_NAME)] },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
