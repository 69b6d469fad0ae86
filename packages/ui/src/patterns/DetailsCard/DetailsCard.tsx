import type { ReactNode } from 'react';
import { Card } from '../../primitives/Card/Card';
import { DetailList, type DetailItem } from '../../primitives/Card/DetailList';
import { EditIcon } from '../../primitives/Icon/icons/EditIcon';
import { IconButton } from '../../primitives/IconButton/IconButton';
import type { SaveResult } from '../../forms/submitResult';
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
  /** The dialog's fields for a draft, laid out in two columns (one when narrow); give wide ones `styles.wide`. */
  children: (draft: D, set: FormDialogState<D>['set']) => ReactNode;
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
  children,
}: DetailsCardProps<D>) {
  const dialog = useFormDialog<D>(draftOf, fields);
  return (
    <>
      <Card
        title={title}
        headingLevel={headingLevel}
        actions={<IconButton label={editLabel} icon={<EditIcon />} tooltip onPress={() => dialog.open(draftOf())} />}
      >
        <DetailList items={items} />
      </Card>
      <FormDialog
        title={dialogTitle}
        isLarge
        {...dialog.dialogProps}
        onSave={() => void dialog.save(() => onSave(dialog.draft))}
      >
        <div className={styles.fields}>{children(dialog.draft, dialog.set)}</div>
      </FormDialog>
    </>
  );
}
