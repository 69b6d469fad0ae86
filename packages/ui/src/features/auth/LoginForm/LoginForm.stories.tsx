import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginForm, type LoginFormProps } from './LoginForm';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';

const meta = {
  title: 'Features/Auth/LoginForm',
  component: LoginForm,
  parameters: { layout: 'padded' },
  args: {
    onSubmit: fn<LoginFormProps['onSubmit']>(async () => undefined),
    forgotPasswordHref: '/forgotpassword',
  },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Log in stays disabled until both email and password are filled. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Log in' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgotpassword');
    // A newcomer finds the way to sign up from the login page.
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ann@example.com');
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Password/), 'secret123');
    await expect(button).toBeEnabled();
    await userEvent.clear(canvas.getByRole('textbox', { name: /Email/ }));
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ann@example.com{enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'secret123' });
  },
};

/** The first message of errors.email appears under the email field. */
export const ServerErrorUnderEmail: Story = {
  globals: { locale: 'en' },
  args: {
    onSubmit: fn<LoginFormProps['onSubmit']>(async () => ({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.', 'A second message is not shown.'] },
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'ann@example.com');
    await userEvent.type(canvas.getByLabelText(/Password/), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(email).toHaveAccessibleDescription('These credentials do not match our records.'));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('A second message is not shown.')).not.toBeInTheDocument();
    // The message belongs to the field; it is not repeated in an alert.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** While the request runs Log in shows a spinner and a second submit is ignored. */
export const Submitting: Story = {
  globals: { locale: 'en' },
  args: { onSubmit: fn<LoginFormProps['onSubmit']>(() => new Promise<undefined>(() => {})), defaultEmail: 'ann@example.com' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Password/), 'secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const button = canvas.getByRole('button', { name: /Log in/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(button);
    await userEvent.keyboard('{enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A rejected promise (network down) stops the spinner and shows a generic, dismissible error. */
export const UnexpectedFailure: Story = {
  globals: { locale: 'en' },
  args: { onSubmit: fn<LoginFormProps['onSubmit']>(async () => Promise.reject(new TypeError('Failed to fetch'))), defaultEmail: 'ann@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Password/), 'secret123{enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Inloggen' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Wachtwoord vergeten?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Registreren' })).toHaveAttribute('href', '/register');
  },
};

/** On a 390 px phone nothing scrolls sideways. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};

/** After deleting one's account: the notice above the form. */
export const AccountDeleted: Story = {
  globals: { locale: 'en' },
  args: { notice: 'Your account has been deleted.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your account has been deleted.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  },
};

/** Single sign-on offered: the button takes the address typed (and waits for one). */
export const SingleSignOn: Story = {
  globals: { locale: 'en' },
  args: { onSingleSignOn: fn<NonNullable<LoginFormProps['onSingleSignOn']>>() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Sign in with single sign-on' });
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), ' ann@example.com ');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onSingleSignOn).toHaveBeenCalledWith('ann@example.com');
    // It signs in elsewhere: the password form is not sent.
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Back from a single sign-on that did not happen: why, above the fields. */
export const SingleSignOnRefused: Story = {
  globals: { locale: 'en' },
  args: { onSingleSignOn: fn<NonNullable<LoginFormProps['onSingleSignOn']>>(), singleSignOnError: 'not_member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No member has this address. Ask an admin to invite you.');
  },
};

export const SingleSignOnDutch: Story = {
  globals: { locale: 'nl' },
  args: { onSingleSignOn: fn<NonNullable<LoginFormProps['onSingleSignOn']>>(), singleSignOnError: 'email_unverified' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Inloggen met single sign-on' })).toBeDisabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('De inlogdienst heeft je adres niet bevestigd.');
  },
};

/** With single sign-on and its message on a 390 px phone nothing scrolls sideways. */
export const SingleSignOnPhone: Story = {
  decorators: [phoneFrame],
  args: { onSingleSignOn: fn<NonNullable<LoginFormProps['onSingleSignOn']>>(), singleSignOnError: 'provider_unavailable' },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
