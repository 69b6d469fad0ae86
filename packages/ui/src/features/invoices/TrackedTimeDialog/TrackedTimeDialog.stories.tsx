import type { TrackedTimeList } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleTrackedTime, sampleTrackedTimePerDay, sampleTrackedTimePerMember } from '../../../fixtures/invoices';
import { TrackedTimeDialog, type TrackedTimeDialogProps, type TrackedTimeQuery } from './TrackedTimeDialog';

/** What the server answers for a query in these stories: the sample hours, or none after 2026. */
function answer(query: TrackedTimeQuery, empty = false): TrackedTimeList {
  const sample = query.group === 'member' ? sampleTrackedTimePerMember : query.group === 'day' ? sampleTrackedTimePerDay : sampleTrackedTime;
  return { ...sample, from: query.from, to: query.to, groups: empty || query.from > '2026-12-31' ? [] : sample.groups };
}

const meta = {
  title: 'Features/Invoices/TrackedTimeDialog',
  component: TrackedTimeDialog,
  parameters: { layout: 'padded' },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    defaultQuery: { from: '2026-03-01', to: '2026-03-31', group: 'activity' },
    list: sampleTrackedTime,
    onQueryChange: fn(),
    onSubmit: fn<TrackedTimeDialogProps['onSubmit']>(async () => undefined),
  },
  // As the app does: each new query is answered (here at once) and passed back as `list`.
  render: function Render(args) {
    const [list, setList] = useState(args.list);
    return (
      <TrackedTimeDialog
        {...args}
        list={list}
        onQueryChange={(query) => {
          args.onQueryChange(query);
          setList(answer(query));
        }}
      />
    );
  },
} satisfies Meta<typeof TrackedTimeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
// The spacing around a range's dash is the browser's (ICU); the words are checked.
const plain = (text: string | null) => (text ?? '').replace(/[ \u2009\u202f]+/g, ' ').replace(/ ?– ?/g, '–');
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].slice(1).map((cell) => plain(cell.textContent)));

/**
 * The month's groups, all selected, with hours as the time sheet writes them, rate and costs and
 * the sum; one deselected drops out of the sum and 'Select all' becomes mixed; saving sends the
 * selected keys with the query and the VAT with a dot.
 */
export const Groups: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add tracked time' }));
    const table = dialog.getByRole('table', { name: 'Uninvoiced hours' });
    await expect(rowTexts(table)).toEqual([
      // Under each name the days of its hours: the period its line gets.
      ['Website — Design2–27 Mar 2026', '12:30', '€85.00', '€1,062.50'],
      ['Website — Development2–27 Mar 2026', '20:30', '€85.00', '€1,742.50'],
      ['Website — Development2–27 Mar 2026', '1:35', '€95.00', '€150.10'],
      ['Brochure — Copywriting2–27 Mar 2026', '3:20', '€60.00', '€199.80'],
    ]);
    const selectAll = dialog.getByRole('checkbox', { name: 'Select all' });
    await expect(selectAll).toBeChecked();
    for (const box of dialog.getAllByRole('checkbox', { name: /^Select Website|^Select Brochure/ })) await expect(box).toBeChecked();
    await waitFor(() => expect(dialog.getByText('4 lines selected: €3,154.90')).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: /VAT %/ })).toHaveValue('21');

    await userEvent.click(dialog.getByRole('checkbox', { name: 'Select Brochure — Copywriting' }));
    await expect(dialog.getByText('3 lines selected: €2,955.10')).toBeVisible();
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    await expect(dialog.getByText('4 lines selected: €3,154.90')).toBeVisible();
    await userEvent.click(selectAll);
    await expect(dialog.getByText('0 lines selected: €0.00')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add to invoice' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Select Website — Design' }));
    await userEvent.click(dialog.getAllByRole('checkbox', { name: 'Select Website — Development' })[1]);

    const vat = dialog.getByRole('textbox', { name: /VAT %/ });
    await userEvent.clear(vat);
    await userEvent.type(vat, '9');
    await userEvent.click(dialog.getByRole('button', { name: 'Add to invoice' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      from: '2026-03-01',
      to: '2026-03-31',
      group: 'activity',
      keys: ['a12-r8500', 'a13-r9500'],
      vat: '9.00',
    });
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/**
 * Per member: the app is asked for the groups per member, each named with the member; a new
 * range asks again. The new groups start selected.
 */
export const PerMember: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add tracked time' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Select Website — Design' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Per member' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ from: '2026-03-01', to: '2026-03-31', group: 'member' });
    const table = dialog.getByRole('table', { name: 'Uninvoiced hours' });
    await waitFor(() => expect(rowTexts(table)[0]).toEqual(['Website — Design — Sanne Visser2–27 Mar 2026', '7:30', '€85.00', '€637.50']));
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(dialog.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
    await expect(dialog.getByText('5 lines selected: €3,154.90')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add to invoice' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ group: 'member', keys: sampleTrackedTimePerMember.groups.map((g) => g.key), vat: '21.00' }),
    );
  },
};

/**
 * Per day: a line per project, activity and day (and rate), each showing its one day and the notes
 * its line will carry, the day in its checkbox's name; the keys are sent with `group: 'day'`. Per entry asks for that grouping too.
 */
export const PerDay: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add tracked time' }));
    await expect(dialog.getAllByRole('radio').map((radio) => radio.closest('label, button, [role=radio]')?.textContent)).toEqual(['Per activity', 'Per member', 'Per day', 'Per entry']);
    await userEvent.click(dialog.getByRole('radio', { name: 'Per day' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ from: '2026-03-01', to: '2026-03-31', group: 'day' });
    const table = dialog.getByRole('table', { name: 'Uninvoiced hours' });
    await waitFor(() =>
      expect(rowTexts(table)).toEqual([
        ['Website — Design2 Mar 2026Wireframes; Review with the client', '4:00', '€85.00', '€340.00'],
        ['Website — Design3 Mar 2026', '8:30', '€85.00', '€722.50'],
        ['Website — Development4 Mar 2026', '8:00', '€85.00', '€680.00'],
        ['Website — Development4 Mar 2026', '1:35', '€95.00', '€150.10'],
      ]),
    );
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Select Website — Design, 3 Mar 2026' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add to invoice' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ group: 'day', keys: ['a12-d2026-03-02-r8500', 'a13-d2026-03-04-r8500', 'a13-d2026-03-04-r9500'] }),
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'Per entry' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ from: '2026-03-01', to: '2026-03-31', group: 'entry' });
  },
};

/** Typing another range asks the app for it; an empty answer says so, and nothing can be added. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { list: answer({ from: '2026-03-01', to: '2026-03-31', group: 'activity' }, true) },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add tracked time' }));
    await waitFor(() => expect(dialog.getByRole('cell', { name: 'No uninvoiced hours for this client in this period' })).toBeVisible());
    await expect(dialog.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Add to invoice' })).toBeDisabled();
  },
};

/** A new range asks the app for its hours ('To' first: 'From' may not pass it); 2027 has none. */
export const NewRange: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add tracked time' }));
    const toYear = dialog.getAllByRole('spinbutton', { name: /year/i })[1];
    await userEvent.click(toYear);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ from: '2026-03-01', to: '2027-03-31', group: 'activity' });
    const fromYear = dialog.getAllByRole('spinbutton', { name: /year/i })[0];
    await userEvent.click(fromYear);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ from: '2027-03-01', to: '2027-03-31', group: 'activity' });
    await expect(await dialog.findByRole('cell', { name: 'No uninvoiced hours for this client in this period' })).toBeVisible();
  },
};

/** Before the first answer: placeholder rows, busy, nothing to add. */
export const Loading: Story = {
  globals: { locale: 'en' },
  args: { list: null, isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add tracked time' }));
    await expect(dialog.getByRole('table', { name: 'Uninvoiced hours' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Add to invoice' })).toBeDisabled();
    await expect(dialog.queryByText('No uninvoiced hours for this client in this period')).not.toBeInTheDocument();
  },
};

/** Hours invoiced meanwhile: the server's 422 under `keys` shows above the fields; the dialog stays. */
export const ErrorUnderKeys: Story = {
  globals: { locale: 'en' },
  args: {
    onSubmit: fn<TrackedTimeDialogProps['onSubmit']>(async () => ({
      message: 'The given data was invalid.',
      errors: { keys: ['Some of these hours were invoiced meanwhile; load the hours again.'] },
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add tracked time' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add to invoice' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Some of these hours were invoiced meanwhile; load the hours again.');
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
  },
};

/** A VAT that cannot be sent is said under the field. */
export const VatInvalid: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add tracked time' }));
    const vat = dialog.getByRole('textbox', { name: /VAT %/ });
    await userEvent.clear(vat);
    await userEvent.type(vat, '121{Enter}');
    await waitFor(() => expect(vat).toHaveAccessibleDescription(/Type a percentage from 0 to 100/));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement, args }) => {
    const canvas = body(canvasElement);
    const dialog = within(await canvas.findByRole('dialog', { name: 'Geregistreerde uren toevoegen' }));
    const table = dialog.getByRole('table', { name: 'Niet-gefactureerde uren' });
    await expect(rowTexts(table)[0]).toEqual(['Website — Design2–27 mrt 2026', '12:30', '€\u00a085,00', '€\u00a01.062,50']);
    await waitFor(() => expect(dialog.getByText(/^4 regels geselecteerd: €\s3\.154,90$/)).toBeVisible());
    const vat = dialog.getByRole('textbox', { name: /Btw %/ });
    await userEvent.clear(vat);
    await userEvent.type(vat, '5,5');
    await userEvent.click(dialog.getByRole('button', { name: 'Toevoegen aan factuur' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ vat: '5.50' }));
  },
};

/**
 * At a phone's width (the story runner's viewport is 414 px) the dialog fits the window and each
 * group is a card: its checkbox, hours, rate and costs inside the dialog, nothing scrolling
 * sideways; the checkboxes are reached with Tab.
 */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = body(canvasElement);
    const dialog = await canvas.findByRole('dialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth));
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    const table = within(dialog).getByRole('table');
    const scroller = table.parentElement!;
    await expect(scroller.getBoundingClientRect().width).toBeLessThanOrEqual(dialog.getBoundingClientRect().width);
    if (window.innerWidth < 600) {
      await expect(table.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
      const frame = scroller.getBoundingClientRect();
      const groups = [...table.querySelectorAll('tbody tr')];
      await expect(groups.length).toBeGreaterThan(0);
      for (const cell of groups.flatMap((row) => [...row.querySelectorAll('td, th')])) {
        const box = cell.getBoundingClientRect();
        await expect(box.left).toBeGreaterThanOrEqual(frame.left - 0.5);
        await expect(box.right).toBeLessThanOrEqual(frame.right + 0.5);
      }
      const checkbox = within(groups[0] as HTMLElement).getByRole('checkbox');
      checkbox.focus();
      await expect(checkbox).toHaveFocus();
    }
  },
};
