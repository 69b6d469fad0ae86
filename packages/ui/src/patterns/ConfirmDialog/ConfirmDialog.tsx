import { useState, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button';
import { useMessages } from '../../i18n/useMessages';
import * as styles from '../../internal/styles/dialog.css';
import { messages } from './ConfirmDialog.messages';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Question in the title, e.g. "Delete client?". Also the accessible name. */
  title: string;
  /** Explanation under the title, e.g. what will be deleted. */
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
   * server confirms). If it rejects the dialog stays open so the user can retry or cancel.
   */
  onConfirm: () => Promise<unknown> | void;
  /** Label of the confirm button. Defaults to "Delete". */
  confirmLabel?: string;
  /** `danger` (default) for destructive actions, `primary` otherwise. */
  variant?: 'danger' | 'primary';
}

/** A persistent confirmation dialog (role alertdialog) with Cancel and a confirm button. */
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

  const confirm = async (close: () => void) => {
    setPending(true);
    try {
      await onConfirm();
      close();
    } catch {
      // Stay open: delete failures are the app's to report (it logs them); the user can
      // retry or cancel.
    } finally {
      setPending(false);
    }
  };

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      className={styles.overlay}
    >
      <Modal className={`${styles.modal} ${styles.width.narrow}`}>
        <Dialog role="alertdialog" className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              {children != null && <div className={styles.body}>{children}</div>}
              <div className={styles.footer}>
                <Button variant="quiet" onPress={close} isDisabled={isPending} autoFocus>
                  {t('cancel')}
                </Button>
                <Button variant={variant} isPending={isPending} onPress={() => void confirm(close)}>
                  {confirmLabel ?? t('delete')}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
