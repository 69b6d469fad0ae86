import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { useFieldErrorsUntilEdited } from '../../forms/useFieldErrorsUntilEdited';
import { useMessages } from '../../i18n/useMessages';
import { messages } from './FormDialog.messages';

/** Server validation errors by field name, as the API returns them (`errors` of a 422). */
export type FieldErrors = Record<string, string | string[]>;

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  /** Dialog title, also its accessible name. */
  title: string;
  /**
   * Controlled open state. Leave undefined inside a react-aria `DialogTrigger`, which then
   * opens and closes the dialog.
   */
  isOpen?: boolean;
  /**
   * Called with `false` when the user closes the dialog: the Close button, or Escape while
   * nothing has been typed yet and nothing is saving.
   */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Called when the user saves: Save button or Enter in a field. The dialog does not close by
   * itself; the owner closes it (isOpen=false) once the save succeeded.
   */
  onSave: () => void;
  /** While true Close is disabled, Escape does nothing and Save shows a spinner. */
  isSaving?: boolean;
  /** Disables Save, e.g. while required fields are empty. */
  isSaveDisabled?: boolean;
  /** 800 px wide instead of 600 px. */
  isLarge?: boolean;
  /**
   * Server errors by field name, shown under the field with the same `name` (react-aria Form
   * `validationErrors`); each stays until the user changes that field, and goes as they type (not
   * when they leave the field, so nothing moves under the pointer on its way to Save).
   */
  validationErrors?: FieldErrors;
  /** One message for the whole form (an error not tied to a field), shown above the fields. */
  errorMessage?: string;
  /** Label of the save button. Defaults to "Save". */
  saveLabel?: string;
  /** The form fields; give each a `name` matching the API field for server errors. */
  children: ReactNode;
}

/**
 * The dialog wrapper used across Kwartier: a title, a scrollable body of fields, Close
 * and Save. It is persistent: a click outside never closes it, and Escape closes it only while
 * the user has changed nothing in it (and nothing is saving) — typed input is never discarded
 * by a stray key; the Close button is the deliberate way out.
 *
 * ### Do
 * - Give each field the `name` of its API field, so a 422's `errors` passed as `validationErrors`
 *   show under the right field; pass an error that belongs to no field as `errorMessage`.
 * - Set `isSaving` while the save runs and close the dialog (`isOpen={false}`) only once it
 *   succeeded.
 * - Keep Save the one primary action; rename it with `saveLabel` (e.g. "Create").
 *
 * ### Don't
 * - Close it when Save is pressed, or on a 422: the user loses what was typed and never sees the
 *   errors.
 * - Add a second submit button or a `<form>` of your own inside: the dialog is the form, and Enter
 *   in a field saves.
 * - Show a field's server error in a snackbar or an alert instead of under the field.
 */
export function FormDialog({
  title,
  isOpen,
  onOpenChange,
  onSave,
  isSaving = false,
  isSaveDisabled = false,
  isLarge = false,
  validationErrors,
  errorMessage,
  saveLabel,
  children,
}: FormDialogProps) {
  const t = useMessages(messages);
  // Any input or change event from a field inside the form means the user has typed or picked
  // something. Forgotten when the dialog closes.
  const [isDirty, setDirty] = useState(false);
  // Closed by its owner (e.g. after a successful save) it forgets the typing too, so that it
  // opens pristine the next time. Adjusted while rendering, not in an effect.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (!isOpen) setDirty(false);
  }
  const shownErrors = useFieldErrorsUntilEdited(validationErrors);
  const markDirty = () => setDirty(true);
  const onInput = (event: FormEvent<HTMLDivElement>) => {
    markDirty();
    shownErrors.onInput(event);
  };
  const openChange = (open: boolean) => {
    if (!open) setDirty(false);
    onOpenChange?.(open);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving || isSaveDisabled) return;
    shownErrors.showAll();
    onSave();
  };
  return (
    <Dialog
      title={title}
      size={isLarge ? 'large' : 'medium'}
      isOpen={isOpen}
      onOpenChange={openChange}
      isKeyboardDismissDisabled={isSaving || isDirty}
      errorMessage={errorMessage}
      formProps={{ onSubmit: submit, validationErrors: shownErrors.validationErrors, validationBehavior: 'aria' }}
      actions={({ close }) => (
        <>
          <Button variant="quiet" onPress={close} isDisabled={isSaving}>
            {t('close')}
          </Button>
          <Button type="submit" variant="primary" isPending={isSaving} isDisabled={isSaveDisabled}>
            {saveLabel ?? t('save')}
          </Button>
        </>
      )}
    >
      {/* Only to hear typing: laid out as if its fields were the body's own. */}
      <div style={{ display: 'contents' }} ref={shownErrors.ref} onInput={onInput} onChange={markDirty}>
        {children}
      </div>
    </Dialog>
  );
}
