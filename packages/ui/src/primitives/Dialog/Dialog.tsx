import { useId, type ReactNode } from 'react';
import { Dialog as AriaDialog, Form, Heading, Modal, ModalOverlay, type FormProps } from 'react-aria-components';
import { ErrorIcon } from '../Icon/icons/ErrorIcon';
import * as styles from './Dialog.css';

/** Width of a {@link Dialog}: small 440 px, medium 600 px, large 800 px (never wider than the screen). */
export type DialogSize = 'small' | 'medium' | 'large';

/** What a {@link Dialog}'s content and actions may call. */
export interface DialogRenderProps {
  /** Closes the dialog: `onOpenChange(false)`, or the surrounding `DialogTrigger`'s state. */
  close: () => void;
}

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** The title, shown at the top and the dialog's accessible name. */
  title: ReactNode;
  /**
   * A short explanation under the title, e.g. what a confirmation will do. It is the dialog's
   * accessible description (`aria-describedby`), read out when the dialog opens.
   */
  description?: ReactNode;
  /**
   * One message for the whole dialog (e.g. a save that failed), shown as an alert with an icon
   * at the top of the body.
   */
  errorMessage?: ReactNode;
  /** The body: fields, text, progress. Scrolls inside the dialog when it is long. */
  children?: ReactNode;
  /**
   * The buttons at the bottom, last one the main action; always in view, under the body. A
   * function gets the dialog's `close`.
   */
  actions?: ReactNode | ((renderProps: DialogRenderProps) => ReactNode);
  /** Width. Defaults to `medium`. */
  size?: DialogSize;
  /** `alertdialog` for a question the user must answer (a confirmation); `dialog` by default. */
  role?: 'dialog' | 'alertdialog';
  /**
   * Controlled open state. Leave undefined inside a react-aria `DialogTrigger`, which then
   * opens and closes the dialog.
   */
  isOpen?: boolean;
  /** Open at first, when uncontrolled and outside a `DialogTrigger`. */
  defaultOpen?: boolean;
  /**
   * Called with `false` when the dialog closes (Escape, a click outside, `close`). Inside a
   * `DialogTrigger` the trigger's own `onOpenChange` reports it instead.
   */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Whether a click outside closes it. Defaults to `false`: Kwartier's dialogs are persistent
   * (a stray click never discards what was typed).
   */
  isDismissable?: boolean;
  /** Whether Escape is ignored, e.g. while saving or once something was typed. Defaults to `false`. */
  isKeyboardDismissDisabled?: boolean;
  /**
   * Makes the dialog a form: title, body and actions inside a react-aria `Form` with these props
   * (`onSubmit`, `validationErrors`, …), so a `type="submit"` action is the form's default button
   * and Enter in a field presses it.
   */
  formProps?: Omit<FormProps, 'children' | 'className' | 'style'>;
  /** Marks the dialog busy (`aria-busy`) while the work it shows goes on. */
  isBusy?: boolean;
}

/**
 * A modal dialog: the one place for Kwartier's overlay, title, scrolling body and actions.
 * react-aria keeps focus inside while it is open, returns it to what opened it, hides the page
 * from screen readers and stops the page scrolling behind it. Below 600 px (the overlay's width,
 * i.e. the screen's) it takes the whole width less a small margin and never more than the
 * screen's height: a long body scrolls inside the dialog and the actions stay in view. The
 * backdrop fades in, not when reduced motion is asked for. `FormDialog` and `ConfirmDialog` are
 * built on it. `isOpen`, `defaultOpen`, `onOpenChange`, `isDismissable` and
 * `isKeyboardDismissDisabled` go to react-aria's `ModalOverlay`, with its defaults.
 *
 * ### Do
 * - Give it one main action, last in `actions` (`variant="primary"`, or `danger` for a destructive
 *   one); every other button `secondary` or `quiet`.
 * - Open it from a focusable control (a `Button`) and let react-aria handle focus: it moves into the
 *   dialog, stays there, and returns to that control on close.
 * - Outside a `DialogTrigger`, control it with `isOpen` and `onOpenChange`, and close it through
 *   `close` (given to `actions`) or `onOpenChange(false)`.
 * - Use `FormDialog` for a form and `ConfirmDialog` for a question; they already follow these rules.
 *
 * ### Don't
 * - Put two primary buttons in it, or the main action first.
 * - Mount it conditionally without `isOpen` (`{open && <Dialog …/>}`) outside a `DialogTrigger`: it
 *   stays closed.
 * - Set `isDismissable` on a dialog that holds input: a stray click outside would throw away what
 *   was typed.
 */
export function Dialog({
  title,
  description,
  errorMessage,
  children,
  actions,
  size = 'medium',
  role,
  isBusy,
  formProps,
  ...overlayProps
}: DialogProps) {
  const descriptionId = useId();
  return (
    <ModalOverlay {...overlayProps} className={styles.overlay}>
      <Modal className={`${styles.modal} ${styles.size[size]}`}>
        <AriaDialog
          role={role}
          className={styles.dialog}
          aria-describedby={description ? descriptionId : undefined}
          aria-busy={isBusy}
        >
          {({ close }) => {
            const footer = typeof actions === 'function' ? actions({ close }) : actions;
            const content = (
              <>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {(errorMessage || description || children != null) && (
                  <div className={styles.body}>
                    {errorMessage && (
                      <p role="alert" className={styles.error}>
                        <ErrorIcon size={20} />
                        {errorMessage}
                      </p>
                    )}
                    {description && <div id={descriptionId}>{description}</div>}
                    {children}
                  </div>
                )}
                {footer != null && <div className={styles.footer}>{footer}</div>}
              </>
            );
            return formProps ? (
              <Form {...formProps} className={styles.dialog}>
                {content}
              </Form>
            ) : (
              content
            );
          }}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
