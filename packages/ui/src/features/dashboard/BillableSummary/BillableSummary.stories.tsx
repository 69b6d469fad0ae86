import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectFitsPhone, expectInPhone, phoneFrame } from '../../../fixtures/phone';
import { BillableSummary } from './BillableSummary';

const meta = {
  title: 'Features/Dashboard/BillableSummary',
  component: BillableSummary,
  parameters: { layout: 'padded' },
  // 80:00 of which 61:30 billable (76.875 %).
  args: { totals: { time: 4800, billable_time: 3690 } },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof BillableSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const figures = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('dl > div')].map((figure) => [...figure.children].map((child) => child.textContent));

/** Billable and non-billable time as h:mm and the billable share, rounded to a whole percentage, side by side. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Billable time' })).toBeVisible();
    await expect(figures(canvasElement)).toEqual([
      ['Billable', '61:30'],
      ['Non-billable', '18:30'],
      ['Billable share', '77%'],
    ]);
    const [billable, share] = [...canvasElement.querySelectorAll('dl > div')].filter((_, i) => i !== 1);
    await expect(billable.getBoundingClientRect().top).toBe(share.getBoundingClientRect().top);
  },
};

/** In Dutch, with Dutch percentage notation. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Declarabele tijd' })).toBeVisible();
    await expect(figures(canvasElement)).toEqual([
      ['Declarabel', '61:30'],
      ['Niet declarabel', '18:30'],
      ['Declarabel deel', '77%'],
    ]);
  },
};

/** A period without time has no share to show, and says so rather than 0 %. */
export const NoTime: Story = {
  globals: { locale: 'en' },
  args: { totals: { time: 0, billable_time: 0 } },
  play: async ({ canvasElement }) => {
    await expect(figures(canvasElement)[2]).toEqual(['Billable share', 'None yet']);
  },
};

/** On a 390 px phone the figures stand under each other, inside the screen. */
export const Phone: Story = {
  args: { totals: { time: 125_000, billable_time: 1 } },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    const [first, second] = [...canvasElement.querySelectorAll('dl > div')];
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom - 1);
    await expectInPhone(canvasElement, [...canvasElement.querySelectorAll('dd')]);
  },
};
