import { useMessages, useSnackbar } from '@kwartier/ui';
import { saveBlobAs } from '@kwartier/api';
import { useCallback } from 'react';
import { savedMessages } from './saved.messages';

/**
 * Saving a document's PDF (an invoice's, a quote's): `pdf` fetches it through the API client
 * (session, retries), and it is offered as `<number>.pdf`. A failure shows the error snackbar;
 * nothing else changes.
 */
export function useSavePdf(): (pdf: () => Promise<Blob>, number: string) => Promise<void> {
  const snackbar = useSnackbar();
  const saved = useMessages(savedMessages);
  return useCallback(
    async (pdf, number) => {
      try {
        saveBlobAs(await pdf(), `${number}.pdf`);
      } catch (failure) {
        console.error('Generating the PDF failed', failure);
        snackbar.error(saved('pdfFailed'));
      }
    },
    [snackbar, saved],
  );
}
