import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { estimatePassword } from '../../../fixtures/passwordStrength';
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
  await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Ann de Vries');
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ann@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: /Organisation name/ }), 'Studio Noord');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'secret123');
  await userEvent.type(canvas.getByLabelText(/Confirm password/), confirmation);
}

export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Sign up' });
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
    await expect(button).toBeDisabled();
    await fill(canvas);
    await expect(button).toBeEnabled();
    // The organisation's language starts as the page's, each language named in its own.
    await expect(canvas.getByRole('button', { name: /Organisation language/ })).toHaveTextContent('English');
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ann de Vries',
      email: 'ann@example.com',
      organization_name: 'Studio Noord',
      organization_locale: 'en',
      locale: 'en',
      password: 'secret123',
      password_confirmation: 'secret123',
    });
  },
};

/** The organisation's name is required; its language is chosen by keyboard, apart from the person's own. */
export const OrganizationByKeyboard: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    const organizationName = canvas.getByRole('textbox', { name: /Organisation name/ });
    await expect(organizationName).toHaveAccessibleDescription('Your business or trade name, as it appears on your invoices.');
    await userEvent.clear(organizationName);
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    await userEvent.type(organizationName, 'Noord & Co');
    const language = canvas.getByRole('button', { name: /Organisation language/ });
    language.focus();
    await userEvent.keyboard('{Enter}');
    const dutch = await canvas.findByRole('option', { name: 'Nederlands' });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(dutch).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(language).toHaveTextContent('Nederlands');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ organization_name: 'Noord & Co', organization_locale: 'nl', locale: 'en' }),
    );
  },
};

/** A different confirmation shows 'Passwords do not match' and keeps Sign up disabled. */
export const PasswordsDoNotMatch: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'secret12');
    const confirmation = canvas.getByLabelText(/Confirm password/);
    await expect(confirmation).toHaveAccessibleDescription('Passwords do not match');
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    await userEvent.type(confirmation, '3');
    await expect(canvas.queryByText('Passwords do not match')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  },
};

/** Errors go under their fields; everything typed stays, passwords too, to fix the one field. */
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
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('The email has already been taken.'));
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'The password must be at least 8 characters.',
    );
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('secret123');
    await expect(canvas.getByLabelText(/Confirm password/)).toHaveValue('secret123');
    await expect(email).toHaveValue('ann@example.com');
    await expect(canvas.getByRole('textbox', { name: /Organisation name/ })).toHaveValue('Studio Noord');
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
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Registration is closed for this organisation.');
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('secret123');
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
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    const button = canvas.getByRole('button', { name: /Sign up/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A Dutch page proposes a Dutch organisation.
    await expect(canvas.getByRole('button', { name: /Taal organisatie/ })).toHaveTextContent('Nederlands');
    await expect(canvas.getByRole('textbox', { name: /Naam organisatie/ })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Wachtwoord/), 'a');
    await userEvent.type(canvas.getByLabelText(/Bevestig wachtwoord/), 'b');
    await expect(canvas.getByText('Wachtwoorden komen niet overeen')).toBeVisible();
  },
};

/**
 * With the estimator (the real one, loaded lazily as the app does): a meter under the password
 * says how strong it is and, in a live region the password field is described by, why it is too
 * weak; a password built from the organisation's name is weak, a passphrase strong.
 */
export const StrengthMeter: Story = {
  globals: { locale: 'en' },
  args: { estimatePassword },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Ann de Vries');
    await userEvent.type(canvas.getByRole('textbox', { name: /Organisation name/ }), 'Studio Noordlicht');
    const password = canvas.getByLabelText(/^Password\*$/);
    await userEvent.type(password, 'Noordlicht2026!');
    const meter = await canvas.findByRole('meter', { name: 'Password strength' }, { timeout: 10_000 });
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuetext', 'Fair'), { timeout: 10_000 });
    await expect(password).toHaveAccessibleDescription(/^Not strong enough yet\. There should not be any personal or page related data\./);
    await userEvent.clear(password);
    await userEvent.type(password, 'fietsbel regenjas lantaarn');
    await waitFor(() => expect(canvas.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Very strong'));
    await expect(password).toHaveAccessibleDescription('');
  },
};
