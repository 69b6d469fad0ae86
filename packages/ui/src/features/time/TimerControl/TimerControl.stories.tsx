import type { Timer, TimerActivity } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { TimerControl, type TimerControlProps } from './TimerControl';

const activities: TimerActivity[] = [
  { id: 12, name: 'Design', project_name: 'New website', client_name: 'Bakkerij Jansen', color: '#E91E63FF' },
  { id: 13, name: 'Build', project_name: 'New website', client_name: 'Bakkerij Jansen', color: '#E91E63FF' },
  { id: 21, name: 'Photography', project_name: 'Menu cards', client_name: 'Zuivel BV', color: null },
];
const NOW = Date.parse('2026-03-03T10:02:03Z');
const running: Timer = {
  activity_id: 12,
  activity_name: 'Design',
  project_name: 'New website',
  client_name: 'Bakkerij Jansen',
  color: '#E91E63FF',
  note: 'Homepage sketches',
  started_at: '2026-03-03T08:00:00Z',
  stopped_at: null,
  time_zone: 'Europe/Amsterdam',
  refusal: null,
};
const refused: Timer = {
  ...running,
  stopped_at: '2026-03-03T09:30:00Z',
  refusal: 'Not saved on Tuesday 3 March. This day lies after the end date of the project.',
};

/** Keeps the timer as the app would: Start makes it run, Stop ends it. */
function TimerOwner(args: TimerControlProps) {
  const [timer, setTimer] = useState(args.timer);
  return (
    <TimerControl
      {...args}
      timer={timer}
      onStart={(values) => {
        args.onStart(values);
        const activity = args.activities.find((a) => a.id === values.activity_id)!;
        setTimer({ ...running, activity_id: activity.id, activity_name: activity.name, project_name: activity.project_name, color: activity.color, note: values.note, started_at: new Date(NOW).toISOString() });
      }}
      onStop={() => {
        args.onStop();
        setTimer(null);
      }}
    />
  );
}

const meta = {
  title: 'Features/Time/TimerControl',
  component: TimerControl,
  parameters: { layout: 'padded' },
  args: {
    timer: null,
    activities,
    now: () => NOW,
    onStart: fn<TimerControlProps['onStart']>(),
    onStop: fn<TimerControlProps['onStop']>(),
    onDiscard: fn<TimerControlProps['onDiscard']>(),
  },
  render: (args) => <TimerOwner {...args} />,
} satisfies Meta<typeof TimerControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle, by keyboard alone: Start timer opens the dialog; choose the activity, type a note, Enter starts; the shortcut stops. */
export const Idle: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const start = canvas.getByRole('button', { name: 'Start timer' });
    await expect(start).toHaveAccessibleDescription('Shortcut: Alt+Shift+T starts or stops the timer.');
    start.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Start a timer' });
    await expect(dialog).toHaveAccessibleDescription(/Alt\+Shift\+T starts or stops the timer/);
    // Start without an activity: the field says so.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    const activity = within(dialog).getByRole('button', { name: /Activity/ });
    await waitFor(() => expect(activity).toHaveAccessibleDescription('Choose an activity.'));
    await expect(args.onStart).not.toHaveBeenCalled();
    activity.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(activity).toHaveTextContent('New website — Build');
    // react-aria gives focus back to the field in a later frame: Tab from there, not from the list.
    await waitFor(() => expect(activity).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Note/ })).toHaveFocus());
    await userEvent.keyboard('Deploy{Enter}');
    await expect(args.onStart).toHaveBeenCalledWith({ activity_id: 13, note: 'Deploy' });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('timer', { name: 'Time on New website — Build' })).toHaveTextContent('0:00:00');
    await userEvent.keyboard('{Alt>}{Shift>}T{/Shift}{/Alt}');
    await expect(args.onStop).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Start timer' })).toBeVisible();
  },
};

/** Running: the activity, the time as h:mm:ss and Stop. */
export const Running: Story = {
  globals: { locale: 'en' },
  args: { timer: running },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Timer' })).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'Time on New website — Design' })).toHaveTextContent('2:02:03');
    await expect(canvas.getByRole('button', { name: 'Stop' })).toHaveAccessibleDescription(/Alt\+Shift\+T/);
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

/** A long project and activity name is cut with an ellipsis; the full name stays readable. */
export const LongActivityName: Story = {
  globals: { locale: 'en' },
  args: {
    timer: { ...running, project_name: 'Rebuilding the whole customer portal for the northern region', activity_name: 'Accessibility review of every single form' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByTitle(/Rebuilding the whole customer portal/);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(canvas.getByRole('timer', { name: /Accessibility review of every single form/ })).toBeVisible();
  },
};

/** Stopped, its time not saved: the time it ran, the reason, Save again and Discard. */
export const Refused: Story = {
  globals: { locale: 'en' },
  args: { timer: refused },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('1:30:00');
    await expect(canvas.getByText('Stopped, not saved')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This day lies after the end date of the project.');
    const retry = canvas.getByRole('button', { name: 'Save again' });
    await expect(retry).toHaveAccessibleDescription(/This day lies after the end date.*Alt\+Shift\+T/);
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
  },
};

/** A start the server refused (the activity can no longer be booked): the reason, and Start timer again. */
export const StartRefused: Story = {
  globals: { locale: 'en' },
  args: { message: 'This activity is inactive.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This activity is inactive.');
    await expect(canvas.getByRole('button', { name: 'Start timer' })).toBeEnabled();
  },
};

/** A stop on its way: Stop waits and cannot be pressed twice. */
export const Saving: Story = {
  globals: { locale: 'en' },
  args: { timer: running, isSaving: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const stop = canvas.getByRole('button', { name: /Stop/ });
    await userEvent.click(stop);
    await userEvent.keyboard('{Alt>}{Shift>}T{/Shift}{/Alt}');
    await expect(args.onStop).not.toHaveBeenCalled();
  },
};

/** Without activities to book, the dialog says so and offers no Start. */
export const NoActivities: Story = {
  globals: { locale: 'en' },
  args: { activities: [] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start timer' }));
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('You are on no activity to start a timer on.')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Start' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** In Dutch: running and refused. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { timer: { ...refused, refusal: 'Niet opgeslagen op dinsdag 3 maart. Deze dag ligt na de einddatum van het project.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'Tijd op New website — Design' })).toHaveTextContent('1:30:00');
    await expect(canvas.getByText('Gestopt, niet opgeslagen')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Opnieuw opslaan' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Weggooien' })).toBeVisible();
  },
};

/** The Dutch start dialog. */
export const DutchIdle: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Timer starten' }));
    const dialog = await body.findByRole('dialog', { name: 'Een timer starten' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Notitie \(optioneel\)/ })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Starten' })).toBeVisible();
  },
};

/** The organisation's colours: Stop takes its primary colour. */
export const OrganizationTheme: Story = {
  globals: { theme: 'organization' },
  args: { timer: running },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.storyTheme).toBe('organization');
    await expect(within(canvasElement).getByRole('timer')).toBeVisible();
  },
};

/** On a 390 px phone, running with a long name and refused: nothing scrolls sideways. */
export const Phone: Story = {
  decorators: [phoneFrame],
  args: { timer: { ...refused, project_name: 'Rebuilding the whole customer portal for the northern region' } },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
