import { useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { Card } from '../../primitives/Card/Card';
import { DetailList, type DetailItem } from '../../primitives/Card/DetailList';
import { EditIcon } from '../../primitives/Icon/icons/EditIcon';
import { IconButton } from '../../primitives/IconButton/IconButton';
import type { SaveResult } from '../../forms/submitResult';
import { usePointerRelease } from '../../internal/usePointerRelease';
import { FormDialog } from '../FormDialog/FormDialog';
import { useFormDialog, type FormDialogState } from '../FormDialog/useFormDialog';
import * as styles from './DetailsCard.css';

/** Props of {@link DetailsCard}. */
export interface DetailsCardProps<D extends object> {
  /** The card's heading, e.g. the organisation's name. */
  title: ReactNode;
  /** Heading level of the title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
  /** The rows the card lists (a dash for empty values). */
  items: DetailItem[];
  /** Accessible name and tooltip of the edit button, e.g. 'Edit details'. */
  editLabel: string;
  /** Title of the edit dialog. */
  dialogTitle: string;
  /** The dialog's values when the user opens it: read from the record at that moment. */
  draftOf: () => D;
  /** Names of the dialog's fields: server errors for them appear under them, others above the form. */
  fields: readonly string[];
  /** Saves the draft (the save convention): the dialog closes on success and keeps the draft otherwise. */
  onSave: (draft: D) => SaveResult;
  /**
   * The form's own checks of a draft: a message by field name for each wrong value. A message
   * shows under its field once the user has left the field (left by a press of the pointer: once
   * that press has made its click, so nothing moves under the pointer), and under every wrong field
   * when Save is pressed; the draft is not sent while any remains.
   */
  validate?: (draft: D) => Partial<Record<string, string>>;
  /**
   * The dialog's fields for a draft, laid out in two columns (one when narrow); give wide ones
   * `styles.wide`. `errors` are the {@link DetailsCardProps.validate} messages to show now, by field name.
   */
  children: (draft: D, set: FormDialogState<D>['set'], errors: Partial<Record<string, string>>) => ReactNode;
}

/**
 * A record's details on a card (a titled section with a list of label/value rows) and an edit
 * button that opens a large {@link FormDialog} on the record's current values: the Details of
 * the organisation and of a client.
 */
export function DetailsCard<D extends object>({
  title,
  headingLevel = 2,
  items,
  editLabel,
  dialogTitle,
  draftOf,
  fields,
  onSave,
  validate,
  children,
}: DetailsCardProps<D>) {
  const dialog = useFormDialog<D>(draftOf, fields);
  const fieldsRef = useRef<HTMLDivElement>(null);
  // Fields the user has left, and whether Save was pressed: their check messages show.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const problems = validate?.(dialog.draft) ?? {};
  const errors = Object.fromEntries(Object.entries(problems).filter(([field]) => showAll || left.has(field)));

  const open = () => {
    setLeft(new Set());
    setShowAll(false);
    dialog.open(draftOf());
  };
  const afterRelease = usePointerRelease();
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!name || left.has(name)) return;
    afterRelease(() => setLeft((current) => (current.has(name) ? current : new Set(current).add(name))));
  };
  const save = () => {
    const wrong = Object.keys(problems);
    if (wrong.length === 0) return void dialog.save(() => onSave(dialog.draft));
    setShowAll(true);
    // The first wrong field takes focus, so its message is read and it can be corrected.
    const first = fieldsRef.current?.querySelector<HTMLElement>(wrong.map((field) => `[name="${field}"]`).join(','));
    first?.focus();
  };
  return (
    <>
      <Card
        title={title}
        headingLevel={headingLevel}
        actions={<IconButton label={editLabel} icon={<EditIcon />} tooltip onPress={open} />}
      >
        <DetailList items={items} />
      </Card>
      <FormDialog
        title={dialogTitle}
        isLarge
        {...dialog.dialogProps}
        onSave={save}
      >
        <div className={styles.fields} ref={fieldsRef} onBlur={leave}>
          {children(dialog.draft, dialog.set, errors)}
        </div>
      </FormDialog>
    </>
  );
}
