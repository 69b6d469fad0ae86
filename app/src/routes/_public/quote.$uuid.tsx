import { PublicQuote, toLocale } from '@kwartier/ui';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { api } from '../../api';
import { useDocumentTitle } from '../../document';
import { loadLanguage } from '../../i18n/catalogue';
import { load } from '../../load';
import { submitResult } from '../../submit';

/**
 * /quote/{uuid}: the quote a client was sent (the link in the quote's mail), public by its
 * unguessable uuid. It speaks the quote's language (its client's invoice language) whoever opens
 * it; the root reads `locale` from here for `<html lang>`. The client accepts or declines it with
 * their name and an optional comment, and sees the answer afterwards; the PDF
 * (`GET /quote/{uuid}/pdf`) downloads as a page load.
 */
export const Route = createFileRoute('/_public/quote/$uuid')({
  loader: async ({ params }) => {
    const quote = await load(api.GET('/api/public/quotes/{uuid}', { params: { path: { uuid: params.uuid } } }));
    await loadLanguage(toLocale(quote.language));
    return { quote, locale: quote.language };
  },
  component: QuotePage,
});

function QuotePage() {
  const { quote } = Route.useLoaderData();
  const router = useRouter();
  useDocumentTitle(quote.quotenumber);
  return (
    <PublicQuote
      quote={quote}
      onAnswer={async (accepted, body) => {
        const path = { params: { path: { uuid: quote.uuid } }, body };
        const refusal = await submitResult(accepted ? api.POST('/api/public/quotes/{uuid}/accept', path) : api.POST('/api/public/quotes/{uuid}/decline', path));
        if (refusal) return refusal;
        // The page shows the answer as the server keeps it.
        await router.invalidate();
        return undefined;
      }}
      onDownloadPdf={() => window.location.assign(`/quote/${encodeURIComponent(quote.uuid)}/pdf`)}
    />
  );
}
