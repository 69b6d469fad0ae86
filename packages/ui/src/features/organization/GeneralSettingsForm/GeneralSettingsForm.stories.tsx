import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { GeneralSettingsForm, type GeneralSettingsFormProps } from './GeneralSettingsForm';

const meta = {
  title: 'Features/Organization/GeneralSettingsForm',
  component: GeneralSettingsForm,
  parameters: { layout: 'padded' },
  args: {
    settings: { locale: 'nl', firstdayoftheweek: 1, currency: 'EUR' },
    onSave: fn<GeneralSettingsFormProps['onSave']>(async () => undefined),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640, minHeight: 480 }}><Story /></div>],
} satisfies Meta<typeof GeneralSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: open the day list with Enter, move with the arrows; Save sends both settings. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'General settings' })).toBeVisible();
    const language = canvas.getByRole('button', { name: /Language/ });
    await expect(language).toHaveTextContent('Nederlands');
    const firstDay = canvas.getByRole('button', { name: /First day of the week/ });
    await expect(firstDay).toHaveTextContent('Monday');
    firstDay.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await canvas.findByRole('listbox');
    // The seven days, Monday first.
    await expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Monday' })).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(firstDay).toHaveTextContent('Sunday');
    await userEvent.click(language);
    await userEvent.click(await canvas.findByRole('option', { name: 'English' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ locale: 'en', firstdayoftheweek: 0, currency: 'EUR' });
  },
};

/** Server errors appear under the fields. */
export const ServerErrors: Story = {
  globals: { locale: 'en' },
  args: {
    onSave: fn<GeneralSettingsFormProps['onSave']>(async () => ({
      message: 'The given data was invalid.',
      errors: { firstdayoftheweek: ['The selected first day of the week is invalid.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /First day of the week/ })).toHaveAccessibleDescription(
        'The selected first day of the week is invalid.',
      ),
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A message not tied to a field shows in a dismissible alert. */
export const MessageInAlert: Story = {
  globals: { locale: 'en' },
  args: { onSave: fn<GeneralSettingsFormProps['onSave']>(async () => ({ message: 'This action is unauthorized.' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This action is unauthorized.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Saving: Story = {
  globals: { locale: 'en' },
  args: { onSave: fn<GeneralSettingsFormProps['onSave']>(() => new Promise<undefined>(() => {})) },
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

/** New settings from the app (the organisation reloaded) replace what the form shows. */
export const FollowsSettings: Story = {
  globals: { locale: 'en' },
  render: function Render(args) {
    const [settings, setSettings] = useState(args.settings);
    return (
      <>
        <GeneralSettingsForm {...args} settings={settings} />
        <button type="button" onClick={() => setSettings({ locale: 'en', firstdayoftheweek: 6, currency: 'USD' })}>
          Reload organisation
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstDay = canvas.getByRole('button', { name: /First day of the week/ });
    await expect(firstDay).toHaveTextContent('Monday');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload organisation' }));
    await expect(firstDay).toHaveTextContent('Saturday');
    await expect(canvas.getByRole('button', { name: /Language/ })).toHaveTextContent('English');
    await expect(canvas.getByRole('combobox', { name: 'Currency' })).toHaveValue('US Dollar (USD)');
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Algemene instellingen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Eerste dag van de week/ })).toHaveTextContent('Maandag');
    await expect(canvas.getByRole('button', { name: /Taal/ })).toHaveTextContent('Nederlands');
    await expect(canvas.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
  },
};

/** With the two-factor requirement: the checkbox is sent with the other two settings. */
export const TwoFactorForAdmins: Story = {
  globals: { locale: 'en' },
  args: { settings: { locale: 'en', firstdayoftheweek: 1, currency: 'EUR', two_factor_admins: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: /Admins must use two-factor sign-in/ });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ locale: 'en', firstdayoftheweek: 1, currency: 'EUR', two_factor_admins: true });
  },
};

/** The currency: typing part of a name or code narrows the list (names in the reader's language); Save sends the code. */
export const ChooseCurrency: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const currency = canvas.getByRole('combobox', { name: 'Currency' });
    await expect(currency).toHaveValue('Euro (EUR)');
    await expect(currency).toHaveAccessibleDescription(/New clients are billed in this currency/);
    await userEvent.clear(currency);
    await userEvent.type(currency, 'yen');
    const listbox = await canvas.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Japanese Yen (JPY)' }));
    await expect(currency).toHaveValue('Japanese Yen (JPY)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ locale: 'nl', firstdayoftheweek: 1, currency: 'JPY' });
  },
};

/** The server's refusal of a currency appears under the field. */
export const CurrencyRefused: Story = {
  globals: { locale: 'en' },
  args: {
    onSave: fn<GeneralSettingsFormProps['onSave']>(async () => ({
      message: 'The given data was invalid.',
      errors: { currency: ['ABC is not a currency we know.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Currency' })).toHaveAccessibleDescription(/ABC is not a currency we know\./));
  },
};

/** In Dutch on a phone: the currencies are named in Dutch, and the form fits 390 px. */
export const DutchPhoneCurrency: Story = {
  globals: { locale: 'nl' },
  args: { settings: { locale: 'nl', firstdayoftheweek: 1, currency: 'USD' } },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Valuta' })).toHaveValue('Amerikaanse dollar (USD)');
    await expectFitsPhone(canvasElement);
  },
};
