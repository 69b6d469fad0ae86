import { useCallback, useState } from 'react';
import type { SaveResult } from '../../forms/submitResult';
import { useFormSubmission } from '../../forms/useFormSubmission';
import type { FormDialogProps } from './FormDialog';

/** What {@link useFormDialog} gives a component with an add or edit dialog. */
export interface FormDialogState<D> {
  /** The values in the dialog: what `open` was given, with the user's edits (kept while closed). */
  draft: D;
  /** A setter for one field of the draft, e.g. `onChange={dialog.set('name')}`. */
  set: <K extends keyof D>(key: K) => (value: D[K]) => void;
  /** Opens the dialog on these values (copied when the user asks, never from props in an effect), without errors. */
  open: (values: D) => void;
  /** Closes the dialog and forgets its errors. */
  close: () => void;
  /**
   * Runs a save request under the save convention: the dialog closes when it resolves to
   * `undefined`; a 422/409 body puts its messages under the fields (or above them); a rejection
   * shows a generic message. A second save while one runs is ignored. Resolves to whether it saved.
   */
  save: (request: () => SaveResult) => Promise<boolean>;
  /** Spread on the {@link FormDialog}: open state, saving state and the server's errors. */
  dialogProps: Required<Pick<FormDialogProps, 'isOpen' | 'onOpenChange' | 'isSaving' | 'validationErrors'>> &
    Pick<FormDialogProps, 'errorMessage'>;
}

const runRequest = (request: () => SaveResult) => request();

/**
 * The state of a {@link FormDialog} that adds or edits one record: open on the record's values,
 * edit a draft, save through a {@link SubmitResult} callback, close on success. `fields` are the
 * names of the dialog's fields, whose server errors appear under them; others go above the form.
 * `initial` is the draft until the first `open` (nothing shows it: the dialog is closed).
 */
export function useFormDialog<D extends object>(initial: D | (() => D), fields: readonly string[]): FormDialogState<D> {
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<D>(initial);
  const submission = useFormSubmission<() => SaveResult>(runRequest, fields);
  const { reset, submit } = submission;

  const set = useCallback(
    <K extends keyof D>(key: K) =>
      (value: D[K]) =>
        setDraft((current) => ({ ...current, [key]: value })),
    [],
  );

  const open = useCallback(
    (values: D) => {
      setDraft(values);
      reset();
      setOpen(true);
    },
    [reset],
  );

  const close = useCallback(() => {
    setOpen(false);
    reset();
  }, [reset]);

  const save = useCallback(
    async (request: () => SaveResult) => {
      const saved = await submit(request);
      if (saved) close();
      return saved;
    },
    [submit, close],
  );

  return {
    draft,
    set,
    open,
    close,
    save,
    dialogProps: {
      isOpen,
      onOpenChange: (next) => (next ? setOpen(true) : close()),
      isSaving: submission.isSubmitting,
      validationErrors: submission.fieldErrors,
      errorMessage: submission.formError ?? undefined,
    },
  };
}
