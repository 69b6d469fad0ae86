import type { KeysOf } from '../../i18n/catalogue';
import { createContext, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Button } from '../../primitives/Button/Button';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { AddIcon } from '../../primitives/Icon/icons/AddIcon';
import { DeleteIcon } from '../../primitives/Icon/icons/DeleteIcon';
import { Link } from '../../primitives/Link/Link';
import { SearchField } from '../../primitives/SearchField/SearchField';
import { Switch } from '../../primitives/Switch/Switch';
import { Table, createColumnHelper, type ColumnDef } from '../../primitives/Table/Table';
import { TruncatedText } from '../../primitives/TruncatedText/TruncatedText';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { useRowActions } from '../rowActions/useRowActions';
import { filterRecords } from './filterRecords';
import { messages } from './RecordList.messages';
import * as styles from './RecordList.css';
import type { SaveResult } from '../../forms/submitResult';
import type { AppHref } from '../../primitives/Link/appHref';

/** What a {@link RecordList} needs of a record: an id, a name and an active flag. */
export interface ListRecord {
  id: number | string;
  name: string;
  active: boolean;
}

/** Props of {@link RecordList}. */
export interface RecordListProps<R extends ListRecord> {
  /**
   * The list's title (already translated), e.g. "Services": the page's `h1` (or a panel's
   * heading, see `headingLevel`); it also names the table.
   */
  title: string;
  /**
   * 1 (default): the list is a page — its title is the page's `h1`, styled like every page
   * title, and the list a `section` named by it. 2–4: the list is a panel inside a page (e.g. a
   * tab), with a smaller heading of that level.
   */
  headingLevel?: 1 | 2 | 3 | 4;
  /** All records (active and inactive), in the order to show them; the list filters them itself. */
  records: readonly R[];
  /**
   * The record's own columns, shown before the Active switch and the delete button the list
   * adds: e.g. `[name (use RecordNameLink), number]`. Build them once (module level or
   * `useMemo` on the translate function): a new array remounts every cell, and a cell holding
   * keyboard focus would lose it. Cells read changing data from `row.original`; a name cell
   * gets its link from `recordHref` through {@link RecordNameLink}.
   */
  columns: ColumnDef<R, any>[];
  /**
   * The texts the search box matches, ignoring case and accents. Defaults to the name; e.g.
   * `(client) => [client.name, client.clientnumber]`.
   */
  searchTexts?: (record: R) => readonly (string | null | undefined)[];
  /**
   * The record's name in the labels of its switch ('{name} active'), its delete button
   * ('Delete {name}'), the confirmation and its link. Defaults to `record.name`.
   */
  labelOf?: (record: R) => string;
  /** Link target of a record's name in {@link RecordNameLink}, e.g. `(service) => '/services/' + service.id`. */
  recordHref?: (record: R) => AppHref;
  /** Shown in the table when no record matches, e.g. "No services found". */
  emptyText: string;
  /** Label of the add button, e.g. "Add service". */
  addLabel: string;
  /** Called when the add button is pressed: open the add dialog (passed as `children`). */
  onAdd: () => void;
  /**
   * Flips a record's active flag (e.g. `POST /api/services/toggle/active`). The switch is
   * read-only (keeping keyboard focus) until the promise settles; refresh `records` afterwards.
   * Failures are not shown.
   */
  onToggleActive: (record: R) => SaveResult;
  /**
   * Deletes an inactive record after the user confirmed (e.g. `DELETE /api/services/{id}`).
   * The confirmation closes when the promise resolves to nothing (refresh `records` first);
   * it stays open showing the refusal when it resolves to a 409 body `{ message }`, or a general
   * message when it rejects. Delete is offered only on inactive rows.
   */
  onDelete: (record: R) => SaveResult;
  /** Title of the delete confirmation, e.g. "Delete service?". */
  confirmTitle: string;
  /** Text of the delete confirmation; defaults to "{name} will be deleted. This cannot be undone." */
  confirmBody?: (record: R) => ReactNode;
  /** While true the table is busy: placeholder rows without records yet, a bar over rows already shown. */
  isLoading?: boolean;
  /** Whether 'show inactive' starts checked. Defaults to false. */
  defaultShowInactive?: boolean;
  /** Initial search text. */
  defaultSearch?: string;
  /** The add dialog (a FormDialog the feature opens from `onAdd`), rendered inside the list. */
  children?: ReactNode;
}

/** What the list's cells read: the row state and the record's name and link. */
interface RecordListContextValue {
  toggling: ReadonlySet<string>;
  toggle: (record: ListRecord) => void;
  requestDelete: (record: ListRecord) => void;
  labelOf: (record: ListRecord) => string;
  recordHref?: (record: ListRecord) => AppHref;
  t: Translate<KeysOf<typeof messages>>;
}

const RecordListContext = createContext<RecordListContextValue | null>(null);

function useRecordList(): RecordListContextValue {
  const value = useContext(RecordListContext);
  if (!value) throw new Error('RecordList cells need to be rendered inside a RecordList');
  return value;
}

/**
 * A record's name as the link to its page (`recordHref` of the {@link RecordList}), cut with an
 * ellipsis on one line with the full name as its title. For the name column's cell:
 * `cell: ({ row }) => <RecordNameLink record={row.original} />`.
 */
export function RecordNameLink({ record }: { record: ListRecord }) {
  const { labelOf, recordHref } = useRecordList();
  const name = <TruncatedText>{labelOf(record)}</TruncatedText>;
  if (!recordHref) return name;
  return (
    <Link href={recordHref(record)} className={styles.nameLink}>
      {name}
    </Link>
  );
}

function ActiveCell({ record }: { record: ListRecord }) {
  const { toggling, toggle, labelOf, t } = useRecordList();
  return (
    <Switch
      aria-label={t('activeLabel', { name: labelOf(record) })}
      isSelected={record.active}
      // Read-only (not disabled) while the request runs: a second flip is ignored, and the switch
      // keeps keyboard focus, which disabling would drop.
      isReadOnly={toggling.has(String(record.id))}
      onChange={() => toggle(record)}
    />
  );
}

function DeleteCell({ record }: { record: ListRecord }) {
  const { requestDelete, labelOf, t } = useRecordList();
  // Delete is offered only while a record is inactive.
  if (record.active) return null;
  return (
    <Button
      variant="quiet"
      size="sm"
      isIconOnly
      aria-label={t('deleteLabel', { name: labelOf(record) })}
      onPress={() => requestDelete(record)}
    >
      <DeleteIcon size={20} />
    </Button>
  );
}

const column = createColumnHelper<ListRecord>();

/** The Active switch and delete columns every record list ends with. */
function rowStateColumns(t: Translate<KeysOf<typeof messages>>) {
  return [
    column.display({
      id: 'active',
      header: () => t('activeColumn'),
      cell: ({ row }) => <ActiveCell record={row.original} />,
      meta: { width: '96px' },
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>{t('actionsColumn')}</VisuallyHidden>,
      cell: ({ row }) => <DeleteCell record={row.original} />,
      meta: { width: '64px', align: 'end' },
    }),
  ];
}

const nameOf = (record: ListRecord) => record.name;

/**
 * The list screen of records with an active flag (clients, services, projects, a service's
 * subscriptions): a title, a search box, 'Show inactive', an add button, and a table of the
 * record's own columns followed by an Active switch and — on inactive rows only — a delete
 * button behind a confirmation. Inactive records are hidden unless 'Show inactive' is on.
 * Switches stay read-only while their request runs, and keyboard focus survives its row
 * vanishing (hidden by a toggle, or deleted). The feature supplies its columns, texts and the
 * add dialog (as `children`, opened from `onAdd`).
 */
export function RecordList<R extends ListRecord>({
  title,
  headingLevel = 1,
  records,
  columns,
  searchTexts,
  labelOf = nameOf,
  recordHref,
  emptyText,
  addLabel,
  onAdd,
  onToggleActive,
  onDelete,
  confirmTitle,
  confirmBody,
  isLoading,
  defaultShowInactive = false,
  defaultSearch = '',
  children,
}: RecordListProps<R>) {
  const t = useMessages(messages);
  const titleId = useId();
  const [search, setSearch] = useState(defaultSearch);
  const [showInactive, setShowInactive] = useState(defaultShowInactive);
  const rows = useRowActions<R>({ onDelete });

  const visible = useMemo(
    () => filterRecords(records, { search, showInactive }, searchTexts ?? ((record) => [labelOf(record)])),
    [records, search, showInactive, searchTexts, labelOf],
  );

  const context = useMemo<RecordListContextValue>(
    () => ({
      toggling: rows.toggling,
      toggle: (record) => void rows.toggle(String(record.id), () => onToggleActive(record as R)),
      requestDelete: (record) => rows.requestDelete(record as R),
      labelOf: labelOf as (record: ListRecord) => string,
      recordHref: recordHref as ((record: ListRecord) => AppHref) | undefined,
      t,
    }),
    [rows, onToggleActive, labelOf, recordHref, t],
  );

  // The same column objects while only data or row state changes: the cells read that state
  // from context, so a switch is updated in place (keeping keyboard focus), not remounted.
  const allColumns = useMemo(
    () => [...columns, ...(rowStateColumns(t) as ColumnDef<R, any>[])],
    [columns, t],
  );

  const isPage = headingLevel === 1;
  const Heading = `h${headingLevel}` as const;
  const Root = isPage ? 'section' : 'div';

  return (
    <Root ref={rows.focusScopeRef} className={styles.root} aria-labelledby={isPage ? titleId : undefined}>
      <Heading id={titleId} className={styles.title[isPage ? 'page' : 'panel']}>
        {title}
      </Heading>
      <div className={styles.toolbar}>
        <SearchField
          className={styles.search}
          label={t('search')}
          isLabelHidden
          placeholder={t('search')}
          value={search}
          onChange={setSearch}
        />
        <Checkbox isSelected={showInactive} onChange={setShowInactive}>
          {t('showInactive')}
        </Checkbox>
        <span className={styles.spacer} />
        <Button variant="primary" onPress={onAdd}>
          <AddIcon size={20} />
          {addLabel}
        </Button>
      </div>

      <RecordListContext.Provider value={context}>
        <Table
          aria-labelledby={titleId}
          columns={allColumns}
          data={visible}
          getRowId={(record) => String(record.id)}
          emptyText={emptyText}
          isLoading={isLoading}
        />
      </RecordListContext.Provider>

      {children}

      {rows.confirmDelete(confirmTitle, confirmBody ?? ((record) => t('confirmBody', { name: labelOf(record) })))}
    </Root>
  );
}
