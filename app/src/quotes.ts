import { DownloadError, saveBlobAs, type Quote } from '@kwartier/api';
import { useMessages, useSnackbar } from '@kwartier/ui';
import { useCallback } from 'react';
import { api } from './api';
import { savedMessages } from './saved.messages';

/**
 * Saving a quote as PDF (`GET /quotes/{id}/pdf`, through the API client: session, retries),
 * offered as `<quote number>.pdf`. A failure shows the error snackbar.
 */
export function useQuotePdf(): (quote: Pick<Quote, 'id' | 'quotenumber'>) => Promise<void> {
  const snackbar = useSnackbar();
  const saved = useMessages(savedMessages);
  return useCallback(
    async (quote) => {
      try {
        const { data, error, response } = await api.GET('/quotes/{id}/pdf', { params: { path: { id: quote.id } }, parseAs: 'blob' });
        if (!response.ok || !(data instanceof Blob)) throw new DownloadError(response.status, error);
        saveBlobAs(data, `${quote.quotenumber}.pdf`);
      } catch (failure) {
        console.error('Generating the PDF failed', failure);
        snackbar.error(saved('pdfFailed'));
      }
    },
    [snackbar, saved],
  );
}
