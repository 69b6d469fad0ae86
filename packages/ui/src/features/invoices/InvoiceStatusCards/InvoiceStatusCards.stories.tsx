import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleDollarInvoice, sampleInvoiceList, sampleInvoices, sampleYenInvoice } from '../../../fixtures/invoices';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import type { InvoiceListFilter } from '../shared/invoiceStatus';
import { InvoiceStatusCards, type InvoiceStatusCardsProps } from './InvoiceStatusCards';

const { totals } = sampleInvoiceList();

/** The cards with their selection kept, as the list keeps it. */
function Controlled(props: InvoiceStatusCardsProps) {
  const [selected, setSelected] = useState<InvoiceListFilter>(props.selected);
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

/**
 * Five cards — all, then each status — with the gross amount (what is owed, VAT included), the net
 * amount on a second line and the count; concept selected here; one radio group.
 */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = within(canvas.getByRole('radiogroup', { name: 'Show invoices by status' }));
    const cards = group.getAllByRole('radio');
    // In the user's English, though the answer's formatted_* strings are Dutch ('€ 48.450,00'): gross, then net.
    await expect(cards.map((c) => c.textContent)).toEqual([
      'All€59,932.65€50,739.79 excl. VAT€1,398.94 outstanding7 invoices',
      'Concept€57,171.01€48,450.00 excl. VAT4 invoices',
      'Sent€1,321.86€1,092.45 excl. VAT€1,321.86 outstanding1 invoice',
      'Overdue€77.08€67.42 excl. VAT€77.08 overdue1 invoice',
      'Paid€1,362.70€1,129.92 excl. VAT1 invoice',
    ]);
    await expect(cards[1]).toBeChecked();
    await expect(cards.filter((c) => (c as HTMLInputElement).getAttribute('aria-checked') === 'true')).toHaveLength(1);
    // Each card has its own colour as its top stripe.
    await expect(new Set(cards.map((c) => getComputedStyle(c).borderTopColor)).size).toBe(5);
    await expect(getComputedStyle(cards[2]).borderTopColor).not.toBe(getComputedStyle(cards[2]).borderLeftColor);
    // Five side by side at this width.
    await expect(cards[4].getBoundingClientRect().top).toBe(cards[0].getBoundingClientRect().top);
  },
};

/** All selected: every invoice of the year, its card filled. */
export const AllSelected: Story = {
  globals: { locale: 'en' },
  args: { selected: 'all' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('radio', { name: /^All/ });
    await expect(all).toBeChecked();
    await expect(getComputedStyle(all).backgroundColor).not.toBe(getComputedStyle(canvas.getByRole('radio', { name: /^Paid/ })).backgroundColor);
    await userEvent.click(canvas.getByRole('radio', { name: /^Concept/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('concept');
    await userEvent.click(all);
    await expect(args.onSelect).toHaveBeenLastCalledWith('all');
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
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^All/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /^Sent/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
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
    await expect(within(canvasElement).getByRole('radio', { name: /^Paid/ })).toHaveTextContent('Paid€0.00€0.00 excl. VAT0 invoices');
    await expect(within(canvasElement).getByRole('radio', { name: /^All/ })).toHaveTextContent('All€0.00€0.00 excl. VAT€0.00 outstanding0 invoices');
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
    await expect(canvas.getByRole('radio', { name: /^Alle/ })).toHaveTextContent('€ 59.932,65€ 50.739,79 excl. btw€ 1.398,94 openstaand7 facturen');
    await expect(canvas.getByRole('radio', { name: /^Betaald/ })).toHaveTextContent('€ 1.362,70€ 1.129,92 excl. btw');
  },
};

const severalCurrencies = sampleInvoiceList([...sampleInvoices, sampleYenInvoice, sampleDollarInvoice]).totals;

/** Invoices in euros, yen and dollars: each card's euros, then each other currency it holds apart (never added); the count of them all. */
export const SeveralCurrencies: Story = {
  globals: { locale: 'en' },
  args: { totals: severalCurrencies },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^All/ })).toHaveTextContent(
      'All€59,932.65€50,739.79 excl. VAT€1,398.94 outstandingJP¥349,800JP¥318,000 excl. VATJP¥349,800 outstandingUS$1,362.70US$1,129.92 excl. VATUS$0.00 outstanding9 invoices',
    );
    await expect(canvas.getByRole('radio', { name: /^Concept/ })).toHaveTextContent('Concept€57,171.01€48,450.00 excl. VATUS$1,362.70US$1,129.92 excl. VAT5 invoices');
    await expect(canvas.getByRole('radio', { name: /^Paid/ })).toHaveTextContent('Paid€1,362.70€1,129.92 excl. VAT1 invoice');
  },
};

/** Several currencies in Dutch on a phone: every amount inside the screen, as the language writes it. */
export const SeveralCurrenciesDutchPhone: Story = {
  globals: { locale: 'nl' },
  decorators: [phoneFrame],
  args: { totals: severalCurrencies, selected: 'sent' },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    await expect(within(canvasElement).getByRole('radio', { name: /^Verzonden/ })).toHaveTextContent(/JP¥\s349\.800JP¥\s318\.000 excl\. btwJP¥\s349\.800 openstaand2 facturen$/);
  },
};

/** On a 390 px phone: all across the width, the statuses two by two below; every amount inside the screen. */
export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    const cards = within(canvasElement).getAllByRole('radio');
    const tops = cards.map((card) => Math.round(card.getBoundingClientRect().top));
    await expect(tops[1]).toBeGreaterThan(tops[0]);
    await expect(tops[1]).toBe(tops[2]);
    await expect(tops[3]).toBe(tops[4]);
    await expect(tops[3]).toBeGreaterThan(tops[1]);
    await expect(Math.round(cards[0].getBoundingClientRect().width)).toBe(Math.round(cards[4].getBoundingClientRect().right - cards[3].getBoundingClientRect().left));
  },
};
