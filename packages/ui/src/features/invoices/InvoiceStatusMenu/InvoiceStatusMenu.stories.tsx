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
    onChange: fn<InvoiceStatusMenuProps['onChange']>(async () => undefined),
  },
} satisfies Meta<typeof InvoiceStatusMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuItems = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

/** A concept offers sent and paid; choosing one reports its status_id and the menu closes. */
export const Concept: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Status: Concept' });
    await expect(button).toHaveTextContent('Concept');
    await userEvent.click(button);
    const menu = await canvas.findByRole('menu');
    await expect(menuItems(menu)).toEqual(['Sent', 'Paid']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sent' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
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
    await expect(args.onChange).toHaveBeenCalledWith(3);
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
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'));
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    answer.release();
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
    await expect(args.onChange).toHaveBeenCalledWith(3);
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { invoiceNumber: '20260007' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status van factuur 20260007: Concept' }));
    await expect(menuItems(await canvas.findByRole('menu'))).toEqual(['Verzonden', 'Betaald']);
  },
};
