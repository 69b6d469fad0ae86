import type { PeriodLock, WeekSubmission } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { ApprovalList, type ApprovalListProps } from './ApprovalList';

const submission = (id: number, name: string, start: string, end: string, total: number): WeekSubmission => ({
  id,
  user_id: id + 10,
  user_name: name,
  week_start: start,
  week_end: end,
  status: 'submitted',
  comment: null,
  total_time: total,
  submitted_at: '2026-11-20T16:00:00.000Z',
  decided_by_name: null,
  decided_at: null,
  lines: [],
  invoiced: false,
});

/** A week's hours, as the approver reads them: per activity, each day with its note. */
const BRAM_LINES: WeekSubmission['lines'] = [
  {
    project_name: 'Website',
    activity_name: 'Design',
    days: [
      { date: '2026-11-16', minutes: 480, note: 'Home page sketches' },
      { date: '2026-11-17', minutes: 450, note: null },
    ],
  },
  { project_name: 'Bakery', activity_name: 'Meetings', days: [{ date: '2026-11-18', minutes: 60, note: 'Kick-off with the client' }] },
];

/** The weeks of a list, without the lists of hours inside them. */
const weekItems = (list: HTMLElement) => [...list.children];

const SUBMISSIONS = [{ ...submission(1, 'Bram Bakker', '2026-11-16', '2026-11-22', 2280), lines: BRAM_LINES }, submission(2, 'Mark Member', '2026-11-16', '2026-11-22', 1950)];
const LOCKS: PeriodLock[] = [{ id: 4, start_date: '2026-10-01', end_date: '2026-10-31', locked_by_name: 'Anna de Vries', created_at: '2026-11-02T09:00:00.000Z' }];

/** Plays the owner (the /approvals route): decisions take the week off the list, locks come and go. */
function Owner(props: ApprovalListProps) {
  const [submissions, setSubmissions] = useState(props.submissions);
  const [locks, setLocks] = useState(props.locks);
  const [approvalOn, setApprovalOn] = useState(props.approvalOn);
  return (
    <ApprovalList
      {...props}
      submissions={submissions}
      locks={locks}
      approvalOn={approvalOn}
      onApprovalChange={async (on) => {
        const result = await props.onApprovalChange(on);
        if (!result) setApprovalOn(on);
        return result;
      }}
      onUndo={
        props.onUndo &&
        (async (id) => {
          const result = await props.onUndo?.(id);
          if (!result) setSubmissions((current) => current.filter((s) => s.id !== id));
          return result;
        })
      }
      onApprove={async (id) => {
        const result = await props.onApprove(id);
        if (!result) setSubmissions((current) => current.filter((s) => s.id !== id));
        return result;
      }}
      onReject={async (id, comment) => {
        const result = await props.onReject(id, comment);
        if (!result) setSubmissions((current) => current.filter((s) => s.id !== id));
        return result;
      }}
      onLock={async (period) => {
        const result = await props.onLock(period);
        if (!result) setLocks((current) => [{ id: 9, ...period, locked_by_name: 'Anna de Vries', created_at: '2026-11-27T09:00:00.000Z' }, ...current]);
        return result;
      }}
      onUnlock={async (id) => {
        const result = await props.onUnlock(id);
        if (!result) setLocks((current) => current.filter((l) => l.id !== id));
        return result;
      }}
    />
  );
}

const meta = {
  title: 'Features/Time/ApprovalList',
  component: ApprovalList,
  parameters: { layout: 'padded' },
  args: {
    submissions: SUBMISSIONS,
    locks: LOCKS,
    approvalOn: true,
    dateformat: 'DD-MM-YYYY',
    firstDayOfWeek: 1,
    onApprovalChange: fn<ApprovalListProps['onApprovalChange']>(async () => undefined),
    onApprove: fn<ApprovalListProps['onApprove']>(async () => undefined),
    onReject: fn<ApprovalListProps['onReject']>(async () => undefined),
    onLock: fn<ApprovalListProps['onLock']>(async () => undefined),
    onUnlock: fn<ApprovalListProps['onUnlock']>(async () => undefined),
  },
  render: (args) => <Owner {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 800 }}><Story /></div>],
} satisfies Meta<typeof ApprovalList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each member's week with its total; Approve takes it off the list. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const weeks = canvas.getByRole('list', { name: 'Submitted weeks' });
    await expect(weekItems(weeks)).toHaveLength(2);
    await expect(within(weeks).getByText('Total 38:00')).toBeVisible();
    await expect(within(weeks).getAllByText('Week of 16-11-2026 to 22-11-2026')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve the week of Bram Bakker, 16-11-2026' }));
    await expect(args.onApprove).toHaveBeenCalledWith(1);
    await waitFor(() => expect(weekItems(weeks)).toHaveLength(1));
    await expect(canvas.getByRole('switch', { name: 'Members submit their weeks for approval' })).toBeChecked();
  },
};

/** Keyboard: Reject opens the dialog, a comment is typed, Save rejects; an empty comment cannot be saved. */
export const RejectWithComment: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rejectButton = canvas.getByRole('button', { name: 'Reject the week of Mark Member, 16-11-2026' });
    rejectButton.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Reject the week of Mark Member' }));
    const save = dialog.getByRole('button', { name: 'Reject week' });
    await expect(save).toBeDisabled();
    const comment = dialog.getByRole('textbox', { name: /Comment/ });
    await waitFor(() => expect(comment).toHaveFocus());
    await userEvent.keyboard('Tuesday belongs to the Bakery project.');
    await userEvent.click(save);
    await expect(args.onReject).toHaveBeenCalledWith(2, 'Tuesday belongs to the Bakery project.');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByText('Mark Member')).toBeNull();
  },
};

/** The server's refusal of the comment appears under it; the dialog stays. */
export const RejectRefused: Story = {
  globals: { locale: 'nl' },
  args: {
    onReject: fn<ApprovalListProps['onReject']>(async () => ({ message: 'Het veld toelichting is verplicht.', errors: { comment: ['Het veld toelichting is verplicht.'] } })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Week van Bram Bakker afkeuren, 16-11-2026' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Week van Bram Bakker afkeuren' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Toelichting/ }), 'x');
    await userEvent.click(dialog.getByRole('button', { name: 'Week afkeuren' }));
    await expect(await dialog.findByText('Het veld toelichting is verplicht.')).toBeVisible();
  },
};

/** Lock a period with two dates typed by keyboard; Unlock after confirming. */
export const LockAndUnlock: Story = {
  globals: { locale: 'en' },
  args: { locks: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No periods are locked.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Lock a period' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Lock a period' }));
    const [startDay] = dialog.getAllByRole('spinbutton', { name: /day/i });
    await userEvent.click(startDay);
    await userEvent.keyboard('01102026');
    const endDay = dialog.getAllByRole('spinbutton', { name: /day/i })[1];
    await userEvent.click(endDay);
    await userEvent.keyboard('31102026');
    await userEvent.click(dialog.getByRole('button', { name: 'Lock' }));
    await expect(args.onLock).toHaveBeenCalledWith({ start_date: '2026-10-01', end_date: '2026-10-31' });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await userEvent.click(await canvas.findByRole('button', { name: 'Unlock 01-10-2026 to 31-10-2026' }));
    const confirm = within(await within(document.body).findByRole('alertdialog', { name: 'Unlock 01-10-2026 to 31-10-2026?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Unlock' }));
    await expect(args.onUnlock).toHaveBeenCalledWith(9);
    await expect(await canvas.findByText('No periods are locked.')).toBeVisible();
  },
};

/** The server refuses an end before the start, under the end date. */
export const LockRefused: Story = {
  globals: { locale: 'en' },
  args: {
    locks: [],
    onLock: fn<ApprovalListProps['onLock']>(async () => ({
      message: 'The end date must be on or after the start date.',
      errors: { end_date: ['The end date must be on or after the start date.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lock a period' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Lock a period' }));
    const days = dialog.getAllByRole('spinbutton', { name: /day/i });
    await userEvent.click(days[0]);
    await userEvent.keyboard('31102026');
    await userEvent.click(dialog.getAllByRole('spinbutton', { name: /day/i })[1]);
    await userEvent.keyboard('01102026');
    await userEvent.click(dialog.getByRole('button', { name: 'Lock' }));
    await expect(await dialog.findByText('The end date must be on or after the start date.')).toBeVisible();
  },
};

/** Approval off, nothing waiting: the switch turns it on. */
export const Empty: Story = {
  globals: { locale: 'nl' },
  args: { submissions: [], locks: [], approvalOn: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Er wachten geen weken op goedkeuring.')).toBeVisible();
    const toggle = canvas.getByRole('switch', { name: 'Leden dienen hun weken ter goedkeuring in' });
    await expect(toggle).not.toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onApprovalChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(toggle).toBeChecked());
  },
};

export const Phone: Story = {
  globals: { locale: 'nl' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Week van Bram Bakker goedkeuren, 16-11-2026' })).toBeVisible();
  },
};

const DECIDED: WeekSubmission[] = [
  { ...submission(5, 'Bram Bakker', '2026-11-09', '2026-11-15', 2400), status: 'rejected', comment: 'Split Tuesday over two projects.', decided_by_name: 'Anna de Vries', decided_at: '2026-11-16T08:00:00.000Z' },
];

/** Keyboard: the filter moves to Rejected (arrow keys, Space); decided weeks show who decided and the comment, no buttons. */
export const FilterByStatus: Story = {
  globals: { locale: 'en' },
  args: { onStatusChange: fn() },
  render: function Render(args) {
    const [status, setStatus] = useState<WeekSubmission['status']>('submitted');
    return (
      <ApprovalList
        {...args}
        status={status}
        submissions={status === 'rejected' ? DECIDED : status === 'submitted' ? SUBMISSIONS : []}
        onStatusChange={(next) => {
          args.onStatusChange?.(next);
          setStatus(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const filter = canvas.getByRole('radiogroup', { name: 'Show' });
    const submitted = within(filter).getByRole('radio', { name: 'Submitted' });
    await expect(submitted).toBeChecked();
    submitted.focus();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('approved');
    await expect(await canvas.findByText('No weeks approved yet.')).toBeVisible();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('rejected');
    const weeks = await canvas.findByRole('list', { name: 'Rejected weeks' });
    await expect(within(weeks).getByText('Rejected by Anna de Vries: Split Tuesday over two projects.')).toBeVisible();
    await expect(within(weeks).queryByRole('button')).toBeNull();
  },
};

/** The approver reads the week's hours per activity and day with the notes, not only its total. */
export const WeekDetail: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hours = canvas.getByRole('list', { name: 'Hours of Bram Bakker' });
    await expect(within(hours).getByText('Website · Design')).toBeVisible();
    await expect(within(hours).getByText('Bakery · Meetings')).toBeVisible();
    await expect(within(hours).getByText('Home page sketches')).toBeVisible();
    await expect(within(hours).getByText('Kick-off with the client')).toBeVisible();
    const monday = within(hours).getByText('16-11-2026').parentElement as HTMLElement;
    await expect(within(monday).getByText('8:00')).toBeVisible();
  },
};

const APPROVED: WeekSubmission[] = [
  { ...submission(6, 'Bram Bakker', '2026-11-09', '2026-11-15', 2400), status: 'approved', decided_by_name: 'Anna de Vries', decided_at: '2026-11-16T08:00:00.000Z', lines: BRAM_LINES },
  { ...submission(7, 'Mark Member', '2026-11-02', '2026-11-08', 2400), status: 'approved', decided_by_name: 'Anna de Vries', decided_at: '2026-11-09T08:00:00.000Z', invoiced: true },
];

/** Keyboard: an approval is undone while none of the week is invoiced; an invoiced week says so instead. The admins' switch saves its setting. */
export const UndoApproval: Story = {
  globals: { locale: 'en' },
  args: {
    status: 'approved',
    submissions: APPROVED,
    onUndo: fn<NonNullable<ApprovalListProps['onUndo']>>(async () => undefined),
    onAdminWeeksChange: fn<NonNullable<ApprovalListProps['onAdminWeeksChange']>>(async () => undefined),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const weeks = canvas.getByRole('list', { name: 'Approved weeks' });
    await expect(within(weeks).getByText('On an invoice')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Undo approval of the week of Mark Member, 02-11-2026' })).toBeNull();
    const undo = canvas.getByRole('button', { name: 'Undo approval of the week of Bram Bakker, 09-11-2026' });
    undo.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUndo).toHaveBeenCalledWith(6);
    await waitFor(() => expect(weekItems(weeks)).toHaveLength(1));
    const admins = canvas.getByRole('switch', { name: 'Admins’ own weeks need approval too' });
    await expect(admins).not.toBeChecked();
    await userEvent.click(admins);
    await expect(args.onAdminWeeksChange).toHaveBeenCalledWith(true);
  },
};

/** Refused: the week's hours were invoiced meanwhile; the message shows, in Dutch. */
export const UndoRefused: Story = {
  globals: { locale: 'nl' },
  args: {
    status: 'approved',
    submissions: APPROVED.slice(0, 1),
    onUndo: fn<NonNullable<ApprovalListProps['onUndo']>>(async () => ({ message: 'Uren van deze week staan op een factuur; de goedkeuring kan niet meer ongedaan worden gemaakt.' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Goedkeuring intrekken van de week van Bram Bakker, 09-11-2026' }));
    await expect(await canvas.findByText('Uren van deze week staan op een factuur; de goedkeuring kan niet meer ongedaan worden gemaakt.')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Uren van Bram Bakker' })).toBeVisible();
  },
};
