import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleInvoiceMail, sampleInvoiceMails } from '../../../fixtures/invoiceMails';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { InvoiceMailLog } from './InvoiceMailLog';

const meta = {
  title: 'Features/Invoices/InvoiceMailLog',
  component: InvoiceMailLog,
  parameters: { layout: 'padded' },
  args: { mails: sampleInvoiceMails },
} satisfies Meta<typeof InvoiceMailLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delivered after a refusal, newest first: to, cc, subject, attachments, and the server's answer to the failed one. */
export const Log: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Mails' }));
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0]).getByText('Delivered')).toBeVisible();
    await expect(within(rows[0]).getByText('Cc: boekhouding@studionoord.nl')).toBeVisible();
    await expect(within(rows[0]).getByText('20260007.pdf, 20260007.xml')).toBeVisible();
    await expect(within(rows[1]).getByText('Failed')).toBeVisible();
    await expect(within(rows[1]).getByText('451 mailbox unavailable')).toBeVisible();
    await expect(within(rows[1]).getByText('by Anna de Vries')).toBeVisible();
  },
};

/** Nothing sent yet. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { mails: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No mails sent yet')).toBeVisible();
  },
};

/** Dutch; a reminder sent by the server itself has no sender. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { mails: [sampleInvoiceMail(3, { kind: 'reminder', sender_name: null, subject: 'Herinnering: factuur 20260007', attachments: [] }), ...sampleInvoiceMails] },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'E-mails' }));
    await expect(table.getByText('Herinnering')).toBeVisible();
    await expect(table.getByText('Geen')).toBeVisible();
    await expect(table.getByText('Mislukt')).toBeVisible();
  },
};

/** On a 390 px phone each mail is a card that fits. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
