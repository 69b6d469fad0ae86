import type { WeekApproval as WeekApprovalState } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { WeekApproval, type WeekApprovalProps } from './WeekApproval';

/** Plays the owner (the time route): a submit that goes through makes the week submitted. */
function Owner(props: WeekApprovalProps) {
  const [approval, setApproval] = useState<WeekApprovalState | undefined>(props.approval);
  return (
    <WeekApproval
      approval={approval}
      onSubmit={async () => {
        const result = await props.onSubmit();
        if (!result) setApproval({ status: 'submitted', comment: null });
        return result;
      }}
    />
  );
}

const meta = {
  title: 'Features/Time/WeekApproval',
  component: WeekApproval,
  parameters: { layout: 'padded' },
  args: {
    approval: { status: 'open', comment: null },
    onSubmit: fn<WeekApprovalProps['onSubmit']>(async () => undefined),
  },
  render: (args) => <Owner {...args} />,
} satisfies Meta<typeof WeekApproval>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab to Submit week, Enter submits; the week then says it is submitted, with no button. */
export const Open: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Approval of this week' })).toBeVisible();
    await expect(canvas.getByText('When the week is complete, submit it for approval.')).toBeVisible();
    await userEvent.tab();
    const submit = canvas.getByRole('button', { name: 'Submit week' });
    await waitFor(() => expect(submit).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText(/Submitted for approval/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Submitted: Story = {
  globals: { locale: 'en' },
  args: { approval: { status: 'submitted', comment: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Submitted for approval. The week is read-only until an administrator decides.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Approved: Story = {
  globals: { locale: 'en' },
  args: { approval: { status: 'approved', comment: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Approved. The week can no longer change.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A rejected week shows the comment and offers Submit again. */
export const Rejected: Story = {
  globals: { locale: 'en' },
  args: { approval: { status: 'rejected', comment: "Tuesday's hours belong to the Bakery project." } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Comment: Tuesday's hours belong to the Bakery project.")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit again' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText(/Submitted for approval/)).toBeVisible();
  },
};

/** A refusal (409) is shown and the button stays. */
export const Refused: Story = {
  globals: { locale: 'nl' },
  args: { onSubmit: fn<WeekApprovalProps['onSubmit']>(async () => ({ message: 'Goedkeuring van weken staat uit voor deze organisatie.' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Week indienen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Goedkeuring van weken staat uit voor deze organisatie.');
    await expect(canvas.getByRole('button', { name: 'Week indienen' })).toBeVisible();
  },
};

export const RejectedDutch: Story = {
  globals: { locale: 'nl' },
  args: { approval: { status: 'rejected', comment: 'Dinsdag hoort bij het bakkerijproject.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Toelichting: Dinsdag hoort bij het bakkerijproject.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Opnieuw indienen' })).toBeVisible();
  },
};

/** Approval off: nothing at all. */
export const Off: Story = {
  globals: { locale: 'en' },
  args: { approval: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { locale: 'nl' },
  args: { approval: { status: 'rejected', comment: 'Een lange toelichting die op een telefoon over meerdere regels moet vallen zonder zijwaarts te schuiven.' } },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Opnieuw indienen' })).toBeVisible();
  },
};
