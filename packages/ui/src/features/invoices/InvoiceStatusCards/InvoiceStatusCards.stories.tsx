import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { InvoiceStatus } from '@kwartier/api';
import { sampleInvoiceList } from '../../../fixtures/invoices';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { InvoiceStatusCards, type InvoiceStatusCardsProps } from './InvoiceStatusCards';

const { totals } = sampleInvoiceList();

/** The cards with their selection kept, as the list keeps it. */
function Controlled(props: InvoiceStatusCardsProps) {
  const [selected, setSelected] = useState<InvoiceStatus>(props.selected);
  return (
    <InvoiceStatusCards
      {...props}
      selected={selected}
      onSelect={(status) => {
        setSelected(status);
        props.onSelect(status);
      }}
    />
  );
}

const meta = {
  title: 'Features/Invoices/InvoiceStatusCards',
  component: InvoiceStatusCards,
  parameters: { layout: 'padded' },
  args: { totals, selected: 'concept', onSelect: fn<InvoiceStatusCardsProps['onSelect']>() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof InvoiceStatusCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four cards with count and net total; concept selected; one radio group. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = within(canvas.getByRole('radiogroup', { name: 'Show invoices by status' }));
    const cards = group.getAllByRole('radio');
    await expect(cards.map((card) => card.textContent)).toEqual([
      // In the user's English, though the answer's formatted_* strings are Dutch ('€ 48.450,00').
      'Concept€48,450.004 invoices',
      'Sent€1,092.451 invoice',
      'Overdue€67.421 invoice',
      'Paid€1,129.921 invoice',
    ]);
    await expect(cards[0]).toBeChecked();
    await expect(cards.filter((card) => (card as HTMLInputElement).getAttribute('aria-checked') === 'true')).toHaveLength(1);
    // Each card has its status's colour as its top stripe.
    await expect(new Set(cards.map((card) => getComputedStyle(card).borderTopColor)).size).toBe(4);
    await expect(getComputedStyle(cards[1]).borderTopColor).not.toBe(getComputedStyle(cards[1]).borderLeftColor);
    // Side by side at this width.
    await expect(cards[1].getBoundingClientRect().top).toBe(cards[0].getBoundingClientRect().top);
  },
};

/** A click selects another status and reports it; the selected one again reports nothing. */
export const Select: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^Overdue/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('overdue');
    await expect(canvas.getByRole('radio', { name: /^Overdue/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Concept/ })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /^Overdue/ }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** Tab reaches the cards, arrows move between them and Space selects. */
export const Keyboard: Story = {
  globals: { locale: 'en' },
  args: { selected: 'sent' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^Concept/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^Overdue/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^Paid/ })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledWith('paid');
    await expect(canvas.getByRole('radio', { name: /^Paid/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Sent/ })).not.toBeChecked();
  },
};

/** No invoices in a status: zero and €0.00. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { totals: sampleInvoiceList([]).totals },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /^Paid/ })).toHaveTextContent('Paid€0.000 invoices');
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Facturen tonen per status' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Verzonden/ })).toHaveTextContent('1 factuur');
    await expect(canvas.getByRole('radio', { name: /^Concept/ })).toHaveTextContent('4 facturen');
    // A Dutch user reads Dutch amounts, whatever the organisation's language.
    await expect(canvas.getByRole('radio', { name: /^Concept/ })).toHaveTextContent('€ 48.450,00');
    await expect(canvas.getByRole('radio', { name: /^Betaald/ })).toHaveTextContent('€ 1.129,92');
  },
};

/** On a 390 px phone: two by two, nothing wider than the screen. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    const cards = within(canvasElement).getAllByRole('radio');
    const tops = cards.map((card) => Math.round(card.getBoundingClientRect().top));
    await expect(tops[0]).toBe(tops[1]);
    await expect(tops[2]).toBe(tops[3]);
    await expect(tops[2]).toBeGreaterThan(tops[0]);
  },
};
