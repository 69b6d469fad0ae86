import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GeneralSettingsForm, type GeneralSettingsFormProps } from './GeneralSettingsForm';

const meta = {
  title: 'Features/Organization/GeneralSettingsForm',
  component: GeneralSettingsForm,
  parameters: { layout: 'padded' },
  args: {
    settings: { locale: 'nl', firstdayoftheweek: 1 },
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
    await expect(args.onSave).toHaveBeenCalledWith({ locale: 'en', firstdayoftheweek: 0 });
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
        <button type="button" onClick={() => setSettings({ locale: 'en', firstdayoftheweek: 6 })}>
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
  args: { settings: { locale: 'en', firstdayoftheweek: 1, two_factor_admins: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: /Admins must use two-factor sign-in/ });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ locale: 'en', firstdayoftheweek: 1, two_factor_admins: true });
  },
};
