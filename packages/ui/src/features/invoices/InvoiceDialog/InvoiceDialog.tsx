import { schemaBounds, type Client, type Contact, type Invoice, type InvoiceCreate, type InvoiceUpdate } from '@kwartier/api';
import { useMemo, useState } from 'react';
import { Checkbox } from '../../../primitives/Checkbox/Checkbox';
import { LazyDatePicker } from '../../../primitives/DatePicker/LazyDatePicker';
import { Select } from '../../../primitives/Select/Select';
import { TextField } from '../../../primitives/TextField/TextField';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useLocale } from '../../../i18n/I18nProvider';
import type { DateFormat } from '../../../i18n/formatDate';
import { useMessages } from '../../../i18n/useMessages';
import { localToday, periodOf } from './periodOf';
import { messages } from './InvoiceDialog.messages';
import * as styles from './InvoiceDialog.css';

/** What the dialog does: add a new invoice, copy `invoice` (optionally as a credit invoice), or edit its details. */
export type InvoiceDialogMode = 'add' | 'copy' | 'edit';

/** Props of {@link InvoiceDialog}. */
export interface InvoiceDialogProps {
  /** Whether the dialog is open. It opens fresh on the props each time. */
  isOpen: boolean;
  /** Called with `false` when the user closes it, and after a successful save. */
  onOpenChange: (isOpen: boolean) => void;
  /** 'add' (the list's Add invoice), 'copy' (a row's Copy) or 'edit' (the detail page's Edit details). */
  mode: InvoiceDialogMode;
  /** The invoice copied ('copy') or edited ('edit'); not used when adding. */
  invoice?: Invoice;
  /**
   * The number a new invoice gets unless the user types another
   * (`GET /api/organization/get/nextinvoicenumber`); 'add' and 'copy' start with it.
   */
  suggestedNumber?: string;
  /** The organisation's clients (`GET /api/clients`): the active ones are offered, and the edited invoice's own. */
  clients: Client[];
  /**
   * Contacts to choose from, of any client (`Contact.client_id`): the chosen client's are offered.
   * They may arrive after the client is chosen (see `onClientChange`); a client's only contact is
   * then chosen as soon as it is there, unless the user chose one.
   */
  contacts: Contact[];
  /** The user chose a client: the app can fetch that client's contacts (`GET /api/contacts/client/{id}`) into `contacts`. */
  onClientChange?: (clientId: number) => void;
  /** The invoice date of a new invoice, `YYYY-MM-DD`. Defaults to today in the browser's time zone. */
  defaultDate?: string;
  /** The user's date format (`User.dateformat`). Defaults to `DD-MM-YYYY`. */
  dateFormat?: DateFormat;
  /** The organisation's first day of the week (0 Sunday … 6 Saturday) for the calendar. */
  firstDayOfWeek?: number | null;
  /**
   * Creates the invoice ('add', 'copy'; `POST /api/invoices`): adding sends number, client,
   * contact, date and period; copying sends number, date, period, `original_invoice_id` and
   * `credit` (the server takes the client, contact and lines over, negated for a credit invoice).
   * Resolve to `undefined` on success (the dialog closes; go to the new invoice or refresh the
   * list), or to the 422 body: errors for invoicenumber (a taken number: the message offers the
   * next free one), client_id, contact_id, invoicedate and period appear under those fields and
   * the dialog keeps what was typed. Reject for unexpected failures.
   */
  onCreate: (values: InvoiceCreate) => SaveResult;
  /**
   * Saves the edited details ('edit', where it is required; `PUT /api/invoices/{id}`) — number, client, contact, date and
   * period — with the same answers as `onCreate` (and a 409 message above the fields when the
   * invoice is no longer a concept).
   */
  onUpdate?: (invoice: Invoice, values: InvoiceUpdate) => SaveResult;
  /**
   * The organisation's currency (`Organization.currency`). When editing an invoice in another
   * currency (its client's), the dialog asks for the exchange rate: what 1 unit of the invoice's
   * currency is in this one, sent as `exchange_rate` (empty: `null`).
   */
  organizationCurrency?: string;
}

/** The dialog's values as typed and chosen. */
interface Draft {
  invoicenumber: string;
  client_id: number | null;
  contact_id: number | null;
  invoicedate: string | null;
  period: string;
  /** Whether the user typed the period: until then it follows the invoice date. */
  periodTyped: boolean;
  /** "Your reference": the client's order number or reference (the e-invoice needs one). */
  buyer_reference: string;
  credit: boolean;
  /** The exchange rate as typed (a comma is read as the decimal point). */
  exchange_rate: string;
}

const FIELDS = ['invoicenumber', 'client_id', 'contact_id', 'invoicedate', 'period', 'buyer_reference', 'exchange_rate'] as const;

/** The contract's exchange rate: up to six digits, a dot and up to six decimals. */
const EXCHANGE_RATE = /^\d{1,6}(\.\d{1,6})?$/;
const BOUNDS = schemaBounds.InvoiceCreate;

type Request = () => SaveResult;
const runRequest = (request: Request) => request();

/** The contacts of `clientId`. */
const contactsOf = (contacts: readonly Contact[], clientId: number | null) => contacts.filter((contact) => contact.client_id === clientId);

/** A new client's contact: the one it has, if just one; else the user picks. */
function contactFor(contacts: readonly Contact[], clientId: number | null): number | null {
  const own = contactsOf(contacts, clientId);
  return own.length === 1 ? own[0].id : null;
}

function initialDraft({ mode, invoice, suggestedNumber, defaultDate, contacts }: InvoiceDialogProps, locale: string): Draft {
  if (mode === 'edit' && invoice) {
    return {
      invoicenumber: invoice.invoicenumber,
      client_id: invoice.client_id,
      contact_id: invoice.contact_id,
      invoicedate: invoice.invoicedate,
      period: invoice.period,
      periodTyped: true,
      buyer_reference: invoice.buyer_reference ?? '',
      credit: false,
      exchange_rate: invoice.exchange_rate ?? '',
    };
  }
  const invoicedate = defaultDate ?? localToday();
  return {
    invoicenumber: suggestedNumber ?? '',
    client_id: null,
    contact_id: contactFor(contacts, null),
    invoicedate,
    period: periodOf(invoicedate, locale),
    periodTyped: false,
    buyer_reference: mode === 'copy' && invoice ? (invoice.buyer_reference ?? '') : '',
    credit: false,
    exchange_rate: '',
  };
}

/**
 * The invoice dialog on {@link FormDialog}, in three modes. 'add': invoice number (the suggested
 * next number), client (active clients), contact (the chosen client's; the only one is picked
 * for you), invoice date and period — all required. 'copy': the same without client and contact
 * (the copy keeps the original's), saying which invoice is copied, with 'Credit invoice
 * (negative amounts)'. 'edit': the invoice's details prefilled. The period follows the invoice
 * date ('March 2026', 'maart 2026') until the user types one. When editing an invoice whose
 * currency (its client's) is not the organisation's, 'Exchange rate' asks what 1 of that currency
 * is in the organisation's (up to six decimals). Server errors appear under their fields.
 */
export function InvoiceDialog(props: InvoiceDialogProps) {
  // Mounted while open, so each opening starts from the props (no props copied in an effect).
  if (!props.isOpen) return null;
  return <InvoiceDialogForm {...props} />;
}

function InvoiceDialogForm(props: InvoiceDialogProps) {
  const { mode, invoice, clients, contacts, dateFormat, firstDayOfWeek, onOpenChange, onCreate, onUpdate, organizationCurrency } = props;
  const t = useMessages(messages);
  const locale = useLocale();
  const [draft, setDraft] = useState<Draft>(() => initialDraft(props, locale));
  const submission = useFormSubmission<Request>(runRequest, FIELDS);
  // Said under client, contact or date before anything is sent: the call needs them.
  const [missing, setMissing] = useState<Record<string, string>>({});
  const serverErrors = submission.fieldErrors;
  // One object while neither changes: the form shows these errors again only when they are new.
  const errors = useMemo(() => ({ ...serverErrors, ...missing }), [serverErrors, missing]);

  if (mode !== 'add' && !invoice) throw new Error(`InvoiceDialog in mode '${mode}' needs the invoice`);
  if (mode === 'edit' && !onUpdate) throw new Error("InvoiceDialog in mode 'edit' needs onUpdate");
  const isCopy = mode === 'copy';
  const clientItems = useMemo(
    () =>
      clients
        .filter((client) => client.active || (mode === 'edit' && client.id === invoice?.client_id))
        .map((client) => ({ id: client.id, label: client.name })),
    [clients, mode, invoice?.client_id],
  );
  const contactItems = useMemo(
    () => contactsOf(contacts, draft.client_id).map((contact) => ({ id: contact.id, label: contact.name })),
    [contacts, draft.client_id],
  );
  const hasClients = clientItems.length > 0;
  // A concept takes its client's currency: the one chosen here, else the invoice's own.
  const currency = clients.find((client) => client.id === draft.client_id)?.currency ?? invoice?.currency;
  const asksRate = mode === 'edit' && organizationCurrency != null && currency != null && currency !== organizationCurrency;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  // The chosen contact, else the client's only one (its contacts may arrive after the client).
  const contactId = draft.contact_id ?? contactFor(contacts, draft.client_id);
  const setClient = (clientId: number | null) => {
    if (clientId != null) props.onClientChange?.(clientId);
    setDraft((current) => ({
      ...current,
      client_id: clientId,
      // The contact must belong to the client: keep it only if it does.
      contact_id: contacts.some((c) => c.id === current.contact_id && c.client_id === clientId)
        ? current.contact_id
        : null,
    }));
  };
  const setDate = (invoicedate: string | null) =>
    setDraft((current) => ({
      ...current,
      invoicedate,
      period: current.periodTyped || invoicedate == null ? current.period : periodOf(invoicedate, locale),
    }));

  const save = async () => {
    const { invoicenumber, client_id, invoicedate, period, credit } = draft;
    const contact_id = contactId;
    const problems: Record<string, string> = {};
    if (!isCopy && client_id == null) problems.client_id = t('clientRequired');
    if (!isCopy && contact_id == null) problems.contact_id = t('contactRequired');
    if (invoicedate == null) problems.invoicedate = t('dateRequired');
    const rate = draft.exchange_rate.trim().replace(',', '.');
    if (asksRate && rate !== '' && !EXCHANGE_RATE.test(rate)) problems.exchange_rate = t('exchangeRateInvalid');
    setMissing(problems);
    if (Object.keys(problems).length > 0 || invoicedate == null) return;
    const common = { invoicenumber: invoicenumber.trim(), invoicedate, period: period.trim(), buyer_reference: draft.buyer_reference.trim() || null };
    let request: Request;
    if (mode === 'edit' && invoice && onUpdate) {
      const values: InvoiceUpdate = { ...common, client_id: client_id!, contact_id: contact_id! };
      if (asksRate) values.exchange_rate = rate === '' ? null : rate;
      request = () => onUpdate(invoice, values);
    } else if (isCopy && invoice) {
      request = () => onCreate({ ...common, original_invoice_id: invoice.id, credit });
    } else {
      request = () => onCreate({ ...common, client_id: client_id!, contact_id: contact_id!, credit: false });
    }
    if (await submission.submit(request)) onOpenChange(false);
  };

  const title = mode === 'edit' ? t('editTitle') : isCopy ? t('copyTitle') : t('addTitle');
  const contactDescription =
    draft.client_id == null ? t('chooseClientFirst') : contactItems.length === 0 ? t('noContacts') : undefined;

  return (
    <FormDialog
      isOpen
      title={title}
      onOpenChange={onOpenChange}
      onSave={() => void save()}
      isSaving={submission.isSubmitting}
      validationErrors={errors}
      errorMessage={submission.formError ?? undefined}
      isSaveDisabled={!isCopy && !hasClients}
    >
      {isCopy && invoice && <p className={styles.note}>{t('copyOf', { number: invoice.invoicenumber, client: invoice.client.name })}</p>}
      <TextField
        name="invoicenumber"
        label={t('invoicenumber')}
        value={draft.invoicenumber}
        onChange={(value) => set('invoicenumber', value)}
        maxLength={BOUNDS.invoicenumber.maxLength}
        autoComplete="off"
        isRequired
        autoFocus
      />
      {!isCopy && (
        <>
          <Select
            name="client_id"
            label={t('client')}
            items={clientItems}
            selectedKey={draft.client_id}
            onSelectionChange={(key) => setClient(key == null ? null : Number(key))}
            isDisabled={!hasClients}
            description={hasClients ? undefined : t('noClients')}
            isRequired
          />
          <Select
            name="contact_id"
            label={t('contact')}
            items={contactItems}
            selectedKey={contactId}
            onSelectionChange={(key) => set('contact_id', key == null ? null : Number(key))}
            isDisabled={contactItems.length === 0}
            description={contactDescription}
            isRequired
          />
        </>
      )}
      <LazyDatePicker
        name="invoicedate"
        label={t('invoicedate')}
        value={draft.invoicedate}
        onChange={setDate}
        dateFormat={dateFormat}
        firstDayOfWeek={firstDayOfWeek}
        isRequired
      />
      <TextField
        name="period"
        label={t('period')}
        value={draft.period}
        onChange={(value) => setDraft((current) => ({ ...current, period: value, periodTyped: true }))}
        maxLength={BOUNDS.period.maxLength}
        autoComplete="off"
        isRequired
      />
      <TextField
        name="buyer_reference"
        label={t('buyerReference')}
        description={t('buyerReferenceHelp')}
        value={draft.buyer_reference}
        onChange={(value) => setDraft((current) => ({ ...current, buyer_reference: value }))}
        maxLength={BOUNDS.buyer_reference.maxLength}
        autoComplete="off"
      />
      {asksRate && (
        <TextField
          name="exchange_rate"
          label={t('exchangeRate')}
          description={t('exchangeRateHelp', { currency, own: organizationCurrency })}
          value={draft.exchange_rate}
          onChange={(value) => setDraft((current) => ({ ...current, exchange_rate: value }))}
          inputMode="decimal"
          autoComplete="off"
        />
      )}
      {isCopy && (
        <Checkbox isSelected={draft.credit} onChange={(credit) => set('credit', credit)}>
          {t('credit')}
        </Checkbox>
      )}
    </FormDialog>
  );
}
