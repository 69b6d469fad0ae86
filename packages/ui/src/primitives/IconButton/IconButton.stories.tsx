import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddIcon } from '../Icon/icons/AddIcon';
import { DeleteIcon } from '../Icon/icons/DeleteIcon';
import { SettingsIcon } from '../Icon/icons/SettingsIcon';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  parameters: { layout: 'padded' },
  args: { label: 'Delete Bakkerij Jansen', icon: <DeleteIcon />, onPress: fn() },
  argTypes: {
    icon: { control: false },
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'quiet'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label is the accessible name; mouse, Enter and Space all press it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete Bakkerij Jansen' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
    // 40 px square.
    const { width, height } = button.getBoundingClientRect();
    await expect([Math.round(width), Math.round(height)]).toEqual([40, 40]);
  },
};

/** With `tooltip`, keyboard focus shows the label at once; Escape hides it. */
export const WithTooltip: Story = {
  args: { label: 'Edit details', icon: <SettingsIcon />, tooltip: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Edit details' });
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Edit details');
    await expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

/** A tooltip text other than the label; the label stays the accessible name. */
export const CustomTooltip: Story = {
  args: { label: 'Add line', icon: <AddIcon />, tooltip: 'Add a line for one of your activities', variant: 'primary' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Add a line for one of your activities');
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Add line');
  },
};

/** A long tooltip wraps at 280 px instead of running off the screen. */
export const LongTooltip: Story = {
  args: {
    label: 'Delete',
    tooltip:
      'Delete this inactive client together with its contacts and updates. Invoices that were already sent are kept.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await within(canvasElement).findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} variant="quiet" label="Quiet" />
      <IconButton {...args} variant="secondary" label="Secondary" />
      <IconButton {...args} variant="primary" label="Primary" icon={<AddIcon />} />
      <IconButton {...args} variant="danger" label="Danger" />
      <IconButton {...args} size="sm" label="Small" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
    const { width } = canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect();
    await expect(Math.round(width)).toBe(32);
  },
};

/** Disabled: not pressable, and no tooltip. */
export const Disabled: Story = {
  args: { isDisabled: true, tooltip: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Delete Bakkerij Jansen' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

/** Pending: a spinner replaces the icon, presses are ignored, focus stays. */
export const Pending: Story = {
  // Reads the built-in English text.
  globals: { locale: 'en' },
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Delete Bakkerij Jansen/ });
    await expect(within(button).getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

/** The component has no text of its own; the spinner's label follows the language. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { label: 'Bakkerij Jansen verwijderen', isPending: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Bakkerij Jansen verwijderen/ });
    await expect(within(button).getByRole('progressbar', { name: 'Bezig met laden…' })).toBeInTheDocument();
  },
};
