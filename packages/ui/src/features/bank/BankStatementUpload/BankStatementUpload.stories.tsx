import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { BankStatementUpload, type BankStatementUploadProps } from './BankStatementUpload';

const meta = {
  title: 'Features/Bank/BankStatementUpload',
  component: BankStatementUpload,
  parameters: { layout: 'padded' },
  args: { onUpload: fn<BankStatementUploadProps['onUpload']>(async () => undefined), result: null },
} satisfies Meta<typeof BankStatementUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
const statement = () => new File(['<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"/>'], 'statement.xml', { type: 'application/xml' });

/** A button, or a file dropped on the zone; the chosen file is uploaded. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choose a statement' })).toBeVisible();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', expect.stringContaining('.sta'));
    await userEvent.upload(fileInput(canvasElement), statement());
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'statement.xml' })));
  },
};

/** What an upload kept: the new payments, those known from an earlier upload, the debits left out. */
export const Uploaded: Story = {
  globals: { locale: 'en' },
  args: { result: { format: 'mt940', entries: 9, new: 1, known: 6, ignored: 2 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'MT940 statement read: 1 new payment, 6 known already, 2 debits or returned payments left out.',
    );
  },
};

/** A file that is no statement: the server's reason under the control. */
export const Refused: Story = {
  globals: { locale: 'en' },
  args: {
    onUpload: fn<BankStatementUploadProps['onUpload']>(async () => ({
      message: 'This is not a bank statement in CAMT.053 or MT940.',
      errors: { file: ['This is not a bank statement in CAMT.053 or MT940.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), statement());
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This is not a bank statement in CAMT.053 or MT940.');
  },
};

/** Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { result: { format: 'camt053', entries: 5, new: 3, known: 0, ignored: 2 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('CAMT.053-afschrift gelezen: 3 nieuwe betalingen, geen al bekend, 2 afschrijvingen of storno\'s overgeslagen.');
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: { locale: 'en' },
  decorators: [phoneFrame],
  args: { result: { format: 'camt053', entries: 5, new: 3, known: 0, ignored: 2 } },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
