import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_SCREEN, PHONE_WIDTH, phoneScreen } from '../../../fixtures/phone';
import { JoinForm, type JoinFormProps } from './JoinForm';

const meta = {
  title: 'Features/Auth/JoinForm',
  component: JoinForm,
  parameters: { layout: 'padded' },
  args: {
    invitation: { email: 'bob@example.com', invite_token: 'invite-abc', organization_name: 'Studio Noord' },
    onSubmit: fn<JoinFormProps['onSubmit']>(async () => undefined),
    signInHref: '/',
  },
} satisfies Meta<typeof JoinForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const passwordInput = (canvas: Canvas) => canvas.getByLabelText(/^Password\*$/);
const confirmationInput = (canvas: Canvas) => canvas.getByLabelText(/^Confirm password/);

async function fill(canvas: Canvas, confirmation = 'secret123') {
  await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Bob Jansen');
  await userEvent.type(passwordInput(canvas), 'secret123');
  await userEvent.type(confirmationInput(canvas), confirmation);
}

/** The email is read-only; Join is enabled once the passwords are filled in and match; Enter joins. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Join Studio Noord' })).toBeVisible();
    await expect(canvas.getByText(/^Studio Noord invites you to Kwartier/)).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('bob@example.com');
    await expect(email).toHaveAttribute('readonly');
    const button = canvas.getByRole('button', { name: 'Join' });
    await expect(button).toBeDisabled();
    // The name field has focus first.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveFocus());
    await userEvent.keyboard('Bob Jansen');
    await userEvent.type(passwordInput(canvas), 'secret123');
    await expect(button).toBeDisabled();
    await userEvent.type(confirmationInput(canvas), 'secret123');
    await expect(button).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Bob Jansen',
      token: 'invite-abc',
      password: 'secret123',
      password_confirmation: 'secret123',
      locale: 'en',
    });
  },
};

/** A different confirmation shows 'Passwords do not match' and keeps Join disabled. */
export const PasswordsDoNotMatch: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'secret');
    await expect(confirmationInput(canvas)).toHaveAccessibleDescription('Passwords do not match');
    await expect(canvas.getByRole('button', { name: 'Join' })).toBeDisabled();
  },
};

/** Errors map under the fields; both passwords are cleared; the name is kept. */
export const ServerErrors: Story = {
  globals: { locale: 'en' },
  args: {
    onSubmit: fn<JoinFormProps['onSubmit']>(async () => ({
      message: 'The given data was invalid.',
      errors: { name: ['The name may not be greater than 255 characters.'], password: ['The password is too common.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('The name may not be greater than 255 characters.'));
    await expect(passwordInput(canvas)).toHaveAccessibleDescription('The password is too common.');
    await expect(passwordInput(canvas)).toHaveValue('');
    await expect(confirmationInput(canvas)).toHaveValue('');
    await expect(name).toHaveValue('Bob Jansen');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** An error string shows in a dismissible alert; passwords are cleared. */
export const MessageInAlert: Story = {
  globals: { locale: 'en' },
  args: { onSubmit: fn<JoinFormProps['onSubmit']>(async () => ({ message: 'This invitation has already been used.' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This invitation has already been used.');
    await expect(passwordInput(canvas)).toHaveValue('');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** While the request runs Join spins and the fields are disabled. */
export const Submitting: Story = {
  globals: { locale: 'en' },
  args: { onSubmit: fn<JoinFormProps['onSubmit']>(() => new Promise<undefined>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    const button = canvas.getByRole('button', { name: /Join/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** An unknown or used token shows 'Your invitation could not be found' and no form. */
export const NotFound: Story = {
  globals: { locale: 'en' },
  args: { invitation: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your invitation could not be found');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveFocus());
  },
};

/** A long invited address stays inside the card. */
export const LongContent: Story = {
  args: {
    invitation: {
      email: `bob.van.der.berg-${'lang'.repeat(12)}@een-heel-lange-domeinnaam-voor-een-bedrijf.example.nl`,
      invite_token: 'invite-abc',
      organization_name: `Ontwerpbureau ${'Noord'.repeat(8)} en Partners`,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getAllByRole('textbox')[1];
    await expect(email.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvas.getByRole('region').getBoundingClientRect().right,
    );
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Word lid van Studio Noord' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lid worden' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^Wachtwoord\*$/), 'a');
    await userEvent.type(canvas.getByLabelText(/^Bevestig wachtwoord/), 'b');
    await expect(canvas.getByText('Wachtwoorden komen niet overeen')).toBeVisible();
  },
};

/** Joining from the page in Dutch asks for a Dutch account. */
export const DutchJoins: Story = {
  globals: { locale: 'nl' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Naam/ }), 'Bob Jansen');
    await userEvent.type(canvas.getByLabelText(/^Wachtwoord\*$/), 'secret123');
    await userEvent.type(canvas.getByLabelText(/^Bevestig wachtwoord/), 'secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Lid worden' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Bob Jansen', locale: 'nl' }));
  },
};

export const DutchNotFound: Story = {
  globals: { locale: 'nl' },
  args: { invitation: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Je uitnodiging kon niet worden gevonden');
  },
};

const existingAccount = { email: 'ann@example.com', invite_token: 'invite-abc', organization_name: 'Bakkerij Visser', account_exists: true };

/** The address has an account, no one signed in: no name or password asked; Sign in to accept. */
export const AccountExists: Story = {
  globals: { locale: 'en' },
  args: { invitation: existingAccount, onSignIn: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Join Bakkerij Visser' })).toBeVisible();
    await expect(canvas.getByText('Bakkerij Visser invites ann@example.com. This address has an account: sign in to accept.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in to accept' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** Signed in: Accept invitation sends the token, and spins until the app moves on. */
export const AcceptSignedIn: Story = {
  globals: { locale: 'en' },
  args: { invitation: existingAccount, onAccept: fn<NonNullable<JoinFormProps['onAccept']>>(() => new Promise<undefined>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You keep your other organisations/)).toBeVisible();
    const accept = canvas.getByRole('button', { name: 'Accept invitation' });
    await userEvent.click(accept);
    await expect(args.onAccept).toHaveBeenCalledWith('invite-abc');
    await expect(accept).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Refused (another address's invitation, used or paused): the message under errors.token shows in an alert. */
export const AcceptRefused: Story = {
  globals: { locale: 'en' },
  args: {
    invitation: existingAccount,
    onAccept: fn<NonNullable<JoinFormProps['onAccept']>>(async () => ({
      message: 'The given data was invalid.',
      errors: { token: ['This invitation is for another address.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept invitation' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This invitation is for another address.');
  },
};

/** Decline beside Accept: sends the token, then says so with a way on; a refusal shows in the alert and changes nothing. */
export const Decline: Story = {
  globals: { locale: 'en' },
  args: {
    invitation: existingAccount,
    onAccept: fn<NonNullable<JoinFormProps['onAccept']>>(async () => undefined),
    onDecline: fn<NonNullable<JoinFormProps['onDecline']>>(async () => undefined),
    signInHref: '/time',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledWith('invite-abc');
    await expect(args.onAccept).not.toHaveBeenCalled();
    await expect(await canvas.findByText('You declined the invitation of Bakkerij Visser. Your other organisations stay as they were.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue to Kwartier' })).toHaveAttribute('href', '/time');
    await expect(canvas.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  },
};

export const DeclineRefused: Story = {
  globals: { locale: 'nl' },
  args: {
    invitation: existingAccount,
    onAccept: fn<NonNullable<JoinFormProps['onAccept']>>(async () => undefined),
    onDecline: fn<NonNullable<JoinFormProps['onDecline']>>(async () => ({ message: 'De gegevens zijn ongeldig.', errors: { token: ['Deze uitnodiging is al gebruikt.'] } })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Afwijzen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Deze uitnodiging is al gebruikt.');
    await expect(canvas.getByRole('button', { name: 'Uitnodiging accepteren' })).toBeVisible();
  },
};

export const DutchAccountExists: Story = {
  globals: { locale: 'nl' },
  args: { invitation: existingAccount, onSignIn: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Inloggen om te accepteren' })).toBeVisible();
  },
};

export const DutchAccept: Story = {
  globals: { locale: 'nl' },
  args: { invitation: existingAccount, onAccept: fn<NonNullable<JoinFormProps['onAccept']>>(async () => undefined) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Uitnodiging accepteren' })).toBeVisible();
  },
};

/** On a phone-sized screen the accept card fits. */
export const AccountExistsPhone: Story = {
  args: { invitation: existingAccount, onSignIn: fn() },
  parameters: phoneScreen,
  globals: { viewport: PHONE_SCREEN },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(within(canvasElement).getByRole('button').getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
