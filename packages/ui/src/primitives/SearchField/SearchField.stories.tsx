import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  parameters: { layout: 'padded' },
  args: { label: 'Search', onChange: fn(), onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'jansen{enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('jansen');
    await expect(args.onSubmit).toHaveBeenCalledWith('jansen');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const HiddenLabel: Story = {
  args: { isLabelHidden: true, placeholder: 'Search' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'acme');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'Bakkerij', description: 'Searches name and client number.' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Bakkerij' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search' })).toBeDisabled();
  },
};
