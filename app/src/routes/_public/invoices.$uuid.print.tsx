import { InvoicePrintPage, toLocale } from '@kwartier/ui';
import { createFileRoute } from '@tanstack/react-router';
import { api } from '../../api';
import { useDocumentTitle } from '../../document';
import { loadLanguage } from '../../i18n/catalogue';
import { load } from '../../load';

/**
 * /invoices/{uuid}/print: the invoice as an A4 page to print, public by its unguessable uuid (a
 * client can be sent the link). It is a document, so it speaks the invoice's language (its
 * client's invoice language) — words, amounts, numbers and dates, as the PDF — whoever opens it;
 * the root reads `locale` from here for the page's language (`<html lang>`). It says whether the
 * invoice is paid and offers its PDF (`GET /invoices/{uuid}/print/pdf`, public by the uuid too).
 */
export const Route = createFileRoute('/_public/invoices/$uuid/print')({
  loader: async ({ params }) => {
    const invoice = await load(api.GET('/api/invoices/{uuid}/print', { params: { path: { uuid: params.uuid } } }));
    await loadLanguage(toLocale(invoice.language));
    return { invoice, locale: invoice.language };
  },
  component: PrintPage,
});

function PrintPage() {
  const { invoice } = Route.useLoaderData();
  useDocumentTitle(invoice.invoicenumber);
  // The server's page load (Content-Disposition: attachment), so this page stays.
  return <InvoicePrintPage invoice={invoice} onDownloadPdf={() => window.location.assign(`/invoices/${encodeURIComponent(invoice.uuid)}/print/pdf`)} />;
}
