import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  parameters: { layout: 'padded' },
  args: { label: 'Name', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'Acme');
    await expect(input).toHaveValue('Acme');
    await expect(args.onChange).toHaveBeenLastCalledWith('Acme');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toBeRequired();
    // The asterisk is visual only; aria-required carries the meaning.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithDescription: Story = {
  args: { label: 'Client number', description: 'Printed on every invoice for this client.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Client number' });
    await expect(input).toHaveAccessibleDescription('Printed on every invoice for this client.');
  },
};

export const WithError: Story = {
  args: { label: 'Email', defaultValue: 'not-an-email', errorMessage: 'The email must be a valid email address.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The email must be a valid email address.');
  },
};

/**
 * Server errors given to the enclosing Form by field name appear under the field; once the user
 * changes the value and leaves the field (react-aria commits validation on change) it clears.
 */
export const ServerErrorFromForm: Story = {
  args: { name: 'name', label: 'Name', defaultValue: 'Acme' },
  render: (args) => (
    <Form validationErrors={{ name: 'The name has already been taken.' }} validationBehavior="aria">
      <TextField {...args} />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(canvas.getByText('The name has already been taken.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, ' BV');
    await userEvent.tab();
    await expect(canvas.queryByText('The name has already been taken.')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Read me, do not change me' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Name' })).toBeDisabled();
  },
};

export const Multiline: Story = {
  args: { label: 'Update', isMultiline: true, rows: 4, isRequired: true },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: /Update/ });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'Line one{enter}Line two');
    await expect(textarea).toHaveValue('Line one\nLine two');
  },
};

export const LongContent: Story = {
  args: {
    label: 'A rather long label that explains exactly what this field is for and wraps over lines',
    defaultValue: 'A value that is much longer than the field is wide, so it scrolls inside the input',
    description: 'And a description that is long too, so that it has to wrap onto a second line.',
    errorMessage: 'And an error message that is also long enough to need more than one line here.',
  },
};
