import type { ActivityTime, SkippedLine, WeekData } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { heldAnswer } from '../../../fixtures/heldAnswer';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { asTouchOnly } from '../../../fixtures/touch';
import {
  SAMPLE_TODAY,
  emptyWeek,
  emptyWeekNothingToAdd,
  makeLine,
  makeWeek,
  manyLines,
  readOnlyWeek,
  sampleSkipped,
  sampleWeek,
} from '../../../fixtures/time';
import { WeekGrid, cellKey, type CellSaveState, type TimeCellChange, type WeekGridProps } from './WeekGrid';

const [photography, build, design] = sampleWeek.time.activitytimes as [ActivityTime, ActivityTime, ActivityTime];
const MON = '2026-11-16';
const TUE = '2026-11-17';
const WED = '2026-11-18';

/**
 * Plays the owner (the app's route): changes become 'unsaved' cells, Add line, Delete line and
 * Copy Last Week change the week once the story's spy resolved without a refusal.
 */
function GridOwner(props: WeekGridProps & { copiedWeek?: WeekData; copiedSkipped?: SkippedLine[] }) {
  const { copiedWeek, copiedSkipped, ...args } = props;
  const [week, setWeek] = useState(args.week);
  const [cells, setCells] = useState<ReadonlyMap<string, CellSaveState>>(args.cells ?? new Map());
  const [skipped, setSkipped] = useState(args.skipped);
  return (
    <WeekGrid
      {...args}
      week={week}
      cells={cells}
      skipped={skipped}
      onChange={(changes: TimeCellChange[]) => {
        args.onChange(changes);
        setCells((current) => {
          const next = new Map(current);
          for (const change of changes) next.set(cellKey(change.activity_id, change.date), { status: 'unsaved', time: change.time });
          return next;
        });
      }}
      onAddLine={async (activityId) => {
        const result = await args.onAddLine(activityId);
        if (result) return result;
        setWeek((current) => {
          const added = current.availableactivities.find((a) => a.id === activityId)!;
          const line = makeLine(activityId, { project: added.project_name, activity: added.name, color: added.color });
          return makeWeek([...current.time.activitytimes, line], { available: current.availableactivities.filter((a) => a.id !== activityId) });
        });
        return undefined;
      }}
      onDeleteLine={async (activityId) => {
        const result = await args.onDeleteLine(activityId);
        if (result) return result;
        setWeek((current) => makeWeek(current.time.activitytimes.filter((line) => line.activity_id !== activityId), { available: current.availableactivities }));
        return undefined;
      }}
      onCopyLastWeek={async () => {
        const result = await args.onCopyLastWeek();
        if (result) return result;
        if (copiedWeek) setWeek(copiedWeek);
        setSkipped(copiedSkipped);
        return undefined;
      }}
    />
  );
}

const meta = {
  title: 'Features/Time/WeekGrid',
  component: WeekGrid,
  parameters: { layout: 'padded' },
  args: {
    week: sampleWeek,
    today: SAMPLE_TODAY,
    onChange: fn<WeekGridProps['onChange']>(),
    onNavigate: fn<WeekGridProps['onNavigate']>(),
    onAddLine: fn<WeekGridProps['onAddLine']>(async () => undefined),
    onDeleteLine: fn<WeekGridProps['onDeleteLine']>(async () => undefined),
    onCopyLastWeek: fn<WeekGridProps['onCopyLastWeek']>(async () => undefined),
  },
  render: (args) => <GridOwner {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 1100 }}><Story /></div>],
} satisfies Meta<typeof WeekGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const grid = (canvas: Canvas) => canvas.getByRole('grid');
/** The cell of a line (by activity name) on a day column (0 = Monday). */
const cellOf = (canvas: Canvas, activity: string, day: number) => {
  const row = within(grid(canvas)).getByRole('rowheader', { name: new RegExp(activity) }).closest('tr')!;
  return within(row).getAllByRole('gridcell')[day]!;
};
/** What a cell shows, without its (hidden) description bubble. */
const shown = (cell: Element) =>
  [...cell.childNodes].filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true')).map((node) => node.textContent).join('');
const rowTotal = (canvas: Canvas, activity: string) => cellOf(canvas, activity, 7);
const dayTotal = (canvas: Canvas, day: number) => within(grid(canvas).querySelector('tfoot')!).getAllByRole('gridcell')[day]!;

/** A normal week: days with dates, today marked, lines with the client colour, totals per line, day and week. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '16 – 22 November 2026' })).toBeVisible();
    await expect(canvas.getByText('Week total 40:00')).toBeVisible();
    const table = within(canvas.getByRole('grid', { name: 'Hours of 16 – 22 November 2026' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Project / activity',
      'Mon 16/11',
      'Tue 17/11',
      'Wed 18/11',
      'Thu 19/11, today',
      'Fri 20/11',
      'Sat 21/11',
      'Sun 22/11',
      'Total',
      'Delete',
    ]);
    await expect(table.getByRole('columnheader', { name: /Thu/ })).toHaveAttribute('aria-current', 'date');
    await expect(table.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'Menu cardsPhotography',
      'New websiteBuild',
      'New websiteDesign',
      'Total per day',
    ]);
    await expect(cellOf(canvas, 'Build', 0)).toHaveTextContent('4:00');
    await expect(shown(cellOf(canvas, 'Build', 5))).toBe('');
    await expect(rowTotal(canvas, 'Build')).toHaveTextContent('25:30');
    await expect(dayTotal(canvas, 2)).toHaveTextContent('8:00');
    await expect(dayTotal(canvas, 7)).toHaveTextContent('40:00');
    await expect(canvas.getByRole('button', { name: 'This week' })).toBeDisabled();
    await expect(table.getByRole('button', { name: 'Delete line New website — Design' })).toBeVisible();
    // One Tab stop: only the first cell is in the tab order.
    await expect(grid(canvas).querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  },
};

/**
 * The help about keys shows under the grid where there are keys; a touch-only screen (no hover,
 * a coarse pointer) has none, so there it is left out of view. It still describes the grid.
 */
export const TouchOnlyNoKeyboardHelp: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const help = canvas.getByText(/Arrow keys move/);
    await expect(help).toBeVisible();
    await asTouchOnly(async () => {
      await expect(getComputedStyle(help).display).toBe('none');
      await expect(help).not.toBeVisible();
      await expect(grid(canvas)).toHaveAccessibleDescription(/Arrow keys move/);
    });
    await expect(help).toBeVisible();
  },
};

/**
 * Keyboard like a spreadsheet: Tab into the grid, type to replace (Enter commits and goes down),
 * Tab commits and goes right, F2 edits and Escape reverts, arrows, Home/End, Ctrl+Home/End, Delete clears.
 * Totals follow what is typed before it is committed.
 */
export const KeyboardEntry: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Add line' }).focus();
    await userEvent.tab();
    await waitFor(() => expect(cellOf(canvas, 'Photography', 0)).toHaveFocus());

    // Typing replaces the cell; the totals follow as the user types.
    await userEvent.keyboard('7:30');
    const editor = canvas.getByRole('textbox', { name: 'Menu cards Photography Mon 16/11' });
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(editor).toHaveValue('7:30');
    await expect(rowTotal(canvas, 'Photography')).toHaveTextContent('8:30');
    await expect(dayTotal(canvas, 0)).toHaveTextContent('15:30');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ activity_id: photography.activity_id, date: MON, time: 450 }]);
    await waitFor(() => expect(cellOf(canvas, 'Build', 0)).toHaveFocus());
    await expect(cellOf(canvas, 'Photography', 0)).toHaveTextContent('7:30');
    await expect(cellOf(canvas, 'Photography', 0)).toHaveAccessibleDescription('Not saved yet.');

    // Tab moves right in the grid; typing then Tab commits and moves right.
    await userEvent.tab();
    await waitFor(() => expect(cellOf(canvas, 'Build', 1)).toHaveFocus());
    await userEvent.keyboard('2');
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveFocus());
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith([{ activity_id: build.activity_id, date: TUE, time: 120 }]);
    await waitFor(() => expect(cellOf(canvas, 'Build', 2)).toHaveFocus());

    // F2 edits the value; Escape reverts and sends nothing.
    const calls = (args.onChange as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.keyboard('{F2}');
    const f2Editor = canvas.getByRole('textbox');
    await waitFor(() => expect(f2Editor).toHaveFocus());
    await expect(f2Editor).toHaveValue('8:00');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}3');
    await expect(rowTotal(canvas, 'Build')).toHaveTextContent('17:30');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(cellOf(canvas, 'Build', 2)).toHaveFocus());
    await expect(cellOf(canvas, 'Build', 2)).toHaveTextContent('8:00');
    await expect(rowTotal(canvas, 'Build')).toHaveTextContent('22:30');
    await expect(args.onChange).toHaveBeenCalledTimes(calls);

    // Arrows, Home/End and Ctrl+Home/End move; the delete button is the row's last cell.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(cellOf(canvas, 'Design', 2)).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(cellOf(canvas, 'Design', 3)).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete line New website — Design' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(rowTotal(canvas, 'Design')).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(cellOf(canvas, 'Design', 0)).toHaveFocus());
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(cellOf(canvas, 'Photography', 0)).toHaveFocus());
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete line New website — Design' })).toHaveFocus());
    await expect(grid(canvas).querySelectorAll('[tabindex="0"]')).toHaveLength(1);

    // Delete clears a cell (sends 0).
    await userEvent.keyboard('{Control>}{Home}{/Control}{ArrowDown}');
    await waitFor(() => expect(cellOf(canvas, 'Build', 0)).toHaveFocus());
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ activity_id: build.activity_id, date: MON, time: 0 }]);
    await expect(shown(cellOf(canvas, 'Build', 0))).toBe('');

    // Shift+Enter commits and goes up.
    await userEvent.keyboard('1h{Shift>}{Enter}{/Shift}');
    await waitFor(() => expect(cellOf(canvas, 'Photography', 0)).toHaveFocus());
    await expect(args.onChange).toHaveBeenLastCalledWith([{ activity_id: build.activity_id, date: MON, time: 60 }]);
  },
};

/** Focus is remembered: Tab out of the grid and Shift+Tab back lands on the same cell. */
export const FocusRemembered: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(cellOf(canvas, 'Design', 6));
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(cellOf(canvas, 'Design', 6)).toHaveFocus());
    // From Sunday, Tab leaves the grid.
    await userEvent.tab();
    await waitFor(() => expect(grid(canvas).contains(document.activeElement)).toBe(false));
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(cellOf(canvas, 'Design', 6)).toHaveFocus());
  },
};

/** A click edits the cell with its text selected; typing replaces it; a click elsewhere commits. */
export const ClickToEdit: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(cellOf(canvas, 'Design', 1));
    const editor = canvas.getByRole('textbox', { name: 'New website Design Tue 17/11' });
    await waitFor(() => expect(editor).toHaveFocus());
    await expect(editor).toHaveValue('3:00');
    await userEvent.keyboard('2,5');
    await userEvent.click(cellOf(canvas, 'Design', 3));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ activity_id: design.activity_id, date: TUE, time: 150 }]);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^New website Design Thu 19\/11\W+today$/ })).toHaveFocus());
  },
};

/** An unreadable entry stays in the cell, marked invalid with a message, and is never sent; Escape reverts it. */
export const InvalidEntry: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    cellOf(canvas, 'Design', 0).focus();
    // Enter on the last line commits and stays.
    await userEvent.keyboard('abc{Enter}');
    const cell = cellOf(canvas, 'Design', 0);
    await waitFor(() => expect(cell).toHaveFocus());
    await expect(shown(cell)).toBe('abc');
    await expect(cell).toHaveAttribute('aria-invalid', 'true');
    await expect(cell).toHaveAccessibleDescription('Not a duration: type hours like 7:30, 7.5 or 7h30.');
    // The line's total keeps the stored 4:00.
    await expect(rowTotal(canvas, 'Design')).toHaveTextContent('13:30');
    await userEvent.keyboard('25{Enter}');
    await waitFor(() => expect(cellOf(canvas, 'Design', 0)).toHaveAccessibleDescription('More than 24 hours on one day.'));
    await expect(args.onChange).not.toHaveBeenCalled();
    // Escape on the invalid cell reverts it to what is stored.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(shown(cellOf(canvas, 'Design', 0))).toBe('4:00'));
    await expect(cellOf(canvas, 'Design', 0)).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A cell holding invalid text (as left by a paste or a typo), shown in both languages. */
export const InvalidCell: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    cellOf(canvas, 'Build', 3).focus();
    await userEvent.keyboard('x{Enter}');
    await waitFor(() => expect(cellOf(canvas, 'Build', 3)).toHaveAttribute('aria-invalid', 'true'));
  },
};

const pasteWeek = makeWeek([
  makeLine(51, { project: 'New website', activity: 'Build', times: [60, 60, 60, 60, 60] }),
  makeLine(52, { project: 'New website', activity: 'Design', readOnly: { 2: 'before_project_start', 3: 'before_project_start' } }),
  makeLine(53, { project: 'Menu cards', activity: 'Photography' }),
]);

function paste(target: Element, text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

/**
 * A 3 × 5 block from a spreadsheet pasted on Tuesday of the first line: every cell parsed (7h30,
 * 90m, 1,5 …), the read-only days skipped, an unreadable cell kept and marked, cells past Sunday
 * dropped; one onChange. One undo reverts the whole paste, one redo does it again.
 */
export const PasteUndoRedo: Story = {
  globals: { locale: 'en' },
  args: { week: pasteWeek },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const origin = cellOf(canvas, 'Build', 1);
    origin.focus();
    await waitFor(() => expect(origin).toHaveFocus());
    paste(origin, '2\t7h30\t90m\t1,5\t:45\r\n1\t2\t3\t4\t5\r\n8\tnope\t\t0:30\t6\r\n');
    const pasted: TimeCellChange[] = [
      { activity_id: 51, date: TUE, time: 120 },
      { activity_id: 51, date: WED, time: 450 },
      { activity_id: 51, date: '2026-11-19', time: 90 },
      { activity_id: 51, date: '2026-11-20', time: 90 },
      { activity_id: 51, date: '2026-11-21', time: 45 },
      { activity_id: 52, date: TUE, time: 60 },
      { activity_id: 52, date: '2026-11-20', time: 240 },
      { activity_id: 52, date: '2026-11-21', time: 300 },
      { activity_id: 53, date: TUE, time: 480 },
      { activity_id: 53, date: '2026-11-20', time: 30 },
      { activity_id: 53, date: '2026-11-21', time: 360 },
    ];
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(pasted);
    await expect(shown(cellOf(canvas, 'Design', 2))).toBe('');
    await expect(shown(cellOf(canvas, 'Photography', 2))).toBe('nope');
    await expect(cellOf(canvas, 'Photography', 2)).toHaveAttribute('aria-invalid', 'true');
    await expect(cellOf(canvas, 'Build', 2)).toHaveTextContent('7:30');
    await expect(rowTotal(canvas, 'Build')).toHaveTextContent('14:15');

    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { activity_id: 51, date: TUE, time: 60 },
      { activity_id: 51, date: WED, time: 60 },
      { activity_id: 51, date: '2026-11-19', time: 60 },
      { activity_id: 51, date: '2026-11-20', time: 60 },
      { activity_id: 51, date: '2026-11-21', time: 0 },
      { activity_id: 52, date: TUE, time: 0 },
      { activity_id: 52, date: '2026-11-20', time: 0 },
      { activity_id: 52, date: '2026-11-21', time: 0 },
      { activity_id: 53, date: TUE, time: 0 },
      { activity_id: 53, date: '2026-11-20', time: 0 },
      { activity_id: 53, date: '2026-11-21', time: 0 },
    ]);
    await waitFor(() => expect(cellOf(canvas, 'Photography', 2)).not.toHaveAttribute('aria-invalid'));
    await expect(rowTotal(canvas, 'Build')).toHaveTextContent('5:00');

    await userEvent.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(args.onChange).toHaveBeenLastCalledWith(pasted);
    await waitFor(() => expect(shown(cellOf(canvas, 'Photography', 2))).toBe('nope'));
    await userEvent.keyboard('{Control>}z{/Control}{Control>}y{/Control}');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
    await expect(args.onChange).toHaveBeenLastCalledWith(pasted);
  },
};

/** Undo and redo of single edits, one step at a time. */
export const UndoRedoEdits: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    cellOf(canvas, 'Design', 5).focus();
    await userEvent.keyboard('1{Tab}2{Enter}');
    await expect(args.onChange).toHaveBeenNthCalledWith(1, [{ activity_id: design.activity_id, date: '2026-11-21', time: 60 }]);
    await expect(args.onChange).toHaveBeenNthCalledWith(2, [{ activity_id: design.activity_id, date: '2026-11-22', time: 120 }]);
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ activity_id: design.activity_id, date: '2026-11-22', time: 0 }]);
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ activity_id: design.activity_id, date: '2026-11-21', time: 0 }]);
    await waitFor(() => expect(cellOf(canvas, 'Design', 5)).toHaveFocus());
    await userEvent.keyboard('{Control>}y{/Control}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ activity_id: design.activity_id, date: '2026-11-21', time: 60 }]);
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

/** Hours imported as invoiced outside Kwartier: read-only like an invoiced cell, with that reason; typing and Delete do nothing. */
export const InvoicedElsewhere: Story = {
  globals: { locale: 'en' },
  args: { week: makeWeek([makeLine(36, { project: 'Old shop', activity: 'Advice', times: [120, 60], readOnly: { 0: 'invoiced_elsewhere' } })]) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const cell = cellOf(canvas, 'Advice', 0);
    await expect(cell).toHaveTextContent('2:00');
    await expect(cell).toHaveAttribute('aria-readonly', 'true');
    await expect(cell).toHaveAccessibleDescription('Invoiced outside Kwartier.');
    await expect(cellOf(canvas, 'Advice', 1)).not.toHaveAttribute('aria-readonly');
    cell.focus();
    await userEvent.keyboard('5{Enter}{Delete}');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Buiten Kwartier gefactureerde uren, in het Nederlands. */
export const InvoicedElsewhereDutch: Story = {
  globals: { locale: 'nl' },
  args: { week: makeWeek([makeLine(36, { project: 'Old shop', activity: 'Advice', times: [120], readOnly: { 0: 'invoiced_elsewhere' } })], { language: 'nl' }) },
  play: async ({ canvasElement }) => {
    await expect(cellOf(within(canvasElement), 'Advice', 0)).toHaveAccessibleDescription('Buiten Kwartier gefactureerd.');
  },
};

/** Read-only days (one line per reason): distinct, with the reason as their description; typing does nothing. */
export const ReadOnlyDays: Story = {
  globals: { locale: 'en' },
  args: { week: readOnlyWeek },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const expectations: [string, number, string][] = [
      ['Scanning', 0, 'You are no longer on this activity.'],
      ['Advice', 3, 'The project is inactive.'],
      ['Hosting', 6, 'The activity is inactive.'],
      ['Print', 1, 'This day is before the project starts.'],
      ['Drawings', 4, 'This day is after the project ended.'],
    ];
    for (const [activity, day, reason] of expectations) {
      const cell = cellOf(canvas, activity, day);
      await expect(cell).toHaveAttribute('aria-readonly', 'true');
      await expect(cell).toHaveAccessibleDescription(reason);
    }
    await expect(cellOf(canvas, 'Scanning', 0)).toHaveTextContent('2:00');
    await expect(cellOf(canvas, 'Print', 2)).not.toHaveAttribute('aria-readonly');
    const locked = cellOf(canvas, 'Print', 1);
    locked.focus();
    await userEvent.keyboard('5{Enter}{Delete}');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(cellOf(canvas, 'Print', 2)).toHaveFocus());
  },
};

const unsavedCells = new Map<string, CellSaveState>([
  [cellKey(design.activity_id, WED), { status: 'unsaved', time: 90 }],
  [cellKey(build.activity_id, '2026-11-20'), { status: 'unsaved', time: 360 }],
]);

/** Cells the owner has not had confirmed: a marker and "Not saved yet."; totals count them; "Saving…". */
export const Saving: Story = {
  globals: { locale: 'en' },
  args: { cells: unsavedCells, saveStatus: 'saving' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving…');
    const cell = cellOf(canvas, 'Design', 2);
    await expect(cell).toHaveTextContent('1:30');
    await expect(cell).toHaveAccessibleDescription('Not saved yet.');
    await expect(cell).toHaveAttribute('data-unsaved');
    await expect(rowTotal(canvas, 'Build')).toHaveTextContent('26:30');
    await expect(dayTotal(canvas, 7)).toHaveTextContent('42:30');
  },
};

/** The running timer's cell carries a mark, read as "Timer running"; the help names the timer's shortcut. */
export const TimerRunning: Story = {
  globals: { locale: 'en' },
  args: { runningTimer: { activityId: build.activity_id, date: sampleWeek.weekdates[3]!.date } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cell = cellOf(canvas, 'Build', 3);
    await expect(cell).toHaveAttribute('data-timer-running');
    await expect(cell).toHaveTextContent(/Timer running/);
    await expect(grid(canvas).querySelectorAll('[data-timer-running]')).toHaveLength(1);
    await expect(canvas.getByText(/Alt\+Shift\+T starts or stops the timer\./)).toBeInTheDocument();
  },
};

/** Unsaved cells while the owner waits to retry (offline): "Not saved yet — retrying". */
export const Retrying: Story = {
  globals: { locale: 'en' },
  args: { cells: unsavedCells, saveStatus: 'retrying' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Not saved yet — retrying');
  },
};

/** Every change confirmed: "Saved". */
export const Saved: Story = {
  globals: { locale: 'en' },
  args: { saveStatus: 'saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saved');
  },
};

const refusedCells = new Map<string, CellSaveState>([
  [cellKey(design.activity_id, TUE), { status: 'refused', time: 600, message: 'The day holds more than 24 hours in total.' }],
]);

/**
 * The server refused a change (422): the cell shows the refused value marked invalid, with the
 * server's message; the totals count what the server holds (Design's 3:00 on Tuesday, not the
 * refused 10:00), and the status says that something is not saved.
 */
export const Refused: Story = {
  globals: { locale: 'en' },
  args: { cells: refusedCells, saveStatus: 'refused' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cell = cellOf(canvas, 'Design', 1);
    await expect(shown(cell)).toBe('10:00');
    await expect(cell).toHaveAttribute('aria-invalid', 'true');
    await expect(cell).toHaveAccessibleDescription('The day holds more than 24 hours in total.');
    await expect(canvas.getByRole('status')).toHaveTextContent('Not saved: fix or undo the marked hours');
    await expect(rowTotal(canvas, 'Design')).toHaveTextContent('13:30');
    await expect(dayTotal(canvas, 1)).toHaveTextContent('8:00');
    await expect(dayTotal(canvas, 7)).toHaveTextContent('40:00');
    await expect(canvas.getByText(/^Week total/)).toHaveTextContent('Week total 40:00');
  },
};

/** The same in Dutch: "Niet opgeslagen", and the totals without the refused value. */
export const RefusedDutch: Story = {
  globals: { locale: 'nl' },
  args: { cells: refusedCells, saveStatus: 'refused' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Niet opgeslagen: verbeter de gemarkeerde uren of maak ze ongedaan');
    await expect(rowTotal(canvas, 'Design')).toHaveTextContent('13:30');
    await expect(canvas.getByText(/^Totaal van de week/)).toHaveTextContent('Totaal van de week 40:00');
  },
};

/** A day over 24 hours in total is marked on the totals row. */
export const DayOverFull: Story = {
  globals: { locale: 'en' },
  args: { week: makeWeek([makeLine(61, { activity: 'Build', times: [900] }), makeLine(62, { activity: 'Design', times: [600] })]) },
  play: async ({ canvasElement }) => {
    const total = dayTotal(within(canvasElement), 0);
    await expect(total).toHaveTextContent('25:00');
    await expect(total).toHaveAttribute('aria-invalid', 'true');
    await expect(total).toHaveAccessibleDescription('More than 24 hours on this day.');
  },
};

/** Another week is loading: the old one stays, marked busy, with a progress bar. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading the week…' })).toBeInTheDocument();
    await expect(grid(canvas).parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * The owner draws a new grid per week: the control that led there gets focus back, so the next
 * Enter goes on to the week after (keyboard focus is not dropped to the page).
 */
export const FocusAfterWeekChange: Story = {
  args: { focusNavigation: 'next' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button').filter((button) => button.dataset.weekNav);
    await waitFor(() => expect(buttons.find((button) => button.dataset.weekNav === 'next')).toHaveFocus());
  },
};

/** 'This week' is disabled on this week: Previous week takes the focus it would have had. */
export const FocusAfterThisWeek: Story = {
  args: { focusNavigation: 'this' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button').filter((button) => button.dataset.weekNav);
    await expect(buttons.find((button) => button.dataset.weekNav === 'this')).toBeDisabled();
    await waitFor(() => expect(buttons.find((button) => button.dataset.weekNav === 'previous')).toHaveFocus());
  },
};

/** Previous / This / Next week, and a date typed in 'Go to date' (Enter) go to that week. */
export const Navigation: Story = {
  globals: { locale: 'en' },
  args: { today: '2026-12-02' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous week' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('2026-11-09', 'previous');
    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('2026-11-23', 'next');
    await userEvent.click(canvas.getByRole('button', { name: 'This week' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('2026-12-02', 'this');
    // 'Go to date' loads its picker when reached for: until then no date field is on the page.
    await expect(canvas.queryByRole('spinbutton', { name: /day/i })).toBeNull();
    // Pointing at it loads it (a click then lands on the picker itself).
    await userEvent.hover(canvas.getByRole('button', { name: /^Go to date/ }));
    const day = await canvas.findByRole('spinbutton', { name: /day/i });
    await userEvent.click(day);
    await waitFor(() => expect(day).toHaveFocus());
    await userEvent.keyboard('03');
    await expect(args.onNavigate).toHaveBeenCalledTimes(3);
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('2026-11-03', 'date');
  },
};

/** By keyboard: Tab from Next week reaches 'Go to date', whose picker loads and takes focus on the day. */
export const GoToDateByKeyboard: Story = {
  globals: { locale: 'en' },
  args: { today: '2026-12-02' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Next week' }).focus();
    await userEvent.tab();
    const day = await canvas.findByRole('spinbutton', { name: /day/i });
    await waitFor(() => expect(day).toHaveFocus());
    await userEvent.keyboard('10');
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('2026-11-10', 'date');
  },
};

/**
 * What the first commit of a story's grid held: read by a sibling's layout effect, which runs in
 * that commit and then focuses the heading there.
 */
function FirstCommit({ frame, onCommit }: { frame: { current: HTMLElement | null }; onCommit(drawn: Drawn): void }) {
  useLayoutEffect(() => {
    const heading = frame.current?.querySelector('h2');
    onCommit({ heading: heading != null, grid: frame.current?.querySelector('[role="grid"]') != null });
    // As the app does after a navigation: focus on the page's heading as soon as it is there.
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
    // Only the first commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * frameFirst (the app's /time): the first commit holds the week's heading and navigation but no
 * table; the table follows in a deferred render. Without it (every other story) the first commit
 * holds the whole grid.
 */
type Drawn = { heading: boolean; grid: boolean };

/** A story (pinned to English by its export) whose grid reports what its first commit held to `onFirstCommit`. */
function firstCommitStory(frameFirst: boolean, expected: Drawn): Story {
  const onFirstCommit = fn<(drawn: Drawn) => void>();
  return {
    args: { frameFirst },
    beforeEach: () => {
      onFirstCommit.mockClear();
    },
    render: function Render(args) {
      const frame = useRef<HTMLDivElement>(null);
      // The grid's wrapper comes before the probe: its ref is set when the probe's layout effect runs.
      return (
        <>
          <div ref={frame}>
            <WeekGrid {...args} />
          </div>
          <FirstCommit frame={frame} onCommit={onFirstCommit} />
        </>
      );
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(onFirstCommit).toHaveBeenCalledTimes(1);
      await expect(onFirstCommit).toHaveBeenCalledWith(expected);
      // Either way the whole week is there in the end.
      await expect(await canvas.findByRole('grid')).toBeVisible();
      // Focus put on the heading stays on the heading, also when the table replaced the frame.
      await expect(canvas.getByRole('heading', { name: '16 – 22 November 2026' })).toHaveFocus();
    },
  };
}

/**
 * frameFirst (the app's /time): the first commit holds the week's heading and navigation but no
 * table; the table follows in a deferred render.
 */
export const FrameFirst: Story = { globals: { locale: 'en' }, ...firstCommitStory(true, { heading: true, grid: false }) };

/** The default (every other story): the first commit is the whole grid. FrameFirst's control. */
export const WholeGridFirst: Story = { globals: { locale: 'en' }, ...firstCommitStory(false, { heading: true, grid: true }) };

const copyAnswer = heldAnswer();

/**
 * An empty week offers Copy last week and Add line. While the copy runs its button spins; then the
 * lines are there, focus is on the first cell, and the lines that could not be copied are listed.
 */
export const EmptyWeekCopy: Story = {
  globals: { locale: 'en' },
  args: {
    week: emptyWeek,
    onCopyLastWeek: fn<WeekGridProps['onCopyLastWeek']>(() => copyAnswer.next().then(() => undefined)),
  },
  render: (args) => <GridOwner {...args} copiedWeek={sampleWeek} copiedSkipped={sampleSkipped} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No lines this week yet' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Add line/ })).toBeEnabled();
    copyAnswer.hold();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy last week' }));
    await expect(args.onCopyLastWeek).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    copyAnswer.release();
    await waitFor(() => expect(cellOf(canvas, 'Photography', 0)).toHaveFocus());
    const notice = canvas.getByText('These lines of last week were not copied:').closest('[role="status"]') as HTMLElement;
    await expect(within(notice).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Archive — Scanning: You are no longer on this activity.',
      'Old shop — Advice: The project is inactive.',
      'New website — Hosting: The activity is inactive.',
    ]);
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByText('These lines of last week were not copied:')).not.toBeInTheDocument();
  },
};

/** Lines Copy Last Week skipped, as the owner passes them after the copy. */
export const CopySkipped: Story = {
  args: { skipped: sampleSkipped },
};

/** Copy Last Week refused: the message is shown and the empty state stays. */
export const CopyRefused: Story = {
  globals: { locale: 'en' },
  args: {
    week: emptyWeek,
    onCopyLastWeek: fn<WeekGridProps['onCopyLastWeek']>(async () => ({ message: 'Last week has no lines to copy.' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy last week' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Last week has no lines to copy.');
    await expect(canvas.getByRole('button', { name: 'Copy last week' })).toBeEnabled();
  },
};

/** Nothing can be added: Add line is disabled and says why. */
export const NothingToAdd: Story = {
  globals: { locale: 'en' },
  args: { week: emptyWeekNothingToAdd },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Add line/ })).toBeDisabled();
    await expect(canvas.getByText(/You are not on any activity yet/)).toBeVisible();
  },
};

/** Add line lists the available activities as "project — activity (client)"; the new line gets focus. */
export const AddLine: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Add line/ }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await within(document.body).findByRole('menu'));
    await expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'New website — Meetings (Bakkerij Jansen)',
      'Menu cards — Photography (Café de Hoek)',
      'Shop renovation — Support (Jansen & Zonen)',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAddLine).toHaveBeenCalledWith(23);
    await waitFor(() => expect(cellOf(canvas, 'Support', 0)).toHaveFocus());
  },
};

/**
 * Plays an owner like the app: the new week is shown before Add line resolves, and every change
 * answers a new week object (the server's refreshed week), as the save queue does.
 */
function EagerOwner(props: WeekGridProps) {
  const [week, setWeek] = useState(props.week);
  return (
    <WeekGrid
      {...props}
      week={week}
      onChange={(changes) => {
        props.onChange(changes);
        setWeek((current) => ({ ...current, time: { ...current.time, activitytimes: [...current.time.activitytimes] } }));
      }}
      onAddLine={async (activityId) => {
        setWeek((current) => {
          const added = current.availableactivities.find((a) => a.id === activityId)!;
          const line = makeLine(activityId, { project: added.project_name, activity: added.name, color: added.color });
          return makeWeek([...current.time.activitytimes, line], { available: current.availableactivities.filter((a) => a.id !== activityId) });
        });
        await new Promise((resolve) => setTimeout(resolve, 0));
        return props.onAddLine(activityId);
      }}
    />
  );
}

/**
 * When the owner shows the added line before Add line resolves, focus still goes to it — and
 * stays where the keyboard puts it when later answers change the week (it used to jump back to
 * the added line at the next save).
 */
export const AddLineShownFirst: Story = {
  globals: { locale: 'en' },
  render: (args) => <EagerOwner {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Add line/ }).focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(cellOf(canvas, 'Support', 0)).toHaveFocus());
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(cellOf(canvas, 'Photography', 0)).toHaveFocus());
    await userEvent.keyboard('2{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith([{ activity_id: photography.activity_id, date: MON, time: 120 }]);
    await waitFor(() => expect(cellOf(canvas, 'Build', 0)).toHaveFocus());
    await userEvent.keyboard('3{Enter}');
    await waitFor(() => expect(cellOf(canvas, 'Design', 0)).toHaveFocus());
  },
};

/**
 * Deleting a line with hours asks first (naming its hours); confirmed, the line goes and focus stays
 * in the grid. A line without hours goes at once.
 */
export const DeleteLine: Story = {
  globals: { locale: 'en' },
  args: { week: makeWeek([...sampleWeek.time.activitytimes, makeLine(14, { project: 'New website', activity: 'Testing' })]) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Delete line New website — Build' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Delete line?' }));
    await waitFor(() => expect(dialog.getByText('The 25:30 registered on New website — Build this week will be removed with the line.')).toBeVisible());
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete line' }));
    await expect(args.onDeleteLine).toHaveBeenCalledWith(build.activity_id);
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: /Build/ })).not.toBeInTheDocument());
    await waitFor(() => expect(grid(canvas).contains(document.activeElement)).toBe(true));

    canvas.getByRole('button', { name: 'Delete line New website — Testing' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDeleteLine).toHaveBeenLastCalledWith(14);
    await expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: /Testing/ })).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete line New website — Design' })).toHaveFocus());
  },
};

const allDays = (reason: 'submitted' | 'locked') => Object.fromEntries(Array.from({ length: 7 }, (_, day) => [day, reason]));
const submittedWeek: WeekData = {
  ...makeWeek([
    makeLine(71, { project: 'New website', activity: 'Build', times: [240, 120], readOnly: allDays('submitted') }),
    makeLine(72, { project: 'New website', activity: 'Testing', readOnly: allDays('submitted') }),
  ]),
  approval: { status: 'submitted', comment: null },
};

/**
 * A submitted week takes no line and gives none up: Add line and every delete button are
 * disabled before anything is sent, and the toolbar says why. The arrow keys still reach the
 * delete column (its cell, while the button is disabled).
 */
export const SubmittedWeekLines: Story = {
  globals: { locale: 'en' },
  args: { week: submittedWeek },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add line' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete line New website — Build' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete line New website — Testing' })).toBeDisabled();
    await expect(canvas.getByText('Lines cannot be added or removed while this week is submitted, approved or locked.')).toBeVisible();
    cellOf(canvas, 'Testing', 6).focus();
    await userEvent.keyboard('{End}');
    const actionCell = within(grid(canvas)).getByRole('button', { name: 'Delete line New website — Testing' }).closest('td')!;
    await waitFor(() => expect(actionCell).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onDeleteLine).not.toHaveBeenCalled();
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

/** A week locked from Monday to Sunday: the same, in Dutch. */
export const LockedWeekLinesDutch: Story = {
  globals: { locale: 'nl' },
  args: { week: makeWeek([makeLine(73, { project: 'Nieuwe website', activity: 'Bouw', times: [60], readOnly: allDays('locked') })], { language: 'nl' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Regel toevoegen' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Regel Nieuwe website — Bouw verwijderen' })).toBeDisabled();
    await expect(canvas.getByText('Regels kunnen niet worden toegevoegd of verwijderd zolang deze week is ingediend, goedgekeurd of afgesloten.')).toBeVisible();
  },
};

const invoicedWeek = makeWeek([
  makeLine(61, {
    project: 'New website',
    activity: 'Build',
    times: [30, 0, 60],
    invoicedBeside: { 0: { minutes: 240, number: '20260001' }, 1: { minutes: 120, number: '20260001' } },
  }),
  makeLine(62, {
    project: 'Menu cards',
    activity: 'Photography',
    invoicedBeside: { 0: { minutes: 60, number: '20260001' }, 1: { minutes: 60, number: '20260002' } },
  }),
]);

/**
 * Hours on an invoice stay beside the day's cell, which takes more hours (the open part, to be
 * invoiced later): the cell shows them as "+4:00" and its description names the invoice; the
 * totals count them. Deleting the line is refused at once naming its invoices — no "Delete
 * line?" first, nothing sent.
 */
export const InvoicedLine: Story = {
  globals: { locale: 'en' },
  args: { week: invoicedWeek },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(cellOf(canvas, 'Build', 0)).not.toHaveAttribute('aria-readonly');
    await expect(cellOf(canvas, 'Build', 0)).toHaveTextContent('0:30+4:00');
    await expect(cellOf(canvas, 'Build', 0)).toHaveAccessibleDescription('Also 4:00 on invoice 20260001.');
    await expect(cellOf(canvas, 'Build', 2)).not.toHaveAccessibleDescription();
    // The totals count the invoiced hours: Monday 0:30 + 4:00 + 1:00, the week 9:30.
    await expect(dayTotal(canvas, 0)).toHaveTextContent('5:30');
    await expect(dayTotal(canvas, 7)).toHaveTextContent('9:30');
    // More hours that day go into the cell beside the invoiced ones.
    cellOf(canvas, 'Build', 1).focus();
    await userEvent.keyboard('1:15{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ activity_id: 61, date: '2026-11-17', time: 75 }]);
    canvas.getByRole('button', { name: 'Delete line New website — Build' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('These hours are on invoice 20260001, so the line cannot be deleted.');
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onDeleteLine).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Delete line New website — Build' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete line Menu cards — Photography' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('These hours are on invoices 20260001 and 20260002, so the line cannot be deleted.'));
    await expect(args.onDeleteLine).not.toHaveBeenCalled();
  },
};

/** The same in Dutch. */
export const InvoicedLineDutch: Story = {
  globals: { locale: 'nl' },
  args: { week: makeWeek(invoicedWeek.time.activitytimes, { language: 'nl' }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(cellOf(canvas, 'Build', 1)).not.toHaveAttribute('aria-readonly');
    await expect(cellOf(canvas, 'Build', 1)).toHaveAccessibleDescription('Daarnaast 2:00 op factuur 20260001.');
    await userEvent.click(canvas.getByRole('button', { name: 'Regel Menu cards — Photography verwijderen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Deze uren staan op facturen 20260001 en 20260002, dus de regel kan niet worden verwijderd.',
    );
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onDeleteLine).not.toHaveBeenCalled();
  },
};

/** Forty lines: the grid stays one Tab stop; Ctrl+End reaches the last line. */
export const FortyLines: Story = {
  globals: { locale: 'en' },
  args: { week: makeWeek(manyLines(40)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(grid(canvas)).getAllByRole('row')).toHaveLength(42);
    await expect(grid(canvas).querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    (grid(canvas).querySelector('td[data-row="0"][data-col="0"]') as HTMLElement).focus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(grid(canvas).querySelector('tbody tr:last-child button')).toHaveFocus());
  },
};

/** Dutch: names, a decimal comma typed and read, the read-only reasons. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { week: makeWeek(readOnlyWeek.time.activitytimes, { language: 'nl' }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '16 – 22 november 2026' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /do.*19-11.*vandaag/ })).toBeVisible();
    await expect(cellOf(canvas, 'Print', 0)).toHaveAccessibleDescription('Deze dag ligt vóór de start van het project.');
    cellOf(canvas, 'Print', 3).focus();
    await userEvent.keyboard('7,5{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith([{ activity_id: 34, date: '2026-11-19', time: 450 }]);
    await expect(canvas.getByRole('button', { name: 'Vorige week' })).toBeVisible();
  },
};

/** At 390 px the table scrolls inside its frame with the line names kept in view; the controls wrap. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    const header = within(canvasElement).getAllByRole('rowheader')[0]!;
    await expect(getComputedStyle(header).position).toBe('sticky');
  },
};

/**
 * At 390 px the week stays a grid that scrolls sideways: it opens with today's column (here
 * Saturday, beyond the days that fit) in view beside the sticky first column, a hint says so and a shade marks the edge beyond which
 * days lie; scrolled to the end, the line names stay at the start edge and cast a shadow.
 */
export const PhoneScrollCue: Story = {
  decorators: [phoneFrame],
  args: { today: '2026-11-21' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = grid(canvas);
    const scroller = table.parentElement!;
    await expect(table.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const sticky = table.querySelector('thead th')!;
    const lineHeader = within(table).getAllByRole('rowheader')[0]!;
    const endCue = canvasElement.querySelector('[data-scroll-cue="end"]');
    const frame = () => scroller.getBoundingClientRect();
    /** The line names are in view at the start edge of the scroller. */
    const expectFirstColumnInView = async () => {
      await expect(lineHeader).toBeVisible();
      await expect(Math.abs(lineHeader.getBoundingClientRect().left - frame().left)).toBeLessThanOrEqual(2);
      await expect(lineHeader.getBoundingClientRect().right).toBeLessThan(frame().right);
    };

    // Opened with today's column (Saturday) in view beside the line names; the days before it
    // hide behind them, which their shadow shows; a hint says the week scrolls.
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    const today = table.querySelector('th[aria-current="date"]')!;
    await expect(today.getBoundingClientRect().left).toBeGreaterThanOrEqual(sticky.getBoundingClientRect().right - 1);
    await expect(today.getBoundingClientRect().right).toBeLessThanOrEqual(frame().right + 1);
    await expect(canvas.getByText(/^(Scroll sideways for the other days\.|Scroll opzij voor de andere dagen\.)$/)).toBeVisible();
    await expectFirstColumnInView();
    await waitFor(() => expect(getComputedStyle(lineHeader).boxShadow).not.toBe('none'));

    // Back at the start: no shadow, but a shade at the end edge where the later days lie.
    scroller.scrollLeft = 0;
    await waitFor(() => expect(endCue).toBeVisible());
    await waitFor(() => expect(getComputedStyle(lineHeader).boxShadow).toBe('none'));

    // Half way: the line names stay in view, with both cues.
    scroller.scrollLeft = Math.round((scroller.scrollWidth - scroller.clientWidth) / 2);
    await waitFor(() => expect(getComputedStyle(lineHeader).boxShadow).not.toBe('none'));
    await expect(endCue).toBeVisible();
    await expectFirstColumnInView();
    await expectFitsPhone(canvasElement);
  },
};

/** The grid's polite live region (the save status is a role=status of its own). */
const liveRegion = (canvasElement: HTMLElement) => canvasElement.querySelector('div[aria-live="polite"]')!;

/** Why a text was not taken is said once: a readable value saved in the cell clears the stale "Not a duration". */
export const StaleAnnouncementCleared: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    cellOf(canvas, 'Design', 0).focus();
    await userEvent.keyboard('abc{Enter}');
    await waitFor(() => expect(liveRegion(canvasElement)).toHaveTextContent(/^New website — Design: (Not a duration|Geen tijdsduur)/));
    await waitFor(() => expect(cellOf(canvas, 'Design', 0)).toHaveFocus());
    await userEvent.keyboard('3{Enter}');
    await waitFor(() => expect(cellOf(canvas, 'Design', 0)).not.toHaveAttribute('aria-invalid'));
    await expect(liveRegion(canvasElement)).toHaveTextContent(/^$/);
  },
};

/**
 * Text that is no duration lives only in the grid: going to another week with it asks first —
 * Cancel stays with the text kept, "Leave week" goes.
 */
export const LeaveWeekWithInvalidText: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    cellOf(canvas, 'Build', 1).focus();
    await userEvent.keyboard('abc{Enter}');
    await waitFor(() => expect(cellOf(canvas, 'Build', 1)).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Leave this week?' }));
    await waitFor(() => expect(dialog.getByText('1 cell holds text that is not a duration. It is not saved, and leaving this week discards it.')).toBeVisible());
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(shown(cellOf(canvas, 'Build', 1))).toBe('abc');
    await expect(args.onNavigate).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Previous week' }));
    const again = within(await within(document.body).findByRole('alertdialog', { name: 'Leave this week?' }));
    await userEvent.click(again.getByRole('button', { name: 'Leave week' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('2026-11-09', 'previous');
  },
};

/** The same question in Dutch. */
export const LeaveWeekWithInvalidTextDutch: Story = {
  globals: { locale: 'nl' },
  args: { week: makeWeek(sampleWeek.time.activitytimes, { language: 'nl' }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    cellOf(canvas, 'Build', 1).focus();
    await userEvent.keyboard('abc{Enter}');
    await waitFor(() => expect(cellOf(canvas, 'Build', 1)).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende week' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Deze week verlaten?' }));
    await waitFor(() =>
      expect(dialog.getByText('1 cel bevat tekst die geen tijdsduur is. Die is niet opgeslagen en gaat verloren als je deze week verlaat.')).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Week verlaten' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('2026-11-23', 'next');
  },
};
