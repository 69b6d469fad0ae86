import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLongQuote, sampleQuote, sampleQuoteLines, sampleQuotes } from '../../../fixtures/quotes';
import { expectFitsPhone, phoneFrame } from '../../../fixtures/phone';
import { QuoteList, type QuoteListProps } from './QuoteList';

const meta = {
  title: 'Features/Quotes/QuoteList',
  component: QuoteList,
  parameters: { layout: 'padded' },
  args: {
    list: { quotes: sampleQuotes },
    quoteHref: (quote) => `/quotes/${quote.id}`,
    onAdd: fn<QuoteListProps['onAdd']>(),
  },
} satisfies Meta<typeof QuoteList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status: number links to the quote, dates in the user's format, the gross total in the user's language. */
export const Default: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Quotes' }));
    await expect(table.getByRole('link', { name: 'Q0005' })).toHaveAttribute('href', '/quotes/5');
    await expect(table.getAllByText('02-03-2026').length).toBeGreaterThan(0);
    await expect(table.getByText('Accepted')).toBeVisible();
    await expect(table.getAllByText(/4,731\.40/).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Add quote' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** No quotes yet. */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { list: { quotes: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No quotes yet')).toBeVisible();
  },
};

/** A long client name and number. */
export const LongData: Story = { args: { list: { quotes: [sampleLongQuote, ...sampleQuotes] } } };

/** While loading. */
export const Loading: Story = { args: { isLoading: true } };

/** Quotes to clients paying in dollars and yen: each total in its quote's currency, yen whole. */
export const SeveralCurrencies: Story = {
  globals: { locale: 'en' },
  args: {
    list: {
      quotes: [
        sampleQuote(8, 'Q0008', sampleQuoteLines, { currency: 'USD', status: 'sent', client: { name: 'Acme Inc.', address: null, zipcode: null, city: null, clientnumber: null } }),
        sampleQuote(9, 'Q0009', sampleQuoteLines, { currency: 'JPY', status: 'sent', client: { name: 'Tanaka KK', address: null, zipcode: null, city: null, clientnumber: null } }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Quotes' }));
    await expect(table.getByText('US$4,731.40')).toBeVisible();
    await expect(table.getByText('JP¥4,731')).toBeVisible();
  },
};

/** Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Offerte toevoegen' })).toBeVisible();
    await expect(canvas.getByText('Geaccepteerd')).toBeVisible();
  },
};

/** On a 390 px phone each quote is a card that fits. */
export const Phone: Story = {
  decorators: [phoneFrame],
  args: { list: { quotes: [sampleLongQuote, ...sampleQuotes] } },
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
  },
};
