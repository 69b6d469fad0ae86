import { Dialog } from '../../../primitives/Dialog/Dialog';
import { ProgressBar } from '../../../primitives/ProgressBar/ProgressBar';
import { useMessages } from '../../../i18n/useMessages';
import { messages } from './InvoicePdfProgress.messages';

/** Props of {@link InvoicePdfProgress}. */
export interface InvoicePdfProgressProps {
  /** Open while the PDF is generated and downloaded (e.g. the app's `usePdfDownload().isGenerating`). */
  isOpen: boolean;
  /** The number of the invoice being downloaded, said under the title. */
  invoiceNumber?: string;
}

/**
 * The modal 'PDF is being generated' shown while an invoice's PDF is made and downloaded, from the
 * list and from the detail page. It cannot be dismissed (no Escape, no click outside, no button):
 * it closes when the download ends. Its title is announced (aria-live) and an indeterminate
 * progress bar shows work going on.
 */
export function InvoicePdfProgress({ isOpen, invoiceNumber }: InvoicePdfProgressProps) {
  const t = useMessages(messages);
  return (
    <Dialog title={t('title')} size="small" isOpen={isOpen} isKeyboardDismissDisabled isBusy>
      <div role="status" aria-live="polite">
        {invoiceNumber != null && t('invoice', { number: invoiceNumber })}
      </div>
      <ProgressBar label={t('progress')} isIndeterminate />
    </Dialog>
  );
}
