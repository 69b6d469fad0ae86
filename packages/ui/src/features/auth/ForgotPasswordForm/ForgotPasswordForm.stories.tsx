import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';

const meta = {
  title: 'Features/Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn<ForgotPasswordFormProps['onSubmit']>(async () => undefined), signInHref: '/' },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const SENT = 'An email on how to reset your password has been sent.';

/** Reset Password stays disabled while the email is empty; Enter submits; success alert. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/');
    const button = canvas.getByRole('button', { name: 'Reset Password' });
    await expect(button).toBeDisabled();
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await userEvent.type(email, '   ');
    await expect(button).toBeDisabled();
    await userEvent.clear(email);
    await userEvent.type(email, 'ann@example.com{enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ann@example.com' });
    await expect(await canvas.findByRole('status')).toHaveTextContent(SENT);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** While the request runs the button spins, the field is disabled and a second submit is ignored. */
export const Submitting: Story = {
  globals: { locale: 'en' },
  args: {
    onSubmit: fn<ForgotPasswordFormProps['onSubmit']>(() => new Promise<undefined>(() => {})),
    defaultEmail: 'ann@example.com',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Reset Password' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(SENT)).not.toBeInTheDocument();
  },
};

/** Field errors (e.g. an invalid address) appear under the email field; no success alert. */
export const ServerErrorUnderEmail: Story = {
  globals: { locale: 'en' },
  args: {
    onSubmit: fn<ForgotPasswordFormProps['onSubmit']>(async () => ({
      message: 'The given data was invalid.',
      errors: { email: ['The email must be a valid email address.'] },
    })),
    defaultEmail: 'ann@',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('The email must be a valid email address.'));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('ann@');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Other failures show nothing; the spinner stops and the button can be pressed again. */
export const FailureShowsNothing: Story = {
  globals: { locale: 'en' },
  args: {
    onSubmit: fn<ForgotPasswordFormProps['onSubmit']>(async () => Promise.reject(new TypeError('Failed to fetch'))),
    defaultEmail: 'ann@example.com',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Reset Password' });
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(button).toBeEnabled();
  },
};

/** A long address and the success alert wrap inside the card. */
export const LongContent: Story = {
  args: { defaultEmail: `ann.de.vries.van.der.berg-${'lang'.repeat(12)}@een-heel-lange-domeinnaam.example.nl` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    const section = canvas.getByRole('region');
    const alert = await canvas.findByRole('status');
    await expect(alert.getBoundingClientRect().right).toBeLessThanOrEqual(section.getBoundingClientRect().right);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Wachtwoord herstellen' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Terug naar inloggen' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ann@example.com{enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Er is een e-mail verstuurd met uitleg over het herstellen van je wachtwoord.',
    );
  },
};
