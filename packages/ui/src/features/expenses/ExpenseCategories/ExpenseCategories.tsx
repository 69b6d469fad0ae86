import type { ExpenseCategoryUse } from '@kwartier/api';
import { useId, useMemo, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Button } from '../../../primitives/Button/Button';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { TextField } from '../../../primitives/TextField/TextField';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { useFormDialog } from '../../../patterns/FormDialog/useFormDialog';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';
import { useRowActions } from '../../../patterns/rowActions/useRowActions';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useMessages } from '../../../i18n/useMessages';
import { messages } from './ExpenseCategories.messages';
import * as styles from './ExpenseCategories.css';

/** Props of {@link ExpenseCategories}. */
export interface ExpenseCategoriesProps {
  /** The organisation's categories in their order, with their use (`GET /api/expensecategories`). */
  categories: readonly ExpenseCategoryUse[];
  /**
   * Adds a category (`POST /api/expensecategories`). Resolve to `undefined` on success, or to the
   * 422 body (a name taken: shown under the name); reject for the unexpected.
   */
  onAdd: (name: string) => SaveResult;
  /** Renames a category (`PUT /api/expensecategories/{id}`); same convention, shown in the rename dialog. */
  onRename: (category: ExpenseCategoryUse, name: string) => SaveResult;
  /** Deletes a category no expense is in, after a confirmation (`DELETE …/{id}`); a 409 is shown in the confirmation. */
  onDelete: (category: ExpenseCategoryUse) => SaveResult;
  /** While `categories` is being read (again). */
  isLoading?: boolean;
  /** Heading level of the title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

const column = createColumnHelper<ExpenseCategoryUse>();
const NAME_FIELDS = ['name'] as const;
const NAME_MAX_LENGTH = 100;

/**
 * The organisation's expense categories (settings › Expenses): add one, rename one, or delete one
 * no expense is recorded in — a category in use says how many expenses it holds and cannot be
 * deleted. A table; a card per category on a phone.
 */
export function ExpenseCategories({ categories, onAdd, onRename, onDelete, isLoading = false, headingLevel = 2 }: ExpenseCategoriesProps) {
  const t = useMessages(messages);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const rows = useRowActions<ExpenseCategoryUse>({ onDelete });
  const [name, setName] = useState('');
  const submission = useFormSubmission<{ name: string }>(({ name: added }) => onAdd(added), NAME_FIELDS);
  const add = async () => {
    if (await submission.submit({ name: name.trim() })) setName('');
  };
  const rename = useFormDialog<{ id: number; name: string }>({ id: 0, name: '' }, NAME_FIELDS);
  const renaming = categories.find((category) => category.id === rename.draft.id);
  const saveRename = () => {
    if (renaming) void rename.save(() => onRename(renaming, rename.draft.name.trim()));
  };
  const { open: openRename } = rename;
  const { requestDelete } = rows;

  const columns = useMemo(
    () => [
      column.accessor('name', { header: () => t('nameColumn'), meta: { isRowHeader: true } }),
      column.accessor('expense_count', {
        header: () => t('useColumn'),
        cell: ({ getValue }) => (getValue() === 0 ? t('unused') : t('used', { count: getValue() })),
      }),
      column.display({
        id: 'actions',
        header: () => <VisuallyHidden>{t('actionsColumn')}</VisuallyHidden>,
        cell: ({ row }) => {
          const category = row.original;
          return (
            <span className={styles.rowActions}>
              <Button size="sm" aria-label={t('renameLabel', { name: category.name })} onPress={() => openRename({ id: category.id, name: category.name })}>
                {t('rename')}
              </Button>
              <Button
                size="sm"
                aria-label={t('deleteLabel', { name: category.name })}
                isDisabled={category.expense_count > 0}
                onPress={() => requestDelete(category)}
              >
                {t('delete')}
              </Button>
            </span>
          );
        },
        meta: { width: '200px', align: 'end' },
      }),
    ],
    [t, openRename, requestDelete],
  );

  return (
    <div ref={rows.focusScopeRef} className={styles.root}>
      <Heading id={titleId} className={styles.title}>
        {t('title')}
      </Heading>
      <p className={styles.intro}>{t('intro')}</p>
      <SubmissionForm submission={submission} onSubmit={() => void add()} submitLabel={t('add')} canSubmit={name.trim() !== ''} className={styles.form} actionsClassName={styles.actions}>
        <TextField name="name" label={t('newLabel')} value={name} onChange={setName} maxLength={NAME_MAX_LENGTH} isRequired />
      </SubmissionForm>
      <Table
        aria-labelledby={titleId}
        columns={columns}
        data={[...categories]}
        getRowId={(category) => String(category.id)}
        emptyText={t('empty')}
        isLoading={isLoading}
        loadingRowCount={4}
      />
      <FormDialog title={t('renameTitle', { name: renaming?.name ?? '' })} {...rename.dialogProps} onSave={saveRename} isSaveDisabled={rename.draft.name.trim() === ''}>
        <TextField name="name" label={t('nameLabel')} value={rename.draft.name} onChange={rename.set('name')} maxLength={NAME_MAX_LENGTH} isRequired autoFocus />
      </FormDialog>
      {rows.confirmDelete(t('confirmTitle'), (category) => t('confirmBody', { name: category.name }))}
    </div>
  );
}
