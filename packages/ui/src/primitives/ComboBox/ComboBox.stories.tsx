import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, type ComboBoxItem } from './ComboBox';

const clients: ComboBoxItem[] = [
  { id: 1, label: 'Bakkerij Jansen', description: 'C-0001' },
  { id: 2, label: 'Café de Hoek', description: 'C-0002' },
  { id: 3, label: 'Jansen & Zonen', description: 'C-0003' },
  { id: 4, label: 'Oud Archief BV' },
];

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox,
  parameters: { layout: 'padded' },
  // Play functions read the English empty text and button name; the Dutch story sets its own locale.
  globals: { locale: 'en' },
  args: { label: 'Client', items: clients, onSelectionChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 320 }}><Story /></div>],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The client picker: typing filters, Arrow Down moves into the list, Enter chooses. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Client' });
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('jan');
    const listbox = await canvas.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Bakkerij JansenC-0001',
      'Jansen & ZonenC-0003',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const option = within(listbox).getByRole('option', { name: 'Jansen & Zonen C-0003' });
    // Focus stays in the input; the active option is announced through aria-activedescendant.
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith(3);
    await expect(input).toHaveValue('Jansen & Zonen');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Filtering ignores case and accents. */
export const FilterIgnoresAccents: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Client' }), 'CAFE');
    const listbox = await canvas.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(listbox).getByRole('option', { name: /Café de Hoek/ }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(2);
  },
};

/** Nothing matches: the list says so (and stays open for the axe check of that state). */
export const EmptyState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Client' }), 'xyz');
    const listbox = await canvas.findByRole('listbox');
    await expect(listbox).toHaveTextContent('No matches found');
    // react-aria wraps the empty text in the list; no client can be chosen.
    await expect(within(listbox).queryByRole('option', { name: /Jansen|Café|Oud/ })).not.toBeInTheDocument();
  },
};

/** A screen's own empty text, e.g. the clients screen's 'no clients found'. */
export const CustomEmptyText: Story = {
  args: { emptyText: 'No clients found' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Client' }), 'xyz');
    await expect(await canvas.findByRole('listbox')).toHaveTextContent('No clients found');
  },
};

/** Escape closes the list; a second Escape puts back the chosen client's name. */
export const EscapeRestoresSelection: Story = {
  args: { defaultSelectedKey: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Client' });
    await expect(input).toHaveValue('Bakkerij Jansen');
    await userEvent.tripleClick(input);
    await userEvent.keyboard('oud');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('Bakkerij Jansen');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** The chevron shows every client without typing (and the open list is checked by axe). */
export const OpenWithButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Show suggestions/ });
    // Not a Tab stop: Alt+Arrow Down does the same from the input.
    await expect(button).toHaveAttribute('tabindex', '-1');
    await userEvent.click(button);
    const listbox = await canvas.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
  },
};

export const Required: Story = {
  args: { isRequired: true, placeholder: 'Type a client name' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /Client/ })).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Client' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Show suggestions/ })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelectedKey: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Client' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'x');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(input).toHaveValue('Café de Hoek');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'The client id field is required.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /Client/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The client id field is required.');
  },
};

/** A server error for `client_id` shows under the picker until another client is chosen. */
export const ServerErrorFromForm: Story = {
  args: { name: 'client_id', isRequired: true },
  render: (args) => (
    <Form validationErrors={{ client_id: ['The client id field is required.'] }} validationBehavior="aria">
      <ComboBox {...args} />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: /Client/ });
    await expect(input).toHaveAccessibleDescription('The client id field is required.');
    await userEvent.type(input, 'oud');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByText('The client id field is required.')).not.toBeInTheDocument());
    // The form submits the chosen key.
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await expect(new FormData(form).getAll('client_id')).toEqual(['4']);
  },
};

/** Long names wrap in the list; long lists scroll. */
export const LongContent: Story = {
  args: {
    label: 'A rather long label that explains exactly which client is meant here and wraps',
    description: 'And a description that is long too, so that it has to wrap onto a second line.',
    items: Array.from({ length: 40 }, (_, i) => ({
      id: i + 1,
      label: `Stichting Regionaal Samenwerkingsverband Noord-Holland Zuid afdeling ${i + 1}`,
      description: `C-${String(i + 1).padStart(4, '0')}`,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions/ }));
    const listbox = await canvas.findByRole('listbox');
    const popover = listbox.parentElement as HTMLElement;
    await expect(popover.scrollHeight).toBeGreaterThan(popover.clientHeight);
    await expect(popover.scrollWidth).toBeLessThanOrEqual(popover.clientWidth);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { label: 'Klant', isRequired: true, errorMessage: 'Het veld klant is verplicht.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Suggesties tonen/ })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('combobox', { name: /Klant/ }), 'xyz');
    await expect(await canvas.findByRole('listbox')).toHaveTextContent('Geen resultaten gevonden');
  },
};
