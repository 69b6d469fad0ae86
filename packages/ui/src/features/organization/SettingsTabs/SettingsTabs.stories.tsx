import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GeneralSettingsForm } from '../GeneralSettingsForm/GeneralSettingsForm';
import { InvoiceSettingsForm } from '../InvoiceSettingsForm/InvoiceSettingsForm';
import { ReminderSettingsForm } from '../ReminderSettingsForm/ReminderSettingsForm';
import { ThemeSettingsForm } from '../ThemeSettingsForm/ThemeSettingsForm';
import { TimeSettingsForm } from '../TimeSettingsForm/TimeSettingsForm';
import { SettingsTabs } from './SettingsTabs';

const meta = {
  title: 'Features/Organization/SettingsTabs',
  component: SettingsTabs,
  parameters: { layout: 'padded' },
  args: {
    general: <GeneralSettingsForm settings={{ locale: 'en', firstdayoftheweek: 1, currency: 'EUR' }} onSave={fn(async () => undefined)} />,
    theme: (
      <ThemeSettingsForm
        colors={{ primary_color: '#1565c0ff', secondary_color: '#424242ff', accent_color: '#82b1ffff' }}
        onSave={fn(async () => undefined)}
      />
    ),
    invoices: (
      <>
        <InvoiceSettingsForm
          settings={{ invoice_text: null, invoice_termofpayment: 14, invoice_prefix: '2026-', invoicenumber_min_length: 4, invoice_recurring_send: false }}
          onSave={fn(async () => undefined)}
        />
        <ReminderSettingsForm settings={{ invoice_reminders: true, invoice_reminder_days: [7, 14, 30] }} onSave={fn(async () => undefined)} />
      </>
    ),
    onTabChange: fn(),
  },
  argTypes: { general: { control: false }, theme: { control: false }, invoices: { control: false } },
} satisfies Meta<typeof SettingsTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Vertical tabs General Settings, Theme, Invoices; clicking or the arrow keys switch panels. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['General Settings', 'Theme', 'Invoices']);
    await expect(canvas.getByRole('region', { name: 'General settings' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Invoices' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('invoices');
    await expect(canvas.getByRole('region', { name: 'Invoices' })).toBeVisible();
    // The tab's cards stand apart, one under the other.
    const reminders = canvas.getByRole('region', { name: 'Payment reminders' });
    const gap = reminders.getBoundingClientRect().top - canvas.getByRole('region', { name: 'Invoices' }).getBoundingClientRect().bottom;
    await expect(gap).toBeGreaterThan(8);
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('figure', { name: 'Preview' })).toBeVisible();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { defaultSelectedTab: 'theme' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Thema' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('figure', { name: 'Voorbeeld' })).toBeVisible();
  },
};

/** The Invoices tab with the mail templates (the app passes the invoices area's MailTemplateSettings) under the invoice settings. */
export const InvoicesWithMailTemplates: Story = {
  globals: { locale: 'en' },
  args: {
    defaultSelectedTab: 'invoices',
    mailTemplates: (
      <section aria-label="Mail templates">
        <p>The mail templates</p>
      </section>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const settings = canvas.getByRole('region', { name: 'Invoices' });
    const templates = canvas.getByRole('region', { name: 'Mail templates' });
    await expect(templates).toBeVisible();
    await expect(templates.getBoundingClientRect().top).toBeGreaterThan(settings.getBoundingClientRect().bottom);
  },
};

/** The Time tab (when the app gives it): the card with the rounding of stopped timers and colleagues' notes. */
export const TimeTab: Story = {
  globals: { locale: 'en' },
  args: { time: <TimeSettingsForm settings={{ timer_rounding: 5, member_team_notes: false }} onSave={fn(async () => undefined)} /> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['General Settings', 'Theme', 'Invoices', 'Time']);
    await userEvent.click(canvas.getByRole('tab', { name: 'Time' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('time');
    await expect(canvas.getByRole('region', { name: 'Timer and notes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Round stopped timers/ })).toHaveTextContent('Up to 5 minutes');
  },
};

export const TimeTabDutch: Story = {
  globals: { locale: 'nl' },
  args: { defaultSelectedTab: 'time', time: <TimeSettingsForm settings={{ timer_rounding: 0, member_team_notes: false }} onSave={fn(async () => undefined)} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Tijd' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: /Gestopte timers afronden/ })).toHaveTextContent('Niet afronden');
  },
};

/** The Expenses tab (when the app gives it): the app puts the expenses area's `ExpenseCategories` there. */
export const ExpensesTab: Story = {
  globals: { locale: 'en' },
  args: { expenses: <section aria-label="Expense categories">Travel, Meals</section> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['General Settings', 'Theme', 'Invoices', 'Expenses']);
    await userEvent.click(canvas.getByRole('tab', { name: 'Expenses' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('expenses');
    await expect(canvas.getByRole('region', { name: 'Expense categories' })).toBeVisible();
  },
};
