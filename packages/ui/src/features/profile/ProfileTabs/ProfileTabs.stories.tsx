import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileTabs, type ProfileTabsProps } from './ProfileTabs';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { estimatePassword } from '../../../fixtures/passwordStrength';
import { sampleSessions } from '../../../fixtures/sessions';
import { MyData } from '../MyData/MyData';
import { MyOrganizations } from '../MyOrganizations/MyOrganizations';
import { SessionList } from '../SessionList/SessionList';
import { TwoFactorPanel } from '../TwoFactorPanel/TwoFactorPanel';

const meta = {
  title: 'Features/Profile/ProfileTabs',
  component: ProfileTabs,
  parameters: { layout: 'padded' },
  args: {
    user: { name: 'Ann de Vries', email: 'ann@example.com', dateformat: 'DD-MM-YYYY', locale: 'en' },
    onSaveDetails: fn<ProfileTabsProps['onSaveDetails']>(async () => undefined),
    onChangePassword: fn<ProfileTabsProps['onChangePassword']>(async () => undefined),
    onTabChange: fn(),
  },
  decorators: [(Story) => <div style={{ minHeight: 560 }}><Story /></div>],
} satisfies Meta<typeof ProfileTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const passwordInput = (canvas: Canvas) => canvas.getByLabelText(/^New password\*$/);
const confirmationInput = (canvas: Canvas) => canvas.getByLabelText(/^Confirm new password/);

/** Details: the user's values; change the date format and language with the keyboard; Save sends all four. */
export const Details: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await expect(name).toHaveValue('Ann de Vries');
    await expect(name).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toBeRequired();
    await userEvent.clear(name);
    await userEvent.type(name, 'Ann Jansen');

    const dateFormat = canvas.getByRole('button', { name: /Date format/ });
    await expect(dateFormat).toHaveTextContent('DD-MM-YYYY');
    dateFormat.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await canvas.findByRole('listbox');
    // The six date formats, each with an example.
    await expect(within(listbox).getAllByRole('option')).toHaveLength(6);
    await expect(within(listbox).getByRole('option', { name: 'YYYY-MM-DD 2026-12-31' })).toBeVisible();
    await waitFor(() => expect(within(listbox).getByRole('option', { name: /^DD-MM-YYYY/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(dateFormat).toHaveTextContent('YYYY-MM-DD');

    const language = canvas.getByRole('button', { name: /Language/ });
    await expect(language).toHaveAccessibleDescription(/Your screens .* are in this language\. Invoices are in their client’s invoice language\./);
    await expect(language).toHaveTextContent('English');
    await userEvent.click(language);
    await userEvent.click(await canvas.findByRole('option', { name: 'Nederlands' }));
    await expect(language).toHaveTextContent('Nederlands');

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSaveDetails).toHaveBeenCalledWith({
      name: 'Ann Jansen',
      email: 'ann@example.com',
      dateformat: 'YYYY-MM-DD',
      locale: 'nl',
    });
  },
};

/** Server errors appear under the matching fields; what was typed stays. */
export const DetailsServerErrors: Story = {
  globals: { locale: 'en' },
  args: {
    onSaveDetails: fn<ProfileTabsProps['onSaveDetails']>(async () => ({
      message: 'The given data was invalid.',
      errors: { name: ['The name field is required.'], email: ['The email has already been taken.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, '{enter}');
    await waitFor(() => expect(name).toHaveAccessibleDescription('The name field is required.'));
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'The email has already been taken.',
    );
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('ann@example.com');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** While saving, Save spins and a second press is ignored. */
export const DetailsSaving: Story = {
  globals: { locale: 'en' },
  args: { onSaveDetails: fn<ProfileTabsProps['onSaveDetails']>(() => new Promise<undefined>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(within(save).getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(save);
    await expect(args.onSaveDetails).toHaveBeenCalledTimes(1);
  },
};

/** An unexpected failure shows the generic error in a dismissible alert. */
export const DetailsUnexpectedFailure: Story = {
  globals: { locale: 'en' },
  args: { onSaveDetails: fn<ProfileTabsProps['onSaveDetails']>(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * Password (reached with the arrow keys): Change stays disabled until a password is entered and
 * the confirmation matches (message 'passwordsnomatch'); both fields clear after the change.
 */
export const Password: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Details' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onTabChange).toHaveBeenCalledWith('password');
    const change = canvas.getByRole('button', { name: 'Change' });
    await expect(change).toBeDisabled();
    await userEvent.type(passwordInput(canvas), 'new-secret');
    await expect(change).toBeDisabled();
    await userEvent.type(confirmationInput(canvas), 'new-secre');
    await expect(confirmationInput(canvas)).toHaveAccessibleDescription('Passwords do not match');
    await expect(change).toBeDisabled();
    await userEvent.type(confirmationInput(canvas), 't');
    await expect(canvas.queryByText('Passwords do not match')).not.toBeInTheDocument();
    await expect(change).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChangePassword).toHaveBeenCalledWith({ password: 'new-secret', password_confirmation: 'new-secret' });
    await waitFor(() => expect(passwordInput(canvas)).toHaveValue(''));
    await expect(confirmationInput(canvas)).toHaveValue('');
  },
};

/** The server's password error appears under the field. */
export const PasswordServerError: Story = {
  globals: { locale: 'en' },
  args: {
    defaultSelectedTab: 'password',
    onChangePassword: fn<ProfileTabsProps['onChangePassword']>(async () => ({
      message: 'The given data was invalid.',
      errors: { password: ['The password must be at least 8 characters.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(passwordInput(canvas), 'short');
    await userEvent.type(confirmationInput(canvas), 'short{enter}');
    await waitFor(() =>
      expect(passwordInput(canvas)).toHaveAccessibleDescription('The password must be at least 8 characters.'),
    );
    await expect(passwordInput(canvas)).toHaveValue('');
  },
};

/** While changing, Change spins and the fields are disabled. */
export const PasswordSaving: Story = {
  globals: { locale: 'en' },
  args: {
    defaultSelectedTab: 'password',
    onChangePassword: fn<ProfileTabsProps['onChangePassword']>(() => new Promise<undefined>(() => {})),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(passwordInput(canvas), 'new-secret');
    await userEvent.type(confirmationInput(canvas), 'new-secret{enter}');
    const change = canvas.getByRole('button', { name: /Change/ });
    await expect(change).toHaveAttribute('aria-disabled', 'true');
    await expect(passwordInput(canvas)).toBeDisabled();
  },
};

/** Long names and addresses stay inside the panel. */
export const LongContent: Story = {
  args: {
    user: {
      name: 'Annemarie Wilhelmina Theodora van der Berg-de Vries tot Oud-Beijerland',
      email: `annemarie.wilhelmina.${'lang'.repeat(10)}@een-heel-lange-domeinnaam.example.nl`,
      dateformat: 'DD.MM.YYYY',
      locale: 'nl',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inputs = canvas.getAllByRole('textbox');
    await expect(inputs[0]).toHaveValue('Annemarie Wilhelmina Theodora van der Berg-de Vries tot Oud-Beijerland');
    await expect(inputs[1].getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { user: { name: 'Ann de Vries', email: 'ann@example.com', dateformat: 'DD-MM-YYYY', locale: 'nl' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Taal/ })).toHaveTextContent('Nederlands');
    await userEvent.click(canvas.getByRole('tab', { name: 'Wachtwoord' }));
    await userEvent.type(canvas.getByLabelText(/^Nieuw wachtwoord\*$/), 'a');
    await userEvent.type(canvas.getByLabelText(/^Bevestig nieuw wachtwoord/), 'b');
    await expect(canvas.getByText('Wachtwoorden komen niet overeen')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Wijzigen' })).toBeDisabled();
  },
};

/** On a 390 px phone nothing scrolls sideways. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};

/** With a Sessions panel there is a third tab, which shows it. */
export const SessionsTab: Story = {
  globals: { locale: 'en' },
  args: { sessions: <SessionList sessions={sampleSessions} onEnd={async () => undefined} onEndOthers={async () => undefined} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Sessions' }));
    await expect(await canvas.findByRole('table', { name: 'Sessions' })).toBeVisible();
    await expect(canvas.getByText('This device')).toBeVisible();
  },
};

/** Dutch, with the estimator: a password built from the user's own name is weak, said in Dutch. */
export const PasswordStrengthDutch: Story = {
  globals: { locale: 'nl' },
  args: { estimatePassword, organizationName: 'Studio Noord', defaultSelectedTab: 'password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nieuw wachtwoord\*$/), 'AnnDeVries2026!');
    const meter = await canvas.findByRole('meter', { name: 'Wachtwoordsterkte' }, { timeout: 10_000 });
    await waitFor(() => expect(meter.getAttribute('aria-valuenow')).not.toBe(null), { timeout: 10_000 });
    await expect(Number(meter.getAttribute('aria-valuenow'))).toBeLessThan(3);
    await waitFor(() => expect(canvas.getByText(/^Nog niet sterk genoeg\. Vermijd persoonlijke of website gerelateerde woorden\./)).toBeVisible());
  },
};

/** With a My data panel there is a My data tab, which shows it. */
export const MyDataTab: Story = {
  globals: { locale: 'en' },
  args: {
    sessions: <SessionList sessions={sampleSessions} onEnd={async () => undefined} onEndOthers={async () => undefined} />,
    myData: <MyData deletion={{ last_admin: false, successors: [] }} onDownload={async () => undefined} onDelete={async () => undefined} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'My data' }));
    await expect(await canvas.findByRole('heading', { name: 'Download my data' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete my account…' })).toBeEnabled();
  },
};

/** The Two-factor tab holds the panel given. */
export const TwoFactorTab: Story = {
  globals: { locale: 'en' },
  args: {
    twoFactor: (
      <TwoFactorPanel
        enabled={false}
        onStartSetup={async () => undefined}
        onConfirm={async () => undefined}
        onCancelSetup={() => {}}
        onRecoveryCodesSaved={() => {}}
        onDisable={async () => undefined}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Two-factor' }));
    await expect(await canvas.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  },
};

/** With an Organisations panel there is an Organisations tab (before My data), which shows it. */
export const OrganizationsTab: Story = {
  globals: { locale: 'en' },
  args: {
    organizations: (
      <MyOrganizations
        organizations={[
          { id: 1, name: 'Studio Noord', admin: true, current: true },
          { id: 4, name: 'Bakkerij Visser', admin: false, current: false },
        ]}
        onLeave={async () => undefined}
      />
    ),
    myData: <MyData deletion={{ last_admin: false, successors: [] }} onDownload={async () => undefined} onDelete={async () => undefined} />,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs.slice(-2)).toEqual(['Organisations', 'My data']);
    await userEvent.click(canvas.getByRole('tab', { name: 'Organisations' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('organizations');
    await expect(await canvas.findByRole('table', { name: 'Organisations' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Leave Bakkerij Visser' })).toBeEnabled();
  },
};
