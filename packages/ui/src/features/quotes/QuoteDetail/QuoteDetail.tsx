import type { Client, Contact, Project, Quote, QuoteBudgetSet, QuoteCreate, QuoteInvoiceCreate, QuoteLine, QuoteLineInput, QuoteMailSend } from '@kwartier/api';
import { schemaBounds } from '@kwartier/api';
import { useId, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { Link } from '../../../primitives/Link/Link';
import type { AppHref } from '../../../primitives/Link/appHref';
import { LazyDatePicker } from '../../../primitives/DatePicker/LazyDatePicker';
import { Select } from '../../../primitives/Select/Select';
import { TextField } from '../../../primitives/TextField/TextField';
import { ConfirmDialog } from '../../../patterns/ConfirmDialog/ConfirmDialog';
import { maxLengthOf } from '../../../patterns/DetailsCard/detailValues';
import { PageHeader } from '../../../patterns/PageHeader/PageHeader';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';
import { isValidationFailure, type SaveResult, type SubmitResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { formatDateTime } from '../../../i18n/formatDateTime';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages } from '../../../i18n/useMessages';
import { localToday } from '../../../i18n/periodOf';
import { QuoteLineTable } from '../QuoteLineTable/QuoteLineTable';
import { QuoteStatusBadge } from '../shared/QuoteStatusBadge';
import * as styles from '../shared/quotes.css';
import { QuoteBudgetDialog, QuoteInvoiceDialog, SendQuoteDialog } from './QuoteDialogs';
import { QuoteLineDialog } from './QuoteLineDialog';
import { messages } from './QuoteDetail.messages';

/** Props of {@link QuoteDetail}. */
export interface QuoteDetailProps {
  /** The quote (`GET /api/quotes/{id}`), or `null` for a new one (only its details; lines follow once it is saved). */
  quote: Quote | null;
  /** The organisation's clients (`GET /api/clients`): the active ones are offered, and the quote's own. */
  clients: Client[];
  /** Contacts of any client (`Contact.client_id`): the chosen client's are offered. */
  contacts: Contact[];
  /** The user chose a client: the app can fetch its contacts into `contacts`. */
  onClientChange?: (clientId: number) => void;
  /** The projects of the quote's client, for 'Make budget'. */
  projects?: Project[];
  /** The number a concept invoice made of the quote gets unless the user types another. */
  suggestedInvoiceNumber?: string;
  /** The user's date format. Defaults to `DD-MM-YYYY`. */
  dateFormat?: DateFormat;
  /** The organisation's first day of the week for the calendars. */
  firstDayOfWeek?: number | null;
  /** Today as `YYYY-MM-DD` (the new quote's date, the invoice date offered). Defaults to the browser's today. */
  today?: string;
  /** Link to the invoice the quote became. */
  invoiceHref?: (invoiceId: number) => AppHref;
  /**
   * Saves the whole quote (the save convention): creates it when `quote` is null
   * (`POST /api/quotes`, `quotenumber` left out unless typed), else replaces its details and lines
   * (`PUT /api/quotes/{id}`, `quotenumber` always given). Errors under quotenumber, client_id,
   * contact_id, quotedate, valid_until show under the fields; `lines.{i}.*` under the line's.
   */
  onSave: (values: QuoteCreate) => SaveResult;
  /** Marks a concept sent by hand (`POST /api/quotes/{id}/sent`), after confirmation. */
  onMarkSent?: () => SaveResult;
  /** Sends the quote by mail (`POST /api/quotes/{id}/send`). */
  onSend?: (values: QuoteMailSend) => SaveResult;
  /** Makes an accepted quote a concept invoice (`POST /api/quotes/{id}/invoice`). */
  onInvoice?: (values: QuoteInvoiceCreate) => SaveResult;
  /** Makes an accepted quote a project's budget (`POST /api/quotes/{id}/budget`). */
  onBudget?: (values: QuoteBudgetSet) => SaveResult;
  /** Downloads the quote's PDF; the button spins until it settles. */
  onDownloadPdf?: () => Promise<unknown>;
  /** Deletes a concept after confirmation (`DELETE /api/quotes/{id}`). */
  onDelete?: () => SaveResult;
}

const DETAIL_FIELDS = ['quotenumber', 'client_id', 'contact_id', 'quotedate', 'valid_until'] as const;
const BOUNDS = schemaBounds.QuoteUpdate;

/** A line as the API takes it back. */
const inputOf = ({ service, amount, unitprice, vat }: QuoteLine | QuoteLineInput): QuoteLineInput => ({ service, amount, unitprice, vat });

/** A 422 of the whole quote seen from the line at `index`: its `lines.{index}.*` errors under the line's fields. */
function lineFailure(result: SubmitResult, index: number): SubmitResult {
  if (!isValidationFailure(result) || !result.errors) return result;
  const prefix = `lines.${index}.`;
  const errors: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(result.errors)) {
    const field = key.startsWith(prefix) ? key.slice(prefix.length) : key;
    errors[field] = [...(errors[field] ?? []), ...value];
  }
  return { ...result, errors };
}

type Draft = { quotenumber: string; client_id: number | null; contact_id: number | null; quotedate: string | null; valid_until: string | null };

function draftOf(quote: Quote | null, today: string): Draft {
  if (quote) return { quotenumber: quote.quotenumber, client_id: quote.client_id, contact_id: quote.contact_id, quotedate: quote.quotedate, valid_until: quote.valid_until };
  // A new quote is valid for 30 days.
  const until = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  return { quotenumber: '', client_id: null, contact_id: null, quotedate: today, valid_until: until };
}

type Open = { kind: 'line'; line: QuoteLine | null; index: number } | { kind: 'deleteLine'; index: number; service: string } | { kind: 'send' | 'invoice' | 'budget' | 'sent' | 'delete' } | null;

/**
 * One quote (/quotes/{id}) or a new one: its number, client, contact, date and valid until —
 * editable while it is a concept —, its lines (added, edited and deleted one at a time on a concept;
 * each change saves the quote) with the totals as the server computed them, its status and the
 * client's answer. Actions by status: a concept is marked sent, sent by mail or deleted; a sent
 * quote is sent again; an accepted one becomes a concept invoice or a project's budget; the PDF
 * always downloads.
 */
export function QuoteDetail({
  quote,
  clients,
  contacts,
  onClientChange,
  projects = [],
  suggestedInvoiceNumber,
  dateFormat,
  firstDayOfWeek,
  today,
  invoiceHref,
  onSave,
  onMarkSent,
  onSend,
  onInvoice,
  onBudget,
  onDownloadPdf,
  onDelete,
}: QuoteDetailProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const titleId = useId();
  const linesId = useId();
  const isConcept = quote === null || quote.status === 'concept';
  const [draft, setDraft] = useState<Draft>(() => draftOf(quote, today ?? localToday()));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [open, setOpen] = useState<Open>(null);
  const [downloading, setDownloading] = useState(false);
  const submission = useFormSubmission<QuoteCreate>(onSave, DETAIL_FIELDS);

  const clientOffered = clients.filter((client) => client.active || client.id === quote?.client_id);
  const contactsOffered = contacts.filter((contact) => contact.client_id === draft.client_id);
  // A client's only contact is chosen, also when the contacts arrive after the client was chosen.
  const contactId = draft.contact_id ?? (contactsOffered.length === 1 ? contactsOffered[0].id : null);

  const saveDetails = async () => {
    const found: Record<string, string> = {};
    if (draft.client_id === null) found.client_id = t('required');
    if (contactId === null) found.contact_id = t('required');
    if (draft.quotedate === null) found.quotedate = t('required');
    if (draft.valid_until === null) found.valid_until = t('required');
    else if (draft.quotedate !== null && draft.valid_until < draft.quotedate) found.valid_until = t('validUntilOrder');
    if (quote && draft.quotenumber.trim() === '') found.quotenumber = t('required');
    setProblems(found);
    if (Object.keys(found).length > 0 || draft.client_id === null || contactId === null || draft.quotedate === null || draft.valid_until === null) return;
    const values: QuoteCreate = {
      client_id: draft.client_id,
      contact_id: contactId,
      quotedate: draft.quotedate,
      valid_until: draft.valid_until,
      lines: quote ? quote.lines.map(inputOf) : [],
    };
    if (draft.quotenumber.trim() !== '') values.quotenumber = draft.quotenumber.trim();
    await submission.submit(values);
  };

  /** The saved quote with other lines: each line change saves the whole quote. */
  const saveLines = (current: Quote, lines: QuoteLineInput[]): SaveResult =>
    onSave({
      quotenumber: current.quotenumber,
      client_id: current.client_id,
      contact_id: current.contact_id ?? 0,
      quotedate: current.quotedate,
      valid_until: current.valid_until,
      lines,
    });

  const download = async () => {
    if (!onDownloadPdf || downloading) return;
    setDownloading(true);
    try {
      await onDownloadPdf();
    } finally {
      setDownloading(false);
    }
  };

  const close = () => setOpen(null);
  const status = quote?.status;
  const canConvert = status === 'accepted' && quote?.project_id === null;

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <PageHeader
        title={quote ? t('title', { number: quote.quotenumber }) : t('newTitle')}
        titleId={titleId}
      />
      {quote && (
            <div className={styles.actions}>
              {quote.status === 'concept' && onMarkSent && <Button onPress={() => setOpen({ kind: 'sent' })}>{t('markSent')}</Button>}
              {(quote.status === 'concept' || quote.status === 'sent') && onSend && (
                <Button variant="primary" onPress={() => setOpen({ kind: 'send' })}>
                  {quote.status === 'concept' ? t('send') : t('sendAgain')}
                </Button>
              )}
              {canConvert && onInvoice && (
                <Button variant="primary" onPress={() => setOpen({ kind: 'invoice' })}>
                  {t('makeInvoice')}
                </Button>
              )}
              {canConvert && onBudget && <Button onPress={() => setOpen({ kind: 'budget' })}>{t('makeBudget')}</Button>}
              {onDownloadPdf && (
                <Button onPress={() => void download()} isPending={downloading}>
                  {t('downloadPdf')}
                </Button>
              )}
              {quote.status === 'concept' && onDelete && (
                <Button variant="danger" onPress={() => setOpen({ kind: 'delete' })}>
                  {t('delete')}
                </Button>
              )}
            </div>
      )}
      {quote && (
        <p>
          <QuoteStatusBadge status={quote.status} />
        </p>
      )}
      {quote?.answer && (
        <p className={styles.answer} role="note">
          {t(quote.answer.accepted ? 'acceptedBy' : 'declinedBy', { name: quote.answer.name, moment: formatDateTime(quote.answer.answered_at, dateFormat, locale) })}
          {quote.answer.comment && (
            <>
              <br />
              {t('comment', { comment: quote.answer.comment })}
            </>
          )}
        </p>
      )}
      {quote?.invoice_id != null && invoiceHref && <Link href={invoiceHref(quote.invoice_id)}>{t('openInvoice')}</Link>}
      {quote?.project_id != null && <p>{t('budgeted')}</p>}

      {isConcept ? (
        <SubmissionForm submission={{ ...submission, fieldErrors: { ...submission.fieldErrors, ...problems } }} onSubmit={() => saveDetails()} submitLabel={quote ? t('saveDetails') : t('create')}>
          <TextField
            name="quotenumber"
            label={t('number')}
            description={quote ? undefined : t('numberDescription')}
            value={draft.quotenumber}
            onChange={(quotenumber) => setDraft((current) => ({ ...current, quotenumber }))}
            maxLength={maxLengthOf(BOUNDS, 'quotenumber')}
            isRequired={quote !== null}
            autoComplete="off"
          />
          <Select
            name="client_id"
            label={t('client')}
            placeholder={t('chooseClient')}
            items={clientOffered.map((client) => ({ id: client.id, label: client.name }))}
            selectedKey={draft.client_id}
            onSelectionChange={(key) => {
              if (key == null) return;
              const clientId = Number(key);
              const own = contacts.filter((contact) => contact.client_id === clientId);
              setDraft((current) => ({ ...current, client_id: clientId, contact_id: own.length === 1 ? own[0].id : null }));
              onClientChange?.(clientId);
            }}
            isRequired
          />
          <Select
            name="contact_id"
            label={t('contact')}
            placeholder={t('chooseContact')}
            items={contactsOffered.map((contact) => ({ id: contact.id, label: contact.name }))}
            selectedKey={contactId}
            onSelectionChange={(key) => key != null && setDraft((current) => ({ ...current, contact_id: Number(key) }))}
            isRequired
          />
          <LazyDatePicker
            name="quotedate"
            label={t('date')}
            value={draft.quotedate}
            onChange={(quotedate) => setDraft((current) => ({ ...current, quotedate }))}
            dateFormat={dateFormat}
            firstDayOfWeek={firstDayOfWeek}
            isRequired
          />
          <LazyDatePicker
            name="valid_until"
            label={t('validUntil')}
            value={draft.valid_until}
            onChange={(valid_until) => setDraft((current) => ({ ...current, valid_until }))}
            dateFormat={dateFormat}
            firstDayOfWeek={firstDayOfWeek}
            isRequired
          />
        </SubmissionForm>
      ) : (
        quote && (
          <dl className={styles.facts}>
            <dt className={styles.factLabel}>{t('client')}</dt>
            <dd className={styles.factValue}>{quote.client.name}</dd>
            <dt className={styles.factLabel}>{t('contact')}</dt>
            <dd className={styles.factValue}>{quote.contact?.name ?? '—'}</dd>
            <dt className={styles.factLabel}>{t('date')}</dt>
            <dd className={styles.factValue}>{formatDate(quote.quotedate, dateFormat)}</dd>
            <dt className={styles.factLabel}>{t('validUntil')}</dt>
            <dd className={styles.factValue}>{formatDate(quote.valid_until, dateFormat)}</dd>
          </dl>
        )
      )}

      {quote && (
        <div className={styles.section}>
          <h2 id={linesId} className={styles.heading}>
            {t('lines')}
          </h2>
          {quote.status === 'concept' && (
            <div>
              <Button onPress={() => setOpen({ kind: 'line', line: null, index: quote.lines.length })}>{t('addLine')}</Button>
            </div>
          )}
          <QuoteLineTable
            quote={quote}
            aria-labelledby={linesId}
            onEdit={quote.status === 'concept' ? (line, index) => setOpen({ kind: 'line', line, index }) : undefined}
            onDelete={quote.status === 'concept' ? (line, index) => setOpen({ kind: 'deleteLine', index, service: line.service }) : undefined}
          />
        </div>
      )}

      {quote && open?.kind === 'line' && (
        <QuoteLineDialog
          line={open.line}
          currency={quote.currency}
          onClose={close}
          onSubmit={async (values) => {
            const lines = quote.lines.map(inputOf);
            lines.splice(open.index, open.line ? 1 : 0, values);
            return lineFailure(await saveLines(quote, lines), open.index);
          }}
        />
      )}
      {quote && open?.kind === 'deleteLine' && (
        <ConfirmDialog
          title={t('deleteLineTitle')}
          isOpen
          onOpenChange={(isOpen) => !isOpen && close()}
          onConfirm={() => saveLines(quote, quote.lines.filter((_, index) => index !== open.index).map(inputOf))}
        >
          {t('deleteLineBody', { service: open.service })}
        </ConfirmDialog>
      )}
      {quote && open?.kind === 'sent' && onMarkSent && (
        <ConfirmDialog title={t('markSentTitle', { number: quote.quotenumber })} isOpen onOpenChange={(isOpen) => !isOpen && close()} onConfirm={onMarkSent} confirmLabel={t('markSent')} variant="primary">
          {t('markSentBody')}
        </ConfirmDialog>
      )}
      {quote && open?.kind === 'delete' && onDelete && (
        <ConfirmDialog title={t('deleteTitle', { number: quote.quotenumber })} isOpen onOpenChange={(isOpen) => !isOpen && close()} onConfirm={onDelete}>
          {t('deleteBody', { number: quote.quotenumber, client: quote.client.name })}
        </ConfirmDialog>
      )}
      {quote && open?.kind === 'send' && onSend && (
        <SendQuoteDialog quoteNumber={quote.quotenumber} defaultRecipients={quote.contact?.email ? [quote.contact.email] : []} onClose={close} onSend={onSend} />
      )}
      {quote && open?.kind === 'invoice' && onInvoice && (
        <QuoteInvoiceDialog suggestedNumber={suggestedInvoiceNumber} defaultDate={today} dateFormat={dateFormat} firstDayOfWeek={firstDayOfWeek} onClose={close} onSubmit={onInvoice} />
      )}
      {quote && open?.kind === 'budget' && onBudget && (
        <QuoteBudgetDialog projects={projects.filter((project) => project.client_id === quote.client_id)} onClose={close} onSubmit={onBudget} />
      )}
    </section>
  );
}
