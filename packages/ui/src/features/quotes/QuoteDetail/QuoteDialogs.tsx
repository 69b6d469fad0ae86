import { schemaBounds, type Project, type QuoteBudgetSet, type QuoteInvoiceCreate, type QuoteMailSend } from '@kwartier/api';
import { useState } from 'react';
import { LazyDatePicker } from '../../../primitives/DatePicker/LazyDatePicker';
import { Select } from '../../../primitives/Select/Select';
import { TextArea } from '../../../primitives/TextArea/TextArea';
import { TextField } from '../../../primitives/TextField/TextField';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { maxLengthOf } from '../../../patterns/DetailsCard/detailValues';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import type { DateFormat } from '../../../i18n/formatDate';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages } from '../../../i18n/useMessages';
import { localToday, periodOf } from '../../../i18n/periodOf';
import { messages } from './QuoteDetail.messages';

/** The contract's `maxItems` of each address list (QuoteMailSend). */
const MAX_ADDRESSES = 20;

/** Addresses typed in one field, split at commas, semicolons and spaces. */
export function addressesOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter((address) => address !== '');
}

/** Props of {@link SendQuoteDialog}. */
export interface SendQuoteDialogProps {
  quoteNumber: string;
  /** The addresses offered at first: the contact's. */
  defaultRecipients: string[];
  onClose: () => void;
  /** Sends (`POST /api/quotes/{id}/send`); subject and message left empty take the organisation's words in the quote's language. */
  onSend: (values: QuoteMailSend) => SaveResult;
}

/** Sends a quote by mail with its PDF and its link: to whom (several, separated by commas), cc, and optionally another subject and message. */
export function SendQuoteDialog({ quoteNumber, defaultRecipients, onClose, onSend }: SendQuoteDialogProps) {
  const t = useMessages(messages);
  const [draft, setDraft] = useState({ recipients: defaultRecipients.join(', '), cc: '', subject: '', message: '' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const submission = useFormSubmission<QuoteMailSend>(onSend, ['recipients', 'cc', 'subject', 'message']);
  const set = (field: keyof typeof draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const save = async () => {
    const recipients = addressesOf(draft.recipients);
    const cc = addressesOf(draft.cc);
    const found: Record<string, string> = {};
    if (recipients.length === 0) found.recipients = t('recipientsRequired');
    else if (recipients.length > MAX_ADDRESSES) found.recipients = t('tooManyAddresses', { max: MAX_ADDRESSES });
    if (cc.length > MAX_ADDRESSES) found.cc = t('tooManyAddresses', { max: MAX_ADDRESSES });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const values: QuoteMailSend = { recipients, cc, bcc: [] };
    if (draft.subject.trim() !== '') values.subject = draft.subject.trim();
    if (draft.message.trim() !== '') values.message = draft.message.trim();
    if (await submission.submit(values)) onClose();
  };
  return (
    <FormDialog
      title={t('sendTitle', { number: quoteNumber })}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      onSave={() => void save()}
      saveLabel={t('sendAction')}
      isSaving={submission.isSubmitting}
      validationErrors={{ ...submission.fieldErrors, ...problems }}
      errorMessage={submission.formError ?? undefined}
    >
      <TextField name="recipients" label={t('recipients')} description={t('addressesDescription')} value={draft.recipients} onChange={set('recipients')} isRequired autoFocus />
      <TextField name="cc" label={t('cc')} description={t('addressesDescription')} value={draft.cc} onChange={set('cc')} />
      <TextField name="subject" label={t('subject')} description={t('subjectDescription')} value={draft.subject} onChange={set('subject')} maxLength={255} />
      <TextArea name="message" label={t('message')} description={t('messageDescription')} value={draft.message} onChange={set('message')} maxLength={10000} />
    </FormDialog>
  );
}

/** Props of {@link QuoteInvoiceDialog}. */
export interface QuoteInvoiceDialogProps {
  /** The number the invoice gets unless the user types another (`GET /api/organization/get/nextinvoicenumber`). */
  suggestedNumber?: string;
  /** The invoice date offered, `YYYY-MM-DD`; today by default. */
  defaultDate?: string;
  dateFormat?: DateFormat;
  firstDayOfWeek?: number | null;
  onClose: () => void;
  /** Makes the concept invoice (`POST /api/quotes/{id}/invoice`); errors under invoicenumber, invoicedate, period. */
  onSubmit: (values: QuoteInvoiceCreate) => SaveResult;
}

const INVOICE_BOUNDS = schemaBounds.QuoteInvoiceCreate;

/** Makes an accepted quote a concept invoice with its lines: the invoice's number, date and period (following the date until typed). */
export function QuoteInvoiceDialog({ suggestedNumber, defaultDate, dateFormat, firstDayOfWeek, onClose, onSubmit }: QuoteInvoiceDialogProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const start = defaultDate ?? localToday();
  const [draft, setDraft] = useState({ invoicenumber: suggestedNumber ?? '', invoicedate: start as string | null, period: periodOf(start, locale), periodTyped: false });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const submission = useFormSubmission<QuoteInvoiceCreate>(onSubmit, ['invoicenumber', 'invoicedate', 'period']);
  const save = async () => {
    const found: Record<string, string> = {};
    if (draft.invoicenumber.trim() === '') found.invoicenumber = t('required');
    if (draft.invoicedate === null) found.invoicedate = t('required');
    if (draft.period.trim() === '') found.period = t('required');
    setProblems(found);
    if (Object.keys(found).length > 0 || draft.invoicedate === null) return;
    if (await submission.submit({ invoicenumber: draft.invoicenumber.trim(), invoicedate: draft.invoicedate, period: draft.period.trim() })) onClose();
  };
  return (
    <FormDialog
      title={t('invoiceTitle')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      onSave={() => void save()}
      saveLabel={t('invoiceAction')}
      isSaving={submission.isSubmitting}
      validationErrors={{ ...submission.fieldErrors, ...problems }}
      errorMessage={submission.formError ?? undefined}
    >
      <TextField
        name="invoicenumber"
        label={t('invoiceNumber')}
        value={draft.invoicenumber}
        onChange={(invoicenumber) => setDraft((current) => ({ ...current, invoicenumber }))}
        maxLength={maxLengthOf(INVOICE_BOUNDS, 'invoicenumber')}
        isRequired
        autoFocus
      />
      <LazyDatePicker
        name="invoicedate"
        label={t('invoiceDate')}
        value={draft.invoicedate}
        onChange={(invoicedate) => setDraft((current) => ({ ...current, invoicedate, period: current.periodTyped ? current.period : periodOf(invoicedate, locale) }))}
        dateFormat={dateFormat}
        firstDayOfWeek={firstDayOfWeek}
        isRequired
      />
      <TextField
        name="period"
        label={t('period')}
        value={draft.period}
        onChange={(period) => setDraft((current) => ({ ...current, period, periodTyped: true }))}
        maxLength={maxLengthOf(INVOICE_BOUNDS, 'period')}
        isRequired
      />
    </FormDialog>
  );
}

/** Props of {@link QuoteBudgetDialog}. */
export interface QuoteBudgetDialogProps {
  /** The projects of the quote's client (`Project.client_id`); the active ones are offered. */
  projects: Project[];
  onClose: () => void;
  /** Gives the project a budget of the quote's net total (`POST /api/quotes/{id}/budget`); an error under project_id. */
  onSubmit: (values: QuoteBudgetSet) => SaveResult;
}

/** Makes an accepted quote a project's budget: which project of the client. */
export function QuoteBudgetDialog({ projects, onClose, onSubmit }: QuoteBudgetDialogProps) {
  const t = useMessages(messages);
  const offered = projects.filter((project) => project.active);
  const [projectId, setProjectId] = useState<number | null>(offered.length === 1 ? offered[0].id : null);
  const [problem, setProblem] = useState<string>();
  const submission = useFormSubmission<QuoteBudgetSet>(onSubmit, ['project_id']);
  const save = async () => {
    if (projectId === null) return setProblem(t('projectRequired'));
    setProblem(undefined);
    if (await submission.submit({ project_id: projectId })) onClose();
  };
  return (
    <FormDialog
      title={t('budgetTitle')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      onSave={() => void save()}
      saveLabel={t('budgetAction')}
      isSaving={submission.isSubmitting}
      validationErrors={problem ? { ...submission.fieldErrors, project_id: problem } : submission.fieldErrors}
      errorMessage={submission.formError ?? undefined}
    >
      <Select
        name="project_id"
        label={t('project')}
        description={offered.length === 0 ? t('noProjects') : t('budgetDescription')}
        placeholder={t('chooseProject')}
        items={offered.map((project) => ({ id: project.id, label: project.name }))}
        selectedKey={projectId}
        onSelectionChange={(key) => setProjectId(key == null ? null : Number(key))}
        isRequired
      />
    </FormDialog>
  );
}
