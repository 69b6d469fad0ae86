import { schemaBounds, type ClientUpdateEntry } from '@kwartier/api';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../../primitives/Button/Button';
import { DeleteIcon } from '../../../primitives/Icon/icons/DeleteIcon';
import { EditIcon } from '../../../primitives/Icon/icons/EditIcon';
import { LockIcon } from '../../../primitives/Icon/icons/LockIcon';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { TextArea } from '../../../primitives/TextArea/TextArea';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { useFormDialog } from '../../../patterns/FormDialog/useFormDialog';
import { useRowActions } from '../../../patterns/rowActions/useRowActions';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import type { DateFormat } from '../../../i18n/formatDate';
import { formatDateTime } from '../../../i18n/formatDateTime';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages } from '../../../i18n/useMessages';
import { messages } from './ClientUpdatesPanel.messages';
import * as styles from './ClientUpdatesPanel.css';

/** Props of {@link ClientUpdatesPanel}. */
export interface ClientUpdatesPanelProps {
  /** The client's updates (`GET /api/clientupdates/client/{id}`); shown newest first whatever their order. */
  updates: ClientUpdateEntry[];
  /** The signed-in user's date format (`User.dateformat`): each update's moment is shown in it, with the time of day. */
  dateformat: DateFormat;
  /**
   * Adds an update with the typed text (`POST /api/clientupdates` with `update` = `text` and the
   * client's id as `client_id`); the text is trimmed, its line breaks kept. Resolve to `undefined`
   * on success (the field empties; refresh `updates`), or to the 422 body: its message appears
   * under the field, which keeps the text. Reject for unexpected failures (a generic message
   * appears under the field).
   */
  onCreate: (text: string) => SaveResult;
  /**
   * Saves the edit dialog of `update` (`PUT /api/clientupdates/{id}` with `update` = `text`,
   * trimmed). Offered only when `update.readonly` is false. Resolve to `undefined` on success (the
   * dialog closes; refresh `updates`), or to the 422/403 body: `errors.update` appears under the
   * field, any other message above it. Reject for unexpected failures.
   */
  onUpdate: (update: ClientUpdateEntry, text: string) => SaveResult;
  /**
   * Deletes an update after the user confirmed (`DELETE /api/clientupdates/{id}`); offered only
   * when `update.readonly` is false. The confirmation closes when the promise resolves to
   * `undefined` (refresh `updates` first); it stays open showing the refusal when it resolves to a
   * 403/409 body, or a general message when it rejects.
   */
  onDelete: (update: ClientUpdateEntry) => SaveResult;
  /** Heading level of the 'Updates' title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

const FIELDS = ['update'] as const;
const MAX_LENGTH = schemaBounds.ClientUpdateEntryUpdate.update.maxLength;
/** The list items, for keeping keyboard focus when an update is deleted. */
const ROW = 'li[data-update]';

/** Newest first; the later id first for updates of the same moment. */
const newestFirst = (a: ClientUpdateEntry, b: ClientUpdateEntry) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;

/** The edit dialog's values and the update it edits. */
interface Draft {
  entry: ClientUpdateEntry | null;
  text: string;
}

/**
 * A client's updates (/clients/{id} › Updates): notes the team keeps about a client. A field with
 * 'Add update' on top (Ctrl+Enter or ⌘+Enter adds too), then the updates, newest first: author
 * ('unknown user' when the author is gone), moment in the user's date format with the time of
 * day, '(edited)' once changed, and the text with its line breaks. The author's own updates have
 * edit (a dialog) and delete (after confirmation); the others show a padlock saying only their
 * author can change them.
 */
export function ClientUpdatesPanel({
  updates,
  dateformat,
  onCreate,
  onUpdate,
  onDelete,
  headingLevel = 2,
}: ClientUpdatesPanelProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const rows = useRowActions<ClientUpdateEntry>({ onDelete, rowSelector: ROW });
  const dialog = useFormDialog<Draft>({ entry: null, text: '' }, FIELDS);

  const [text, setText] = useState('');
  const creation = useFormSubmission<string>(onCreate, FIELDS);
  const composerRef = useRef<HTMLFormElement>(null);

  const sorted = useMemo(() => [...updates].sort(newestFirst), [updates]);
  const momentOf = (entry: ClientUpdateEntry) => formatDateTime(entry.created_at, dateformat, locale);

  const canAdd = text.trim() !== '';

  const add = async () => {
    if (!canAdd || creation.isSubmitting) return;
    if (await creation.submit(text.trim())) {
      setText('');
      // The button it was pressed with is disabled now the field is empty: write the next one.
      composerRef.current?.querySelector('textarea')?.focus();
    }
  };

  const submitComposer = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void add();
  };

  // A message not tied to the field (or a network failure) is still about the new update.
  const composerErrors = creation.formError ? { update: creation.formError } : creation.fieldErrors;

  return (
    <div ref={rows.focusScopeRef} className={styles.root}>
      <Heading id={titleId} className={styles.title}>
        {t('title')}
      </Heading>
      <Form
        ref={composerRef}
        className={styles.composer}
        onSubmit={submitComposer}
        validationErrors={composerErrors}
        validationBehavior="aria"
        data-focus-fallback
      >
        <TextArea
          className={styles.composerField}
          name="update"
          label={t('newUpdate')}
          description={t('shortcutHint')}
          value={text}
          onChange={setText}
          maxLength={MAX_LENGTH}
          rows={3}
          isRequired
          // Kept while the update is sent: what is typed meanwhile would be lost when it empties.
          isReadOnly={creation.isSubmitting}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void add();
            else event.continuePropagation();
          }}
        />
        <Button type="submit" variant="primary" isDisabled={!canAdd} isPending={creation.isSubmitting}>
          {t('add')}
        </Button>
      </Form>

      {sorted.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ol className={styles.list} aria-labelledby={titleId}>
          {sorted.map((entry) => {
            const moment = momentOf(entry);
            return (
              <li key={entry.id} data-update className={styles.item}>
                <div className={styles.meta}>
                  {entry.username != null ? (
                    <span className={styles.author}>{entry.username}</span>
                  ) : (
                    <span className={`${styles.author} ${styles.unknownUser}`}>{t('unknownUser')}</span>
                  )}
                  <time dateTime={entry.created_at} className={styles.muted}>
                    {moment}
                  </time>
                  {entry.edited && <span className={styles.muted}>{t('edited')}</span>}
                  {entry.readonly ? (
                    <span className={styles.lock} role="img" aria-label={t('readonlyHint')} title={t('readonlyHint')}>
                      <LockIcon size={18} />
                    </span>
                  ) : (
                    <span className={styles.actions}>
                      <IconButton
                        size="sm"
                        label={t('editLabel', { moment })}
                        icon={<EditIcon />}
                        onPress={() => dialog.open({ entry, text: entry.update })}
                      />
                      <IconButton
                        size="sm"
                        label={t('deleteLabel', { moment })}
                        icon={<DeleteIcon />}
                        onPress={() => rows.requestDelete(entry)}
                      />
                    </span>
                  )}
                </div>
                <p className={styles.text}>{entry.update}</p>
              </li>
            );
          })}
        </ol>
      )}

      <FormDialog
        title={t('editTitle')}
        {...dialog.dialogProps}
        onSave={() => {
          const { entry, text: edited } = dialog.draft;
          if (entry) void dialog.save(() => onUpdate(entry, edited.trim()));
        }}
      >
        <TextArea
          name="update"
          label={t('update')}
          value={dialog.draft.text}
          onChange={dialog.set('text')}
          maxLength={MAX_LENGTH}
          rows={8}
          isRequired
          autoFocus
        />
      </FormDialog>
      {rows.confirmDelete(t('confirmTitle'), (entry) => t('confirmBody', { moment: momentOf(entry) }))}
    </div>
  );
}
