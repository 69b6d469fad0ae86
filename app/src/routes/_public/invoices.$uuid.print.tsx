import type { User } from '@kwartier/api';
import { InvoicePrintPage } from '@kwartier/ui';
import { createFileRoute } from '@tanstack/react-router';
import { api } from '../../api';
import { useDocumentTitle } from '../../document';
import { load } from '../../load';

/**
 * /invoices/{uuid}/print: the invoice as an A4 page to print, public by its unguessable uuid (a
 * client can be sent the link). It speaks the signed-in user's language and date format, else
 * Dutch; the root reads `locale` from here for the page's language.
 */
export const Route = createFileRoute('/_public/invoices/$uuid/print')({
  loader: async ({ params }) => {
    const [invoice, user] = await Promise.all([
      load(api.GET('/api/invoices/{uuid}/print', { params: { path: { uuid: params.uuid } } })),
      // Signed in or not: the page is public, a 401 only means 'not signed in'.
      api.GET('/api/user').then(({ data }) => data, () => undefined),
    ]);
    return { invoice, user: user as User | undefined, locale: user?.locale ?? 'nl' };
  },
  component: PrintPage,
});

function PrintPage() {
  const { invoice, user, locale } = Route.useLoaderData();
  useDocumentTitle(invoice.invoicenumber);
  return <InvoicePrintPage invoice={invoice} locale={locale} dateFormat={user?.dateformat} />;
}
