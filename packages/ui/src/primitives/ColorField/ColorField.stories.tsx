import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ColorField } from './ColorField';

const meta = {
  title: 'Primitives/ColorField',
  component: ColorField,
  parameters: { layout: 'padded' },
  // Play functions read English names and messages; the Dutch story sets its own locale.
  globals: { locale: 'en' },
  args: { label: 'Colour', defaultValue: '#1e88e5ff', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 380 }}><Story /></div>],
} satisfies Meta<typeof ColorField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Tab order: the picker button, the hex text, the opacity slider. Typed hex is stored as
 * lower-case `#rrggbbaa`; the arrow keys change the opacity.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Colour' });
    await expect(input).toHaveValue('#1e88e5ff');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pick a colour' })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{Control>}a{/Control}#E53935');
    await expect(args.onChange).toHaveBeenLastCalledWith('#e53935ff');
    await userEvent.tab();
    // Leaving the field writes the text the way it is stored.
    await expect(input).toHaveValue('#e53935ff');
    const opacity = canvas.getByRole('slider', { name: 'Opacity' });
    await waitFor(() => expect(opacity).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('#e53935fc');
    await expect(input).toHaveValue('#e53935fc');
  },
};

/** Text that is not a colour shows a translated message when leaving the field; the value is no colour (null). */
export const InvalidText: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Colour' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('blue{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a colour as #RRGGBBAA, for example #1e88e5ff.');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(args.onChange).not.toHaveBeenCalledWith(expect.stringMatching(/^#/));
    await userEvent.tripleClick(input);
    await userEvent.keyboard('#43a047cc');
    await expect(args.onChange).toHaveBeenLastCalledWith('#43a047cc');
    await expect(canvas.queryByText(/Enter a colour as/)).not.toBeInTheDocument();
  },
};

/** The swatch opens a picker: arrows move the saturation/brightness thumb, Escape closes it. */
export const PickWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Pick a colour' }));
    const [saturation] = dialog.getAllByRole('slider');
    await waitFor(() => expect(saturation).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    const picked = (args.onChange as ReturnType<typeof fn>).mock.calls[0][0] as string;
    await expect(picked).toMatch(/^#[0-9a-f]{8}$/);
    await expect(canvas.getByRole('textbox', { name: 'Colour' })).toHaveValue(picked);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    // react-aria restores focus to the trigger in a later frame; under load that can lag.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pick a colour' })).toHaveFocus());
  },
};

/** The open picker, left open for the axe check, with the hue slider named. */
export const PickerOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pick a colour' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Pick a colour' }));
    await expect(dialog.getByRole('slider', { name: 'Hue' })).toBeInTheDocument();
    await expect(dialog.getAllByRole('slider', { name: /Saturation and brightness/ }).length).toBeGreaterThan(0);
  },
};

/** A translucent colour (as API colours often are): the slider shows its opacity. */
export const Translucent: Story = {
  args: { defaultValue: '#E5393580' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Colour' })).toHaveValue('#e5393580');
    await expect(canvas.getByRole('slider', { name: 'Opacity' })).toHaveAttribute('aria-valuetext', '50%');
  },
};

/** No colour yet: an empty swatch, the format as placeholder, the required mark. */
export const EmptyAndRequired: Story = {
  args: { defaultValue: null, isRequired: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Colour/ });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', '#RRGGBBAA');
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.type(input, 'f00');
    await expect(args.onChange).toHaveBeenLastCalledWith('#ff0000ff');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Colour' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Pick a colour' })).toBeDisabled();
    await expect(canvas.getByRole('slider', { name: 'Opacity' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Colour' });
    await userEvent.type(input, '00');
    await expect(input).toHaveValue('#1e88e5ff');
    await expect(canvas.getByRole('button', { name: 'Pick a colour' })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { errorMessage: 'The color format is invalid.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Colour' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The color format is invalid.');
  },
};

/** A server error for `color` given to the enclosing Form shows under the field until it changes. */
export const ServerErrorFromForm: Story = {
  args: { name: 'color' },
  render: (args) => (
    <Form validationErrors={{ color: 'The color format is invalid.' }} validationBehavior="aria">
      <ColorField {...args} />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Colour' });
    await expect(canvas.getByText('The color format is invalid.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.tripleClick(input);
    await userEvent.keyboard('#00897bff');
    await userEvent.tab();
    await expect(canvas.queryByText('The color format is invalid.')).not.toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    label: 'A rather long label that explains exactly which colour is meant here and wraps',
    description: 'Used for the client’s dot in lists and on the dashboard chart; translucent colours look lighter.',
    errorMessage: 'And an error message that is also long enough to need more than one line here.',
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { label: 'Primaire kleur', defaultValue: '#00897bff' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Primaire kleur' });
    await expect(canvas.getByRole('button', { name: 'Kies een kleur' })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Dekking' })).toBeInTheDocument();
    await userEvent.tripleClick(input);
    await userEvent.keyboard('groen{Enter}');
    await expect(input).toHaveAccessibleDescription('Voer een kleur in als #RRGGBBAA, bijvoorbeeld #1e88e5ff.');
  },
};
