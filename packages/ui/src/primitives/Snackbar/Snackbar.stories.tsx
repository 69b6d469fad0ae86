import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Snackbar, SNACKBAR_TIMEOUT_MS } from './Snackbar';
import { SnackbarProvider, useSnackbar } from './SnackbarProvider';

const meta = {
  title: 'Primitives/Snackbar',
  component: Snackbar,
  args: { message: 'Client saved', tone: 'success', onClose: fn(), timeout: null },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 200 }}><Story /></div>],
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success is announced politely (role status) and has a Close button. */
export const Success: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Client saved');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Errors interrupt (role alert). */
export const ErrorTone: Story = {
  args: { message: 'An error occurred when generating the PDF', tone: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred when generating the PDF');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Info: Story = { args: { message: 'Saving…', tone: 'info' } };

export const LongMessage: Story = {
  args: {
    message:
      'Invoice 2026-0042 has been sent to Bakkerij Jansen and a copy was stored with the invoice, together with the PDF.',
  },
};

/** It closes by itself after 2500 ms. */
export const ClosesAfterTimeout: Story = {
  args: { timeout: SNACKBAR_TIMEOUT_MS },
  play: async ({ args }) => {
    await new Promise((resolve) => setTimeout(resolve, SNACKBAR_TIMEOUT_MS - 500));
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1), { timeout: 1500 });
  },
};

function SaveButton() {
  const snackbar = useSnackbar();
  return (
    <div style={{ display: 'flex', gap: 8, padding: 24 }}>
      <Button variant="primary" onPress={() => snackbar.success('Client saved')}>
        Save
      </Button>
      <Button onPress={() => snackbar.error('An error occurred when generating the PDF')}>Download PDF</Button>
    </div>
  );
}

/** Pages open snackbars with useSnackbar(); the provider (or AppShell) renders them. */
export const WithProvider: Story = {
  globals: { locale: 'en' },
  render: () => (
    <SnackbarProvider>
      <SaveButton />
    </SnackbarProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Client saved');
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};
