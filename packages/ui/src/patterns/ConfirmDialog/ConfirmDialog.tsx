import { useState, type ReactNode } from 'react';
import { isValidationFailure, type SaveResult } from '../../forms/submitResult';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { useMessages } from '../../i18n/useMessages';
import { messages } from './ConfirmDialog.messages';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Question in the title, e.g. "Delete client?". Also the accessible name. */
  title: string;
  /** Explanation under the title, e.g. what will be deleted; the dialog's accessible description. */
  children?: ReactNode;
  /**
   * Controlled open state. Leave undefined inside a react-aria `DialogTrigger`, which then
   * opens and closes it.
   */
  isOpen?: boolean;
  /** Called with `false` when the dialog closes: after Cancel, Escape, or a confirmed action. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * The confirmed action. While its promise is pending the confirm button shows a spinner and
   * Cancel is disabled; the dialog closes only when it resolves (it closes after the
   * server confirms). The save convention applies: when it resolves to a refusal with a
   * `message` (a 409 such as "Only an inactive client can be deleted.") the dialog stays open and
   * shows that message; when it rejects it stays open with a general "could not be done" message,
   * so the user can retry or cancel.
   */
  onConfirm: () => SaveResult | void;
  /** Label of the confirm button. Defaults to "Delete". */
  confirmLabel?: string;
  /** `danger` (default) for destructive actions, `primary` otherwise. */
  variant?: 'danger' | 'primary';
}

/**
 * A persistent confirmation dialog (role alertdialog) with Cancel and a confirm button.
 *
 * ### Do
 * - Ask a question in `title` ("Delete client?"), say what will happen in `children`, and name the
 *   action in `confirmLabel` ("Delete", "Send").
 * - Return the save's Promise from `onConfirm`: the dialog stays open with a spinner until the
 *   server confirms, and shows a refusal's `message` (a 409) or a general error.
 * - Keep `variant="danger"` for destructive actions; use `primary` otherwise.
 *
 * ### Don't
 * - Close it yourself in `onConfirm` before the Promise settles: a refusal could no longer be shown.
 * - Label the buttons "OK" or "Yes": the confirm button must say what it does.
 * - Use it to collect input; that is a `FormDialog`.
 */
export function ConfirmDialog({
  title,
  children,
  isOpen,
  onOpenChange,
  onConfirm,
  confirmLabel,
  variant = 'danger',
}: ConfirmDialogProps) {
  const t = useMessages(messages);
  const [isPending, setPending] = useState(false);
  // Why the last attempt did not go through; cleared by the next attempt and when the dialog closes.
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async (close: () => void) => {
    setPending(true);
    setRefusal(null);
    try {
      const result = await onConfirm();
      if (isValidationFailure(result)) {
        setRefusal(result.message || t('failed'));
        return;
      }
      close();
    } catch {
      // Stay open: the app logs the failure; the user can retry or cancel.
      setRefusal(t('failed'));
    } finally {
      setPending(false);
    }
  };
  const openChange = (open: boolean) => {
    if (!open) setRefusal(null);
    onOpenChange?.(open);
  };

  return (
    <Dialog
      role="alertdialog"
      size="small"
      title={title}
      description={children}
      errorMessage={refusal}
      isOpen={isOpen}
      onOpenChange={openChange}
      isKeyboardDismissDisabled={isPending}
      actions={({ close }) => (
        <>
          <Button variant="quiet" onPress={close} isDisabled={isPending} autoFocus>
            {t('cancel')}
          </Button>
          <Button variant={variant} isPending={isPending} onPress={() => void confirm(close)}>
            {confirmLabel ?? t('delete')}
          </Button>
        </>
      )}
    />
  );
}
