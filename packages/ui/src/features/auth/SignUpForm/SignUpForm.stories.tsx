import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignUpForm, type SignUpFormProps } from './SignUpForm';

const meta = {
  title: 'Features/Auth/SignUpForm',
  component: SignUpForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn<SignUpFormProps['onSubmit']>(async () => undefined), cancelHref: '/' },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvas: ReturnType<typeof within>, confirmation = 'secret123') {
  await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Ann de Vries');
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ann@example.com');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'secret123');
  await userEvent.type(canvas.getByLabelText(/Confirm password/), confirmation);
}

export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Sign Up' });
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
    await expect(button).toBeDisabled();
    await fill(canvas);
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ann de Vries',
      email: 'ann@example.com',
      password: 'secret123',
      password_confirmation: 'secret123',
    });
  },
};

/** A different confirmation shows 'Passwords do not match' and keeps Sign Up disabled. */
export const PasswordsDoNotMatch: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'secret12');
    const confirmation = canvas.getByLabelText(/Confirm password/);
    await expect(confirmation).toHaveAccessibleDescription('Passwords do not match');
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    await userEvent.type(confirmation, '3');
    await expect(canvas.queryByText('Passwords do not match')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  },
};

/** Errors go under their fields and both passwords are cleared. */
export const ServerErrors: Story = {
  globals: { locale: 'en' },
  args: {
    onSubmit: fn<SignUpFormProps['onSubmit']>(async () => ({
      message: 'The given data was invalid.',
      errors: {
        email: ['The email has already been taken.'],
        password: ['The password must be at least 8 characters.'],
      },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('The email has already been taken.'));
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'The password must be at least 8 characters.',
    );
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('');
    await expect(canvas.getByLabelText(/Confirm password/)).toHaveValue('');
    await expect(email).toHaveValue('ann@example.com');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A message not tied to a field shows in a dismissible alert. */
export const MessageInAlert: Story = {
  globals: { locale: 'en' },
  args: { onSubmit: fn<SignUpFormProps['onSubmit']>(async () => ({ message: 'Registration is closed for this organisation.' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Registration is closed for this organisation.');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Disabled while the request runs. */
export const Submitting: Story = {
  globals: { locale: 'en' },
  args: { onSubmit: fn<SignUpFormProps['onSubmit']>(() => new Promise<undefined>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    const button = canvas.getByRole('button', { name: /Sign Up/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Wachtwoord/), 'a');
    await userEvent.type(canvas.getByLabelText(/Bevestig wachtwoord/), 'b');
    await expect(canvas.getByText('Wachtwoorden komen niet overeen')).toBeVisible();
  },
};
