import type { Invoice, InvoiceMailDraft } from '@kwartier/api';
import { invoiceData } from '@kwartier/api/pages';
import { localDate } from '@kwartier/api/pages/search';
import {
  InvoiceDetail,
  InvoiceExpensesDialog,
  InvoiceHistory,
  InvoicePdfProgress,
  InvoiceStatusMenu,
  SendInvoiceDialog,
  TrackedTimeDialog,
  useMessages,
  type InvoiceLineValues,
} from '@kwartier/ui';
import { createFileRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../../../api';
import { useDocumentTitle } from '../../../../document';
import { InvoiceDialogFor, useInvoiceExpenses, usePdfDownload, useEinvoiceDownload, useStatusChange, useTrackedTime } from '../../../../invoices';
import { load } from '../../../../load';
import { invoiceStatusView, invoiceView } from '../../../../pageViews';
import { recordId } from '../../../../params';
import { savedMessages } from '../../../../saved.messages';
import { useSave } from '../../../../save';
import { expectOk } from '../../../../submit';

const authenticated = getRouteApi('/_authenticated');

/**
 * /invoices/{id}: an invoice with its lines and totals. A concept's details, lines and tracked
 * time change here, and its client's billable expenses go onto it; the status moves forward from
 * its button; print opens the public print page in a new tab; the PDF downloads with the progress
 * modal; Send (again) opens the send dialog on the mail draft, and the mails sent about the
 * invoice are listed, then its history (who changed what and when: the audit trail).
 */
export const Route = createFileRoute('/_authenticated/_admin/invoices/$id')({
  // The calls the server sends with the page (@kwartier/api/pages).
  loader: ({ params, context }) => invoiceData({ api, load, today: localDate(new Date()), user: context.user }, recordId(params.id)),
  component: InvoicePage,
});

function InvoicePage() {
  const { user } = authenticated.useRouteContext();
  const { organization } = authenticated.useLoaderData();
  const { invoice, mails, history } = Route.useLoaderData();
  const router = useRouter();
  const [mailDraft, setMailDraft] = useState<InvoiceMailDraft | null>(null);
  const [isPreparingMail, setPreparingMail] = useState(false);
  const saved = useMessages(savedMessages);
  const save = useSave();
  const pdf = usePdfDownload();
  const einvoice = useEinvoiceDownload();
  const changeStatus = useStatusChange();
  const [isEditing, setEditing] = useState(false);
  const tracked = useTrackedTime(invoice);
  const expenses = useInvoiceExpenses(invoice);
  useDocumentTitle(invoice.invoicenumber);
  const byId = (id: number) => ({ params: { path: { id } } });
  const openMail = async (kind: 'invoice' | 'reminder') => {
    setPreparingMail(true);
    try {
      setMailDraft((await expectOk(api.GET('/api/invoices/{id}/mails/draft', { params: { path: { id: invoice.id }, query: { kind } } }))) ?? null);
    } finally {
      setPreparingMail(false);
    }
  };
  // Everything the line dialog gives (VAT category, exemption reason, period too), on this invoice.
  const line = ({ id: _id, ...values }: InvoiceLineValues) => ({ ...values, invoice_id: invoice.id });
  return (
    <>
      <InvoiceDetail
        key={invoice.id}
        {...invoiceView(invoice, user, organization)}
        status={<InvoiceStatusMenu {...invoiceStatusView(invoice, user, organization)} onChange={(statusId, change) => changeStatus(invoice, statusId, change)} />}
        onEditDetails={() => setEditing(true)}
        onAddTrackedTime={tracked.open}
        onAddExpenses={expenses.open}
        onSavePdf={() => void pdf.download(invoice)}
        isSavingPdf={pdf.isGenerating}
        onSaveEinvoice={() => void einvoice.download(invoice)}
        isSavingEinvoice={einvoice.isSaving}
        einvoiceMissing={einvoice.missing}
        onDismissEinvoiceMissing={einvoice.dismiss}
        onSaveLine={(values) =>
          values.id === null
            ? save.form(api.POST('/api/invoicelines', { body: line(values) }), saved('invoiceLineSaved'))
            : save.form(api.PUT('/api/invoicelines/{id}', { ...byId(values.id), body: line(values) }), saved('invoiceLineSaved'))
        }
        onDeleteLine={(deleted) => save.form(api.DELETE('/api/invoicelines/{id}', byId(deleted.id)), saved('invoiceLineDeleted'))}
        onRecordPayment={(body) => save.form(api.POST('/api/invoices/{id}/payments', { ...byId(invoice.id), body }), saved('paymentRecorded'))}
        onDeletePayment={(payment) => save.form(api.DELETE('/api/payments/{id}', byId(payment.id)), saved('paymentRemoved'))}
        onSendMail={() => void openMail('invoice')}
        onSendReminder={() => void openMail('reminder')}
        isPreparingMail={isPreparingMail}
        mails={mails}
      />
      <InvoiceHistory entries={history} dateFormat={user.dateformat} />
      {mailDraft && (
        <SendInvoiceDialog
          invoiceNumber={invoice.invoicenumber}
          isConcept={invoice.status === 'concept'}
          draft={mailDraft}
          onClose={() => setMailDraft(null)}
          onSend={async (body) => {
            const refusal = await save.form(api.POST('/api/invoices/{id}/send', { ...byId(invoice.id), body }), saved('invoiceMailed'));
            // A refused mail is in the log too.
            if (refusal) void router.invalidate();
            return refusal;
          }}
        />
      )}
      <TrackedTimeDialog
        isOpen={tracked.isOpen}
        onOpenChange={tracked.setOpen}
        defaultQuery={tracked.defaultQuery}
        list={tracked.list}
        isLoading={tracked.isLoading}
        onQueryChange={tracked.query}
        onSubmit={async (body) => {
          const refusal = await save.form(api.POST('/api/invoices/{id}/trackedtime', { ...byId(invoice.id), body }), saved('trackedTimeAdded'));
          // Hours invoiced meanwhile: the dialog shows why, over the groups as they are now.
          if (refusal) void tracked.query(body);
          return refusal;
        }}
        dateFormat={user.dateformat}
        firstDayOfWeek={organization.firstdayoftheweek}
        currency={invoice.currency}
      />
      <InvoiceExpensesDialog
        isOpen={expenses.isOpen}
        onOpenChange={expenses.setOpen}
        expenses={expenses.expenses}
        isLoading={expenses.isLoading}
        onSubmit={async (body) => {
          const refusal = await save.form(api.POST('/api/invoices/{id}/expenses', { ...byId(invoice.id), body }), saved('expensesAdded'));
          // An expense invoiced or changed meanwhile: the dialog shows why, over the expenses open now.
          if (refusal) void expenses.load();
          return refusal;
        }}
        dateFormat={user.dateformat}
        currency={invoice.currency}
      />
      <InvoicePdfProgress isOpen={pdf.isGenerating} invoiceNumber={invoice.invoicenumber} />
      {isEditing && <InvoiceDialogFor mode="edit" invoice={invoice satisfies Invoice} onClose={() => setEditing(false)} />}
    </>
  );
}
