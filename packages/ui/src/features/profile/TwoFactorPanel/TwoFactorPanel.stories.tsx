import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TwoFactorPanel, type TwoFactorPanelProps } from './TwoFactorPanel';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';

// A QR code as the server answers it (an SVG data URL); its content does not matter here.
const QR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path fill="#fff" d="M0 0h29v29H0z"/><path d="M4 4h7v7H4zM18 4h7v7h-7zM4 18h7v7H4zM13 13h3v3h-3z"/></svg>`;
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_uri: 'otpauth://totp/Kwartier:anna%40example.org?issuer=Kwartier&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
  qr_code: `data:image/svg+xml;base64,${btoa(QR_SVG)}`,
};
const CODES = ['k7m2p-q9xra', 'h3d8w-vb6tn', 'z4c9e-u2jyf', 'm8s3k-p7wqd', 'r2n6x-g5hza', 't9b4v-c3mkp', 'w6f2j-n8drs', 'y3q7u-a5ktv', 'e8p2h-x4mzc', 's5g9r-j2wna'];

const meta = {
  title: 'Features/Profile/TwoFactorPanel',
  component: TwoFactorPanel,
  parameters: { layout: 'padded' },
  args: {
    enabled: false,
    onStartSetup: fn<TwoFactorPanelProps['onStartSetup']>(async () => undefined),
    onConfirm: fn<TwoFactorPanelProps['onConfirm']>(async () => undefined),
    onCancelSetup: fn(),
    onRecoveryCodesSaved: fn(),
    onDisable: fn<TwoFactorPanelProps['onDisable']>(async () => undefined),
  },
} satisfies Meta<typeof TwoFactorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: one button starts the setup. */
export const Off: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await expect(canvas.getByText('Two-factor sign-in is off.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Set up two-factor sign-in' }));
    await expect(args.onStartSetup).toHaveBeenCalledTimes(1);
  },
};

/** Required by the organisation: a notice says why the admin is here. */
export const RequiredForAdmins: Story = {
  globals: { locale: 'en' },
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your organisation requires two-factor sign-in for admins.');
  },
};

/** The setup: the QR code, the key as text, and a code that turns it on; Cancel leaves it. */
export const Setup: Story = {
  globals: { locale: 'en' },
  args: { setup: SETUP },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute('src', SETUP.qr_code);
    await expect(canvas.getByText(SETUP.secret)).toBeVisible();
    const turnOn = canvas.getByRole('button', { name: 'Turn on' });
    await expect(turnOn).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Code/ }), ' 492039 {enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({ code: '492039' });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelSetup).toHaveBeenCalledTimes(1);
  },
};

/** A wrong code: the server's message under the field. */
export const SetupWrongCode: Story = {
  globals: { locale: 'en' },
  args: {
    setup: SETUP,
    onConfirm: fn<TwoFactorPanelProps['onConfirm']>(async () => ({ message: 'This code is not right.', errors: { code: ['This code is not right.'] } })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /^Code/ });
    await userEvent.type(field, '000000{enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription('This code is not right.'));
  },
};

/** The ten recovery codes, shown once; 'Download as text' saves them as a file. */
export const RecoveryCodes: Story = {
  globals: { locale: 'en' },
  args: { enabled: true, recoveryCodes: CODES },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const made: Blob[] = [];
    const original = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      made.push(blob);
      return original.call(URL, new Blob([]));
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Download as text' }));
    } finally {
      URL.createObjectURL = original;
    }
    await expect(made).toHaveLength(1);
    const text = await made[0].text();
    for (const code of CODES) await expect(text).toContain(code);
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved them' }));
    await expect(args.onRecoveryCodesSaved).toHaveBeenCalledTimes(1);
  },
};

/** On: turning it off asks password and a code. */
export const On: Story = {
  globals: { locale: 'en' },
  args: { enabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Two-factor sign-in is on.')).toBeVisible();
    const turnOff = canvas.getByRole('button', { name: 'Turn off' });
    await expect(turnOff).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^Password/), 'correct horse battery');
    await userEvent.type(canvas.getByRole('textbox', { name: /Code or recovery code/ }), '492039');
    await userEvent.click(turnOff);
    await expect(args.onDisable).toHaveBeenCalledWith({ password: 'correct horse battery', code: '492039' });
  },
};

/** In Dutch, during the setup. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { setup: SETUP },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tweestapsverificatie' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Aanzetten' })).toBeVisible();
  },
};

/** On a 390 px phone: the QR code, the long key and the codes fit without scrolling sideways. */
export const Phone: Story = {
  decorators: [phoneFrame],
  args: { setup: SETUP },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};

/** The recovery codes on a phone. */
export const PhoneRecoveryCodes: Story = {
  decorators: [phoneFrame],
  args: { enabled: true, recoveryCodes: CODES },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
