import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SaveResult } from '../../forms/submitResult';
import { Button } from '../../primitives/Button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Harness(props: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Delete…</Button>
      <ConfirmDialog
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange?.(open);
        }}
      />
    </>
  );
}

/** A promise the story resolves or rejects when it wants to. */
function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let request = deferred();

const meta = {
  title: 'Patterns/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete client?',
    children: 'Oud Archief BV will be deleted. This cannot be undone.',
    onConfirm: fn<() => SaveResult>(async () => undefined),
    onOpenChange: fn(),
  },
  render: (args) => <Harness {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Delete client?' });
    await expect(dialog).toHaveTextContent('Oud Archief BV will be deleted.');
    // Cancel has focus first, so Enter cannot delete by accident.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

/** The dialog shows pending and closes only after the delete resolves. */
export const ClosesAfterConfirm: Story = {
  globals: { locale: 'en' },
  args: { onConfirm: fn(() => request.promise) },
  beforeEach: () => {
    request = deferred();
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = within(await canvas.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(dialog.getByRole('progressbar')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('alertdialog')).toBeInTheDocument();
    request.resolve();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const StaysOpenWhenRejected: Story = {
  globals: { locale: 'en' },
  args: { onConfirm: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = within(await canvas.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('data-pending'));
    await expect(canvas.getByRole('alertdialog')).toBeInTheDocument();
    await expect(dialog.getByRole('alert')).toHaveTextContent('This could not be done. Try again, or cancel.');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The server refuses (a 409 body): its reason shows in the dialog, which stays open; Cancel clears it. */
export const ShowsTheRefusal: Story = {
  args: { onConfirm: fn(async () => ({ message: 'The client still has projects or subscriptions.' })) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = within(await canvas.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: /Delete|Verwijderen/ }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The client still has projects or subscriptions.');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: /Cancel|Annuleren/ }));
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Delete…' }));
    const reopened = within(await canvas.findByRole('alertdialog'));
    await expect(reopened.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Cancel: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = within(await canvas.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const PrimaryAction: Story = {
  args: { title: 'Copy invoice?', children: 'A new concept invoice is made from this one.', confirmLabel: 'Copy', variant: 'primary' },
};
