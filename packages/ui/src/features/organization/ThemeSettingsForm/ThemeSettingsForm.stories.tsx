import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ThemeSettingsForm, type ThemeSettingsFormProps } from './ThemeSettingsForm';

const meta = {
  title: 'Features/Organization/ThemeSettingsForm',
  component: ThemeSettingsForm,
  parameters: { layout: 'padded' },
  args: {
    colors: { primary_color: '#1565c0ff', secondary_color: '#424242ff', accent_color: '#82b1ffff' },
    organizationName: 'Kwartier Consultancy',
    onSave: fn<ThemeSettingsFormProps['onSave']>(async () => undefined),
  },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}><Story /></div>],
} satisfies Meta<typeof ThemeSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const background = (canvasElement: HTMLElement, testId: string) =>
  getComputedStyle(within(canvasElement).getByTestId(testId)).backgroundColor;

/** Typing a colour updates the preview at once; Save sends the three colours. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Preview' })).toBeVisible();
    await expect(background(canvasElement, 'theme-preview-current')).toBe('rgb(21, 101, 192)');
    await expect(background(canvasElement, 'theme-preview-primary')).toBe('rgb(21, 101, 192)');
    const primary = canvas.getByRole('textbox', { name: /Primary colour/ });
    await userEvent.tripleClick(primary);
    await userEvent.keyboard('#2e7d32');
    // Live: the preview's current navigation item and primary button take the new colour.
    await waitFor(() => expect(background(canvasElement, 'theme-preview-current')).toBe('rgb(46, 125, 50)'));
    // The sample button eases into its new colour, as a real button does (Button's transition).
    await waitFor(() => expect(background(canvasElement, 'theme-preview-primary')).toBe('rgb(46, 125, 50)'));
    const secondary = canvas.getByRole('textbox', { name: /Secondary colour/ });
    await userEvent.tripleClick(secondary);
    await userEvent.keyboard('#6a1b9aff');
    await waitFor(() => expect(background(canvasElement, 'theme-preview-secondary')).toBe('rgb(106, 27, 154)'));
    const accent = canvas.getByRole('textbox', { name: /Accent colour/ });
    await userEvent.tripleClick(accent);
    await userEvent.keyboard('#ffab00');
    await waitFor(() => expect(background(canvasElement, 'theme-preview-accent')).toBe('rgb(255, 171, 0)'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      primary_color: '#2e7d32ff',
      secondary_color: '#6a1b9aff',
      accent_color: '#ffab00ff',
    });
  },
};

/** Keyboard: the opacity slider changes the colour, and the preview shows it over white. */
export const KeyboardOpacity: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sliders = canvas.getAllByRole('slider', { name: 'Opacity' });
    sliders[0].focus();
    await userEvent.keyboard('{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Primary colour/ })).not.toHaveValue('#1565c0ff'));
    await waitFor(() => expect(background(canvasElement, 'theme-preview-current')).not.toBe('rgb(21, 101, 192)'));
  },
};

/** An emptied or unreadable colour disables Save; the preview keeps the default theme's colour. */
export const InvalidColour: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    const primary = canvas.getByRole('textbox', { name: /Primary colour/ });
    await userEvent.clear(primary);
    await expect(save).toBeDisabled();
    await userEvent.type(primary, 'blue');
    await userEvent.tab();
    await expect(primary).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();
    await userEvent.click(save, { pointerEventsCheck: 0 });
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * A valid colour edited into something that is no colour is never saved as the last valid one:
 * Enter in the field flags it and 'Settings saved' never comes.
 */
export const EditedIntoNoColour: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = canvas.getByRole('textbox', { name: /Primary colour/ });
    await userEvent.click(primary);
    // '#1565c0ff' → '#1565c': five digits are no colour.
    await userEvent.keyboard('{End}{Backspace}{Backspace}{Backspace}');
    await expect(primary).toHaveValue('#1565c');
    await expect(primary).not.toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(primary).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Server errors appear under the matching colour. */
export const ServerErrors: Story = {
  globals: { locale: 'en' },
  args: {
    onSave: fn<ThemeSettingsFormProps['onSave']>(async () => ({
      message: 'The given data was invalid.',
      errors: { accent_color: ['The accent color format is invalid.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Accent colour/ })).toHaveAccessibleDescription(
        'The accent color format is invalid.',
      ),
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Saving: Story = {
  globals: { locale: 'en' },
  args: { onSave: fn<ThemeSettingsFormProps['onSave']>(() => new Promise<undefined>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(within(save).getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/**
 * Light and mid-tone colours: the preview uses the readable text colours the app will use, so
 * axe finds no contrast problem in the sample either.
 */
export const LightColours: Story = {
  args: {
    colors: { primary_color: '#ffeb3bff', secondary_color: '#e0f7faff', accent_color: '#00897bff' },
    organizationName: 'Coöperatieve Vereniging van Zelfstandige Vertaalbureaus U.A.',
  },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByTestId('theme-preview-current');
    await expect(getComputedStyle(current).color).toBe('rgb(17, 24, 39)');
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { organizationName: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Thema' })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Voorbeeld' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Hoofdkleur/ })).toHaveValue('#1565c0ff');
    await expect(canvas.getByTestId('theme-preview')).toHaveTextContent('Jouw organisatie');
    await expect(canvas.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
  },
};
