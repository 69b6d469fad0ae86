import { creditorReference, groupedReference, hundredthsOf, formatDateRange, invoiceDateFormats, invoiceLabel, type Invoice, type InvoiceLabel } from '@kwartier/api';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { ThemeRoot } from '../../../primitives/ThemeRoot/ThemeRoot';
import { I18nProvider } from '../../../i18n/I18nProvider';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import type { Locale } from '../../../i18n/messages';
import { useMessages } from '../../../i18n/useMessages';
import { displayDecimal, displayMoney } from '../InvoiceLineTable/invoiceNumbers';
import { messages } from './InvoicePrintPage.messages';
import * as styles from './InvoicePrintPage.css';

/** Props of {@link InvoicePrintPage}. */
export interface InvoicePrintPageProps {
  /** The invoice as `GET /api/invoices/{uuid}/print` answers it, with the issuing organisation. */
  invoice: Invoice;
  /**
   * Language of the printed invoice: words, amounts, numbers and dates. Defaults to the invoice's
   * own `language` (its client's invoice language), as the PDF; an invoice never mixes two.
   */
  locale?: Locale;
  /** Date format of the invoice and due dates. Defaults to the invoice language's (`invoiceDateFormats`), as the PDF. */
  dateFormat?: DateFormat;
  /** Prints the page; defaults to the browser's print dialog (`window.print()`). */
  onPrint?: () => void;
  /** Downloads the invoice's PDF (the app follows `/invoices/{uuid}/print/pdf`); without it no PDF button. */
  onDownloadPdf?: () => void;
}

/** The browser's page box for this sheet: A4, no margin, so it prints no header or footer of its own. */
const PAGE_RULE = '@page { size: A4; margin: 0; }';

/**
 * Adopts {@link PAGE_RULE} while the page is shown, as a constructed style sheet: an inline
 * `<style>` element would be refused by the server's Content-Security-Policy (`style-src 'self'`)
 * and logged as a violation; a sheet built through the CSSOM is not markup the policy governs.
 */
function usePageRule() {
  useLayoutEffect(() => {
    if (typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in document)) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(PAGE_RULE);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, []);
}

/** 21 cm in CSS pixels (96 px per inch). */
const SHEET_WIDTH_PX = (21 / 2.54) * 96;

/**
 * How much to scale the sheet down so it fits the width of its box (never up). Measured before
 * the first paint and again whenever that box changes width (a phone turned, a window resized).
 */
function useFitZoom() {
  const ref = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = (width: number) => setZoom(width > 0 ? Math.min(1, width / SHEET_WIDTH_PX) : 1);
    measure(box.clientWidth);
    const observer = new ResizeObserver(([entry]) => measure(entry.contentRect.width));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, zoom };
}

/**
 * The public print view of an invoice (/invoices/{uuid}/print): an A4 sheet in the organisation's
 * colours with its logo, the client's address, the invoice's number, dates and period, its lines
 * with net total, VAT per rate and gross total, the organisation's invoice text and a footer with
 * its details. On screen the sheet lies centred on a grey background under a Print button, scaled
 * down to fit a phone; printed, only the sheet appears, on A4 pages whose column headings repeat
 * and whose lines are never split. Renders its own theme and language.
 */
export function InvoicePrintPage({ invoice, locale = invoice.language, dateFormat = invoiceDateFormats[locale], onPrint, onDownloadPdf }: InvoicePrintPageProps) {
  const organisation = invoice.organisation;
  return (
    <I18nProvider locale={locale}>
      <ThemeRoot theme={{ primary: organisation.primary_color, accent: organisation.accent_color }}>
        <PrintPageBody invoice={invoice} locale={locale} dateFormat={dateFormat} onPrint={onPrint} onDownloadPdf={onDownloadPdf} />
      </ThemeRoot>
    </I18nProvider>
  );
}

function PrintPageBody({ invoice, locale, dateFormat, onPrint, onDownloadPdf }: Required<Pick<InvoicePrintPageProps, 'invoice' | 'locale'>> & InvoicePrintPageProps) {
  const t = useMessages(messages);
  // The words the PDF prints too (one catalogue per language, @kwartier/api's).
  const label = (name: InvoiceLabel, values?: Record<string, string>) => invoiceLabel(locale, name, values);
  const { ref, zoom } = useFitZoom();
  usePageRule();
  const organisation = invoice.organisation;
  const client = invoice.client;
  const isCredit = invoice.credit;
  const print = () => (onPrint ? onPrint() : window.print());
  // Whether it is paid, for whoever has the link (on screen only, not on the printed sheet).
  const paymentState =
    invoice.status === 'paid' && invoice.paid_on
      ? t('paidOn', { date: formatDate(invoice.paid_on, dateFormat) })
      : (hundredthsOf(invoice.total_outstanding) ?? 0) > 0
        ? t('outstanding', { amount: displayMoney(invoice.total_outstanding, locale, invoice.currency), date: formatDate(invoice.duedate, dateFormat) })
        : null;

  const paymentReference = creditorReference(invoice.invoicenumber);
  const meta: [string, ReactNode][] = [
    [label('invoiceNumber'), invoice.invoicenumber],
    [label('invoiceDate'), formatDate(invoice.invoicedate, dateFormat)],
    // A credit invoice asks no payment (no due date) and names the invoice it credits.
    ...(invoice.duedate === null ? [] : [[label('dueDate'), formatDate(invoice.duedate, dateFormat)] as [string, ReactNode]]),
    // What to quote with the transfer, so the bank statement names this invoice.
    ...(invoice.duedate === null || paymentReference === null ? [] : [[label('paymentReference'), groupedReference(paymentReference)] as [string, ReactNode]]),
    ...(isCredit && invoice.original_invoice
      ? [
          [
            label('creditedInvoice'),
            label('creditedInvoiceValue', { number: invoice.original_invoice.invoicenumber, date: formatDate(invoice.original_invoice.invoicedate, dateFormat) }),
          ] as [string, ReactNode],
        ]
      : []),
    [label('period'), invoice.period],
  ];
  if (client.clientnumber) meta.push([label('clientNumber'), client.clientnumber]);

  const footerItems: [string, string | null][] = [
    ['name', organisation.name],
    ['address', [organisation.address, [organisation.zipcode, organisation.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null],
    ['phone', organisation.phone && `${label('phone')} ${organisation.phone}`],
    ['email', organisation.email && `${label('email')} ${organisation.email}`],
    ['website', organisation.website && `${label('website')} ${organisation.website}`],
    ['coc', organisation.chamberofcommerce && `${label('chamberOfCommerce')} ${organisation.chamberofcommerce}`],
    ['vat', organisation.vat && `${label('vatNumber')} ${organisation.vat}`],
    ['iban', organisation.iban && `${label('iban')} ${organisation.iban}`],
  ];

  const totalRow = (key: string, label: string, amount: string, extra = '') => (
    <tr key={key}>
      <th scope="row" colSpan={4} className={`${styles.totalLabel} ${extra}`}>
        {label}
      </th>
      <td className={`${styles.totalValue} ${extra}`}>{displayMoney(amount, locale, invoice.currency)}</td>
    </tr>
  );

  return (
    <div className={styles.page} lang={locale}>
      <div className={styles.toolbar}>
        {paymentState && (
          <p className={styles.paymentState} data-testid="payment-state">
            {paymentState}
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="primary" onPress={print}>
            {t('print')}
          </Button>
          {onDownloadPdf && <Button onPress={onDownloadPdf}>{t('downloadPdf')}</Button>}
        </div>
      </div>
      <div ref={ref} className={styles.fit}>
        <article
          className={styles.sheet}
          aria-label={t(isCredit ? 'creditSheetLabel' : 'sheetLabel', { number: invoice.invoicenumber })}
          style={assignInlineVars({ [styles.sheetZoom]: String(zoom) })}
          data-testid="invoice-sheet"
        >
          <header className={styles.header}>
            {organisation.logo_url ? (
              <img className={styles.logo} src={organisation.logo_url} alt={organisation.name} />
            ) : (
              <p className={styles.organisationName}>{organisation.name}</p>
            )}
            <h1 className={styles.title}>{isCredit ? label('creditTitle') : label('title')}</h1>
          </header>

          <div className={styles.parties}>
            <address className={styles.address}>
              <div className={styles.label}>{t('clientTitle')}</div>
              <div>{client.name}</div>
              {invoice.contact && <div>{t('attention', { name: invoice.contact.name })}</div>}
              {client.address && <div>{client.address}</div>}
              {(client.zipcode || client.city) && <div>{[client.zipcode, client.city].filter(Boolean).join(' ')}</div>}
              {invoice.contact?.email && <div>{invoice.contact.email}</div>}
            </address>
            <dl className={styles.meta}>
              {meta.map(([term, value]) => (
                <div key={term} className={styles.metaRow}>
                  <dt className={styles.metaTerm}>{term}</dt>
                  <dd className={styles.metaValue}>{value}</dd>
                </div>
              ))}
            </dl>
          </div>

          {isCredit && <p className={styles.creditNote}>{t('creditNote')}</p>}

          <table className={styles.lines}>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  {label('service')}
                </th>
                <th scope="col" className={`${styles.th} ${styles.figure}`}>
                  {label('amount')}
                </th>
                <th scope="col" className={`${styles.th} ${styles.figure}`}>
                  {label('unitPrice')}
                </th>
                <th scope="col" className={`${styles.th} ${styles.figure}`}>
                  {label('vatPercent')}
                </th>
                <th scope="col" className={`${styles.th} ${styles.figure}`}>
                  {label('costs')}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.invoicelines.map((line) => (
                <tr key={line.id}>
                  <th scope="row" className={`${styles.td} ${styles.service}`}>
                    {line.service}
                    {line.period_start && line.period_end && <span className={styles.linePeriod}>{formatDateRange(line.period_start, line.period_end, locale)}</span>}
                    {line.detail && <span className={styles.linePeriod}>{line.detail}</span>}
                  </th>
                  <td className={`${styles.td} ${styles.figure}`}>{displayDecimal(line.amount, locale)}</td>
                  <td className={`${styles.td} ${styles.figure}`}>{displayMoney(line.unitprice, locale, invoice.currency)}</td>
                  <td className={`${styles.td} ${styles.figure}`}>{displayDecimal(line.vat, locale)}</td>
                  <td className={`${styles.td} ${styles.figure}`}>{displayMoney(line.costs, locale, invoice.currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {totalRow('net', label('netTotal'), invoice.total_net, styles.firstTotal)}
              {invoice.total_vat.map((vat) => totalRow(`vat-${vat.vat}`, label('vatTotal', { rate: displayDecimal(vat.vat, locale) }), vat.total))}
              {totalRow('gross', label('grossTotal'), invoice.total_gross, styles.grossTotal)}
            </tfoot>
          </table>

          {organisation.invoice_text && <p className={styles.invoiceText}>{organisation.invoice_text}</p>}

          <footer className={styles.footer}>
            {footerItems
              .filter((item): item is [string, string] => item[1] != null && item[1] !== '')
              .map(([key, text]) => (
                <span key={key} className={styles.footerItem}>
                  {text}
                </span>
              ))}
          </footer>
        </article>
      </div>
    </div>
  );
}
