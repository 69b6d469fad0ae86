import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { creditorReference, displayDecimal, formatDateRange, groupedReference, invoiceDateFormats, type DateFormat, type Invoice, type InvoiceLabel, type Locale } from '@kwartier/api';
import { create as createFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { pdfWords } from './pdf.messages.js';

// The invoice as an A4 PDF (`GET /invoices/{id}/pdf`), drawn with pdfkit from the contract's
// `Invoice` — the very answer of `GET /api/invoices/{id}` and of the print view — so every figure
// (line costs, net, VAT per rate, gross) is the one the API and the print page show, to the cent:
// nothing is computed here but the layout.
//
// Text is set in DejaVu Sans (the pinned `dejavu-fonts-ttf` package), embedded and subset, so €,
// é, ï and Ĳ print and can be copied out; pdfkit's 14 standard fonts cannot draw Ĳ. The font
// files are parsed once per process and handed to pdfkit as parsed fontkit fonts: registering
// them by path makes pdfkit parse the file again for every document.

/**
 * The PDF is one document in one language, the invoice's (`invoice.language`, its client's invoice
 * language): labels, page numbers, quantities, percentages, dates — and the `formatted_*` money
 * strings, which the caller shaped in that language too (routes.ts: as the print view).
 */
export interface InvoicePdfOptions {
  /** The organisation's stored logo (PNG or JPEG, see domain/logos.ts), or none. */
  logo?: { mime: string; bytes: Uint8Array } | null;
}

// A4 in points (1/72 inch): 210 × 297 mm.
const A4: [number, number] = [595.28, 841.89];
const [PAGE_WIDTH, PAGE_HEIGHT] = A4;
const LEFT = 50;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * LEFT;
/** Where the first page's heading and later pages' running head start. */
const HEAD_TOP = 48;
/** Where content starts on a page pdfkit or the table adds (below the running head). */
const CONTENT_TOP = 76;
/** The footer (organisation details, page number) sits below this line on every page. */
const FOOTER_TOP = PAGE_HEIGHT - 80;
/** Content never runs past this. */
const CONTENT_BOTTOM = FOOTER_TOP - 14;

const TEXT = '#212121';
const MUTED = '#616161';
const RULE = '#D6D6D6';
const FALLBACK_PRIMARY = '#1976D2';

const SIZE = { body: 9.5, small: 8, title: 22, client: 11 };
const CELL_PADDING = 4;

interface Fonts {
  regular: Font;
  bold: Font;
}

let fonts: Fonts | undefined;

/** DejaVu Sans and its bold, read and parsed on first use, then kept for the process. */
function loadFonts(): Fonts {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  // The package has no entry point; its package.json locates the ttf folder.
  const folder = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const parse = (file: string): Font => {
    const parsed = createFont(readFileSync(join(folder, file)));
    if (!('layout' in parsed)) throw new Error(`${file} is a font collection, not one font`);
    return parsed;
  };
  fonts = { regular: parse('DejaVuSans.ttf'), bold: parse('DejaVuSans-Bold.ttf') };
  return fonts;
}

/** `YYYY-MM-DD` in the user's date format (the contract's DateFormat: DD-MM-YYYY, MM/DD/YYYY, …). */
export function formatDate(date: string, format: DateFormat): string {
  const [year, month, day] = date.split('-');
  return format.replace('YYYY', year).replace('MM', month).replace('DD', day);
}

/** A quantity or percentage of the contract ("1.50", "21.00") as people write it: "1.5" / "1,5", "21" (@kwartier/api's `displayDecimal`). */
export function formatQuantity(decimal: string, locale: Locale): string {
  return displayDecimal(decimal, locale);
}

/** `#RRGGBBAA` (the contract's colour) as pdfkit's `#RRGGBB`; the alpha is dropped, paper has no background to show through. */
export function pdfColor(color: string | null | undefined): string {
  return color && /^#[0-9a-f]{8}$/i.test(color) ? color.slice(0, 7) : FALLBACK_PRIMARY;
}

/** WCAG relative luminance of `#RRGGBB`. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(i, i + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The primary colour for the large title when it reads on white paper (WCAG 3:1 for large text), else the text colour. */
export function titleColor(primary: string): string {
  return 1.05 / (luminance(primary) + 0.05) >= 3 ? primary : TEXT;
}

/**
 * `Content-Disposition` of the download: `attachment; filename="{invoicenumber}.pdf"`, plus
 * `filename*` (RFC 6266 / 8187) with the exact name in UTF-8. The quoted name keeps printable
 * ASCII only, without quotes, backslashes or slashes, so odd characters in an invoice number
 * can neither break the header nor name a folder.
 */
export function attachmentDisposition(invoicenumber: string, extension: 'pdf' | 'xml' = 'pdf'): string {
  const name = `${invoicenumber}.${extension}`;
  const fallback = name.replace(/[^\x20-\x7e]|["\\/]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

interface Column {
  label: InvoiceLabel;
  width: number;
  align: 'left' | 'right';
}

const NUMBER_COLUMNS: Column[] = [
  { label: 'amount', width: 56, align: 'right' },
  { label: 'unitPrice', width: 84, align: 'right' },
  { label: 'vatPercent', width: 50, align: 'right' },
  { label: 'costs', width: 90, align: 'right' },
];
const COLUMNS: Column[] = [{ label: 'service', width: CONTENT_WIDTH - NUMBER_COLUMNS.reduce((sum, c) => sum + c.width, 0), align: 'left' }, ...NUMBER_COLUMNS];

/**
 * What a printed document shows, every word and figure in its own `language`: an invoice (or a
 * credit invoice) or a quote. {@link documentPdf} draws it and computes nothing.
 */
export interface PrintedDocument {
  language: Locale;
  title: string;
  number: string;
  /** The running head of a continuation page ("Invoice 20260007 (continued)"). */
  continued: string;
  client: Invoice['client'];
  contact: Invoice['contact'];
  organisation: Invoice['organisation'];
  /** Label and value beside the client: number, dates, … */
  particulars: [string, string][];
  /** `below`: small under the service (the days a line covers, how its tracked time was billed), or null. */
  lines: { service: string; amount: string; formatted_unitprice: string; vat: string; formatted_costs: string; below: string | null }[];
  totals: Pick<Invoice, 'formatted_total_net' | 'formatted_total_gross' | 'total_vat'>;
  /** The text under the totals (an invoice: the organisation's invoice text), or null. */
  text: string | null;
}

/** An invoice as a printed document, in its language. */
export function invoiceDocument(invoice: Invoice): PrintedDocument {
  const words = pdfWords(invoice.language);
  const paymentReference = creditorReference(invoice.invoicenumber);
  const particulars: [string, string][] = [
    [words.label('invoiceNumber'), invoice.invoicenumber],
    [words.label('invoiceDate'), formatDate(invoice.invoicedate, invoiceDateFormats[invoice.language])],
    // A credit invoice asks no payment (no due date) and names the invoice it credits.
    ...(invoice.duedate === null ? [] : [[words.label('dueDate'), formatDate(invoice.duedate, invoiceDateFormats[invoice.language])] as [string, string]]),
    // What to quote with the transfer, so the bank statement names this invoice (domain/bank).
    ...(invoice.duedate === null || paymentReference === null ? [] : [[words.label('paymentReference'), groupedReference(paymentReference)] as [string, string]]),
    ...(invoice.credit && invoice.original_invoice
      ? [
          [
            words.label('creditedInvoice'),
            words.label('creditedInvoiceValue', {
              number: invoice.original_invoice.invoicenumber,
              date: formatDate(invoice.original_invoice.invoicedate, invoiceDateFormats[invoice.language]),
            }),
          ] as [string, string],
        ]
      : []),
    [words.label('period'), invoice.period],
  ];
  return {
    language: invoice.language,
    title: invoice.credit ? words.label('creditTitle') : words.label('title'),
    number: invoice.invoicenumber,
    continued: words.continued(invoice.invoicenumber, invoice.credit),
    client: invoice.client,
    contact: invoice.contact,
    organisation: invoice.organisation,
    particulars,
    // The days a line covers and how its tracked time was billed, in the invoice's language.
    lines: invoice.invoicelines.map((line) => {
      const below = [line.period_start && line.period_end ? formatDateRange(line.period_start, line.period_end, invoice.language) : null, line.detail].filter((text) => text !== null);
      return { ...line, below: below.length === 0 ? null : below.join('\n') };
    }),
    totals: invoice,
    text: invoice.organisation.invoice_text,
  };
}

/** Renders the invoice; resolves with the PDF's bytes. */
export function invoicePdf(invoice: Invoice, options: InvoicePdfOptions): Promise<Buffer> {
  return documentPdf(invoiceDocument(invoice), options);
}

/** Renders a printed document (an invoice, a quote) as an A4 PDF; resolves with its bytes. */
export function documentPdf(document: PrintedDocument, options: InvoicePdfOptions): Promise<Buffer> {
  const words = pdfWords(document.language);
  const { title, organisation } = document;
  const primary = pdfColor(organisation.primary_color);
  const { regular, bold } = loadFonts();

  const doc = new PDFDocument({
    size: A4,
    margins: { top: CONTENT_TOP, bottom: PAGE_HEIGHT - CONTENT_BOTTOM, left: LEFT, right: LEFT },
    // Pages are kept until the end, when the page count is known for "Page 1 of 2".
    bufferPages: true,
    autoFirstPage: true,
    lang: document.language,
    displayTitle: true,
    info: { Title: `${title} ${document.number}`, Author: organisation.name, Creator: 'Kwartier' },
  });
  // pdfkit takes a parsed fontkit font wherever it takes a path (it checks for `layout`); its
  // types only list paths and buffers.
  doc.registerFont('Body', regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('Bold', bold as unknown as PDFKit.Mixins.PDFFontSource);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const write = (text: string, x: number, y: number, width: number, style: { font?: 'Body' | 'Bold'; size?: number; color?: string; align?: 'left' | 'right' | 'center' } = {}) => {
    doc
      .font(style.font ?? 'Body')
      .fontSize(style.size ?? SIZE.body)
      .fillColor(style.color ?? TEXT)
      .text(text, x, y, { width, align: style.align ?? 'left' });
    return doc.y;
  };
  const heightOf = (text: string, width: number, font: 'Body' | 'Bold' = 'Body', size = SIZE.body) => doc.font(font).fontSize(size).heightOfString(text, { width });
  const rule = (y: number, color: string, thickness: number, x = LEFT, width = CONTENT_WIDTH) => {
    doc.moveTo(x, y).lineTo(x + width, y).lineWidth(thickness).strokeColor(color).stroke();
  };

  // Heading: the logo (or the organisation's name) on the left, the title on the right.
  let logoBottom = HEAD_TOP;
  if (options.logo) {
    try {
      doc.image(Buffer.from(options.logo.bytes), LEFT, HEAD_TOP, { fit: [180, 64] });
      logoBottom = HEAD_TOP + 64;
    } catch {
      // A stored logo is a PNG or JPEG re-encoded at upload (domain/logos.ts); one pdfkit cannot
      // read (an exotic PNG variant) leaves the name in its place rather than no invoice at all.
      logoBottom = write(organisation.name, LEFT, HEAD_TOP, 280, { font: 'Bold', size: 14 });
    }
  } else {
    logoBottom = write(organisation.name, LEFT, HEAD_TOP, 280, { font: 'Bold', size: 14 });
  }
  const titleBottom = write(title, LEFT + 280, HEAD_TOP, CONTENT_WIDTH - 280, { font: 'Bold', size: SIZE.title, color: titleColor(primary), align: 'right' });

  // The client (left) and the invoice's particulars (right).
  const blockTop = Math.max(logoBottom, titleBottom) + 28;
  const clientWidth = 250;
  const { client, contact } = document;
  let y = write(client.name, LEFT, blockTop, clientWidth, { font: 'Bold', size: SIZE.client });
  const place = [client.zipcode, client.city].filter(Boolean).join('  ');
  for (const line of [client.address, place]) if (line) y = write(line, LEFT, y, clientWidth);
  y += 6;
  if (client.clientnumber) y = write(`${words.label('clientNumber')}: ${client.clientnumber}`, LEFT, y, clientWidth);
  if (contact) {
    y = write(`${words.contact}: ${contact.name}`, LEFT, y, clientWidth);
    if (contact.email) y = write(contact.email, LEFT, y, clientWidth, { color: MUTED });
  }
  const clientBottom = y;

  const metaLeft = LEFT + 290;
  const metaLabelWidth = 95;
  const metaValueWidth = CONTENT_WIDTH - 290 - metaLabelWidth;
  y = blockTop + 2;
  for (const [label, value] of document.particulars) {
    write(label, metaLeft, y, metaLabelWidth, { color: MUTED });
    const labelBottom = doc.y;
    y = Math.max(labelBottom, write(value, metaLeft + metaLabelWidth, y, metaValueWidth, { font: 'Bold' })) + 2;
  }
  y = Math.max(clientBottom, y) + 26;

  // The lines, with the table's header on every page the table reaches.
  const tableHeader = (top: number) => {
    let x = LEFT;
    let bottom = top;
    for (const column of COLUMNS) {
      write(words.label(column.label), x + (column.align === 'left' ? 0 : 2), top + CELL_PADDING, column.width - 2, { font: 'Bold', size: SIZE.small + 0.5, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    }
    bottom += CELL_PADDING;
    rule(bottom, primary, 1.2);
    return bottom + 1;
  };
  const cells = document.lines.map((line) => [line.service, formatQuantity(line.amount, document.language), line.formatted_unitprice, formatQuantity(line.vat, document.language), line.formatted_costs]);
  const periods = document.lines.map((line) => line.below);
  const periodHeight = (i: number) => (periods[i] ? heightOf(periods[i], COLUMNS[0].width - 2, 'Body', SIZE.small) + 1 : 0);
  const rowHeight = (row: string[], index: number) =>
    Math.max(...row.map((text, i) => heightOf(text, COLUMNS[i].width - 2) + (i === 0 ? periodHeight(index) : 0))) + 2 * CELL_PADDING;
  const drawRow = (row: string[], top: number, height: number, index: number) => {
    let x = LEFT;
    for (const [i, column] of COLUMNS.entries()) {
      write(row[i], x + (column.align === 'left' ? 0 : 2), top + CELL_PADDING, column.width - 2, { align: column.align });
      if (i === 0 && periods[index]) write(periods[index], x, top + CELL_PADDING + heightOf(row[0], column.width - 2) + 1, column.width - 2, { size: SIZE.small, color: MUTED });
      x += column.width;
    }
    rule(top + height, RULE, 0.5);
  };

  // The totals: net, VAT per rate, gross.
  const totals: { label: string; value: string; strong?: boolean }[] = [
    { label: words.label('netTotal'), value: document.totals.formatted_total_net },
    ...document.totals.total_vat.map((vat) => ({ label: words.label('vatTotal', { rate: formatQuantity(vat.vat, document.language) }), value: vat.formatted_total })),
    { label: words.label('grossTotal'), value: document.totals.formatted_total_gross, strong: true },
  ];
  const totalsLabelWidth = 170;
  const totalsValueWidth = NUMBER_COLUMNS[NUMBER_COLUMNS.length - 1].width;
  const totalsLeft = LEFT + CONTENT_WIDTH - totalsLabelWidth - totalsValueWidth;
  const totalRow = SIZE.body * 1.6;
  const totalsGap = 10;
  const totalsHeight = totalsGap + totals.length * totalRow + 6;

  // Whether the page holds anything above the next row (the first page: the heading).
  let pageHoldsMore = true;
  const newPage = () => {
    doc.addPage();
    pageHoldsMore = false;
    return tableHeader(CONTENT_TOP);
  };
  y = tableHeader(y);
  const rows = cells.length > 0 ? cells : [[words.noLines, '', '', '', '']];
  for (const [i, row] of rows.entries()) {
    const height = rowHeight(row, i);
    // The last line goes along with the totals, so the totals never stand on a page of their
    // own or apart from the table; other lines only need room for themselves. A page that holds
    // nothing but the table's header takes the row anyway (no endless turning on an absurd line).
    const needed = height + (i === rows.length - 1 ? totalsHeight : 0);
    if (y + needed > CONTENT_BOTTOM && pageHoldsMore) y = newPage();
    drawRow(row, y, height, i);
    y += height;
    pageHoldsMore = true;
  }

  y += totalsGap;
  for (const total of totals) {
    if (total.strong) rule(y - 2, primary, 1.2, totalsLeft, totalsLabelWidth + totalsValueWidth);
    const font = total.strong ? 'Bold' : 'Body';
    write(total.label, totalsLeft, y + 2, totalsLabelWidth - 10, { font, align: 'right' });
    write(total.value, totalsLeft + totalsLabelWidth, y + 2, totalsValueWidth, { font, align: 'right' });
    y += totalRow;
  }

  // The text under the totals (an invoice: "Please pay within 30 days …"); pdfkit turns pages as it flows.
  if (document.text) {
    y += 18;
    if (y + heightOf(document.text.split('\n')[0] ?? '', CONTENT_WIDTH) > CONTENT_BOTTOM) {
      doc.addPage();
      y = CONTENT_TOP;
    }
    write(document.text, LEFT, y, CONTENT_WIDTH);
  }

  // Every page: the running head (after the first), the footer and "Page n of N".
  const footerLines = [
    [organisation.name, organisation.address, [organisation.zipcode, organisation.city].filter(Boolean).join('  ')],
    [
      organisation.phone && `${words.label('phone')} ${organisation.phone}`,
      organisation.email && `${words.label('email')} ${organisation.email}`,
      organisation.website && `${words.label('website')} ${organisation.website}`,
    ],
    [
      organisation.chamberofcommerce && `${words.label('chamberOfCommerce')} ${organisation.chamberofcommerce}`,
      organisation.vat && `${words.label('vatNumber')} ${organisation.vat}`,
      organisation.iban && `${words.label('iban')} ${organisation.iban}`,
    ],
  ]
    .map((parts) => parts.filter(Boolean).join('  ·  '))
    .filter((line) => line !== '');
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // The footer lies below the content's margin: lift the margin while it is written, or pdfkit
    // would start another page for it.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    if (i > range.start) {
      write(document.continued, LEFT, HEAD_TOP, CONTENT_WIDTH / 2, { font: 'Bold', size: SIZE.small, color: MUTED });
      write(client.name, LEFT + CONTENT_WIDTH / 2, HEAD_TOP, CONTENT_WIDTH / 2, { size: SIZE.small, color: MUTED, align: 'right' });
    }
    rule(FOOTER_TOP, primary, 0.8);
    let footerY = FOOTER_TOP + 7;
    for (const line of footerLines) footerY = write(line, LEFT, footerY, CONTENT_WIDTH, { size: SIZE.small - 0.5, color: MUTED, align: 'center' }) + 1;
    write(words.page(i - range.start + 1, range.count), LEFT, PAGE_HEIGHT - 30, CONTENT_WIDTH, { size: SIZE.small - 0.5, color: MUTED, align: 'right' });
    doc.page.margins.bottom = bottomMargin;
  }

  doc.end();
  return done;
}
