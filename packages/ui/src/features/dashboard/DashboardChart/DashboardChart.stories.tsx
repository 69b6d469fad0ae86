import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  SAMPLE_MONTH,
  SAMPLE_MONTH_NL,
  SAMPLE_WEEK,
  SAMPLE_YEAR,
  emptyTimeTotals,
  sampleTeamTimeTotals,
  sampleTimeTotals,
  workdayMinutes,
} from '../../../fixtures/dashboard';
import { expectFitsPhone, phoneFrame, PHONE_WIDTH } from '../../../fixtures/phone';
import { AA_TEXT_CONTRAST, contrastRatio, type Rgba } from '../../../theme/color';
import type { Locale } from '../../../i18n/messages';
import { translateIn } from '../../../i18n/useMessages';
import { DashboardChart } from './DashboardChart';
import { messages } from './DashboardChart.messages';

const meta = {
  title: 'Features/Dashboard/DashboardChart',
  component: DashboardChart,
  parameters: { layout: 'padded' },
  args: {
    timeTotals: sampleTimeTotals(SAMPLE_MONTH, workdayMinutes),
    periodLabel: SAMPLE_MONTH.label,
  },
} satisfies Meta<typeof DashboardChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until uPlot (loaded on first use) has drawn, and returns its canvas. */
async function drawnCanvas(canvasElement: HTMLElement): Promise<HTMLCanvasElement> {
  const plot = canvasElement.querySelector<HTMLElement>('[data-chart-state]');
  await expect(plot).not.toBeNull();
  // uPlot's module loads on first use; on a busy machine that takes a while.
  await waitFor(() => expect(plot).toHaveAttribute('data-chart-state', 'drawn'), { timeout: 10_000 });
  const canvas = plot!.querySelector('canvas');
  await expect(canvas).not.toBeNull();
  return canvas!;
}

/** A month: a figure named by its caption, a 180 px chart, and a data table of every day for screen readers. */
export const Month: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: /^Hours per day, March 2026/ });
    await expect(within(figure).getByText('151:15 in total')).toBeVisible();
    const chart = await drawnCanvas(canvasElement);
    await expect(chart.getBoundingClientRect().height).toBe(180);
    await expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
    const table = canvas.getByRole('table', { name: 'Hours per day, March 2026' });
    // Visually hidden (in a 1 px clipped box), yet in the accessibility tree.
    await expect(table.parentElement!.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    const rows = within(table).getAllByRole('row');
    // A header row and one row per day.
    await expect(rows).toHaveLength(32);
    await expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'Hours']);
    // 1 March 2026 is a Sunday, the 2nd a Monday.
    await expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(/Sunday.*1 March 2026/);
    await expect(within(rows[1]!).getByRole('cell')).toHaveTextContent('0:00');
    await expect(within(rows[2]!).getByRole('cell')).toHaveTextContent('7:45');
  },
};

/** A week with time on one day only: 480 minutes read as 8:00. */
export const OneDay: Story = {
  globals: { locale: 'en' },
  args: {
    timeTotals: sampleTimeTotals(SAMPLE_WEEK, (_, index) => (index === 2 ? 480 : 0)),
    periodLabel: SAMPLE_WEEK.label,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawnCanvas(canvasElement);
    const table = canvas.getByRole('table', { name: 'Hours per day, Week 47, 2026' });
    const wednesday = within(table).getByRole('rowheader', { name: /Wednesday.*18 November 2026/ }).closest('tr')!;
    await expect(within(wednesday).getByRole('cell')).toHaveTextContent('8:00');
    await expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '0:00', '0:00', '8:00', '0:00', '0:00', '0:00', '0:00',
    ]);
    await expect(canvas.getByText('8:00 in total')).toBeVisible();
  },
};

/** A whole year: 365 bars (the axis names the months), and 365 days in the data table. */
export const FullYear: Story = {
  globals: { locale: 'en' },
  args: {
    timeTotals: sampleTimeTotals(SAMPLE_YEAR, workdayMinutes),
    periodLabel: SAMPLE_YEAR.label,
  },
  play: async ({ canvasElement }) => {
    const chart = await drawnCanvas(canvasElement);
    await expect(chart.getBoundingClientRect().height).toBe(180);
    const table = within(canvasElement).getByRole('table', { name: 'Hours per day, 2026' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(365);
    await expect(within(table).getAllByRole('rowheader')[364]).toHaveTextContent(/31 December 2026/);
  },
};

/** A team's busy days: the value axis takes larger steps; the table still lists each day. */
export const TeamHours: Story = {
  globals: { locale: 'en' },
  args: {
    timeTotals: sampleTimeTotals(SAMPLE_MONTH, (date, index) => workdayMinutes(date, index) * 9),
  },
  play: async ({ canvasElement }) => {
    await drawnCanvas(canvasElement);
    const table = within(canvasElement).getByRole('table', { name: 'Hours per day, March 2026' });
    await expect(within(table).getAllByRole('cell')[1]).toHaveTextContent('69:45');
  },
};

/** A period without time says so: no chart and no table. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { timeTotals: emptyTimeTotals(SAMPLE_MONTH) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Hours per day, March 2026' })).toBeVisible();
    await expect(canvas.getByText('No time was registered in this period.')).toBeVisible();
    await expect(canvasElement.querySelector('canvas')).toBeNull();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Dutch: caption, column titles and day names. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { periodLabel: SAMPLE_MONTH_NL.label },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawnCanvas(canvasElement);
    await expect(canvas.getByText('151:15 in totaal')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Uren per dag, maart 2026' });
    await expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Datum', 'Uren']);
    await expect(within(table).getAllByRole('rowheader')[1]).toHaveTextContent('maandag 2 maart 2026');
  },
};

/** The organisation's colours: the bars are drawn in its primary colour (read when drawing). */
export const OrganizationTheme: Story = {
  globals: { theme: 'organization' },
  play: async ({ canvasElement }) => {
    const chart = await drawnCanvas(canvasElement);
    await expect(chart.getBoundingClientRect().height).toBe(180);
  },
};

/** On a 390 px phone the chart takes the frame's width and nothing scrolls sideways. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const chart = await drawnCanvas(canvasElement);
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(chart.getBoundingClientRect().height).toBe(180);
    await expectFitsPhone(canvasElement);
  },
};

const team = sampleTeamTimeTotals(SAMPLE_MONTH, workdayMinutes);

/** A computed `rgb()` colour. */
const parseRgb = (value: string): Rgba => {
  const [r = 0, g = 0, b = 0] = (value.match(/[\d.]+/g) ?? []).map(Number);
  return { r, g, b, a: 1 };
};
const hexOf = ({ r, g, b }: Rgba) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The opaque colours drawn on the canvas, as hex. */
function drawnColors(canvas: HTMLCanvasElement): Set<string> {
  const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
  const colors = new Set<string>();
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] === 255) colors.add(hexOf({ r: data[i]!, g: data[i + 1]!, b: data[i + 2]!, a: 1 }));
  }
  return colors;
}

/**
 * The team's chart: each member's part of a day's bar in their own colour, a legend naming every
 * member (in the members' order) beside their colour; the colours differ from each other, reach
 * AA contrast on the chart's background and are the ones drawn; the data table has a column per
 * member.
 */
export const TeamMembers: Story = {
  args: { timeTotals: team },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const chart = await drawnCanvas(canvasElement);
    const legend = canvas.getByRole('list', { name: translateIn((globals.locale ?? 'en') as Locale, messages, 'legend') });
    const items = within(legend).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(team.members!.map((member) => member.user_name));
    const swatches = items.map((item) => item.querySelector('[aria-hidden="true"]')!);
    await waitFor(() => expect(getComputedStyle(swatches[0]!).backgroundColor).not.toBe('rgba(0, 0, 0, 0)'));
    const colors = swatches.map((swatch) => parseRgb(getComputedStyle(swatch).backgroundColor));
    await expect(new Set(colors.map(hexOf)).size).toBe(team.members!.length);
    const background = parseRgb(getComputedStyle(canvas.getByRole('figure')).backgroundColor);
    for (const color of colors) await expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    // Each member's colour is drawn in the bars.
    const drawn = drawnColors(chart);
    for (const color of colors) await expect(drawn).toContain(hexOf(color));
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('columnheader').slice(2).map((th) => th.textContent)).toEqual(
      team.members!.map((member) => member.user_name),
    );
  },
};

/** The team's chart on a 390 px phone: the legend wraps within the frame. */
export const TeamMembersPhone: Story = {
  args: { timeTotals: team },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await drawnCanvas(canvasElement);
    await expectFitsPhone(canvasElement);
    const frame = within(canvasElement).getByTestId('phone').getBoundingClientRect();
    for (const item of within(canvasElement).getAllByRole('listitem')) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    }
  },
};
