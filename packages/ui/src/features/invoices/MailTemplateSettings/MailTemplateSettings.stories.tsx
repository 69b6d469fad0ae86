import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleMailTemplates } from '../../../fixtures/invoiceMails';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { MailTemplateSettings, type MailTemplateSettingsProps } from './MailTemplateSettings';

const meta = {
  title: 'Features/Invoices/MailTemplateSettings',
  component: MailTemplateSettings,
  parameters: { layout: 'padded' },
  args: {
    templates: sampleMailTemplates,
    onSave: fn<MailTemplateSettingsProps['onSave']>(async () => undefined),
  },
} satisfies Meta<typeof MailTemplateSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both kinds in both languages with the placeholders explained; a change is saved with the others. */
export const Edit: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mail templates' })).toBeVisible();
    await expect(canvas.getByText('{outstanding}')).toBeVisible();
    const invoiceNl = within(canvas.getAllByRole('group', { name: 'Dutch' })[0]);
    await expect(invoiceNl.getByRole('textbox', { name: /Subject/ })).toHaveValue('Factuur {number}');
    // Built-in texts say so; the organisation's own does not.
    await expect(canvas.getAllByText(/Kwartier’s text/)).toHaveLength(3);
    const reminderEn = within(canvas.getAllByRole('group', { name: 'English' })[1]);
    const subject = reminderEn.getByRole('textbox', { name: /Subject/ });
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Still open: {{number}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save templates' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const saved = (args.onSave as ReturnType<typeof fn>).mock.calls[0][0] as Parameters<MailTemplateSettingsProps['onSave']>[0];
    await expect(saved.templates.map((tpl) => `${tpl.kind}:${tpl.locale}`)).toEqual(['invoice:en', 'invoice:nl', 'reminder:en', 'reminder:nl']);
    await expect(saved.templates[2].subject).toBe('Still open: {number}');
  },
};

/** An empty subject is said under it and Save waits; the server's refusal shows under its field. */
export const Errors: Story = {
  globals: { locale: 'en' },
  args: {
    onSave: fn<MailTemplateSettingsProps['onSave']>(async () => ({
      message: 'The body field must not be greater than 10000 characters.',
      errors: { 'templates.1.body': ['The body field must not be greater than 10000 characters.'] },
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const invoiceEn = within(canvas.getAllByRole('group', { name: 'English' })[0]);
    const subject = invoiceEn.getByRole('textbox', { name: /Subject/ });
    await userEvent.clear(subject);
    await expect(await invoiceEn.findByText('Fill this in.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save templates' })).toBeDisabled();
    await userEvent.type(subject, 'Invoice {number}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save templates' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    const invoiceNl = within(canvas.getAllByRole('group', { name: 'Dutch' })[0]);
    await expect(await invoiceNl.findByText('The body field must not be greater than 10000 characters.')).toBeVisible();
  },
};

/** Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'E-mailsjablonen' })).toBeVisible();
    await expect(canvas.getAllByRole('group', { name: 'Nederlands' })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Sjablonen opslaan' })).toBeVisible();
  },
};

/** On a 390 px phone every field fits. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
