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

/** Content that is either given or rendered with the dialog's `close`. */
export type DialogContent = ReactNode | ((renderProps: DialogRenderProps) => ReactNode);

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
  children?: DialogContent;
  /** The buttons at the bottom, last one the main action; always in view, under the body. */
  actions?: DialogContent;
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

const render = (content: DialogContent, renderProps: DialogRenderProps) =>
  typeof content === 'function' ? content(renderProps) : content;

/**
 * A modal dialog: the one place for Kwartier's overlay, title, scrolling body and actions.
 * react-aria keeps focus inside while it is open, returns it to what opened it, hides the page
 * from screen readers and stops the page scrolling behind it. Below 600 px (the overlay's width,
 * i.e. the screen's) it takes the whole width less a small margin and never more than the
 * screen's height: a long body scrolls inside the dialog and the actions stay in view. The
 * backdrop fades in, not when reduced motion is asked for. `FormDialog` and `ConfirmDialog` are
 * built on it.
 */
export function Dialog({
  title,
  description,
  errorMessage,
  children,
  actions,
  size = 'medium',
  role = 'dialog',
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  isBusy,
  formProps,
}: DialogProps) {
  const descriptionId = useId();
  const hasDescription = description != null && description !== false;
  const hasError = errorMessage != null && errorMessage !== false && errorMessage !== '';
  return (
    <ModalOverlay
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={styles.overlay}
    >
      <Modal className={`${styles.modal} ${styles.size[size]}`}>
        <AriaDialog
          role={role}
          className={styles.dialog}
          aria-describedby={hasDescription ? descriptionId : undefined}
          aria-busy={isBusy || undefined}
        >
          {({ close }) => {
            const body = children == null ? null : render(children, { close });
            const footer = actions == null ? null : render(actions, { close });
            const content = (
              <>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {(hasError || hasDescription || body != null) && (
                  <div className={styles.body}>
                    {hasError && (
                      <p role="alert" className={styles.error}>
                        <ErrorIcon size={20} />
                        {errorMessage}
                      </p>
                    )}
                    {hasDescription && <div id={descriptionId}>{description}</div>}
                    {body}
                  </div>
                )}
                {footer != null && <div className={styles.footer}>{footer}</div>}
              </>
            );
            return formProps ? (
              <Form {...formProps} className={styles.form}>
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
