import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  parameters: { layout: 'padded' },
  args: { children: 'These credentials do not match our records.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorTone: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('These credentials');
  },
};

export const Dismissible: Story = {
  globals: { locale: 'en' },
  args: { onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'An email on how to reset your password has been sent.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('An email');
  },
};

export const Info: Story = { args: { tone: 'info', children: 'Your security token has expired. The page will be reloaded.' } };
