import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { TextField } from '../../primitives/TextField/TextField';
import { FormDialog, type FormDialogProps } from './FormDialog';

/** Opens the dialog from a button, as a screen would, and closes it on onOpenChange(false). */
function Harness(props: Partial<FormDialogProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open dialog</Button>
      <FormDialog
        title="Add client"
        onSave={fn()}
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange?.(open);
        }}
      >
        {props.children ?? (
          <>
            <TextField name="name" label="Name" isRequired defaultValue="Bakkerij Jansen" />
            <TextField name="clientnumber" label="Client number" />
          </>
        )}
      </FormDialog>
    </>
  );
}

const meta = {
  title: 'Patterns/FormDialog',
  component: FormDialog,
  args: { title: 'Add client', onSave: fn(), onOpenChange: fn(), children: null },
  render: (args) => <Harness {...args} children={undefined} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Add client' });
    const body = within(dialog);
    // Enter in a field saves, like the Save button.
    await userEvent.type(body.getByRole('textbox', { name: 'Client number' }), 'C-1{enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledTimes(2);
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Persistent — a click on the backdrop does not close it; Escape does while nothing was typed. */
export const Persistent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Add client' });
    const backdrop = dialog.closest('[data-rac]')?.parentElement?.parentElement as HTMLElement;
    await userEvent.click(backdrop);
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Client number' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Typed input is never discarded by a stray key: once a field changed, Escape leaves the dialog open. */
export const KeepsTypedInput: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add client' }));
    const number = dialog.getByRole('textbox', { name: 'Client number' });
    await userEvent.type(number, 'K-42');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
    await expect(number).toHaveValue('K-42');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // Close is the deliberate way out.
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** While saving Close is disabled, Escape does nothing and Save shows a spinner. */
export const Saving: Story = {
  globals: { locale: 'en' },
  args: { isSaving: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add client' }));
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await expect(dialog.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: /Save/ }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Server errors by field name appear under the matching field. */
export const ServerErrors: Story = {
  args: {
    validationErrors: {
      name: ['The name has already been taken.'],
      clientnumber: 'The clientnumber may not be greater than 20 characters.',
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog'));
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(
      'The name has already been taken.',
    );
    await expect(dialog.getByRole('textbox', { name: 'Client number' })).toHaveAccessibleDescription(
      'The clientnumber may not be greater than 20 characters.',
    );
  },
};

export const FormError: Story = {
  args: { errorMessage: 'Something went wrong. Please try again.' },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  },
};

export const SaveDisabled: Story = {
  globals: { locale: 'en' },
  args: { isSaveDisabled: true },
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** 800 px wide instead of 600 px. */
export const Large: Story = {
  args: { isLarge: true, title: 'Edit details' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Edit details' });
    const modal = dialog.parentElement as HTMLElement;
    await expect(modal.getBoundingClientRect().width).toBeLessThanOrEqual(800);
    await expect(getComputedStyle(modal).maxWidth).toBe('800px');
  },
};

/** Many fields: the body scrolls, title and buttons stay in view. */
export const LongContent: Story = {
  globals: { locale: 'en' },
  args: { title: 'Edit client' },
  render: (args) => (
    <Harness {...args}>
      {['Name', 'Client number', 'Address', 'Zip code', 'City', 'Country', 'Phone', 'Email', 'Website', 'IBAN', 'VAT', 'Chamber of commerce'].map(
        (label) => (
          <TextField key={label} name={label} label={label} />
        ),
      )}
    </Harness>
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Edit client' }));
    const save = dialog.getByRole('button', { name: 'Save' });
    const rect = save.getBoundingClientRect();
    await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/**
 * Closed by its owner after a save, the dialog opens pristine the next time: Escape closes it
 * again while nothing new was typed.
 */
export const PristineAfterSave: Story = {
  globals: { locale: 'en' },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(true);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Open dialog</Button>
        <FormDialog {...args} isOpen={isOpen} onOpenChange={setOpen} onSave={() => setOpen(false)}>
          <TextField name="name" label="Name" />
        </FormDialog>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add client' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Bakkerij Jansen{enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await canvas.findByRole('dialog', { name: 'Add client' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Uncontrolled: inside a react-aria DialogTrigger the dialog opens from its button. */
export const WithDialogTrigger: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="primary">Add client</Button>
      <FormDialog {...args} isOpen={undefined} onOpenChange={undefined}>
        <TextField name="name" label="Name" isRequired />
      </FormDialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add client' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add client' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
