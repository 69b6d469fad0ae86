import { DownloadError, type Quote } from '@kwartier/api';
import { useCallback } from 'react';
import { api } from './api';
import { useSavePdf } from './pdf';

/** The quote's PDF (`GET /quotes/{id}/pdf`, through the API client: session, retries). */
async function quotePdf(id: Quote['id']): Promise<Blob> {
  const { data, error, response } = await api.GET('/quotes/{id}/pdf', { params: { path: { id } }, parseAs: 'blob' });
  if (!response.ok || !(data instanceof Blob)) throw new DownloadError(response.status, error);
  return data;
}

/** Saving a quote as PDF, offered as `<quote number>.pdf`. A failure shows the error snackbar. */
export function useQuotePdf(): (quote: Pick<Quote, 'id' | 'quotenumber'>) => Promise<void> {
  const savePdf = useSavePdf();
  return useCallback((quote) => savePdf(() => quotePdf(quote.id), quote.quotenumber), [savePdf]);
}
