import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  parameters: { layout: 'padded' },
  // Play functions read the English button names; the Dutch story sets its own locale.
  globals: { locale: 'en' },
  args: {
    label: 'Term of payment',
    description: 'In days',
    defaultValue: 14,
    minValue: 0,
    formatOptions: { maximumFractionDigits: 0 },
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}><Story /></div>],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys step the value; the step buttons are named after the field and are not Tab stops. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Term of payment' });
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAccessibleDescription('In days');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('15');
    await expect(args.onChange).toHaveBeenLastCalledWith(15);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(13);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Term of payment' }));
    await expect(input).toHaveValue('14');
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Term of payment' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(13);
    // Tab leaves the field instead of visiting the step buttons.
    input.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Increase Term of payment' })).not.toHaveFocus();
    await expect(input).not.toHaveFocus();
  },
};

/** Minimum invoice number length: typed values are clamped to 1–10 on Enter; Home and End jump to the bounds. */
export const MinimumAndMaximum: Story = {
  args: { label: 'Minimum number length', description: undefined, defaultValue: 4, minValue: 1, maxValue: 10 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Minimum number length' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('25{Enter}');
    await expect(input).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await expect(canvas.getByRole('button', { name: 'Increase Minimum number length' })).toBeDisabled();
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: 'Decrease Minimum number length' })).toBeDisabled();
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
  },
};

/** Letters are not accepted; emptying the field reports NaN. */
export const TypingAndClearing: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Term of payment' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('3x0');
    await expect(input).toHaveValue('30');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(30);
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(Number.NaN);
  },
};

export const WithCurrencyFormat: Story = {
  args: {
    label: 'Unit price',
    description: undefined,
    defaultValue: 85,
    step: 0.05,
    formatOptions: { style: 'currency', currency: 'EUR' },
  },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Unit price' });
    await expect(input).toHaveValue('€85.00');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('€85.05');
    await expect(args.onChange).toHaveBeenLastCalledWith(85.05);
  },
};

export const Required: Story = {
  args: { isRequired: true, defaultValue: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Term of payment/ })).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Term of payment' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Term of payment' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Term of payment' }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Term of payment' });
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('readonly');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Term of payment' }), { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('14');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { errorMessage: 'The term of payment must be at least 1.', defaultValue: 0 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Term of payment' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/The term of payment must be at least 1\./);
  },
};

/** `invoice_termofpayment` errors from the server appear under the field until it changes. */
export const ServerErrorFromForm: Story = {
  args: { name: 'invoice_termofpayment' },
  render: (args) => (
    <Form validationErrors={{ invoice_termofpayment: 'The invoice termofpayment may not be greater than 365.' }} validationBehavior="aria">
      <NumberField {...args} />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Term of payment' });
    await expect(canvas.getByText('The invoice termofpayment may not be greater than 365.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.tab();
    await expect(canvas.queryByText('The invoice termofpayment may not be greater than 365.')).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    label: 'A rather long label that explains exactly what this number is for and wraps over lines',
    description: 'And a description that is long too, so that it has to wrap onto a second line.',
    errorMessage: 'And an error message that is also long enough to need more than one line here.',
    defaultValue: 123456789012,
    formatOptions: undefined,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /A rather long label/ });
    await expect(input).toHaveValue('123,456,789,012');
  },
};

/** Dutch: translated step buttons and a decimal comma. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: {
    label: 'Uren',
    description: undefined,
    defaultValue: 7.5,
    step: 0.25,
    formatOptions: { maximumFractionDigits: 2 },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Uren' });
    await expect(input).toHaveValue('7,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Uren verhogen' }));
    await expect(input).toHaveValue('7,75');
    await expect(args.onChange).toHaveBeenLastCalledWith(7.75);
    await userEvent.tripleClick(input);
    await userEvent.keyboard('1,5{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1.5);
    await expect(canvas.getByRole('button', { name: 'Uren verlagen' })).toBeEnabled();
  },
};
