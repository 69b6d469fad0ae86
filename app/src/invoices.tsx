import { endOfMonth, parseDate, startOfMonth } from '@internationalized/date';
import { downloadInvoicePdf, downloadInvoiceUbl, saveBlobAs, type Client, type Contact, type Invoice, type InvoiceExpense, type InvoiceStatusId, type TrackedTimeList } from '@kwartier/api';
import { InvoiceDialog, useMessages, useSnackbar, type InvoiceDialogMode, type InvoiceStatusChange, type SubmitResult, type TrackedTimeQuery } from '@kwartier/ui';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from './api';
import { useSavePdf } from './pdf';
import { savedMessages } from './saved.messages';
import { useSave } from './save';
import { expectOk, submitResult } from './submit';

// What the invoice pages share: the PDF download, the status change, the invoice dialog with the
// data it needs, the tracked-time dialog's queries and the expenses dialog's list.

const authenticated = getRouteApi('/_authenticated');

/**
 * Saving an invoice as PDF, from the list and the detail page: the PDF comes through the API
 * client (session, retries), is offered as `<invoice number>.pdf`, and while it is generated the
 * page shows the 'PDF is being generated' modal (`isGenerating`). A failure shows the error
 * snackbar; nothing else changes.
 */
export function usePdfDownload(): { isGenerating: boolean; download: (invoice: Pick<Invoice, 'id' | 'invoicenumber'>) => Promise<void> } {
  const [isGenerating, setGenerating] = useState(false);
  const savePdf = useSavePdf();
  const download = useCallback(
    async (invoice: Pick<Invoice, 'id' | 'invoicenumber'>) => {
      setGenerating(true);
      try {
        await savePdf(() => downloadInvoicePdf(api, invoice.id), invoice.invoicenumber);
      } finally {
        setGenerating(false);
      }
    },
    [savePdf],
  );
  return { isGenerating, download };
}

/**
 * Downloading the e-invoice (UBL) from the detail page: saved as `<invoice number>.xml`; when the
 * server names what a valid e-invoice still needs (422), `missing` lists its messages (in the
 * user's language) for the page to show until dismissed. Any other failure: the error snackbar.
 */
export function useEinvoiceDownload() {
  const [isSaving, setSaving] = useState(false);
  const [missing, setMissing] = useState<string[]>([]);
  const snackbar = useSnackbar();
  const saved = useMessages(savedMessages);
  const download = useCallback(
    async (invoice: Pick<Invoice, 'id' | 'invoicenumber'>) => {
      setSaving(true);
      try {
        const result = await downloadInvoiceUbl(api, invoice.id);
        if ('file' in result) {
          setMissing([]);
          saveBlobAs(result.file, `${invoice.invoicenumber}.xml`);
        } else setMissing([...new Set(Object.values(result.missing).flat())]);
      } catch (error) {
        console.error('Making the e-invoice failed', error);
        snackbar.error(saved('einvoiceFailed'));
      } finally {
        setSaving(false);
      }
    },
    [snackbar, saved],
  );
  return { isSaving, missing, dismiss: () => setMissing([]), download };
}

/**
 * Moving an invoice's status forward once the user confirmed it in the status button's dialog
 * (with the payment date for paid): on success the page's data refreshes and the snackbar
 * confirms; a refusal (an invoice without lines is not sent, a payment date before the invoice
 * date) goes back to the dialog, which shows it; any other failure rejects, and the dialog says it
 * could not be done.
 */
export function useStatusChange(): (invoice: Invoice, statusId: InvoiceStatusId, change: InvoiceStatusChange) => Promise<SubmitResult> {
  const save = useSave();
  const saved = useMessages(savedMessages);
  return async (invoice, status_id, change) => {
    try {
      return await save.form(api.PUT('/api/invoices/{id}', { params: { path: { id: invoice.id } }, body: { status_id, ...change } }), saved('invoiceStatusSaved'));
    } catch (error) {
      console.error('Changing the invoice status failed', error);
      throw error;
    }
  };
}

/**
 * The contacts of the clients chosen in a form (the invoice and the quote dialogs): each client's
 * are fetched once (`GET /api/contacts/client/{id}`) when `fetchContacts` is called for it. A
 * failure shows the error snackbar and is asked again the next time the client is chosen.
 */
export function useClientContacts(): { contacts: Contact[]; fetchContacts: (clientId: number) => Promise<void> } {
  const [contacts, setContacts] = useState<Contact[]>([]);
  const fetchedClients = useRef(new Set<number>());
  const snackbar = useSnackbar();
  const saved = useMessages(savedMessages);
  const fetchContacts = useCallback(
    async (clientId: number) => {
      if (fetchedClients.current.has(clientId)) return;
      fetchedClients.current.add(clientId);
      try {
        const data = await expectOk(api.GET('/api/contacts/client/{id}', { params: { path: { id: clientId } } }));
        setContacts((known) => [...known.filter((c) => c.client_id !== clientId), ...(data ?? [])]);
      } catch {
        // Not dropped: the contact field would stay empty without a word. Choosing the client again asks again.
        fetchedClients.current.delete(clientId);
        snackbar.error(saved('contactsFailed'));
      }
    },
    [snackbar, saved],
  );
  return { contacts, fetchContacts };
}

type InvoiceDialogForProps = ({ mode: Extract<InvoiceDialogMode, 'add'> } | { mode: Extract<InvoiceDialogMode, 'copy' | 'edit'>; invoice: Invoice }) & {
  onClose: () => void;
};

/**
 * The invoice dialog with what it needs from the server: the clients, the contacts of the chosen
 * client (fetched when a client is chosen) and, for a new invoice, the real next number. It is
 * rendered while open; an added or copied invoice opens its page, an edit refreshes this one.
 */
export function InvoiceDialogFor(props: InvoiceDialogForProps) {
  const { user } = authenticated.useRouteContext();
  const { organization } = authenticated.useLoaderData();
  const save = useSave();
  const saved = useMessages(savedMessages);
  const navigate = useNavigate();
  const invoice = props.mode === 'add' ? undefined : props.invoice;
  const [clients, setClients] = useState<Client[]>();
  const { contacts, fetchContacts } = useClientContacts();
  const [suggestedNumber, setSuggestedNumber] = useState<string>();
  const [failed, setFailed] = useState(false);
  const snackbar = useSnackbar();

  useEffect(() => {
    let current = true;
    const needsNumber = props.mode !== 'edit';
    void Promise.all([
      api.GET('/api/clients'),
      needsNumber ? api.GET('/api/organization/get/nextinvoicenumber') : Promise.resolve(undefined),
    ]).then(([clientList, next]) => {
      if (!current) return;
      if (!clientList.data || (needsNumber && !next?.data)) return setFailed(true);
      setClients(clientList.data);
      setSuggestedNumber(next?.data?.invoicenumber);
    }, () => current && setFailed(true));
    if (invoice) void fetchContacts(invoice.client_id);
    return () => {
      current = false;
    };
  }, [props.mode, invoice, fetchContacts]);

  useEffect(() => {
    if (!failed) return;
    snackbar.error(saved('invoiceDialogFailed'));
    props.onClose();
  }, [failed, snackbar, saved, props]);

  if (!clients) return null;
  return (
    <InvoiceDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && props.onClose()}
      mode={props.mode}
      invoice={invoice}
      suggestedNumber={suggestedNumber}
      clients={clients}
      contacts={contacts}
      onClientChange={(clientId) => void fetchContacts(clientId)}
      dateFormat={user.dateformat}
      firstDayOfWeek={organization.firstdayoftheweek}
      organizationCurrency={organization.currency}
      onCreate={async (body) => {
        // The new invoice opens at once: its page is where lines are added.
        const call = api.POST('/api/invoices', { body });
        const refusal = await submitResult(call);
        if (refusal) return refusal;
        const { data } = await call;
        snackbar.success(saved('invoiceSaved'));
        await navigate({ to: '/invoices/$id', params: { id: String(data!.id) } });
        return undefined;
      }}
      onUpdate={(edited, body) => save.form(api.PUT('/api/invoices/{id}', { params: { path: { id: edited.id } }, body }), saved('invoiceSaved'))}
    />
  );
}

/** The first and last day of the invoice date's month, per activity: what the server offers by default. */
function defaultTrackedTimeQuery(invoice: Invoice): TrackedTimeQuery {
  const date = parseDate(invoice.invoicedate);
  return { from: startOfMonth(date).toString(), to: endOfMonth(date).toString(), group: 'activity' };
}

/**
 * The tracked-time dialog's state on the invoice page: open or not, the query the user set, and
 * the server's answer for it (`GET /api/invoices/{id}/trackedtime`). An answer that arrives after
 * a newer query was asked for is dropped.
 */
export function useTrackedTime(invoice: Invoice) {
  const [isOpen, setOpen] = useState(false);
  const [list, setList] = useState<TrackedTimeList | null>(null);
  const [isLoading, setLoading] = useState(false);
  const latest = useRef(0);
  const snackbar = useSnackbar();
  const saved = useMessages(savedMessages);
  const defaultQuery = defaultTrackedTimeQuery(invoice);

  const query = useCallback(
    async ({ from, to, group }: TrackedTimeQuery) => {
      const asked = ++latest.current;
      setLoading(true);
      const { data } = await api
        .GET('/api/invoices/{id}/trackedtime', { params: { path: { id: invoice.id }, query: { from, to, group } } })
        .catch(() => ({ data: undefined }));
      if (asked !== latest.current) return;
      setLoading(false);
      if (data) setList(data);
      else snackbar.error(saved('trackedTimeFailed'));
    },
    [invoice.id, snackbar, saved],
  );

  return {
    isOpen,
    setOpen,
    list,
    isLoading,
    defaultQuery,
    query,
    open: () => {
      setOpen(true);
      setList(null);
      void query(defaultQuery);
    },
  };
}

/**
 * The expenses dialog's state on the invoice page: open or not, and the client's billable
 * expenses open for the invoice (`GET /api/invoices/{id}/expenses`), `null` while read. Reading
 * them fails: the error snackbar, and the dialog closes (nothing was chosen yet). An answer that
 * arrives after a newer read was asked for is dropped.
 */
export function useInvoiceExpenses(invoice: Invoice) {
  const [isOpen, setOpen] = useState(false);
  const [expenses, setExpenses] = useState<readonly InvoiceExpense[] | null>(null);
  const [isLoading, setLoading] = useState(false);
  const latest = useRef(0);
  const snackbar = useSnackbar();
  const saved = useMessages(savedMessages);

  const load = useCallback(async () => {
    const asked = ++latest.current;
    setLoading(true);
    const { data } = await api.GET('/api/invoices/{id}/expenses', { params: { path: { id: invoice.id } } }).catch(() => ({ data: undefined }));
    if (asked !== latest.current) return;
    setLoading(false);
    if (data) {
      setExpenses(data.expenses);
      return;
    }
    snackbar.error(saved('expensesFailed'));
    setOpen(false);
  }, [invoice.id, snackbar, saved]);

  return {
    isOpen,
    setOpen,
    expenses,
    isLoading,
    load,
    open: () => {
      setOpen(true);
      setExpenses(null);
      void load();
    },
  };
}
