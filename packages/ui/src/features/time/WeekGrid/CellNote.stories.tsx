import type { ActivityTime, WeekData } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { SAMPLE_TODAY, makeLine, makeWeek } from '../../../fixtures/time';
import { WeekGrid, type TimeNoteChange, type WeekGridProps } from './WeekGrid';

// Notes per cell in the week grid: the mark and the accessible description of a cell
// with a note, the note editor opened by Shift+Enter (or the active cell's note button), saving,
// the server's refusal of a note on a day without hours, a read-only day's note, Dutch and a phone.

const MON = '2026-11-16';
const TUE = '2026-11-17';

const lines = (language: 'en' | 'nl' = 'en'): WeekData =>
  makeWeek(
    [
      makeLine(13, { project: 'Menu cards', activity: 'Photography', color: '#e53935ff', times: [0, 0, 0, 0, 60] }),
      makeLine(12, { project: 'New website', activity: 'Build', times: [240, 300, 480, 210, 300], invoiced: { 4: '20260001' }, notes: { 4: 'Deployed' } }),
      makeLine(11, { project: 'New website', activity: 'Design', times: [240, 180, 0, 270, 120], notes: { 0: 'Wireframes for the shop' } }),
    ],
    { language },
  );

/** Plays the owner: a saved note goes into the week, as the server's answer would put it. */
function NoteOwner(props: WeekGridProps) {
  const [week, setWeek] = useState(props.week);
  const onSaveNote = async (change: TimeNoteChange) => {
    const result = await props.onSaveNote!(change);
    if (result) return result;
    setWeek((current) => ({
      ...current,
      time: {
        ...current.time,
        activitytimes: current.time.activitytimes.map((line: ActivityTime) =>
          line.activity_id !== change.activity_id
            ? line
            : { ...line, notes: line.notes.map((note, day) => (current.weekdates[day]?.date === change.date ? change.note : note)) },
        ),
      },
    }));
    return undefined;
  };
  return <WeekGrid {...props} week={week} onSaveNote={onSaveNote} />;
}

const meta = {
  title: 'Features/Time/WeekGrid/Notes',
  component: WeekGrid,
  parameters: { layout: 'padded' },
  args: {
    week: lines(),
    today: SAMPLE_TODAY,
    onChange: fn<WeekGridProps['onChange']>(),
    onNavigate: fn<WeekGridProps['onNavigate']>(),
    onAddLine: fn<WeekGridProps['onAddLine']>(async () => undefined),
    onDeleteLine: fn<WeekGridProps['onDeleteLine']>(async () => undefined),
    onCopyLastWeek: fn<WeekGridProps['onCopyLastWeek']>(async () => undefined),
    onSaveNote: fn<NonNullable<WeekGridProps['onSaveNote']>>(async () => undefined),
  },
  render: (args) => <NoteOwner {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 1100 }}><Story /></div>],
} satisfies Meta<typeof WeekGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The cell of a line (by activity name) on a day column (0 = Monday). */
const cellOf = (canvas: Canvas, activity: string, day: number) => {
  const row = within(canvas.getByRole('grid')).getByRole('rowheader', { name: new RegExp(activity) }).closest('tr')!;
  return within(row).getAllByRole('gridcell')[day]!;
};

/** Keyboard only: from the grid's first cell to Build on Tuesday, Shift+Enter, type the note, Save; focus comes back to the cell, which now reads its note. */
export const NoteByKeyboard: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const design = cellOf(canvas, 'Design', 0);
    await expect(design).toHaveAccessibleDescription('Note: Wireframes for the shop');
    await expect(design).toHaveAttribute('data-note', 'true');
    await expect(cellOf(canvas, 'Build', 1)).not.toHaveAttribute('data-note');
    await expect(canvas.getByRole('grid')).toHaveAccessibleDescription(/Shift\+Enter opens the note of a cell/);

    // The grid is one Tab stop after the week's controls; start from its first cell.
    cellOf(canvas, 'Photography', 0).focus();
    await waitFor(() => expect(cellOf(canvas, 'Photography', 0)).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(cellOf(canvas, 'Build', 1)).toHaveFocus());
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Note' }));
    await waitFor(() => expect(dialog.getByText('New website — Build, Tue 17/11')).toBeVisible());
    const note = dialog.getByRole('textbox', { name: 'What was done' });
    await waitFor(() => expect(note).toHaveFocus());
    await expect(note).toHaveAccessibleDescription(/Clearing the hours of this day removes its note/);
    await userEvent.keyboard('  Shop pages{Enter}reviewed ');
    // Enter adds a line in a note; Tab to Close, Tab to Save.
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save note' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSaveNote).toHaveBeenCalledWith({ activity_id: 12, date: TUE, note: 'Shop pages\nreviewed' } satisfies TimeNoteChange);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cellOf(canvas, 'Build', 1)).toHaveFocus());
    await expect(cellOf(canvas, 'Build', 1)).toHaveAccessibleDescription('Note: Shop pages\nreviewed');
  },
};

/** Emptying a note and saving removes it (null); the mark goes. */
export const RemoveNote: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    cellOf(canvas, 'Design', 0).focus();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Note' }));
    const note = dialog.getByRole('textbox', { name: 'What was done' });
    await expect(note).toHaveValue('Wireframes for the shop');
    await userEvent.clear(note);
    await userEvent.click(dialog.getByRole('button', { name: 'Save note' }));
    await expect(args.onSaveNote).toHaveBeenCalledWith({ activity_id: 11, date: MON, note: null });
    await waitFor(() => expect(cellOf(canvas, 'Design', 0)).not.toHaveAttribute('data-note'));
  },
};

/** A day without hours: the editor says a note needs hours, and the server's refusal shows under the field; the dialog stays open. */
export const RefusedWithoutHours: Story = {
  globals: { locale: 'en' },
  args: {
    onSaveNote: fn<NonNullable<WeekGridProps['onSaveNote']>>(async () => ({
      message: 'A note needs hours on the day. Enter the hours first.',
      errors: { note: ['A note needs hours on the day. Enter the hours first.'] },
    })),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    cellOf(canvas, 'Photography', 0).focus();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Note' }));
    const note = dialog.getByRole('textbox', { name: 'What was done' });
    await expect(note).toHaveAccessibleDescription(/A note needs hours on the day/);
    await userEvent.type(note, 'Test shots');
    await userEvent.click(dialog.getByRole('button', { name: 'Save note' }));
    await expect(args.onSaveNote).toHaveBeenCalledWith({ activity_id: 13, date: MON, note: 'Test shots' });
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'));
    await expect(dialog.getAllByText('A note needs hours on the day. Enter the hours first.').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('dialog', { name: 'Note' })).toBeVisible();
  },
};

/** An invoiced day's note can be read (Shift+Enter works on a read-only cell) but not changed: no Save. */
export const ReadOnlyNote: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const friday = cellOf(canvas, 'Build', 4);
    await expect(friday).toHaveAccessibleDescription('These hours are on invoice 20260001. Note: Deployed');
    friday.focus();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Note' }));
    const note = dialog.getByRole('textbox', { name: 'What was done' });
    await expect(note).toHaveValue('Deployed');
    await expect(note).toHaveAttribute('readonly');
    await expect(note).toHaveAccessibleDescription(/can no longer change: These hours are on invoice 20260001/);
    await expect(dialog.getByRole('button', { name: 'Save note' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onSaveNote).not.toHaveBeenCalled();
  },
};

/** With a mouse: a click edits the cell, and its note button opens the note. */
export const NoteButton: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(cellOf(canvas, 'Build', 2));
    await userEvent.click(await canvas.findByRole('button', { name: 'Note for New website — Build on this day' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Note' }));
    await waitFor(() => expect(dialog.getByText('New website — Build, Wed 18/11')).toBeVisible());
  },
};

/** In Dutch: the cell's description, the hint and the editor. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { week: lines('nl') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(cellOf(canvas, 'Design', 0)).toHaveAccessibleDescription('Notitie: Wireframes for the shop');
    await expect(canvas.getByRole('grid')).toHaveAccessibleDescription(/Shift\+Enter opent de notitie van een cel/);
    cellOf(canvas, 'Design', 1).focus();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    const dialog = within(await canvas.findByRole('dialog', { name: 'Notitie' }));
    await expect(dialog.getByRole('textbox', { name: 'Wat er is gedaan' })).toHaveAccessibleDescription(/Als je de uren van deze dag wist/);
    await expect(dialog.getByRole('button', { name: 'Notitie opslaan' })).toBeEnabled();
  },
};

/** At 390 px the note editor fits the screen. */
export const Phone: Story = {
  globals: { locale: 'en' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    cellOf(canvas, 'Design', 0).focus();
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await canvas.findByRole('dialog', { name: 'Note' });
    await expectFitsPhone(canvasElement);
  },
};
