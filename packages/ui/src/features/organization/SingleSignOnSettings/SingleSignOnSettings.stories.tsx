import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { SingleSignOnSettings, type SingleSignOnSettingsProps } from './SingleSignOnSettings';
import { sampleCallbackUrl, sampleSingleSignOn } from '../../../fixtures/singleSignOn';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';

const meta = {
  title: 'Features/Organization/SingleSignOnSettings',
  component: SingleSignOnSettings,
  parameters: { layout: 'padded' },
  args: {
    settings: null,
    callbackUrl: sampleCallbackUrl,
    onSave: fn<SingleSignOnSettingsProps['onSave']>(async () => undefined),
    onDisconnect: fn<SingleSignOnSettingsProps['onDisconnect']>(async () => undefined),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof SingleSignOnSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not connected: the redirect URI to register, then issuer, client and secret; Save waits for all three. */
export const Connect: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Single sign-on' })).toBeVisible();
    await expect(canvas.getByText(sampleCallbackUrl)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Disconnect' })).not.toBeInTheDocument();
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Issuer/ }), ' https://login.acme.test ');
    await userEvent.type(canvas.getByRole('textbox', { name: /Client ID/ }), 'kwartier');
    await expect(save).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Client secret/), 's3cret');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email domains/ }), 'acme.test, acme.nl acme.test');
    const join = canvas.getByRole('switch', { name: 'Let new people join by domain' });
    await expect(join).toHaveAccessibleDescription(/joins as a member/);
    await userEvent.click(join);
    const required = canvas.getByRole('switch', { name: 'Require single sign-on for members' });
    await expect(required).toHaveAccessibleDescription(/Admins keep theirs/);
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      issuer: 'https://login.acme.test',
      client_id: 'kwartier',
      client_secret: 's3cret',
      domains: ['acme.test', 'acme.nl'],
      join_by_domain: true,
      required: false,
    });
  },
};

/** Connected: the secret is kept when left empty; joining by domain needs a domain. */
export const Connected: Story = {
  globals: { locale: 'en' },
  args: { settings: sampleSingleSignOn },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Issuer/ })).toHaveValue(sampleSingleSignOn.issuer);
    const secret = canvas.getByLabelText(/Client secret/);
    await expect(secret).toHaveValue('');
    await expect(secret).toHaveAccessibleDescription(/leave this empty to keep it/);
    const domains = canvas.getByRole('textbox', { name: /Email domains/ });
    await expect(domains).toHaveValue('kwartier.example, kwartier.example.nl');
    await userEvent.clear(domains);
    await expect(domains).toHaveAccessibleDescription(/Enter at least one domain/);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(domains, 'kwartier.example');
    await userEvent.click(canvas.getByRole('switch', { name: 'Require single sign-on for members' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      issuer: sampleSingleSignOn.issuer,
      client_id: 'kwartier',
      domains: ['kwartier.example'],
      join_by_domain: true,
      required: true,
    });
  },
};

/** A failed discovery appears under the issuer, a taken domain under the domains. */
export const ServerErrors: Story = {
  globals: { locale: 'en' },
  args: {
    settings: sampleSingleSignOn,
    onSave: fn<SingleSignOnSettingsProps['onSave']>(async () => ({
      message: 'The provider could not be found at this address. Check the issuer.',
      errors: {
        issuer: ['The provider could not be found at this address. Check the issuer.'],
        'domains.1': ['Another organisation uses this domain.'],
      },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const issuer = canvas.getByRole('textbox', { name: /Issuer/ });
    await waitFor(() => expect(issuer).toHaveAccessibleDescription(/could not be found at this address/));
    await expect(issuer).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /Email domains/ })).toHaveAccessibleDescription(/Another organisation uses this domain/);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** While saving (discovery can take seconds) Save shows a spinner and a second press is ignored. */
export const Saving: Story = {
  globals: { locale: 'en' },
  args: { settings: sampleSingleSignOn, onSave: fn<SingleSignOnSettingsProps['onSave']>(() => new Promise<undefined>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const save = canvas.getByRole('button', { name: /Save/ });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(within(save).getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** Disconnect asks first; Cancel keeps the connection. */
export const Disconnect: Story = {
  globals: { locale: 'en' },
  args: { settings: sampleSingleSignOn },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Disconnect single sign-on?' });
    await expect(dialog).toHaveTextContent(/Forgot password/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDisconnect).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect' }));
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }));
    await expect(args.onDisconnect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The copy button puts the redirect URI on the clipboard and says so. */
export const CopyRedirectUri: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy the redirect URI' }));
      await expect(write).toHaveBeenCalledWith(sampleCallbackUrl);
      await expect(await canvas.findByText('Copied to the clipboard.')).toBeVisible();
    } finally {
      write.mockRestore();
    }
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { settings: sampleSingleSignOn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Nieuwe mensen via hun domein laten aansluiten' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Single sign-on verplichten voor leden' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Ontkoppelen' })).toBeVisible();
  },
};

/** On a 390 px phone nothing scrolls sideways, the long redirect URI included. */
export const Phone: Story = {
  args: { settings: sampleSingleSignOn },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
