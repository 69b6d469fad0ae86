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

/** On a 390 px phone the two figures stand under each other, inside the screen; a long amount wraps. */
export const Phone: Story = {
  args: {
    receivables: {
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
