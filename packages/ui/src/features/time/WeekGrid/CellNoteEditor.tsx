import { schemaBounds } from '@kwartier/api';
import { useMessages } from '../../../i18n/useMessages';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { TextArea } from '../../../primitives/TextArea/TextArea';
import type { CellNote } from './useCellNote';
import { messages } from './CellNoteEditor.messages';
import * as styles from './CellNote.css';

const NOTE_MAX_LENGTH = schemaBounds.TimeNoteRequest.note.maxLength;

/**
 * The note of one cell of the week grid (opened by Shift+Enter on a day cell, or its note
 * button): what was done, at most 1000 characters. It says which line and day it belongs to, that
 * clearing the day's hours removes the note, that a day without hours takes no note yet (the
 * server refuses it, and its message shows under the field), and shows a read-only day's note
 * without Save. Closing returns focus to the cell.
 */
export function CellNoteEditor({ note }: { note: CellNote }) {
  const t = useMessages(messages);
  const { target, dialog } = note;
  const readOnly = target?.readOnly ?? null;
  return (
    <FormDialog
      title={t('title')}
      {...dialog.dialogProps}
      onSave={note.save}
      saveLabel={t('save')}
      isSaveDisabled={readOnly !== null || !note.canSave}
    >
      {target && <p className={styles.noteCell}>{t('cell', { line: target.line, day: target.day })}</p>}
      <TextArea
        name="note"
        label={t('label')}
        description={readOnly !== null ? t('readOnly', { reason: readOnly }) : target?.hasHours === false ? t('needsHours') : t('description')}
        value={dialog.draft.note}
        onChange={dialog.set('note')}
        maxLength={NOTE_MAX_LENGTH}
        isReadOnly={readOnly !== null || !note.canSave}
        rows={4}
        autoFocus
      />
    </FormDialog>
  );
}
