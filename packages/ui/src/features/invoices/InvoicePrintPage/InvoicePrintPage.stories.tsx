import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  sampleCreditInvoice,
  sampleDetailedInvoice,
  sampleDollarInvoice,
  sampleInvoice,
  sampleInvoiceDetail,
  sampleInvoiceLines,
  sampleInvoiceLogo,
  sampleInvoiceWithLogo,
  sampleLongInvoice,
  sampleYenInvoice,
} from '../../../fixtures/invoices';
import { expectFitsPhone, phoneFrame, PHONE_WIDTH } from '../../../fixtures/phone';
import { InvoicePrintPage } from './InvoicePrintPage';
import { allRules, printRule as printRuleOf } from '../../../fixtures/styleRules';

const meta = {
  title: 'Features/Invoices/InvoicePrintPage',
  component: InvoicePrintPage,
  parameters: { layout: 'fullscreen' },
  args: { invoice: sampleInvoiceDetail, onPrint: fn() },
} satisfies Meta<typeof InvoicePrintPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sheetOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('invoice-sheet');
const rowTexts = (table: HTMLElement) => [...table.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

/** 1 cm in CSS pixels. */
const CM = 96 / 2.54;

/**
 * A concept in Dutch (the default language): organisation name (no logo), client's address,
 * number, dates, period, the lines in Dutch notation with the totals, the invoice text and the
 * organisation's details at the foot. On screen the sheet is 21 × 28 cm (scaled to the window).
 */
export const Dutch: Story = {
  play: async ({ canvasElement }) => {
    const sheet = within(sheetOf(canvasElement));
    await expect(sheetOf(canvasElement)).toHaveAccessibleName('Factuur 20260007');
    await expect(sheet.getByRole('heading', { level: 1, name: 'Factuur' })).toBeVisible();
    await expect(sheet.getByText('Studio Kwartier', { selector: 'p' })).toBeVisible();
    const address = sheetOf(canvasElement).querySelector('address')!;
    await expect([...address.children].map((line) => line.textContent)).toEqual([
      'Factuur aan',
      'Bakkerij Jansen',
      'T.a.v. Anna Jansen',
      'Dorpsstraat 1',
      '1234 AB Amersfoort',
      'anna@bakkerijjansen.example',
    ]);
    const terms = sheet.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling!.textContent]);
    await expect(terms).toEqual([
      ['Factuurnummer', '20260007'],
      ['Factuurdatum', '31-03-2026'],
      ['Vervaldatum', '30-04-2026'],
      // The RF creditor reference of the invoice number, to quote with the transfer.
      ['Betalingskenmerk', 'RF63 2026 0007'],
      ['Periode', 'Maart 2026'],
      ['Klantnummer', 'K-0001'],
    ]);
    const rows = rowTexts(sheet.getByRole('table'));
    await expect(rows[0]).toEqual(['Dienst', 'Aantal', 'Stukprijs', 'Btw %', 'Kosten']);
    await expect(rows[1]).toEqual(['Website — Design', '12,5', '€\u00a085,00', '21', '€\u00a01.062,50']);
    await expect(rows.slice(4)).toEqual([
      ['Totaal excl. btw', '€\u00a01.129,92'],
      ['btw 9%', '€\u00a03,37'],
      ['btw 21%', '€\u00a0229,41'],
      ['Totaal incl. btw', '€\u00a01.362,70'],
    ]);
    await expect(sheet.getByText(/^Gelieve binnen 30 dagen te betalen/)).toBeVisible();
    const footer = sheetOf(canvasElement).querySelector('footer')!;
    await expect([...footer.children].map((item) => item.textContent)).toEqual([
      'Studio Kwartier',
      'Oudegracht 12, 3511 AB Utrecht',
      'Telefoon 030 123 45 67',
      'E-mail hallo@kwartier.example',
      'Website https://kwartier.example',
      'KvK 12345678',
      'Btw-nummer NL001234560B01',
      'IBAN NL91 ABNA 0417 1643 00',
    ]);
    await expect(within(canvasElement).getByRole('button', { name: 'Afdrukken' })).toBeVisible();
    // 21 × 28 cm before scaling to the window.
    const box = sheetOf(canvasElement);
    const zoom = Number(getComputedStyle(box).zoom || 1);
    await expect(Math.round(box.offsetWidth)).toBe(Math.round(21 * CM));
    await expect(box.offsetHeight).toBeGreaterThanOrEqual(Math.floor(28 * CM));
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expect(zoom).toBeLessThanOrEqual(1);
  },
};

/** English, for a user whose language is English; the Print button calls `onPrint`. */
export const English: Story = {
  args: { locale: 'en', dateFormat: 'YYYY-MM-DD' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sheet = within(sheetOf(canvasElement));
    await expect(sheet.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
    await expect(sheetOf(canvasElement).closest('[lang]')).toHaveAttribute('lang', 'en');
    const rows = rowTexts(sheet.getByRole('table'));
    await expect(rows[0]).toEqual(['Service', 'Amount', 'Unit price', 'VAT %', 'Costs']);
    await expect(rows[1]).toEqual(['Website — Design', '12.5', '€85.00', '21', '€1,062.50']);
    await expect(rows.slice(4).map((row) => row[0])).toEqual(['Net total', 'VAT 9 %', 'VAT 21 %', 'Total']);
    await expect(sheet.getByText('2026-04-30')).toBeVisible();
    await expect(sheet.getByText('Chamber of Commerce 12345678')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
  },
};

/** An invoice in yen: every amount in yen as the invoice's language writes it, without decimals. */
export const InYen: Story = {
  args: { invoice: sampleYenInvoice },
  play: async ({ canvasElement }) => {
    const sheet = within(sheetOf(canvasElement));
    const rows = rowTexts(sheet.getByRole('table'));
    await expect(rows[1]).toEqual(['Workshop', '2', 'JP¥150,000', '10', 'JP¥300,000']);
    await expect(rows.slice(3).map((row) => row.slice(-1)[0])).toEqual(['JP¥318,000', 'JP¥31,800', 'JP¥349,800']);
  },
};

/** An invoice in US dollars read in Dutch: the dollar as Dutch writes it (`US$`), never the euro. */
export const InDollarsDutch: Story = {
  args: { invoice: { ...sampleDollarInvoice, language: 'nl' } },
  play: async ({ canvasElement }) => {
    const rows = rowTexts(within(sheetOf(canvasElement)).getByRole('table'));
    await expect(rows[1]).toEqual(['Website — Design', '12,5', 'US$\u00a085,00', '21', 'US$\u00a01.062,50']);
    await expect(sheetOf(canvasElement).textContent).not.toContain('€');
  },
};

/**
 * Whoever has the link sees that the invoice is paid, and may download its PDF (`onDownloadPdf`);
 * neither is on the printed sheet.
 */
export const Paid: Story = {
  args: { invoice: sampleInvoice(44, '20260007', sampleInvoiceLines, { status: 'paid' }), locale: 'en', onDownloadPdf: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('payment-state')).toHaveTextContent(/^Paid on 19\/04\/2026$/);
    await expect(sheetOf(canvasElement)).not.toContainElement(canvas.getByTestId('payment-state'));
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF' }));
    await expect(args.onDownloadPdf).toHaveBeenCalledTimes(1);
  },
};

/** A sent invoice not paid yet says what is still to pay and by when, in the invoice's language (Dutch). */
export const StillToPayDutch: Story = {
  args: { invoice: sampleInvoice(44, '20260007', sampleInvoiceLines, { status: 'sent' }), onDownloadPdf: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('payment-state')).toHaveTextContent(/^Nog te betalen: € 1\.362,70, uiterlijk 30-04-2026$/);
    await userEvent.click(canvas.getByRole('button', { name: 'PDF downloaden' }));
    await expect(args.onDownloadPdf).toHaveBeenCalledTimes(1);
  },
};

/** A concept says nothing about payment; without `onDownloadPdf` there is no PDF button. */
export const ConceptWithoutPdf: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('payment-state')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeVisible();
  },
};

/** A credit invoice is titled so, says why its amounts are negative and shows them with a minus. */
export const Credit: Story = {
  args: { invoice: sampleCreditInvoice, locale: 'en' },
  play: async ({ canvasElement }) => {
    const sheet = within(sheetOf(canvasElement));
    await expect(sheet.getByRole('heading', { level: 1, name: 'Credit invoice' })).toBeVisible();
    await expect(sheet.getByText(/^This credit invoice cancels/)).toBeVisible();
    // It names the invoice it credits, number and date, and asks no payment: no due date.
    await expect(sheet.getByText('Credits invoice', { selector: 'dt' }).nextElementSibling).toHaveTextContent('20260007 of 31/03/2026');
    await expect(sheet.queryByText('Due date')).not.toBeInTheDocument();
    const rows = rowTexts(sheet.getByRole('table'));
    await expect(rows[1]).toEqual(['Website — Design', '-12.5', '€85.00', '21', '-€1,062.50']);
    await expect(rows.at(-1)).toEqual(['Total', '-€1,362.70']);
  },
};

/** The same credit invoice in Dutch: "Creditfactuur", the credited invoice named, no due date. */
export const CreditDutch: Story = {
  args: { invoice: sampleCreditInvoice, locale: 'nl' },
  play: async ({ canvasElement }) => {
    const sheet = within(sheetOf(canvasElement));
    await expect(sheet.getByRole('heading', { level: 1, name: 'Creditfactuur' })).toBeVisible();
    await expect(sheet.getByText('Crediteert factuur', { selector: 'dt' }).nextElementSibling).toHaveTextContent('20260007 van 31-03-2026');
    await expect(sheet.queryByText('Vervaldatum')).not.toBeInTheDocument();
    await expect(sheet.queryByText('Betalingskenmerk')).not.toBeInTheDocument();
  },
};

/** 60 lines: the sheet grows past one page; every line and the totals are on it. */
export const SixtyLines: Story = {
  args: { invoice: sampleLongInvoice, locale: 'en' },
  play: async ({ canvasElement }) => {
    const sheet = sheetOf(canvasElement);
    await expect(within(sheet).getByRole('table').querySelectorAll('tbody tr')).toHaveLength(60);
    await expect(sheet.offsetHeight).toBeGreaterThan(29.7 * CM);
    await expect(within(sheet).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
  },
};

/**
 * The organisation's logo (named by the organisation) and its colours through the theme: the
 * title in its primary colour (darkened where needed to be readable), the top edge in its accent.
 */
export const OrganisationTheme: Story = {
  args: { invoice: sampleInvoiceWithLogo, locale: 'en' },
  play: async ({ canvasElement }) => {
    const sheet = sheetOf(canvasElement);
    const logo = within(sheet).getByRole('img', { name: 'Studio Kwartier' });
    await expect(logo).toHaveAttribute('src', sampleInvoiceLogo);
    await waitFor(() => expect((logo as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(getComputedStyle(within(sheet).getByRole('heading', { level: 1 })).color).toBe('rgb(31, 92, 74)');
    await expect(getComputedStyle(sheet).borderTopColor).toBe('rgb(224, 165, 38)');
  },
};


/**
 * The print stylesheet. The story runner cannot switch Chromium to print media, so this checks the
 * rules printing relies on: A4 pages without margin, everything but the sheet left out, the
 * column headings repeated on each page (table-header-group), the totals printed once, lines
 * never split, and no Print button.
 */
export const PrintStylesheet: Story = {
  args: { invoice: sampleLongInvoice, locale: 'en' },
  play: async ({ canvasElement }) => {
    const sheet = sheetOf(canvasElement);
    const sheetClass = sheet.classList[0];
    const tableClass = within(sheet).getByRole('table').classList[0];
    // The toolbar holds the payment state and the buttons' row.
    const toolbarClass = within(canvasElement).getByRole('button', { name: 'Print' }).parentElement!.parentElement!.classList[0];
    const rules = allRules();
    const printRule = (selector: (text: string) => boolean) => printRuleOf(rules, selector);

    const page = rules.find(({ rule }) => rule instanceof CSSPageRule)?.rule as CSSPageRule | undefined;
    await expect(page?.style.getPropertyValue('size')).toMatch(/^a4$/i);
    await expect(page?.style.getPropertyValue('margin')).toBe('0px');

    const others = printRule((s) => s.includes(`:not(:has(.${sheetClass})`));
    await expect(others?.style.getPropertyValue('display')).toBe('none');
    await expect(others?.style.getPropertyPriority('display')).toBe('important');
    await expect(printRule((s) => s === `.${tableClass} thead`)?.style.getPropertyValue('display')).toBe('table-header-group');
    await expect(printRule((s) => s === `.${tableClass} tfoot`)?.style.getPropertyValue('display')).toBe('table-row-group');
    await expect(printRule((s) => s === `.${tableClass} tr`)?.style.getPropertyValue('break-inside')).toBe('avoid');
    await expect(printRule((s) => s === `.${toolbarClass}`)?.style.getPropertyValue('display')).toBe('none');
    await expect(printRule((s) => s === `.${sheetClass}`)?.style.getPropertyValue('box-shadow')).toBe('none');
    // Scaling to the window is for the screen only.
    const zoom = rules.find(({ rule, media }) => media === 'screen' && rule instanceof CSSStyleRule && rule.selectorText === `.${sheetClass}`);
    await expect((zoom?.rule as CSSStyleRule | undefined)?.style.getPropertyValue('zoom')).toMatch(/^var\(/);
    // The rules match this page: the sheet holds the table, the toolbar lies outside it.
    await expect(sheet.matches(`body:has(.${sheetClass}) .${sheetClass}`)).toBe(true);
    await expect(within(canvasElement).getByRole('button', { name: 'Print' }).matches(others!.selectorText)).toBe(true);
    await expect(sheet.matches(others!.selectorText)).toBe(false);
    await expect(within(sheet).getAllByRole('row')[5].matches(others!.selectorText)).toBe(false);
  },
};

/** On a 390 px phone the sheet is scaled down to the width; nothing scrolls sideways. */
export const Phone: Story = {
  args: { locale: 'en' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFitsPhone(canvasElement);
    const sheet = sheetOf(canvasElement);
    await waitFor(() => expect(sheet.getBoundingClientRect().width).toBeLessThanOrEqual(PHONE_WIDTH));
    await expect(Number(getComputedStyle(sheet).zoom)).toBeLessThan(0.5);
    await expect(sheet.getBoundingClientRect().width).toBeGreaterThan(PHONE_WIDTH * 0.8);
  },
};

/**
 * A document in its own language: without a `locale`, the page is in the invoice's (its client's
 * invoice language), never Dutch by default — an English invoice reads English words, amounts and
 * dates, a Dutch one Dutch, whatever the interface language around it.
 */
export const InTheInvoiceLanguage: Story = {
  args: { invoice: { ...sampleInvoiceDetail, language: 'en' } },
  play: async ({ canvasElement }) => {
    const sheet = within(sheetOf(canvasElement));
    await expect(sheet.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
    await expect(sheet.getByText('31/03/2026')).toBeVisible();
    await expect(sheet.getAllByText('€1,129.92').length).toBeGreaterThan(0);
    await expect(sheetOf(canvasElement).closest('[lang]')).toHaveAttribute('lang', 'en');
  },
};

export const InTheInvoiceLanguageDutch: Story = {
  args: { invoice: { ...sampleInvoiceDetail, language: 'nl' } },
  play: async ({ canvasElement }) => {
    const sheet = within(sheetOf(canvasElement));
    await expect(sheet.getByRole('heading', { level: 1, name: 'Factuur' })).toBeVisible();
    await expect(sheet.getByText('31-03-2026')).toBeVisible();
    await expect(sheet.getAllByText(/^€\s1\.129,92$/).length).toBeGreaterThan(0);
    await expect(sheetOf(canvasElement).closest('[lang]')).toHaveAttribute('lang', 'nl');
  },
};

// The spacing around a range's dash is the browser's (ICU); the words are checked.
const plain = (text: string | null) => (text ?? '').replace(/[ \u2009\u202f]+/g, ' ').replace(/ ?– ?/g, '–');

/** A line's period under its service, in the invoice's language as on the PDF: "1–30 nov 2026", one day as one date. */
export const LinePeriods: Story = {
  args: { invoice: sampleDetailedInvoice },
  play: async ({ canvasElement }) => {
    const rows = [...sheetOf(canvasElement).querySelectorAll('tbody tr')].map((row) => plain(row.querySelector('th')?.textContent ?? null));
    await expect(rows).toEqual(['Website — Design1–30 nov 202612:30 uur in 4 tijdregels, elk op twee decimalen = 12,50 uur × €\u00a085,00', 'Workshop3 nov 2026', 'Training', 'Consultancy (Germany)28 okt–3 nov 2026', 'Postage']);
  },
};

/** The same lines on an English invoice: "1–30 Nov 2026". */
export const LinePeriodsEnglish: Story = {
  args: { invoice: { ...sampleDetailedInvoice, language: 'en' } },
  play: async ({ canvasElement }) => {
    const first = sheetOf(canvasElement).querySelector('tbody tr th');
    await expect(plain(first?.textContent ?? null)).toBe('Website — Design1–30 Nov 202612:30 uur in 4 tijdregels, elk op twee decimalen = 12,50 uur × €\u00a085,00');
  },
};
