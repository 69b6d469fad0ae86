import { hundredthsOf, type Invoice, type InvoiceLine, type InvoiceMail, type Payment, type PaymentCreate } from '@kwartier/api';
import { useId, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { Card } from '../../../primitives/Card/Card';
import { DetailList } from '../../../primitives/Card/DetailList';
import { AddIcon } from '../../../primitives/Icon/icons/AddIcon';
import { ChevronLeftIcon } from '../../../primitives/Icon/icons/ChevronLeftIcon';
import { ClockIcon } from '../../../primitives/Icon/icons/ClockIcon';
import { EditIcon } from '../../../primitives/Icon/icons/EditIcon';
import { InvoiceIcon } from '../../../primitives/Icon/icons/InvoiceIcon';
import { LockIcon } from '../../../primitives/Icon/icons/LockIcon';
import { ReceiptIcon } from '../../../primitives/Icon/icons/ReceiptIcon';
import { SendIcon } from '../../../primitives/Icon/icons/SendIcon';
import { Link } from '../../../primitives/Link/Link';
import { emailHref } from '../../../primitives/Link/externalHref';
import { PageHeader } from '../../../patterns/PageHeader/PageHeader';
import type { SaveResult } from '../../../forms/submitResult';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { useMessages } from '../../../i18n/useMessages';
import { useLocale } from '../../../i18n/I18nProvider';
import { currencyLabel } from '../../../patterns/settingsForm/currencies';
import { InvoiceLineDialog, type InvoiceLineValues } from '../InvoiceLineDialog/InvoiceLineDialog';
import { InvoiceLineTable } from '../InvoiceLineTable/InvoiceLineTable';
import { InvoicePayments } from '../InvoicePayments/InvoicePayments';
import { InvoiceMailLog } from '../InvoiceMailLog/InvoiceMailLog';
import { messages } from './InvoiceDetail.messages';
import * as styles from './InvoiceDetail.css';
import type { AppHref } from '../../../primitives/Link/appHref';

/** Props of {@link InvoiceDetail}. */
export interface InvoiceDetailProps {
  /** The invoice (`GET /api/invoices/{id}`). */
  invoice: Invoice;
  /** Where 'Back to invoices' goes, e.g. `/invoices`. */
  listHref: AppHref;
  /** The public print page (`/invoices/{uuid}/print`); 'Print' opens it in a new tab. */
  printHref: AppHref;
  /** The user's date format for the invoice and due dates. Defaults to `DD-MM-YYYY`. */
  dateFormat?: DateFormat;
  /** The status and its menu (the app's `InvoiceStatusMenu`), shown in the details. */
  status?: ReactNode;
  /** Opens the edit-details dialog (a concept only). */
  onEditDetails: () => void;
  /** Opens the tracked-time dialog (a concept only). */
  onAddTrackedTime: () => void;
  /** Opens the dialog of the client's billable expenses (`InvoiceExpensesDialog`; a concept only). Without it there is no such button. */
  onAddExpenses?: () => void;
  /** Downloads the PDF (`GET /api/invoices/{id}/pdf`, saved as the invoice number plus `.pdf`). */
  onSavePdf: () => void;
  /** While the PDF is being made: 'Save as PDF' shows a spinner and ignores presses. */
  isSavingPdf?: boolean;
  /** Downloads the e-invoice (`GET /api/invoices/{id}/ubl`, saved as the invoice number plus `.xml`). */
  onSaveEinvoice: () => void;
  /** While the e-invoice is being fetched: its button spins and ignores presses. */
  isSavingEinvoice?: boolean;
  /**
   * What the last e-invoice download found missing (the server's messages, in the user's
   * language), listed under the actions until `onDismissEinvoiceMissing`; none when empty.
   */
  einvoiceMissing?: readonly string[];
  onDismissEinvoiceMissing?: () => void;
  /**
   * Saves the line dialog (the save convention): create when `values.id` is null
   * (`POST /api/invoicelines`), else update that line. Refresh the invoice before resolving.
   */
  onSaveLine: (values: InvoiceLineValues) => SaveResult;
  /** Deletes a line after the user confirmed (`DELETE /api/invoicelines/{id}`); refresh the invoice before resolving. */
  onDeleteLine: (line: InvoiceLine) => SaveResult;
  /**
   * Records a payment (`POST /api/invoices/{id}/payments`); refresh the invoice before resolving.
   * With `onDeletePayment`, an issued invoice shows its Payments section.
   */
  onRecordPayment?: (values: PaymentCreate) => SaveResult;
  /** Removes a payment after the user confirmed (`DELETE /api/payments/{id}`); refresh the invoice before resolving. */
  onDeletePayment?: (payment: Payment) => SaveResult;
  /** The organisation's first day of the week, for the payment date's calendar. */
  firstDayOfWeek?: number | null;
  /** Today (`YYYY-MM-DD`): the date a new payment starts on. */
  today?: string;
  /**
   * Opens the send dialog (the app's `SendInvoiceDialog` on the draft of
   * `GET /api/invoices/{id}/mails/draft`): "Send" on a concept, "Send again" once sent.
   */
  onSendMail?: () => void;
  /**
   * Opens the send dialog on the reminder's draft (`GET /api/invoices/{id}/mails/draft?kind=reminder`):
   * "Send reminder", offered while the invoice is sent (or overdue) and something is outstanding
   * (not for a credit invoice).
   */
  onSendReminder?: () => void;
  /** While the draft is being fetched: the send buttons spin and ignore presses. */
  isPreparingMail?: boolean;
  /** The mails sent about the invoice (`GET /api/invoices/{id}/mails`); with it, the mail log shows. */
  mails?: readonly InvoiceMail[];
  /**
   * The organisation's currency (`Organization.currency`). An invoice in another currency shows
   * its currency and its exchange rate (1 of the invoice's currency in this one) in the details,
   * or that the rate is still missing.
   */
  organizationCurrency?: string;
}

/** A rate as the contract sends it (`"0.9215"`) with the language's decimal sign (`0,9215`). */
function displayRate(rate: string, locale: string): string {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return rate.replace('.', decimal);
}

/**
 * The body of an invoice's screen (/invoices/{id}): a link back to the list, the invoice number as
 * heading, its details (client, contact, dates, period, the currency and exchange rate when not
 * the organisation's, status), the actions and its lines with
 * totals. A concept can be changed — its details, lines typed by hand, from tracked time or from
 * billable expenses; once sent (or paid) an invoice is read-only, and a note says why. Print
 * opens the print page in a new tab; Save as PDF asks the app for the file.
 */
export function InvoiceDetail({
  invoice,
  listHref,
  printHref,
  dateFormat,
  status,
  onEditDetails,
  onAddTrackedTime,
  onAddExpenses,
  onSavePdf,
  isSavingPdf = false,
  onSaveEinvoice,
  isSavingEinvoice = false,
  einvoiceMissing = [],
  onDismissEinvoiceMissing,
  onSaveLine,
  onDeleteLine,
  onRecordPayment,
  onDeletePayment,
  firstDayOfWeek,
  today,
  onSendMail,
  onSendReminder,
  isPreparingMail = false,
  mails,
  organizationCurrency,
}: InvoiceDetailProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const foreign = organizationCurrency != null && invoice.currency !== organizationCurrency;
  const linesTitleId = useId();
  // A sent invoice is a legal document: only a concept changes; a sent one is corrected by a credit invoice.
  const isConcept = invoice.status === 'concept';
  const [lineDialog, setLineDialog] = useState<{ isOpen: boolean; line: InvoiceLine | null }>({ isOpen: false, line: null });
  const openLine = (line: InvoiceLine | null) => setLineDialog({ isOpen: true, line });

  const contact = invoice.contact ? (
    <>
      {invoice.contact.name}
      {invoice.contact.email && (
        <Link href={emailHref(invoice.contact.email)} className={styles.contactEmail}>
          {invoice.contact.email}
        </Link>
      )}
    </>
  ) : null;

  return (
    <div className={styles.root}>
      <Link href={listHref} className={styles.back}>
        <ChevronLeftIcon size={20} />
        {t('backToList')}
      </Link>
      <div className={styles.header}>
        <PageHeader
          title={t(invoice.credit ? 'creditTitle' : 'title', { number: invoice.invoicenumber })}
          description={invoice.credit ? t('creditNote') : undefined}
        />
      </div>
      <div role="group" aria-label={t('actionsLabel')} className={styles.actions}>
        {isConcept && (
          <>
            <Button variant="secondary" onPress={onEditDetails}>
              <EditIcon size={20} />
              {t('editDetails')}
            </Button>
            <Button variant="primary" onPress={() => openLine(null)}>
              <AddIcon size={20} />
              {t('addLine')}
            </Button>
            <Button variant="secondary" onPress={onAddTrackedTime}>
              <ClockIcon size={20} />
              {t('addTrackedTime')}
            </Button>
            {onAddExpenses && (
              <Button variant="secondary" onPress={onAddExpenses}>
                <ReceiptIcon size={20} />
                {t('addExpenses')}
              </Button>
            )}
          </>
        )}
        {onSendMail && (
          <Button variant={isConcept ? 'primary' : 'secondary'} onPress={onSendMail} isPending={isPreparingMail}>
            <SendIcon size={20} />
            {t(isConcept ? 'send' : 'sendAgain')}
          </Button>
        )}
        {onSendReminder && (invoice.status === 'sent' || invoice.status === 'overdue') && (hundredthsOf(invoice.total_outstanding) ?? 0) > 0 && (
          <Button variant={invoice.status === 'overdue' ? 'primary' : 'secondary'} onPress={onSendReminder} isPending={isPreparingMail}>
            <SendIcon size={20} />
            {t('sendReminder')}
          </Button>
        )}
        <Link appearance="button" href={printHref} target="_blank" rel="noopener">
          {t('print')}
          <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>
        </Link>
        <Button variant="secondary" onPress={onSavePdf} isPending={isSavingPdf}>
          <InvoiceIcon size={20} />
          {t('savePdf')}
        </Button>
        <Button variant="secondary" onPress={onSaveEinvoice} isPending={isSavingEinvoice}>
          <InvoiceIcon size={20} />
          {t('saveEinvoice')}
        </Button>
      </div>
      {einvoiceMissing.length > 0 && (
        <Alert tone="info" onDismiss={onDismissEinvoiceMissing}>
          {t('einvoiceMissing')}
          <ul className={styles.missing}>
            {einvoiceMissing.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {!isConcept && (
        <p className={styles.note}>
          <LockIcon size={20} className={styles.noteIcon} />
          {t('readOnlyNote')}
        </p>
      )}
      <Card title={t('detailsTitle')}>
        <DetailList
          items={[
            { id: 'client', label: t('client'), value: invoice.client.name },
            { id: 'contact', label: t('contact'), value: contact },
            { id: 'invoicedate', label: t('invoiceDate'), value: formatDate(invoice.invoicedate, dateFormat) },
            // A credit invoice asks no payment (no due date) and names the invoice it credits.
            ...(invoice.duedate === null ? [] : [{ id: 'duedate', label: t('dueDate'), value: formatDate(invoice.duedate, dateFormat) }]),
            ...(invoice.credit && invoice.original_invoice
              ? [
                  {
                    id: 'credited',
                    label: t('creditedInvoice'),
                    value: t('creditedInvoiceValue', { number: invoice.original_invoice.invoicenumber, date: formatDate(invoice.original_invoice.invoicedate, dateFormat) }),
                  },
                ]
              : []),
            { id: 'period', label: t('period'), value: invoice.period },
            ...(foreign
              ? [
                  { id: 'currency', label: t('currency'), value: currencyLabel(invoice.currency, locale) },
                  {
                    id: 'exchangerate',
                    label: t('exchangeRate'),
                    value: invoice.exchange_rate
                      ? t('exchangeRateValue', { currency: invoice.currency, rate: displayRate(invoice.exchange_rate, locale), own: organizationCurrency })
                      : t('exchangeRateMissing'),
                  },
                ]
              : []),
            { id: 'status', label: t('status'), value: status },
            ...(invoice.paid_on ? [{ id: 'paidon', label: t('paidOn'), value: formatDate(invoice.paid_on, dateFormat) }] : []),
          ]}
        />
      </Card>
      <section className={styles.section} aria-labelledby={linesTitleId}>
        <h2 id={linesTitleId} className={styles.sectionTitle}>
          {t('linesTitle')}
        </h2>
        <InvoiceLineTable
          invoice={invoice}
          aria-labelledby={linesTitleId}
          onEdit={isConcept ? openLine : undefined}
          onDelete={isConcept ? onDeleteLine : undefined}
        />
      </section>
      {!isConcept && onRecordPayment && onDeletePayment && (
        <InvoicePayments
          invoice={invoice}
          dateFormat={dateFormat}
          firstDayOfWeek={firstDayOfWeek}
          today={today}
          onRecord={onRecordPayment}
          onDelete={onDeletePayment}
        />
      )}
      {mails && <InvoiceMailLog mails={mails} dateFormat={dateFormat} />}
      <InvoiceLineDialog
        isOpen={lineDialog.isOpen && isConcept}
        onOpenChange={(isOpen) => setLineDialog((current) => ({ ...current, isOpen }))}
        line={lineDialog.line}
        invoiceId={invoice.id}
        currency={invoice.currency}
        dateFormat={dateFormat}
        firstDayOfWeek={firstDayOfWeek}
        onSubmit={onSaveLine}
      />
    </div>
  );
}
