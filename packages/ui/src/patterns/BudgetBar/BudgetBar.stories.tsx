import type { ProjectBudget, ProjectBudgetUse } from '@kwartier/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BudgetBar } from './BudgetBar';

// A pattern's stories may not use the fixtures (eslint boundaries): the budgets are here.
const PHONE_WIDTH = 390;

const moneyTotal: ProjectBudget = { kind: 'money', amount: '12000.00', period: 'total', thresholds: [80, 100] };
const moneyUse: ProjectBudgetUse = { used: '9840.00', percent: 82, over_budget: false, period_start: null, period_end: null };
const hoursMonth: ProjectBudget = { kind: 'hours', amount: '40.00', period: 'month', thresholds: [80, 100] };
const hoursUse: ProjectBudgetUse = { used: '12.50', percent: 31, over_budget: false, period_start: '2026-11-01', period_end: '2026-11-30' };
const overUse: ProjectBudgetUse = { used: '46.25', percent: 115, over_budget: true, period_start: '2026-11-01', period_end: '2026-11-30' };

const meta = {
  title: 'Patterns/BudgetBar',
  component: BudgetBar,
  parameters: { layout: 'padded' },
  args: { budget: moneyTotal, use: moneyUse },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof BudgetBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A money budget for the whole project, 82 % used: the figures as text and as the meter's value. */
export const WithinBudget: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Budget' });
    await expect(meter).toHaveAttribute('aria-valuenow', '82');
    await expect(meter).toHaveAttribute('aria-valuetext', '€9,840.00 of €12,000.00 (82%)');
    await expect(canvas.getByText('€9,840.00 of €12,000.00 (82%)')).toBeVisible();
    await expect(canvas.getByText('€2,160.00 left')).toBeVisible();
  },
};

/** A money budget of a project whose client pays in dollars: every figure in dollars, as the language writes them. */
export const InDollars: Story = {
  globals: { locale: 'en' },
  args: { currency: 'USD' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: 'Budget' })).toHaveAttribute('aria-valuetext', 'US$9,840.00 of US$12,000.00 (82%)');
    await expect(canvas.getByText('US$2,160.00 left')).toBeVisible();
  },
};

/** A yen budget in Dutch: whole yen, no decimals. */
export const InYenDutch: Story = {
  globals: { locale: 'nl' },
  args: { currency: 'JPY', budget: { ...moneyTotal, amount: '1200000.00' }, use: { ...moneyUse, used: '984000.00' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^JP¥\s984\.000 van JP¥\s1\.200\.000 \(82%\)$/)).toBeVisible();
  },
};

/** An hours budget per month: named 'Budget this month', hours as hours. */
export const Monthly: Story = {
  args: { budget: hoursMonth, use: hoursUse },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Budget this month' });
    await expect(meter).toHaveAttribute('aria-valuetext', '12.5 h of 40 h (31%)');
    await expect(canvas.getByText('27.5 h left')).toBeVisible();
  },
};

/** Over budget: the bar full and striped, and in words by how much — not by colour alone. */
export const OverBudget: Story = {
  args: { budget: hoursMonth, use: overUse },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Budget this month' });
    await expect(meter).toHaveAttribute('aria-valuenow', '100');
    await expect(meter).toHaveAttribute('aria-valuetext', '46.25 h of 40 h (115%), Over budget by 6.25 h');
    await expect(canvas.getByText('Over budget by 6.25 h')).toBeVisible();
  },
};

/** No budget: a line that says so, no meter. */
export const NoBudget: Story = {
  args: { budget: null, use: null },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('meter')).toBeNull();
    await expect(canvas.getByText('No budget')).toBeVisible();
  },
};

/** Several on one screen (the dashboard): each named after its project. */
export const NamedAfterProject: Story = {
  args: { label: 'New website' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter', { name: 'New website' })).toBeVisible();
  },
};

/** In Dutch: money and hours in Dutch notation. */
export const Dutch: Story = {
  args: { budget: hoursMonth, use: overUse },
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Budget deze maand' });
    await expect(meter).toHaveAttribute('aria-valuetext', '46,25 uur van 40 uur (115%), Budget met 6,25 uur overschreden');
    await expect(canvas.getByText('Budget met 6,25 uur overschreden')).toBeVisible();
  },
};

/** At a phone's width the figures wrap under the name. */
export const PhoneWidth: Story = {
  args: { budget: moneyTotal, use: { ...moneyUse, used: '1234567.89', percent: 10288, over_budget: true } },
  decorators: [(Story) => <div style={{ width: PHONE_WIDTH - 32 }}>{Story()}</div>],
};
