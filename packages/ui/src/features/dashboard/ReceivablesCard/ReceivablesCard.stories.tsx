import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectFitsPhone, expectInPhone, phoneFrame } from '../../../fixtures/phone';
import { ReceivablesCard } from './ReceivablesCard';

const meta = {
  title: 'Features/Dashboard/ReceivablesCard',
  component: ReceivablesCard,
  parameters: { layout: 'padded' },
  // As the server answers (`formatted_*` in the organisation's Dutch here): the card does not use them.
  args: {
    receivables: {
      currency: 'EUR',
      other_currencies: [],
      outstanding_count: 3,
      total_outstanding: '12571.26',
      formatted_total_outstanding: '€ 12.571,26',
      overdue_count: 1,
      total_overdue: '785.63',
      formatted_total_overdue: '€ 785,63',
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof ReceivablesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const figures = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('dl > div')].map((figure) => [...figure.children].map((child) => child.textContent));

/** Outstanding and overdue with their number of invoices, the amounts in the user's (English) notation. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Receivables' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Receivables' })).toBeVisible();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Outstanding', 'Overdue']);
    await expect(figures(canvasElement)).toEqual([
      ['Outstanding', '€12,571.26', '3 invoices'],
      ['Overdue', '€785.63', '1 invoice'],
    ]);
    // Side by side when there is room.
    const [outstanding, overdue] = canvasElement.querySelectorAll('dl > div');
    await expect(outstanding.getBoundingClientRect().top).toBe(overdue.getBoundingClientRect().top);
  },
};

/** In Dutch notation for a Dutch user; nothing overdue says so with the count. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: {
    receivables: {
      currency: 'EUR',
      other_currencies: [],
      outstanding_count: 2,
      total_outstanding: '1062.50',
      formatted_total_outstanding: '€1,062.50',
      overdue_count: 0,
      total_overdue: '0.00',
      formatted_total_overdue: '€0.00',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Te ontvangen' })).toBeVisible();
    await expect(figures(canvasElement)).toEqual([
      ['Openstaand', '€\u00a01.062,50', '2 facturen'],
      ['Achterstallig', '€\u00a00,00', '0 facturen'],
    ]);
  },
};

/** Invoices in dollars and yen besides the euros: figures per currency, each named, never added up. */
export const SeveralCurrencies: Story = {
  globals: { locale: 'en' },
  args: {
    receivables: {
      currency: 'EUR',
      outstanding_count: 3,
      total_outstanding: '12571.26',
      formatted_total_outstanding: '€12,571.26',
      overdue_count: 1,
      total_overdue: '785.63',
      formatted_total_overdue: '€785.63',
      other_currencies: [
        { currency: 'JPY', outstanding_count: 1, total_outstanding: '349800.00', formatted_total_outstanding: 'JP¥349,800', overdue_count: 0, total_overdue: '0.00', formatted_total_overdue: 'JP¥0' },
        { currency: 'USD', outstanding_count: 2, total_outstanding: '3025.00', formatted_total_outstanding: 'US$3,025.00', overdue_count: 1, total_overdue: '302.50', formatted_total_overdue: 'US$302.50' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(figures(canvasElement)).toEqual([
      ['Outstanding', '€12,571.26', '3 invoices'],
      ['Overdue', '€785.63', '1 invoice'],
      ['Outstanding', 'JP¥349,800', '1 invoice'],
      ['Overdue', 'JP¥0', '0 invoices'],
      ['Outstanding', 'US$3,025.00', '2 invoices'],
      ['Overdue', 'US$302.50', '1 invoice'],
    ]);
    await expect(canvas.getByText('In JPY')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-labelledby$="-USD"]')?.textContent).toContain('US$3,025.00');
  },
};

/** Several currencies in Dutch, on a phone: each group under the other, inside the screen. */
export const SeveralCurrenciesDutchPhone: Story = {
  globals: { locale: 'nl' },
  args: SeveralCurrencies.args,
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    await expect(within(canvasElement).getByText('In USD')).toBeVisible();
    await expect(figures(canvasElement).map((figure) => figure[1])).toEqual(['€\u00a012.571,26', '€\u00a0785,63', 'JP¥\u00a0349.800', 'JP¥\u00a00', 'US$\u00a03.025,00', 'US$\u00a0302,50']);
  },
};

/** On a 390 px phone the two figures stand under each other, inside the screen; a long amount wraps. */
export const Phone: Story = {
  args: {
    receivables: {
      currency: 'EUR',
      other_currencies: [],
      outstanding_count: 1234,
      total_outstanding: '123456789012.34',
      formatted_total_outstanding: '',
      overdue_count: 999,
      total_overdue: '98765432109.87',
      formatted_total_overdue: '',
    },
  },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    const [outstanding, overdue] = [...canvasElement.querySelectorAll('dl > div')];
    await expect(overdue.getBoundingClientRect().top).toBeGreaterThan(outstanding.getBoundingClientRect().bottom - 1);
    await expectInPhone(canvasElement, [...canvasElement.querySelectorAll('dd')]);
  },
};
