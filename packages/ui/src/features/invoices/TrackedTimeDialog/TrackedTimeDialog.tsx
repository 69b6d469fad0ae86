import type { KeysOf } from '../../../i18n/catalogue';
import { formatDateRange, schemaBounds, type Locale, type TrackedTimeAdd, type TrackedTimeGroup, type TrackedTimeGrouping, type TrackedTimeList } from '@kwartier/api';
import { useMemo, useState } from 'react';
import { LazyDatePicker } from '../../../primitives/DatePicker/LazyDatePicker';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { TextField } from '../../../primitives/TextField/TextField';
import { ToggleButtonGroup } from '../../../primitives/ToggleButtonGroup/ToggleButtonGroup';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useLocale } from '../../../i18n/I18nProvider';
import { formatDuration } from '../../../i18n/formatDuration';
import { formatMoney } from '../../../i18n/formatMoney';
import { formatNumber } from '../../../i18n/formatNumber';
import type { DateFormat } from '../../../i18n/formatDate';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { decimalInputText, displayMoney, hundredthsOf, parseDecimalInput } from '../InvoiceLineTable/invoiceNumbers';
import { RowSelectionProvider, selectColumn, useRowSelection } from '../shared/rowSelection';
import * as shared from '../shared/rowSelection.css';
import { messages } from './TrackedTimeDialog.messages';
import * as styles from './TrackedTimeDialog.css';

/** Which hours the dialog asks for: the range (both inclusive) and the grouping of `GET /api/invoices/{id}/trackedtime`. */
export type TrackedTimeQuery = Pick<TrackedTimeAdd, 'from' | 'to' | 'group'>;

/** Props of {@link TrackedTimeDialog}. */
export interface TrackedTimeDialogProps {
  /** Whether the dialog is open. It starts on `defaultQuery`, everything selected, each time it opens. */
  isOpen: boolean;
  /** Called with `false` when the user closes it, and after a successful save. */
  onOpenChange: (isOpen: boolean) => void;
  /** The range and grouping the dialog starts with, e.g. the invoice date's month per activity. */
  defaultQuery: TrackedTimeQuery;
  /**
   * The server's answer for the dialog's current query (`GET /api/invoices/{id}/trackedtime`), or
   * `null` before the first one. An answer for another range or grouping counts as still loading.
   */
  list: TrackedTimeList | null;
  /** While the app fetches the groups for a new query. */
  isLoading?: boolean;
  /** Called with the new range or grouping whenever the user changes them; fetch and pass the answer as `list`. */
  onQueryChange: (query: TrackedTimeQuery) => void;
  /**
   * Adds the selected groups as lines (`POST /api/invoices/{id}/trackedtime`), under the save
   * convention: resolve to `undefined` once added (refresh the invoice; the dialog closes), or to the
   * 422 body — errors under `keys` (hours invoiced meanwhile) are shown above the table; fetch the
   * groups again. Reject for unexpected failures.
   */
  onSubmit: (body: TrackedTimeAdd) => SaveResult;
  /** VAT % the added lines get, as the API writes it; the user can change it. Defaults to `'21.00'`. */
  defaultVat?: string;
  /** The user's date format for the date pickers. */
  dateFormat?: DateFormat;
  /** The organisation's first day of the week (0 Sunday … 6 Saturday) for the calendars. */
  firstDayOfWeek?: number | null;
  /** The invoice's currency (ISO 4217, `Invoice.currency`): rates and costs are shown in it; `EUR` when left out. */
  currency?: string;
}

/** The dialog's fields, for server errors under the matching field; `keys` is said above them. */
const FIELDS = ['from', 'to', 'group', 'vat'] as const;
const VAT_PATTERN = new RegExp(schemaBounds.TrackedTimeAdd.vat.pattern);

type Key = KeysOf<typeof messages>;
const column = createColumnHelper<TrackedTimeGroup>();

/** "Website — Design", and " — Sanne Visser" when grouped per member. */
export function trackedTimeGroupName(group: TrackedTimeGroup): string {
  const name = `${group.project_name} — ${group.activity_name}`;
  return group.user_name ? `${name} — ${group.user_name}` : name;
}

/** The days of a group as the screen writes them ("2–27 Mar 2026", one day as one date). */
const groupDays = (group: TrackedTimeGroup, locale: Locale) => formatDateRange(group.period_start, group.period_end, locale);

/**
 * A group's name for its checkbox: per day or per entry a project and activity come back once a
 * day, so the day is part of the name ("Website — Design, 3 Mar 2026").
 */
function groupLabel(group: TrackedTimeGroup, grouping: TrackedTimeGrouping, locale: Locale): string {
  const name = trackedTimeGroupName(group);
  return grouping === 'day' || grouping === 'entry' ? `${name}, ${groupDays(group, locale)}` : name;
}

/** The group's name, under it the days of its hours (the period its line will get) and the notes its line will carry. */
function NameCell({ group, locale }: { group: TrackedTimeGroup; locale: Locale }) {
  return (
    <>
      {trackedTimeGroupName(group)}
      <span className={shared.detail}>{groupDays(group, locale)}</span>
      {group.notes.length > 0 && <span className={styles.notes}>{group.notes.join('; ')}</span>}
    </>
  );
}

function groupColumns(t: Translate<Key>, locale: Locale, grouping: TrackedTimeGrouping, currency: string) {
  const figure = (text: string) => <span className={shared.number}>{text}</span>;
  return [
    selectColumn<TrackedTimeGroup>({
      selectAllLabel: t('selectAll'),
      rowKey: (group) => group.key,
      rowLabel: (group) => t('select', { name: groupLabel(group, grouping, locale) }),
    }),
    column.accessor(trackedTimeGroupName, {
      id: 'name',
      header: () => t('descriptionColumn'),
      cell: ({ row }) => <NameCell group={row.original} locale={locale} />,
      meta: { isRowHeader: true },
    }),
    column.accessor('minutes', {
      // The hours as the time sheet writes them (7:30).
      header: () => t('hoursColumn'),
      cell: ({ getValue }) => figure(formatDuration(getValue(), 'clock', locale)),
      meta: { align: 'end' },
    }),
    column.accessor('rate', {
      header: () => t('rateColumn'),
      cell: ({ getValue }) => figure(displayMoney(getValue(), locale, currency)),
      meta: { align: 'end' },
    }),
    column.accessor('costs', {
      header: () => t('costsColumn'),
      cell: ({ getValue }) => figure(displayMoney(getValue(), locale, currency)),
      meta: { align: 'end' },
    }),
  ];
}

const sameQuery = (list: TrackedTimeList | null, query: TrackedTimeQuery) =>
  list != null && list.from === query.from && list.to === query.to && list.group === query.group;

/**
 * 'Add tracked time' on a concept invoice: the client's uninvoiced hours of a range (from and to
 * pickers), per activity, per member, per day or per entry (member and day), as a table of groups
 * with a checkbox each — all selected at first, 'Select all' above them — showing the days of
 * their hours (the period their lines get), hours, rate and costs; a VAT % for the new lines and
 * the sum of the selected costs. Changing the range or grouping asks the app for other groups
 * (`onQueryChange`); saving sends the selected groups' keys with the same query.
 */
export function TrackedTimeDialog({
  isOpen,
  onOpenChange,
  defaultQuery,
  list,
  isLoading = false,
  onQueryChange,
  onSubmit,
  defaultVat = '21.00',
  dateFormat,
  firstDayOfWeek,
  currency = 'EUR',
}: TrackedTimeDialogProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const submission = useFormSubmission<TrackedTimeAdd>(onSubmit, FIELDS);
  const [from, setFrom] = useState<string | null>(defaultQuery.from);
  const [to, setTo] = useState<string | null>(defaultQuery.to);
  const [group, setGroup] = useState<TrackedTimeGrouping>(defaultQuery.group);
  const [vat, setVat] = useState(() => decimalInputText(defaultVat, locale));
  const [vatProblem, setVatProblem] = useState<string | null>(null);
  const query: TrackedTimeQuery | null = from && to && from <= to ? { from, to, group } : null;
  const change = (next: { from?: string | null; to?: string | null; group?: TrackedTimeGrouping }) => {
    const nextFrom = next.from !== undefined ? next.from : from;
    const nextTo = next.to !== undefined ? next.to : to;
    const nextGroup = next.group ?? group;
    if (next.from !== undefined) setFrom(next.from);
    if (next.to !== undefined) setTo(next.to);
    if (next.group) setGroup(next.group);
    if (nextFrom && nextTo && nextFrom <= nextTo) onQueryChange({ from: nextFrom, to: nextTo, group: nextGroup });
  };

  // The answer shown is for the query on screen; one for another query means a new one is coming.
  const isCurrent = query != null && sameQuery(list, query);
  const groups = useMemo(() => list?.groups ?? [], [list]);
  // Groups are selected unless the user deselected them: new groups (another range) start selected.
  const keys = useMemo(() => groups.map((g) => g.key), [groups]);
  const selected = useRowSelection(keys, !isCurrent);
  // Each opening starts on the default query, all selected, without old errors: adjusted while
  // rendering when the dialog opens, never copied from props in an effect.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setFrom(defaultQuery.from);
      setTo(defaultQuery.to);
      setGroup(defaultQuery.group);
      selected.reset();
      setVat(decimalInputText(defaultVat, locale));
      setVatProblem(null);
      submission.reset();
    }
  }

  const selectedGroups = isCurrent ? groups.filter((g) => selected.selection.isSelected(g.key)) : [];
  const selectedCents = selectedGroups.reduce((sum, g) => sum + (hundredthsOf(g.costs) ?? 0), 0);
  const isBusy = isLoading || (query != null && !isCurrent);

  const grouping = list?.group ?? group;
  const columns = useMemo(() => groupColumns(t, locale, grouping, currency), [t, locale, grouping, currency]);

  const vatExample = formatNumber(9, locale);
  const serverErrors = submission.fieldErrors;
  const errors = useMemo(() => (vatProblem ? { ...serverErrors, vat: vatProblem } : serverErrors), [serverErrors, vatProblem]);

  const save = async () => {
    if (!query || !isCurrent || selectedGroups.length === 0) return;
    const parsed = parseDecimalInput(vat, locale, VAT_PATTERN);
    if ('problem' in parsed) {
      setVatProblem(parsed.problem === 'required' ? t('vatRequired') : t('vatInvalid', { example: vatExample }));
      return;
    }
    setVatProblem(null);
    const saved = await submission.submit({ ...query, keys: selectedGroups.map((g) => g.key), vat: parsed.value });
    if (saved) onOpenChange(false);
  };

  const close = (open: boolean) => {
    if (!open) submission.reset();
    onOpenChange(open);
  };

  return (
    <FormDialog
      title={t('title')}
      isLarge
      isOpen={isOpen}
      onOpenChange={close}
      onSave={() => void save()}
      isSaving={submission.isSubmitting}
      isSaveDisabled={isBusy || selectedGroups.length === 0}
      validationErrors={errors}
      errorMessage={submission.formError ?? undefined}
      saveLabel={t('save')}
    >
      <div className={styles.range}>
        <LazyDatePicker
          name="from"
          label={t('from')}
          value={from}
          onChange={(value) => change({ from: value })}
          maxValue={to}
          dateFormat={dateFormat}
          firstDayOfWeek={firstDayOfWeek}
          isRequired
        />
        <LazyDatePicker
          name="to"
          label={t('to')}
          value={to}
          onChange={(value) => change({ to: value })}
          minValue={from}
          dateFormat={dateFormat}
          firstDayOfWeek={firstDayOfWeek}
          isRequired
        />
      </div>
      <ToggleButtonGroup<TrackedTimeGrouping>
        label={t('grouping')}
        items={[
          { id: 'activity', label: t('perActivity') },
          { id: 'member', label: t('perMember') },
          { id: 'day', label: t('perDay') },
          { id: 'entry', label: t('perEntry') },
        ]}
        selectedKey={group}
        onSelectionChange={(next) => change({ group: next })}
      />
      <RowSelectionProvider value={selected.selection}>
        <Table
          aria-label={t('tableLabel')}
          columns={columns}
          data={isCurrent || isBusy ? groups : []}
          getRowId={(g) => g.key}
          emptyText={t('empty')}
          isLoading={isBusy}
          maxHeight="min(50vh, 480px)"
        />
      </RowSelectionProvider>
      <p className={shared.sum} aria-live="polite">
        {t('selectedSum', { count: selectedGroups.length, costs: formatMoney(selectedCents, locale, currency) })}
      </p>
      <div className={styles.vat}>
        <TextField
          name="vat"
          label={t('vat')}
          description={t('vatDescription', { example: vatExample })}
          value={vat}
          onChange={setVat}
          inputMode="decimal"
          autoComplete="off"
          isRequired
        />
      </div>
    </FormDialog>
  );
}
