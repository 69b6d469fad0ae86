import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TwoFactorCodeForm, type TwoFactorCodeFormProps } from './TwoFactorCodeForm';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { clickWithoutShift } from '../../../fixtures/pointer';

const meta = {
  title: 'Features/Auth/TwoFactorCodeForm',
  component: TwoFactorCodeForm,
  parameters: { layout: 'padded' },
  args: {
    onSubmit: fn<TwoFactorCodeFormProps['onSubmit']>(async () => undefined),
    onCancel: fn(),
  },
} satisfies Meta<typeof TwoFactorCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code of the app: Verify stays disabled until a code is typed. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
    const verify = canvas.getByRole('button', { name: 'Verify' });
    await expect(verify).toBeDisabled();
    const field = canvas.getByRole('textbox', { name: /^Code/ });
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(field, '492 039{enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: '492 039' });
  },
};

/** 'Use a recovery code' switches the field; what is sent is a recovery code. */
export const RecoveryCode: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Recovery code/ }), 'k7m2p-q9xra');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ recovery_code: 'k7m2p-q9xra' });
    await userEvent.click(canvas.getByRole('button', { name: 'Use a code of the app' }));
    await expect(canvas.getByRole('textbox', { name: /^Code/ })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the password' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The server's message appears under the field. */
export const WrongCode: Story = {
  globals: { locale: 'en' },
  args: {
    onSubmit: fn<TwoFactorCodeFormProps['onSubmit']>(async () => ({
      message: 'This code is not right. Try the current code of your authenticator app.',
      errors: { code: ['This code is not right. Try the current code of your authenticator app.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /^Code/ });
    await userEvent.type(field, '000000{enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription('This code is not right. Try the current code of your authenticator app.'));
  },
};

const wrongCode = (message: string) =>
  fn<TwoFactorCodeFormProps['onSubmit']>(async () => ({ message, errors: { code: [message] } }));

/**
 * The message stays while the user only leaves the field, goes as they type another code, and
 * the button does not move under the pointer: the first click on Verify sends the new code.
 */
export const RetryAfterWrongCode: Story = {
  globals: { locale: 'en' },
  args: { onSubmit: wrongCode('This code is not right. Try the current code of your authenticator app.') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /^Code/ });
    await userEvent.type(field, '000000{enter}');
    const message = 'This code is not right. Try the current code of your authenticator app.';
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    await userEvent.tab();
    await expect(field).toHaveAccessibleDescription(message);
    await userEvent.click(field);
    await userEvent.keyboard('{Backspace}1');
    await waitFor(() => expect(canvas.queryByText(message)).toBeNull());
    await clickWithoutShift(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ code: '000001' });
  },
};

/** The same in Dutch. */
export const RetryAfterWrongCodeDutch: Story = {
  globals: { locale: 'nl' },
  args: { onSubmit: wrongCode('Deze code klopt niet. Probeer de huidige code van je authenticator-app.') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /^Code/ });
    await userEvent.type(field, '000000{enter}');
    const message = 'Deze code klopt niet. Probeer de huidige code van je authenticator-app.';
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    await userEvent.keyboard('{Backspace}1');
    await waitFor(() => expect(canvas.queryByText(message)).toBeNull());
    await clickWithoutShift(canvas.getByRole('button', { name: 'Controleren' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
  },
};

/** In Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tweestapsverificatie' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Een herstelcode gebruiken' })).toBeVisible();
  },
};

/** On a 390 px phone nothing scrolls sideways. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
