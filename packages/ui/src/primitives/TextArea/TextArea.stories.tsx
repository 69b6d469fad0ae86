import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextArea } from './TextArea';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  parameters: { layout: 'padded' },
  args: { label: 'Update', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submits of the form around the field in the Default story. */
const formSubmitted = fn();

/** Enter adds a line and never submits the surrounding form; Tab leaves the field. */
export const Default: Story = {
  render: (args) => (
    <Form onSubmit={(event) => { event.preventDefault(); formSubmitted(); }}>
      <TextArea {...args} />
      <Button type="submit" variant="primary">Save</Button>
    </Form>
  ),
  play: async ({ args, canvasElement }) => {
    formSubmitted.mockClear();
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Update' });
    await userEvent.tab();
    await waitFor(() => expect(textarea).toHaveFocus());
    await userEvent.keyboard('Called about the invoice.{Enter}Will pay next week.');
    await expect(textarea).toHaveValue('Called about the invoice.\nWill pay next week.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Called about the invoice.\nWill pay next week.');
    // Enter in a textarea is a new line, not a submit.
    await expect(formSubmitted).not.toHaveBeenCalled();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus());
  },
};

export const WithDescription: Story = {
  args: { label: 'Invoice text', description: 'Printed at the bottom of every invoice.', rows: 3 },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Invoice text' });
    await expect(textarea).toHaveAccessibleDescription('Printed at the bottom of every invoice.');
    await expect(textarea).toHaveAttribute('rows', '3');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Update/ })).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Sent the contract.' },
  play: async ({ args, canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Update' });
    await expect(textarea).toBeDisabled();
    await userEvent.tab();
    await expect(textarea).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A client update written by someone else (read-only updates) can be read and copied. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Imported from the previous system.' },
  play: async ({ args, canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Update' });
    await userEvent.tab();
    await waitFor(() => expect(textarea).toHaveFocus());
    await expect(textarea).toHaveAttribute('readonly');
    await userEvent.keyboard('more');
    await expect(textarea).toHaveValue('Imported from the previous system.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'The update field is required.' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: /Update/ });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('The update field is required.');
  },
};

/** A server error for `update` given to the enclosing Form shows under the field until it is edited. */
export const ServerErrorFromForm: Story = {
  args: { name: 'update', isRequired: true, defaultValue: 'x' },
  render: (args) => (
    <Form validationErrors={{ update: 'The update must be at least 3 characters.' }} validationBehavior="aria">
      <TextArea {...args} />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: /Update/ });
    await expect(textarea).toHaveAccessibleDescription('The update must be at least 3 characters.');
    await userEvent.type(textarea, 'yz');
    await userEvent.tab();
    await expect(canvas.queryByText('The update must be at least 3 characters.')).not.toBeInTheDocument();
  },
};

/** Long text scrolls inside the textarea; long words wrap instead of widening the layout. */
export const LongContent: Story = {
  args: {
    label: 'A rather long label that explains exactly what this field is for and wraps over two lines',
    description: 'And a description that is long too, so that it has to wrap onto a second line here.',
    errorMessage: 'And an error message that is also long enough to need more than one line to be shown.',
    rows: 3,
    defaultValue: `${'Het is een lange tekst. '.repeat(20)}\nhttps://example.com/${'averyveryverylongpathsegment'.repeat(4)}`,
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: /A rather long label/ });
    await expect(textarea.scrollHeight).toBeGreaterThan(textarea.clientHeight);
    await expect(textarea.scrollWidth).toBeLessThanOrEqual(textarea.clientWidth);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: {
    label: 'Factuurtekst',
    description: 'Onderaan elke factuur afgedrukt.',
    isRequired: true,
    defaultValue: 'Wij verzoeken u het bedrag binnen 14 dagen over te maken.',
    errorMessage: 'Het veld factuurtekst is verplicht.',
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: /Factuurtekst/ });
    await expect(textarea).toHaveAccessibleDescription(/Het veld factuurtekst is verplicht\./);
  },
};
