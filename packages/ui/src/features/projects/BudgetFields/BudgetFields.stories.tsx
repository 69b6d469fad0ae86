import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { BudgetFields, useBudgetCheck } from './BudgetFields';
import { budgetDraftOf, budgetInputOf, type BudgetDraft } from './budgetDraft';

/** The fields in a form as an owner holds them: the draft in state, the check's message shown, the input it sends. */
function Owner({ initial, locale = 'en' }: { initial: BudgetDraft; locale?: string }) {
  const [value, setValue] = useState(initial);
  const check = useBudgetCheck();
  const error = check(value);
  return (
    <form style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <BudgetFields value={value} onChange={setValue} thresholdsError={error} />
      <output data-testid="input" style={{ overflowWrap: 'anywhere' }}>{error ? '' : JSON.stringify(budgetInputOf(value, locale))}</output>
    </form>
  );
}

const meta = {
  title: 'Features/Projects/BudgetFields',
  component: BudgetFields,
  parameters: { layout: 'padded' },
  args: { value: budgetDraftOf(null, 'en'), onChange: fn() },
  render: (args, { globals }) => <Owner initial={args.value} locale={String(globals.locale ?? 'en')} />,
} satisfies Meta<typeof BudgetFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No budget: one choice, nothing else asked. */
export const NoBudget: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Budget/ })).toHaveTextContent('No budget');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.getByTestId('input')).toHaveTextContent('null');
  },
};

/** A money budget per month, mailed at the contract's default thresholds. */
export const Money: Story = {
  globals: { locale: 'en' },
  args: { value: budgetDraftOf({ kind: 'money', amount: '1500.50', period: 'month', thresholds: [80, 100] }, 'en') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Budget amount/ })).toHaveValue('1500.50');
    await expect(canvas.getByRole('textbox', { name: /Mail admins at/ })).toHaveValue('80, 100');
    await expect(canvas.getByText(/Up to 5 percentages/)).toBeVisible();
    await expect(canvas.getByTestId('input')).toHaveTextContent('{"kind":"money","amount":"1500.50","period":"month","thresholds":[80,100]}');
  },
};

/** Thresholds out of bounds, twice, or too many are named under the field. */
export const WrongThresholds: Story = {
  globals: { locale: 'en' },
  args: { value: budgetDraftOf({ kind: 'hours', amount: '40.00', period: 'total', thresholds: [80, 100] }, 'en') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Mail admins at/ });
    await userEvent.clear(field);
    await userEvent.type(field, '80, 2000');
    await expect(canvas.getByText('Enter percentages from 1 to 1000.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '50, 50');
    await expect(canvas.getByText('Each percentage once.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '10 20 30 40 50 60');
    await expect(canvas.getByText('At most 5 percentages.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '100; 75');
    await expect(canvas.getByTestId('input')).toHaveTextContent('"thresholds":[75,100]');
  },
};

/** In Dutch: the labels, the amount in Dutch notation, the message. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { value: budgetDraftOf({ kind: 'money', amount: '1500.50', period: 'total', thresholds: [80, 100] }, 'nl') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Budgetbedrag/ })).toHaveValue('1500,50');
    const field = canvas.getByRole('textbox', { name: /Mail beheerders bij/ });
    await userEvent.clear(field);
    await expect(canvas.getByText('Vul minstens één percentage in.')).toBeVisible();
  },
};

/** On a phone the fields stack and fit the width. */
export const Phone: Story = {
  globals: { locale: 'en' },
  args: { value: budgetDraftOf({ kind: 'hours', amount: '40.00', period: 'month', thresholds: [80, 100] }, 'en') },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
