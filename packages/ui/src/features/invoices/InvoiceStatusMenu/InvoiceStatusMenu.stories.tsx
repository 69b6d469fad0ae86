import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { heldAnswer } from '../../../fixtures/heldAnswer';
import { InvoiceStatusMenu, type InvoiceStatusMenuProps } from './InvoiceStatusMenu';

const meta = {
  title: 'Features/Invoices/InvoiceStatusMenu',
  component: InvoiceStatusMenu,
  parameters: { layout: 'padded' },
  args: {
    status: 'concept',
    statusId: 1,
    invoiceDate: '2026-03-31',
    today: '2026-04-20',
    onChange: fn<InvoiceStatusMenuProps['onChange']>(async () => undefined),
  },
} satisfies Meta<typeof InvoiceStatusMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuItems = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);
/** Dialogs open in a portal on the page's body. */
const page = () => within(document.body);
const segments = (dialog: ReturnType<typeof within>) => dialog.getAllByRole('spinbutton').map((segment: HTMLElement) => segment.textContent);

/**
 * A concept offers sent and paid. Sent asks first, saying that it locks the invoice and its hours;
 * only the confirmation reports status_id 2, and the dialog closes once saved.
 */
export const Concept: Story = {
  globals: { locale: 'en' },
  args: { invoiceNumber: '20260007' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Status of invoice 20260007: Concept' });
    await expect(button).toHaveTextContent('Concept');
    await userEvent.click(button);
    const menu = await canvas.findByRole('menu');
    await expect(menuItems(menu)).toEqual(['Sent', 'Paid']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sent' }));
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    const dialog = within(await page().findByRole('alertdialog', { name: 'Mark invoice 20260007 as sent?' }));
    await waitFor(() => expect(dialog.getByText(/A sent invoice is locked: its details and lines, and the hours billed on it, can no longer be changed or deleted/)).toBeVisible());
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as sent' }));
    await expect(args.onChange).toHaveBeenCalledWith(2, {});
    await waitFor(() => expect(page().queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Cancel leaves the status as it was: nothing is reported. */
export const SentCancelled: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status: Concept' }));
    await userEvent.click(within(await canvas.findByRole('menu')).getByRole('menuitem', { name: 'Sent' }));
    const dialog = within(await page().findByRole('alertdialog', { name: 'Mark invoice as sent?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Status: Concept' })).toBeVisible();
  },
};

/** The server refuses to send (no lines): the reason shows in the dialog, which stays open. */
export const SentRefused: Story = {
  globals: { locale: 'en' },
  args: {
    invoiceNumber: '20260008',
    onChange: fn<InvoiceStatusMenuProps['onChange']>(async () => ({
      message: 'An invoice without lines cannot be sent. Add a line or tracked time first.',
      errors: { status_id: ['An invoice without lines cannot be sent. Add a line or tracked time first.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status of invoice 20260008: Concept' }));
    await userEvent.click(within(await canvas.findByRole('menu')).getByRole('menuitem', { name: 'Sent' }));
    const dialog = within(await page().findByRole('alertdialog', { name: 'Mark invoice 20260008 as sent?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as sent' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('An invoice without lines cannot be sent.');
  },
};

const rateRequired = 'Een factuur in USD heeft de wisselkoers naar EUR nodig voordat je hem verstuurt: de btw staat er ook in EUR op.';

/** An invoice in dollars without its exchange rate: the server's 422 (under `exchange_rate`) shows in the dialog, in Dutch. */
export const SentRefusedWithoutRateDutch: Story = {
  globals: { locale: 'nl' },
  args: {
    invoiceNumber: '20260008',
    onChange: fn<InvoiceStatusMenuProps['onChange']>(async () => ({ message: rateRequired, errors: { exchange_rate: [rateRequired] } })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status van factuur 20260008: Concept' }));
    await userEvent.click(within(await canvas.findByRole('menu')).getByRole('menuitem', { name: 'Verzonden' }));
    const dialog = within(await page().findByRole('alertdialog', { name: 'Factuur 20260008 als verzonden markeren?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Als verzonden markeren' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(/heeft de wisselkoers naar EUR nodig/);
  },
};

/** A sent invoice offers paid only. */
export const Sent: Story = {
  globals: { locale: 'en' },
  args: { status: 'sent', statusId: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status: Sent' }));
    await expect(menuItems(await canvas.findByRole('menu'))).toEqual(['Paid']);
  },
};

/** Overdue is a sent invoice shown late (status_id 2): red, and it offers paid. */
export const Overdue: Story = {
  globals: { locale: 'en' },
  args: { status: 'overdue', statusId: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Status: Overdue' });
    await userEvent.click(button);
    const menu = await canvas.findByRole('menu');
    await expect(menuItems(menu)).toEqual(['Paid']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Paid' }));
    // Paid asks for the payment date first: today by default, in the user's date format.
    const dialog = within(await page().findByRole('dialog', { name: 'Mark invoice as paid' }));
    await waitFor(() => expect(dialog.getByRole('group', { name: /Payment date/ })).toBeVisible());
    await expect(segments(dialog)).toEqual(['20', '04', '2026']);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as paid' }));
    await expect(args.onChange).toHaveBeenCalledWith(3, { paid_on: '2026-04-20' });
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Another payment date: a day earlier, picked by keyboard, in the user's MM/DD/YYYY format. */
export const PaidOnAnotherDay: Story = {
  globals: { locale: 'en' },
  args: { status: 'sent', statusId: 2, invoiceNumber: '20260003', dateFormat: 'MM/DD/YYYY' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status of invoice 20260003: Sent' }));
    await userEvent.click(within(await canvas.findByRole('menu')).getByRole('menuitem', { name: 'Paid' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Mark invoice 20260003 as paid' }));
    await expect(segments(dialog)).toEqual(['04', '20', '2026']);
    // Not a concept: no word about locking, it is locked already.
    await expect(dialog.queryByText(/locked like a sent one/)).not.toBeInTheDocument();
    const [, day] = dialog.getAllByRole('spinbutton');
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(day).toHaveTextContent('19'));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as paid' }));
    await expect(args.onChange).toHaveBeenCalledWith(3, { paid_on: '2026-04-19' });
  },
};

/** A concept marked paid at once is locked too: the dialog says so. Close leaves it a concept. */
export const PaidCancelled: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status: Concept' }));
    await userEvent.click(within(await canvas.findByRole('menu')).getByRole('menuitem', { name: 'Paid' }));
    const dialog = within(await page().findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText(/The invoice is locked like a sent one/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Status: Concept' })).toBeVisible();
  },
};

/**
 * A payment date before the invoice date: the field says so at once, and the server's 422 shows
 * under the field; the dialog stays open and the status unchanged.
 */
export const PaidBeforeInvoiceDate: Story = {
  globals: { locale: 'en' },
  args: {
    status: 'sent',
    statusId: 2,
    today: '2026-03-31',
    onChange: fn<InvoiceStatusMenuProps['onChange']>(async () => ({
      message: 'The payment date cannot lie before the invoice date.',
      errors: { paid_on: ['The payment date cannot lie before the invoice date.'] },
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status: Sent' }));
    await userEvent.click(within(await canvas.findByRole('menu')).getByRole('menuitem', { name: 'Paid' }));
    const dialog = within(await page().findByRole('dialog'));
    const [day] = dialog.getAllByRole('spinbutton');
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(segments(dialog)).toEqual(['30', '03', '2026']));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as paid' }));
    await expect(args.onChange).toHaveBeenCalledWith(3, { paid_on: '2026-03-30' });
    await expect(await dialog.findByText('The payment date cannot lie before the invoice date.')).toBeVisible();
    await expect(page().getByRole('dialog')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Status: Sent' })).toBeVisible();
  },
};

/** Nothing follows paid: the button is disabled, still in its colour, not faded. */
export const PaidDisabled: Story = {
  globals: { locale: 'en' },
  args: { status: 'paid', statusId: 3 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Status: Paid' });
    await expect(button).toBeDisabled();
    await expect(getComputedStyle(button).opacity).toBe('1');
  },
};

/** Disabled from outside (e.g. while the page has no rights to change it). */
export const Disabled: Story = {
  globals: { locale: 'en' },
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Status: Concept' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(within(canvasElement).queryByRole('menu')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The four colours side by side (axe checks each one's text contrast in both themes). */
export const AllStatuses: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <InvoiceStatusMenu {...args} status="concept" statusId={1} invoiceNumber="20260007" />
      <InvoiceStatusMenu {...args} status="sent" statusId={2} invoiceNumber="20260003" />
      <InvoiceStatusMenu {...args} status="overdue" statusId={2} invoiceNumber="20260002" />
      <InvoiceStatusMenu {...args} status="paid" statusId={3} invoiceNumber="20260001" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(4);
    const backgrounds = new Set(buttons.map((button) => getComputedStyle(button).backgroundColor));
    await expect(backgrounds.size).toBe(4);
  },
};

const answer = heldAnswer();

/** While the change is saved the button spins, ignores presses and keeps focus. */
export const Pending: Story = {
  globals: { locale: 'en' },
  args: { onChange: fn<InvoiceStatusMenuProps['onChange']>(() => answer.next()), invoiceNumber: '20260007' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Status of invoice 20260007: Concept' });
    answer.hold();
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Sent' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = within(await page().findByRole('alertdialog', { name: 'Mark invoice 20260007 as sent?' }));
    const confirm = dialog.getByRole('button', { name: 'Mark as sent' });
    await userEvent.click(confirm);
    await expect(args.onChange).toHaveBeenCalledWith(2, {});
    await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'));
    await waitFor(() => expect(confirm).toHaveAttribute('data-pending', 'true'));
    answer.release();
    await waitFor(() => expect(page().queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).not.toHaveAttribute('data-pending'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Spinning from outside, e.g. while the invoice reloads. */
export const PendingFromOutside: Story = {
  globals: { locale: 'en' },
  args: { status: 'sent', statusId: 2, isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Status: Sent/ })).toHaveAttribute('data-pending', 'true');
  },
};

/** Keyboard: Space and Arrow Down open it on the first item, arrows move, Escape closes and focus returns. */
export const Keyboard: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Status: Concept' });
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard(' ');
    let menu = await canvas.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Sent' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Paid' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    menu = await canvas.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Sent' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // The payment date's field has focus; Escape closes the untouched dialog and focus comes back.
    const dialog = within(await page().findByRole('dialog'));
    await waitFor(() => expect(dialog.getAllByRole('spinbutton')[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveFocus());
    // Again, and Tab on to 'Mark as paid'.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(page().getByRole('menu')).getByRole('menuitem', { name: 'Sent' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const again = within(await page().findByRole('dialog'));
    await waitFor(() => expect(again.getAllByRole('spinbutton')[0]).toHaveFocus());
    const save = again.getByRole('button', { name: 'Mark as paid' });
    for (let i = 0; i < 8 && document.activeElement !== save; i++) await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(3, { paid_on: '2026-04-20' });
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { invoiceNumber: '20260007' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status van factuur 20260007: Concept' }));
    await expect(menuItems(await canvas.findByRole('menu'))).toEqual(['Verzonden', 'Betaald']);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Verzonden' }));
    const confirm = within(await page().findByRole('alertdialog', { name: 'Factuur 20260007 als verzonden markeren?' }));
    await waitFor(() => expect(confirm.getByText(/Een verzonden factuur ligt vast/)).toBeVisible());
    await userEvent.click(confirm.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(page().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Dutch: the payment date dialog. */
export const DutchPaid: Story = {
  globals: { locale: 'nl' },
  args: { status: 'overdue', statusId: 2, invoiceNumber: '20260002' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status van factuur 20260002: Verlopen' }));
    await userEvent.click(within(await canvas.findByRole('menu')).getByRole('menuitem', { name: 'Betaald' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Factuur 20260002 als betaald markeren' }));
    await waitFor(() => expect(dialog.getByRole('group', { name: /Betaaldatum/ })).toBeVisible());
    await expect(dialog.getByText('De dag waarop de betaling binnenkwam; niet vóór de factuurdatum.')).toBeVisible();
    await expect(segments(dialog)).toEqual(['20', '04', '2026']);
    await userEvent.click(dialog.getByRole('button', { name: 'Als betaald markeren' }));
    await expect(args.onChange).toHaveBeenCalledWith(3, { paid_on: '2026-04-20' });
  },
};
