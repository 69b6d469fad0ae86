import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { SAMPLE_MONTH, SAMPLE_MONTH_NL, sampleNotes } from '../../../fixtures/dashboard';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { DashboardNotes } from './DashboardNotes';

const meta = {
  title: 'Features/Dashboard/DashboardNotes',
  component: DashboardNotes,
  parameters: { layout: 'padded' },
  args: { notes: sampleNotes('me'), period: SAMPLE_MONTH, scope: 'me' },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}><Story /></div>],
} satisfies Meta<typeof DashboardNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const headers = (canvas: Canvas) => canvas.getAllByRole('columnheader').map((th: HTMLElement) => th.textContent);

/** The caller's notes of the month by day: date, project — activity (marked when non-billable), time and the note with its line break. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Notes' })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Notes of March 2026' }));
    await expect(headers(table)).toEqual(['Date', 'Activity', 'Time', 'Note']);
    await expect(table.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Mon 2 Mar', 'Tue 3 Mar']);
    await expect(table.getByRole('cell', { name: /Internal — Administration\s*\(non-billable\)/ })).toBeVisible();
    await expect(table.getByRole('cell', { name: /Hours of February checked;\s+receipts filed/ })).toBeVisible();
  },
};

/** The team's notes name the member; the CSV export carries every note, in English. */
export const TeamExport: Story = {
  globals: { locale: 'en' },
  args: { notes: sampleNotes('team'), scope: 'team' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(headers(within(canvas.getByRole('table')))).toEqual(['Date', 'Team member', 'Activity', 'Time', 'Note']);
    const blobs: Blob[] = [];
    const names: string[] = [];
    const createObjectURL = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:kwartier-story';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export notes CSV' }));
    } finally {
      createObjectURL.mockRestore();
      click.mockRestore();
    }
    await expect(names).toEqual(['kwartier-notes-2026-03-01-2026-03-31.csv']);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await blobs[0]!.arrayBuffer()));
    await expect(text.split('\r\n')[0]).toBe('\uFEFFDate,Team member,Project,Activity,Time,Hours,Billable,Note');
    await expect(text).toContain('2026-03-03,Zoë Ĳsselstein,Menu cards,Photography,1:30,1.50,yes,"Test shots of the ""spring"" menu"\r\n');
  },
};

/** In Dutch: title, columns, dates and the non-billable mark. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { period: SAMPLE_MONTH_NL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Notities van maart 2026' }));
    await expect(headers(table)).toEqual(['Datum', 'Activiteit', 'Tijd', 'Notitie']);
    await expect(table.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['ma 2 mrt', 'di 3 mrt']);
    await expect(table.getByRole('cell', { name: /Internal — Administration\s*\(niet declarabel\)/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notities als CSV exporteren' })).toBeEnabled();
  },
};

/** No notes: the table says how to add one, and there is nothing to export. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { notes: { notes: [], truncated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No notes in this period/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export notes CSV' })).toBeDisabled();
  },
};

/** More than 500 notes: the list says it shows the first 500. */
export const Truncated: Story = {
  globals: { locale: 'en' },
  args: { notes: { ...sampleNotes('me'), truncated: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The first 500 notes are shown. Choose a shorter period to see the rest.')).toBeVisible();
  },
};

/** On a 390 px phone each note is a card inside the screen. */
export const Phone: Story = {
  args: { notes: sampleNotes('team'), scope: 'team' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
