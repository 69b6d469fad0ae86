import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddIcon } from '../Icon/icons/AddIcon';
import { DeleteIcon } from '../Icon/icons/DeleteIcon';
import { InvoiceIcon } from '../Icon/icons/InvoiceIcon';
import { ProjectIcon } from '../Icon/icons/ProjectIcon';
import { Menu, MenuItem, type MenuItemData } from './Menu';
import { MenuButton } from './MenuButton';

/** The invoice status menu: only later statuses are offered. */
const laterStatuses: MenuItemData[] = [
  { id: 2, label: 'Sent' },
  { id: 3, label: 'Paid' },
];

const meta = {
  title: 'Primitives/Menu',
  component: MenuButton,
  parameters: { layout: 'padded' },
  args: { label: 'Concept', items: laterStatuses, onAction: fn(), onOpenChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'quiet'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    placement: { control: 'select', options: ['bottom start', 'bottom end', 'top start', 'top end'] },
  },
  // Room below the button for the menu, so axe and the screenshots see it inside the canvas.
  decorators: [(Story) => <div style={{ minHeight: 280 }}><Story /></div>],
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click opens the menu; choosing an item calls onAction with its id and closes the menu. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Concept' });
    await expect(button).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(button);
    const menu = await canvas.findByRole('menu', { name: 'Concept' });
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Sent', 'Paid']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sent' }));
    await expect(args.onAction).toHaveBeenCalledWith(2);
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Enter opens on the first item, arrows move, Enter chooses; Escape closes and focus returns to the button. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Concept' });
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Sent' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Paid' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    // Focus returns to the button once the popover has closed.
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();

    // Arrow Up opens on the last item; Enter chooses it.
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Paid' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith(3);
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    // Focus returns to the button once the popover has closed.
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Items listed in disabledKeys are shown but cannot be chosen, and arrow keys skip them. */
export const DisabledItems: Story = {
  args: {
    items: [
      { id: 'week', label: 'This week' },
      { id: 'last-week', label: 'Last week' },
      { id: 'month', label: 'This month' },
      { id: 'year', label: 'This year', isDisabled: true },
    ],
    disabledKeys: ['last-week'],
    label: 'Period',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Period' }));
    const menu = within(await canvas.findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Last week' })).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getByRole('menuitem', { name: 'This year' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Last week' }), { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    menu.getByRole('menuitem', { name: 'This week' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'This month' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onAction).toHaveBeenCalledWith('month');
  },
};

/** At status 3 (paid) the status menu is disabled. */
export const Disabled: Story = {
  args: { label: 'Paid', items: [], isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Paid' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The time sheet's Add line menu is disabled when there are no activities (empty items). */
export const Empty: Story = {
  args: { label: 'Add line', icon: <AddIcon />, items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Add line' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
  },
};

/** The Add line menu with activities: items with icons; typing a letter jumps to an item. */
export const WithIcons: Story = {
  args: {
    label: 'Add line',
    icon: <AddIcon />,
    variant: 'primary',
    items: [
      { id: 11, label: 'Website — Design', icon: <ProjectIcon /> },
      { id: 12, label: 'Website — Development', icon: <ProjectIcon /> },
      { id: 21, label: 'Bookkeeping — Invoicing', icon: <InvoiceIcon /> },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Add line' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = within(await canvas.findByRole('menu'));
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Website — Design' })).toHaveFocus());
    await userEvent.keyboard('b');
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Bookkeeping — Invoicing' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith(21);
  },
};

/** Without a label: a three-dot icon button named "More actions", e.g. an invoice row's actions. */
export const IconOnly: Story = {
  // Reads the built-in English text.
  globals: { locale: 'en' },
  args: {
    label: undefined,
    placement: 'bottom end',
    items: undefined,
    children: (
      <>
        <MenuItem id="pdf" icon={<InvoiceIcon />}>
          Download PDF
        </MenuItem>
        <MenuItem id="copy" icon={<AddIcon />}>
          Copy invoice
        </MenuItem>
        <MenuItem id="delete" icon={<DeleteIcon />}>
          Delete
        </MenuItem>
      </>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'More actions' });
    await userEvent.click(button);
    const menu = within(await canvas.findByRole('menu', { name: 'More actions' }));
    await userEvent.click(menu.getByRole('menuitem', { name: 'Copy invoice' }));
    await expect(args.onAction).toHaveBeenCalledWith('copy');
  },
};

/** While a chosen status is being saved the button spins and does not open. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Concept/ });
    await expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(button);
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Long labels wrap inside the 320 px menu; many items scroll. */
export const LongContent: Story = {
  args: {
    label: 'Add line',
    items: Array.from({ length: 18 }, (_, i) => ({
      id: i,
      label:
        i % 4 === 0
          ? `Coöperatieve Vereniging van Zelfstandige Vertaalbureaus — Jaarverslag vertaling deel ${i + 1}`
          : `Project ${i + 1} — Activity ${i + 1}`,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add line' }));
    const menu = await canvas.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(18);
    const popover = menu.parentElement as HTMLElement;
    await expect(popover.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(popover.scrollHeight).toBeGreaterThan(popover.clientHeight);
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Project 18 — Activity 18' })).toHaveFocus());
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: {
    label: undefined,
    items: [
      { id: 'pdf', label: 'PDF downloaden' },
      { id: 'copy', label: 'Factuur kopiëren' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Meer acties' }));
    await expect(await canvas.findByRole('menu', { name: 'Meer acties' })).toBeVisible();
  },
};

/** A Menu on its own (always visible), named by aria-label; an empty one says so. */
export const StandaloneMenu: Story = {
  // Reads the built-in English text.
  globals: { locale: 'en' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <Menu aria-label="Period" items={laterStatuses} onAction={args.onAction} />
      <Menu aria-label="Activities" items={[]} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const period = within(canvas.getByRole('menu', { name: 'Period' }));
    await userEvent.click(period.getByRole('menuitem', { name: 'Paid' }));
    await expect(args.onAction).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('menu', { name: 'Activities' })).toHaveTextContent('No options');
  },
};
