import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResetPasswordForm, type ResetPasswordFormProps } from './ResetPasswordForm';

const meta = {
  title: 'Features/Auth/ResetPasswordForm',
  component: ResetPasswordForm,
  parameters: { layout: 'padded' },
  args: {
    token: 'reset-token-123',
    onSubmit: fn<ResetPasswordFormProps['onSubmit']>(async () => undefined),
    signInHref: '/',
  },
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const passwordInput = (canvas: Canvas) => canvas.getByLabelText(/^Password\*$/);
const confirmationInput = (canvas: Canvas) => canvas.getByLabelText(/^Confirm password/);

async function fill(canvas: Canvas, confirmation = 'secret123') {
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ann@example.com');
  await userEvent.type(passwordInput(canvas), 'secret123');
  await userEvent.type(confirmationInput(canvas), confirmation);
}

/** Disabled until every field is filled and the passwords match; sends the token too. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a new password');
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/');
    const button = canvas.getByRole('button', { name: 'Reset Password' });
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ann@example.com');
    await expect(button).toBeDisabled();
    await userEvent.type(passwordInput(canvas), 'secret123');
    await expect(button).toBeDisabled();
    await userEvent.type(confirmationInput(canvas), 'secret123{enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      token: 'reset-token-123',
      email: 'ann@example.com',
      password: 'secret123',
      password_confirmation: 'secret123',
    });
  },
};

/** A different confirmation shows 'Passwords do not match' under it and keeps the button disabled. */
export const PasswordsDoNotMatch: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'secret12');
    const confirmation = confirmationInput(canvas);
    await expect(confirmation).toHaveAccessibleDescription('Passwords do not match');
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
    await userEvent.type(confirmation, '3');
    await expect(canvas.queryByText('Passwords do not match')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  },
};

/** Errors under their fields; both passwords are cleared, the email is kept. */
export const ServerErrors: Story = {
  globals: { locale: 'en' },
  args: {
    onSubmit: fn<ResetPasswordFormProps['onSubmit']>(async () => ({
      message: 'The given data was invalid.',
      errors: {
        email: ["We can't find a user with that email address."],
        password: ['The password must be at least 8 characters.'],
      },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription("We can't find a user with that email address."));
    await expect(passwordInput(canvas)).toHaveAccessibleDescription('The password must be at least 8 characters.');
    await expect(passwordInput(canvas)).toHaveValue('');
    await expect(confirmationInput(canvas)).toHaveValue('');
    await expect(email).toHaveValue('ann@example.com');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** An expired or used link: the token's error shows in a dismissible alert. */
export const ExpiredToken: Story = {
  globals: { locale: 'en' },
  args: {
    onSubmit: fn<ResetPasswordFormProps['onSubmit']>(async () => ({
      message: 'The given data was invalid.',
      errors: { token: ['This password reset token is invalid.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This password reset token is invalid.');
    await expect(passwordInput(canvas)).toHaveValue('');
    // Keyboard: the Dismiss button is reachable and closes the alert.
    within(alert).getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A rejected promise stops the spinner and shows the generic error. */
export const UnexpectedFailure: Story = {
  globals: { locale: 'en' },
  args: { onSubmit: fn<ResetPasswordFormProps['onSubmit']>(async () => Promise.reject(new TypeError('Failed to fetch'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  },
};

/** While the request runs the fields are disabled and the button spins. */
export const Submitting: Story = {
  globals: { locale: 'en' },
  args: {
    onSubmit: fn<ResetPasswordFormProps['onSubmit']>(() => new Promise<undefined>(() => {})),
    defaultEmail: 'ann@example.com',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // With the email prefilled, the password field has focus.
    await waitFor(() => expect(passwordInput(canvas)).toHaveFocus());
    await userEvent.keyboard('secret123');
    await userEvent.type(confirmationInput(canvas), 'secret123{enter}');
    const button = canvas.getByRole('button', { name: 'Reset Password' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A long server message wraps inside the card. */
export const LongContent: Story = {
  args: {
    defaultEmail: 'ann@example.com',
    onSubmit: fn<ResetPasswordFormProps['onSubmit']>(async () => ({
      message: 'This password reset link has expired. Request a new link on the password reset page and use it within sixty minutes of receiving it, because older links are no longer accepted.',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inputs = canvasElement.querySelectorAll<HTMLInputElement>('input[type="password"]');
    await userEvent.type(inputs[0], 'secret123');
    await userEvent.type(inputs[1], 'secret123{enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvas.getByRole('region').getBoundingClientRect().right,
    );
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Wachtwoord herstellen' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Terug naar inloggen' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Wachtwoord\*$/), 'a');
    await userEvent.type(canvas.getByLabelText(/^Bevestig wachtwoord/), 'b');
    await expect(canvas.getByText('Wachtwoorden komen niet overeen')).toBeVisible();
  },
};
