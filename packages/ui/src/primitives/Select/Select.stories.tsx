import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DATE_FORMATS, formatDate } from '../../i18n/formatDate';
import { Select, type SelectItem } from './Select';
import { SelectOption } from './SelectOption';

/** The six date formats, each with today's example. */
const dateFormats: SelectItem[] = DATE_FORMATS.map((format) => ({
  id: format,
  label: format,
  description: formatDate('2026-12-31', format),
}));

/** Days 0 (Sunday) to 6. */
const days: SelectItem[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
  (label, id) => ({ id, label }),
);

const meta = {
  title: 'Primitives/Select',
  component: Select,
  parameters: { layout: 'padded' },
  // Play functions read the English placeholder; the Dutch story sets its own locale.
  globals: { locale: 'en' },
  args: {
    label: 'Date format',
    items: dateFormats,
    defaultSelectedKey: 'DD-MM-YYYY',
    onSelectionChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 380 }}><Story /></div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens, arrows move, Enter chooses and returns focus; Escape closes without a change. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Date format/ });
    await expect(trigger).toHaveTextContent('DD-MM-YYYY');
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const listbox = await canvas.findByRole('listbox');
    const selected = within(listbox).getByRole('option', { name: /DD-MM-YYYY/ });
    await waitFor(() => expect(selected).toHaveFocus());
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: /MM\/DD\/YYYY/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('MM/DD/YYYY');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('MM/DD/YYYY');
    await waitFor(() => expect(trigger).toHaveFocus());
    // Escape closes without choosing.
    await userEvent.keyboard('{ArrowDown}');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('MM/DD/YYYY');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
  },
};

/** The open list, left open so axe checks it: each option shows its example date. */
export const OpenList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Date format/ }));
    const listbox = await canvas.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(6);
    await expect(within(listbox).getByRole('option', { name: 'DD.MM.YYYY 31.12.2026' })).toBeVisible();
  },
};

/** Options written as children; typing a letter on the closed field picks the matching language. */
export const WithChildren: Story = {
  args: { label: 'Language', items: undefined, defaultSelectedKey: 'en' },
  render: (args) => (
    <Select {...args}>
      <SelectOption id="en">English</SelectOption>
      <SelectOption id="nl">Nederlands</SelectOption>
    </Select>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Language/ });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('n');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('nl');
    await expect(trigger).toHaveTextContent('Nederlands');
  },
};

/** The organisation's first day of the week (0 Sunday … 6 Saturday), chosen with the mouse. */
export const FirstDayOfWeek: Story = {
  args: { label: 'First day of the week', items: days, defaultSelectedKey: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /First day of the week/ }));
    await userEvent.click(await canvas.findByRole('option', { name: 'Sunday' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith(0);
    await expect(canvas.getByRole('button', { name: /First day of the week/ })).toHaveTextContent('Sunday');
  },
};

/** Nothing chosen yet: the placeholder shows, and the label carries the required mark. */
export const Required: Story = {
  args: { isRequired: true, defaultSelectedKey: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Date format/ })).toHaveTextContent('Select an option');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    // The native select that react-aria keeps for forms and autofill carries the requirement.
    await expect(canvasElement.querySelector('select')).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Date format/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { errorMessage: 'The selected dateformat is invalid.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The selected dateformat is invalid.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Date format/ })).toHaveAccessibleDescription(
      'The selected dateformat is invalid.',
    );
  },
};

/** A server error for `dateformat` shows under the field and clears when the user chooses again. */
export const ServerErrorFromForm: Story = {
  args: { name: 'dateformat' },
  render: (args) => (
    <Form validationErrors={{ dateformat: 'The selected dateformat is invalid.' }} validationBehavior="aria">
      <Select {...args} />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The selected dateformat is invalid.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Date format/ }));
    await userEvent.click(await canvas.findByRole('option', { name: /YYYY-MM-DD/ }));
    await waitFor(() => expect(canvas.queryByText('The selected dateformat is invalid.')).not.toBeInTheDocument());
  },
};

/** Long labels wrap in the list and are cut off with an ellipsis in the closed field; long lists scroll. */
export const LongContent: Story = {
  args: {
    label: 'A rather long label that explains exactly what this choice is for and wraps over lines',
    description: 'And a description that is long too, so that it has to wrap onto a second line.',
    items: Array.from({ length: 30 }, (_, i) => ({
      id: i,
      label: `Option ${i + 1} with a label that is much longer than the field is wide, so it has to wrap`,
    })),
    defaultSelectedKey: 0,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /A rather long label/ });
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await userEvent.click(trigger);
    const listbox = await canvas.findByRole('listbox');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: /Option 30/ })).toHaveFocus());
    const popover = listbox.parentElement as HTMLElement;
    await expect(popover.scrollHeight).toBeGreaterThan(popover.clientHeight);
    await userEvent.keyboard('{Escape}');
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: {
    label: 'Eerste dag van de week',
    isRequired: true,
    items: ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'].map((label, id) => ({ id, label })),
    defaultSelectedKey: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Eerste dag van de week/ })).toHaveTextContent('Kies een optie');
  },
};
