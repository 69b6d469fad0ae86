import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  parameters: { layout: 'padded' },
  // Play functions read the English button names; the Dutch story sets its own locale.
  globals: { locale: 'en' },
  args: { label: 'Password', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submits of the form around the field in the Default story. */
const formSubmitted = fn();

/**
 * Tab reaches the show/hide button after the input; Enter and Space toggle it without submitting
 * the form. A password input has no textbox role, so it is found by its label.
 */
export const Default: Story = {
  render: (args) => (
    <Form onSubmit={(event) => { event.preventDefault(); formSubmitted(); }}>
      <PasswordField {...args} />
    </Form>
  ),
  play: async ({ args, canvasElement }) => {
    formSubmitted.mockClear();
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('correct horse');
    await expect(args.onChange).toHaveBeenLastCalledWith('correct horse');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await waitFor(() => expect(toggle).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('correct horse');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(formSubmitted).not.toHaveBeenCalled();
  },
};

/** Sign-up, reset and change-password forms tell password managers to suggest a new password. */
export const NewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/New password/);
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toBeRequired();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Password/)).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'secret' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

/** The password cannot be changed, but it can still be shown. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'secret' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'more');
    await expect(input).toHaveValue('secret');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
  },
};

export const Revealed: Story = {
  args: { defaultRevealed: true, defaultValue: 'correct horse battery staple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('correct horse battery staple');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};

export const WithError: Story = {
  args: { defaultValue: 'short', errorMessage: 'The password must be at least 8 characters.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The password must be at least 8 characters.');
  },
};

/** A server error for `password` appears under the field until the user changes it. */
export const ServerErrorFromForm: Story = {
  args: { name: 'password', autoComplete: 'new-password', defaultValue: 'short' },
  render: (args) => (
    <Form validationErrors={{ password: ['The password confirmation does not match.'] }} validationBehavior="aria">
      <PasswordField {...args} />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAccessibleDescription('The password confirmation does not match.');
    await userEvent.type(input, '-and-longer');
    await userEvent.tab();
    await expect(canvas.queryByText('The password confirmation does not match.')).not.toBeInTheDocument();
  },
};

/** A long password scrolls inside the input and never runs under the button. */
export const LongContent: Story = {
  args: {
    label: 'A rather long label that explains exactly which password is meant here and wraps',
    description: 'Use at least eight characters; a sentence of four random words is easy to remember.',
    errorMessage: 'And an error message that is also long enough to need more than one line here.',
    defaultValue: 'correct horse battery staple '.repeat(4),
    defaultRevealed: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /A rather long label/ });
    const button = canvas.getByRole('button', { name: 'Hide password' });
    const inputBox = input.getBoundingClientRect();
    const padding = parseFloat(getComputedStyle(input).paddingRight);
    await expect(inputBox.right - padding).toBeLessThanOrEqual(button.getBoundingClientRect().left + 1);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { label: 'Wachtwoord', isRequired: true, errorMessage: 'Het wachtwoord moet minimaal 8 tekens bevatten.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Wachtwoord tonen' }));
    await expect(canvas.getByRole('button', { name: 'Wachtwoord verbergen' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Wachtwoord/ })).toHaveAccessibleDescription(
      'Het wachtwoord moet minimaal 8 tekens bevatten.',
    );
  },
};
