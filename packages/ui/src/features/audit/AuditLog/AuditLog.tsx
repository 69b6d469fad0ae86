import type { KeysOf } from '../../../i18n/catalogue';
import { schemaEnums, type AuditEntry, type AuditKind } from '@kwartier/api';
import { useId, useMemo } from 'react';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { DatePicker } from '../../../primitives/DatePicker/DatePicker';
import { Select } from '../../../primitives/Select/Select';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import type { DateFormat } from '../../../i18n/formatDate';
import { formatDateTime } from '../../../i18n/formatDateTime';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import type { Locale } from '../../../i18n/messages';
import type { AuditFieldKey } from '../shared/auditFields';
import { messages as fieldLabels } from '../shared/auditFields.messages';
import { actorOf, detailsOf, subjectOf, type AuditWordKey } from '../shared/auditWords';
import { messages as words } from '../shared/auditWords.messages';
import { messages } from './AuditLog.messages';
import { Paging } from '../../../patterns/Paging/Paging';
import * as styles from './AuditLog.css';

/** What the trail is filtered by (`GET /api/audit`'s query); unset means all. */
export interface AuditFilter {
  user_id?: number;
  kind?: AuditKind;
  /** Days `YYYY-MM-DD`, both inclusive. */
  from?: string;
  to?: string;
}

/** Props of {@link AuditLog}. */
export interface AuditLogProps {
  /** The page shown (`GET /api/audit`): its entries, newest first, and the count over every page. */
  entries: readonly AuditEntry[];
  page: number;
  perPage: number;
  totalCount: number;
  /** The filter applied (controlled). */
  filter: AuditFilter;
  /** A filter changed: read the first page again with it. */
  onFilterChange: (filter: AuditFilter) => void;
  /** Another page was asked for. */
  onPageChange: (page: number) => void;
  /** The organisation's people to filter by (the team, former members left out). */
  people: readonly { id: number; name: string }[];
  dateFormat?: DateFormat;
  /** While a page is being read: placeholder rows, or a bar over the rows shown. */
  isLoading?: boolean;
  /** The page could not be read. */
  isError?: boolean;
}

type Key = KeysOf<typeof messages>;
const column = createColumnHelper<AuditEntry>();
const ALL = 'all';

function auditColumns(t: Translate<Key>, w: Translate<AuditWordKey>, f: Translate<AuditFieldKey>, locale: Locale, dateFormat: DateFormat | undefined) {
  return [
    column.accessor('at', {
      header: () => t('whenColumn'),
      cell: ({ getValue }) => formatDateTime(getValue(), dateFormat, locale),
      meta: { isRowHeader: true, width: '11rem' },
    }),
    column.display({
      id: 'who',
      header: () => t('whoColumn'),
      cell: ({ row }) => <span className={styles.cellStack}>{actorOf(row.original, w)}</span>,
    }),
    column.display({
      id: 'what',
      header: () => t('whatColumn'),
      cell: ({ row }) => {
        const details = detailsOf(row.original, { t: w, f, dateFormat, locale });
        return (
          <span className={styles.cellStack}>
            <span>{w(row.original.kind)}</span>
            {details.length > 0 && <span className={styles.secondary}>{details.join(' · ')}</span>}
          </span>
        );
      },
    }),
    column.display({
      id: 'subject',
      header: () => t('subjectColumn'),
      cell: ({ row }) => <span className={styles.cellStack}>{subjectOf(row.original, w) ?? ''}</span>,
    }),
    column.accessor('request_id', {
      header: () => t('requestColumn'),
      cell: ({ getValue }) => <span className={styles.requestId}>{getValue() ?? ''}</span>,
    }),
  ];
}

/**
 * Organisation › Audit trail (admins): every recorded change — when, who, what with its facts,
 * about which record, and the request id to find it in the server's log. Filters by person, kind
 * and days; a page at a time, newest first. A table; a card per entry on a phone.
 */
export function AuditLog({
  entries,
  page,
  perPage,
  totalCount,
  filter,
  onFilterChange,
  onPageChange,
  people,
  dateFormat,
  isLoading = false,
  isError = false,
}: AuditLogProps) {
  const t = useMessages(messages);
  const w = useMessages(words);
  const f = useMessages(fieldLabels);
  const locale = useLocale();
  const titleId = useId();
  const columns = useMemo(() => auditColumns(t, w, f, locale, dateFormat), [t, w, f, locale, dateFormat]);
  const pages = Math.max(1, Math.ceil(totalCount / perPage));
  const personItems = useMemo(() => [{ id: ALL, label: t('everyone') }, ...people.map((person) => ({ id: person.id, label: person.name }))], [people, t]);
  const kindItems = useMemo(() => [{ id: ALL, label: t('allKinds') }, ...schemaEnums.AuditKind.map((kind) => ({ id: kind, label: w(kind) }))], [t, w]);
  const change = (next: Partial<AuditFilter>) => onFilterChange({ ...filter, ...next });
  const filtered = filter.user_id !== undefined || filter.kind !== undefined || filter.from !== undefined || filter.to !== undefined;

  return (
    <div className={styles.root}>
      <h2 id={titleId} className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>{t('filters')}</legend>
        <Select
          label={t('person')}
          items={personItems}
          selectedKey={filter.user_id ?? ALL}
          onSelectionChange={(key) => change({ user_id: key === ALL || key === null ? undefined : Number(key) })}
        />
        <Select
          label={t('kind')}
          items={kindItems}
          selectedKey={filter.kind ?? ALL}
          onSelectionChange={(key) => change({ kind: key === ALL || key === null ? undefined : (key as AuditKind) })}
        />
        <DatePicker label={t('from')} value={filter.from ?? null} dateFormat={dateFormat} maxValue={filter.to ?? null} onChange={(value) => change({ from: value ?? undefined })} />
        <DatePicker label={t('to')} value={filter.to ?? null} dateFormat={dateFormat} minValue={filter.from ?? null} onChange={(value) => change({ to: value ?? undefined })} />
        <Button isDisabled={!filtered} onPress={() => onFilterChange({})}>
          {t('clear')}
        </Button>
      </fieldset>
      {isError && <Alert>{t('failed')}</Alert>}
      <Table
        aria-labelledby={titleId}
        columns={columns}
        data={[...entries]}
        getRowId={(entry) => String(entry.id)}
        emptyText={t('empty')}
        isLoading={isLoading}
        loadingRowCount={5}
      />
      <Paging page={page} pages={pages} summary={t('pageOf', { page, pages, count: totalCount })} isLoading={isLoading} onPageChange={onPageChange} />
    </div>
  );
}
