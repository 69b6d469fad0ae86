import { useCallback, useState } from 'react';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormDialog, type FormDialogState } from '../../../patterns/FormDialog/useFormDialog';

/** One cell's note as the owner saves it (`POST /api/time/note`); null removes it. */
export interface TimeNoteChange {
  activity_id: number;
  date: string;
  note: string | null;
}

/** The cell a note editor is open on, as the grid describes it. */
export interface NoteTarget {
  activity_id: number;
  date: string;
  /** The line's name, 'New website — Design'. */
  line: string;
  /** The day in words, 'Tue 3 March'. */
  day: string;
  /** The note as the week answered it. */
  note: string | null;
  /** Whether the cell holds hours (a note needs them). */
  hasHours: boolean;
  /** Why the day is read-only, in words; null when the note may change. */
  readOnly: string | null;
}

/** The note's field, whose server error shows under it. */
const NOTE_FIELDS = ['note'] as const;

/** What {@link useCellNote} gives the grid and its {@link CellNoteEditor}. */
export interface CellNote {
  /** The cell whose note is open, or null. */
  target: NoteTarget | null;
  dialog: FormDialogState<{ note: string }>;
  /** Whether notes can be saved at all (the owner passed `onSaveNote`). */
  canSave: boolean;
  open(target: NoteTarget): void;
  save(): void;
}

/** A note as sent: trimmed, and null when nothing is left (the server does the same). */
export function noteToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The note editor's state: open on a cell with its note as the draft, save through the owner's
 * callback under the save convention (a 422 shows under the field), close on success. The grid
 * keeps its own edits local; this is all a note needs.
 */
export function useCellNote(onSaveNote: ((change: TimeNoteChange) => SaveResult) | undefined): CellNote {
  const [target, setTarget] = useState<NoteTarget | null>(null);
  const dialog = useFormDialog<{ note: string }>({ note: '' }, NOTE_FIELDS);
  const { open: openDialog, save: saveDialog, draft } = dialog;
  const open = useCallback(
    (next: NoteTarget) => {
      setTarget(next);
      openDialog({ note: next.note ?? '' });
    },
    [openDialog],
  );
  const save = () => {
    if (!target || !onSaveNote || target.readOnly !== null) return;
    void saveDialog(() => onSaveNote({ activity_id: target.activity_id, date: target.date, note: noteToSend(draft.note) }));
  };
  return { target, dialog, canSave: onSaveNote !== undefined, open, save };
}
