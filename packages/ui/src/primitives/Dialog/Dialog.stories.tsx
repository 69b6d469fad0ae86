import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, type DialogProps } from './Dialog';

/** A phone's screen in CSS pixels. */
const PHONE = { width: 390, height: 844 };

/**
 * A 390 × 844 px screen: the containing block of the fixed overlay (CSS `contain: layout`) and
 * the container react-aria portals the dialog into, so the dialog lays itself out as on a phone
 * whatever the test window's size.
 */
function PhoneScreen({ children }: { children: ReactNode }) {
  const [screen, setScreen] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setScreen} data-testid="phone" style={{ ...PHONE, contain: 'layout', overflow: 'hidden' }}>
      {screen && <UNSAFE_PortalProvider getContainer={() => screen}>{children}</UNSAFE_PortalProvider>}
    </div>
  );
}
const phoneScreen: Decorator = (Story) => (
  <PhoneScreen>
    <Story />
  </PhoneScreen>
);

/**
 * The dialog opens from a button in a react-aria DialogTrigger, as most screens do; the trigger
 * holds the open state and reports its changes.
 */
function Triggered({ onOpenChange, ...props }: DialogProps) {
  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>Archive project</Button>
      <Dialog {...props} />
    </DialogTrigger>
  );
}

const actions: DialogProps['actions'] = ({ close }) => (
  <>
    <Button variant="quiet" onPress={close}>
      Cancel
    </Button>
    <Button variant="primary" onPress={close}>
      Archive
    </Button>
  </>
);

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Archive project?',
    description: 'Website redesign will no longer appear in the time sheet.',
    children: <TextField label="Reason" name="reason" />,
    actions,
    onOpenChange: fn(),
  },
  render: (args) => <Triggered {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for focus, which react-aria moves in a later frame. */
const focused = (element: HTMLElement) => waitFor(() => expect(element).toHaveFocus());

/**
 * Named by its title and described by its description; Tab and Shift+Tab stay inside it (focus is
 * trapped); Escape closes it and focus returns to the button that opened it.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Archive project' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: 'Archive project?' });
    await expect(dialog).toHaveAccessibleDescription('Website redesign will no longer appear in the time sheet.');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const inside = within(dialog);
    const reason = inside.getByRole('textbox', { name: 'Reason' });
    const cancel = inside.getByRole('button', { name: 'Cancel' });
    const archive = inside.getByRole('button', { name: 'Archive' });
    await focused(dialog);
    await userEvent.tab();
    await focused(reason);
    await userEvent.tab();
    await focused(cancel);
    await userEvent.tab();
    await focused(archive);
    // Past the last button focus wraps to the first field, never to the page behind.
    await userEvent.tab();
    await focused(reason);
    await userEvent.tab({ shift: true });
    await focused(archive);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await focused(trigger);
  },
};

/** An action closes it through `close`; focus returns to the trigger. */
export const ClosedByAnAction: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Archive project' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await focused(trigger);
  },
};

/** The overlay outside the box: the modal's parent. */
const overlayOf = (dialog: HTMLElement) => dialog.parentElement!.parentElement!;

/** Persistent by default: a click outside does not close it (Escape does). */
export const Persistent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Archive project' }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(overlayOf(dialog));
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** `isDismissable`: a click outside closes it, and focus returns to the trigger. */
export const Dismissable: Story = {
  args: { isDismissable: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Archive project' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(overlayOf(dialog));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await focused(trigger);
  },
};

/** `isKeyboardDismissDisabled`: Escape leaves it open (e.g. while saving). */
export const KeyboardDismissDisabled: Story = {
  args: { isKeyboardDismissDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Archive project' }));
    const dialog = await canvas.findByRole('dialog');
    await focused(dialog);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** Controlled by `isOpen`: open on mount, closed by the owner in `onOpenChange`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(true);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Archive project</Button>
        <Dialog
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            setOpen(open);
            args.onOpenChange?.(open);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Archive project?' });
    // Medium by default: 600 px at most.
    await expect(getComputedStyle(dialog.parentElement!).maxWidth).toBe('600px');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Archive project' }));
    await expect(await canvas.findByRole('dialog')).toBeInTheDocument();
  },
};

/** `role="alertdialog"` with an error message at the top of the body. */
export const AlertWithError: Story = {
  args: {
    role: 'alertdialog',
    size: 'small',
    title: 'Delete client?',
    description: 'Oud Archief BV will be deleted. This cannot be undone.',
    errorMessage: 'The client still has projects or subscriptions.',
    children: undefined,
    defaultOpen: true,
  },
  render: (args) => <Dialog {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'Delete client?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The client still has projects or subscriptions.');
    await expect(getComputedStyle(dialog.parentElement!).maxWidth).toBe('440px');
    await expect(dialog).toHaveAccessibleDescription('Oud Archief BV will be deleted. This cannot be undone.');
  },
};

/** `formProps`: title, body and actions are one form; Enter in a field presses the submit action. */
export const AsForm: Story = {
  args: {
    defaultOpen: true,
    title: 'Rename project',
    description: undefined,
    children: (
      <>
        <TextField label="Name" name="name" defaultValue="Website" />
        <TextField label="Code" name="code" />
      </>
    ),
    formProps: { onSubmit: fn((event) => event.preventDefault()) },
    actions: () => (
      <Button type="submit" variant="primary">
        Rename
      </Button>
    ),
  },
  render: (args) => <Dialog {...args} />,
  play: async ({ args, canvasElement }) => {
    const dialog = within(await within(canvasElement).findByRole('dialog', { name: 'Rename project' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Code' }), 'WEB{enter}');
    await expect(args.formProps?.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Rename' }));
    await expect(args.formProps?.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** Large: 800 px wide at most, never wider than the screen. */
export const Large: Story = {
  args: { defaultOpen: true, size: 'large', title: 'Edit details' },
  render: (args) => <Dialog {...args} />,
  play: async ({ canvasElement }) => {
    const modal = (await within(canvasElement).findByRole('dialog', { name: 'Edit details' })).parentElement!;
    await expect(getComputedStyle(modal).maxWidth).toBe('800px');
    await expect(modal.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

const reasons = ['Finished', 'Client left', 'Merged into another project', 'Budget spent', 'Paused', 'Other'];

/**
 * On a 390 × 844 px phone the dialog takes the whole width less an 8 px margin; a long body
 * scrolls inside the dialog (the page behind is locked) and the title and actions stay in view.
 */
export const Phone: Story = {
  decorators: [phoneScreen],
  args: {
    defaultOpen: true,
    children: reasons.map((label) => <TextField key={label} label={label} name={label} description="Optional" />),
    actions: ({ close }) => (
      <>
        <Button variant="quiet" onPress={close}>
          Cancel
        </Button>
        <Button variant="primary" onPress={close}>
          Archive and notify the team
        </Button>
      </>
    ),
  },
  render: (args) => <Dialog {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTestId('phone').getBoundingClientRect();
    const dialog = await canvas.findByRole('dialog', { name: 'Archive project?' });
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(frame.left);
    await expect(box.right).toBeLessThanOrEqual(frame.right);
    await expect(box.width).toBeGreaterThanOrEqual(PHONE.width - 16 - 0.5);
    await expect(box.top).toBeGreaterThanOrEqual(frame.top);
    await expect(box.bottom).toBeLessThanOrEqual(frame.bottom);
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      const rect = button.getBoundingClientRect();
      await expect(rect.left, button.textContent ?? '').toBeGreaterThanOrEqual(box.left);
      await expect(rect.right, button.textContent ?? '').toBeLessThanOrEqual(box.right);
      await expect(rect.bottom, button.textContent ?? '').toBeLessThanOrEqual(box.bottom);
    }
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    // The body scrolls inside the dialog; the page behind does not scroll while it is open.
    const scroller = [...dialog.querySelectorAll('div')].find((element) => getComputedStyle(element).overflowY === 'auto')!;
    await expect(scroller).toContainElement(within(dialog).getByRole('textbox', { name: reasons[0] }));
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    const last = within(dialog).getByRole('textbox', { name: reasons.at(-1) });
    last.focus();
    await waitFor(() => expect(scroller.scrollTop).toBeGreaterThan(0));
    const lastBox = last.getBoundingClientRect();
    await expect(lastBox.bottom).toBeLessThanOrEqual(scroller.getBoundingClientRect().bottom);
  },
};
