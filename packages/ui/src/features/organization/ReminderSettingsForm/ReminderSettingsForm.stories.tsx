import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReminderSettingsForm, type ReminderSettingsFormProps } from './ReminderSettingsForm';

const meta = {
  title: 'Features/Organization/ReminderSettingsForm',
  component: ReminderSettingsForm,
  parameters: { layout: 'padded' },
  args: {
    settings: { invoice_reminders: false, invoice_reminder_days: [7, 14, 30] },
    onSave: fn<ReminderSettingsFormProps['onSave']>(async () => undefined),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof ReminderSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Space turns reminders on; the days are typed in any order and saved ascending. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Payment reminders' })).toBeVisible();
    const toggle = canvas.getByRole('switch', { name: 'Send payment reminders' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/once per step below/);
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    const days = canvas.getByRole('textbox', { name: /Days after the due date/ });
    await expect(days).toHaveValue('7, 14, 30');
    await userEvent.clear(days);
    await userEvent.type(days, '21, 3 10{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({ invoice_reminders: true, invoice_reminder_days: [3, 10, 21] });
  },
};

/** Wrong days are named under the field and keep Save disabled; they are kept as typed. */
export const ClientSideValidation: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    const days = canvas.getByRole('textbox', { name: /Days after the due date/ });
    const cases: [string, RegExp][] = [
      ['', /Enter at least one number of days\./],
      ['7, 1.5', /Enter whole numbers of days, separated by commas\./],
      ['0, 7', /Enter days from 1 to 365\./],
      ['7, 14, 7', /Each number of days once\./],
      ['1 2 3 4 5 6', /At most 5 reminders\./],
    ];
    for (const [typed, message] of cases) {
      await userEvent.clear(days);
      if (typed) await userEvent.type(days, typed);
      await expect(days).toHaveValue(typed);
      await expect(days).toHaveAttribute('aria-invalid', 'true');
      await expect(days).toHaveAccessibleDescription(message);
      await expect(save).toBeDisabled();
    }
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await expect(days).not.toHaveAttribute('aria-invalid');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({ invoice_reminders: false, invoice_reminder_days: [30] });
  },
};

/** The server's refusal of one day (`invoice_reminder_days.1`) appears under the days field. */
export const ServerRefusal: Story = {
  globals: { locale: 'nl' },
  args: {
    settings: { invoice_reminders: true, invoice_reminder_days: [7, 14] },
    onSave: fn<ReminderSettingsFormProps['onSave']>(async () => ({
      message: 'Het veld dagen na de vervaldatum mag niet groter zijn dan 365.',
      errors: { 'invoice_reminder_days.1': ['Het veld dagen na de vervaldatum mag niet groter zijn dan 365.'] },
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Betalingsherinneringen versturen' })).toBeChecked();
    const days = canvas.getByRole('textbox', { name: /Dagen na de vervaldatum/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(args.onSave).toHaveBeenCalledWith({ invoice_reminders: true, invoice_reminder_days: [7, 14] });
    await waitFor(() => expect(days).toHaveAccessibleDescription(/mag niet groter zijn dan 365/));
    await expect(days).toHaveValue('7, 14');
  },
};
