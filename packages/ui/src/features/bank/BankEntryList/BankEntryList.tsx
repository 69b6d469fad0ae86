import { formatMoney, hundredthsOf, type BankEntry, type BankEntryStatus, type BankMatchReason, type BankOpenInvoice } from '@kwartier/api';
import { createContext, useCallback, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { isValidationFailure, type SaveResult } from '../../../forms/submitResult';
import type { KeysOf } from '../../../i18n/catalogue';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { Table, createColumnHelper } from '../../../primitives/Table/Table';
import { ToggleButtonGroup } from '../../../primitives/ToggleButtonGroup/ToggleButtonGroup';
import { PageHeader } from '../../../patterns/PageHeader/PageHeader';
import { useRowActions } from '../../../patterns/rowActions/useRowActions';
import { proposalAllocations, type AllocationInput } from './allocations';
import { BankMatchDialog } from './BankMatchDialog';
import { messages } from './BankEntryList.messages';
import * as styles from './BankEntryList.css';

export type { AllocationInput } from './allocations';

/** Props of {@link BankEntryList}. */
export interface BankEntryListProps {
  /** The entries of `status` (`GET /api/bank/entries?status=`), oldest booking first; open ones with their proposal. */
  entries: readonly BankEntry[];
  /** Which entries are shown: `open` (to decide), `matched` or `skipped`. */
  status: BankEntryStatus;
  /** Called with the filter the user picks; load that status's entries. */
  onStatusChange: (status: BankEntryStatus) => void;
  /** The invoices still owed (`GET /api/bank/open-invoices`), offered when a match is changed (the proposal's are offered anyway). */
  openInvoices: readonly BankOpenInvoice[];
  /**
   * Confirms an entry's match as payments (`POST /api/bank/entries/{id}/confirm`): the proposal as
   * it is (Confirm), or as changed in the dialog. Save convention: resolve `undefined` once saved
   * and `entries` refreshed; a 409/422 body is shown (in the dialog, or above the list).
   */
  onConfirm: (entry: BankEntry, allocations: AllocationInput[]) => SaveResult;
  /** Skips an entry after the user confirmed (`POST /api/bank/entries/{id}/skip`); the save convention. */
  onSkip: (entry: BankEntry) => SaveResult;
  /** The statement upload ({@link BankStatementUpload}), shown under the title. */
  upload?: ReactNode;
  /** The user's date format. */
  dateFormat?: DateFormat;
  /** While `entries` is being read (again). */
  isLoading?: boolean;
}

type Key = KeysOf<typeof messages>;

const REASONS = {
  reference: 'reason_reference',
  amount_iban: 'reason_amount_iban',
  iban: 'reason_iban',
  amount: 'reason_amount',
} as const satisfies Record<BankMatchReason, Key>;

const EMPTY = { open: 'emptyOpen', matched: 'emptyMatched', skipped: 'emptySkipped' } as const satisfies Record<BankEntryStatus, Key>;

const STATUS_TEXT = { matched: 'matched', skipped: 'skipped' } as const satisfies Record<Exclude<BankEntryStatus, 'open'>, Key>;

interface RowCallbacks {
  t: Translate<Key>;
  confirming: ReadonlySet<number>;
  confirm: (entry: BankEntry) => void;
  change: (entry: BankEntry) => void;
  requestSkip: (entry: BankEntry) => void;
}
const RowCallbacksContext = createContext<RowCallbacks | null>(null);

function useRow(): RowCallbacks {
  const value = useContext(RowCallbacksContext);
  if (!value) throw new Error('BankEntryList cells need to be rendered inside a BankEntryList');
  return value;
}

function entryName(entry: BankEntry, t: Translate<Key>): string {
  return entry.counterparty_name ?? entry.counterparty_iban ?? t('unknownPayer');
}

function Money({ amount, currency }: { amount: string; currency: string }) {
  const locale = useLocale();
  const cents = hundredthsOf(amount);
  return <span className={styles.amount}>{cents === null ? amount : formatMoney(cents, locale, currency)}</span>;
}

function ProposalCell({ entry }: { entry: BankEntry }) {
  const { t } = useRow();
  if (entry.status !== 'open') return <span>{t(STATUS_TEXT[entry.status])}</span>;
  if (!entry.proposal) return <span className={styles.muted}>{t('noProposal')}</span>;
  return (
    <div className={styles.stack}>
      <ul className={styles.proposalList}>
        {entry.proposal.allocations.map((allocation) => (
          <li key={allocation.invoice_id}>
            {t('allocationLine', { number: allocation.invoicenumber, client: allocation.client_name })} <Money amount={allocation.amount} currency={entry.currency} />
          </li>
        ))}
      </ul>
      <span className={styles.muted}>{t(REASONS[entry.proposal.reason])}</span>
    </div>
  );
}

function ActionsCell({ entry }: { entry: BankEntry }) {
  const { t, confirming, confirm, change, requestSkip } = useRow();
  if (entry.status !== 'open') return null;
  const name = entryName(entry, t);
  return (
    <span className={styles.actions}>
      {entry.proposal && (
        <Button size="sm" variant="primary" aria-label={t('confirmLabel', { name })} isPending={confirming.has(entry.id)} onPress={() => confirm(entry)}>
          {t('confirm')}
        </Button>
      )}
      <Button size="sm" aria-label={t(entry.proposal ? 'changeLabel' : 'matchLabel', { name })} onPress={() => change(entry)}>
        {t(entry.proposal ? 'change' : 'match')}
      </Button>
      <Button size="sm" aria-label={t('skipLabel', { name })} onPress={() => requestSkip(entry)}>
        {t('skip')}
      </Button>
    </span>
  );
}

const column = createColumnHelper<BankEntry>();

function entryColumns(t: Translate<Key>, dateFormat: DateFormat | undefined) {
  return [
    column.accessor('booked_on', { header: () => t('dateColumn'), cell: ({ getValue }) => <span className={styles.nowrap}>{formatDate(getValue(), dateFormat)}</span> }),
    column.accessor((entry) => entryName(entry, t), {
      id: 'counterparty',
      header: () => t('counterpartyColumn'),
      cell: ({ row }) => (
        <span className={styles.stack}>
          <span className={styles.text}>{entryName(row.original, t)}</span>
          {row.original.counterparty_name && row.original.counterparty_iban && <span className={styles.muted}>{row.original.counterparty_iban}</span>}
        </span>
      ),
      meta: { isRowHeader: true },
    }),
    column.display({
      id: 'description',
      header: () => t('descriptionColumn'),
      cell: ({ row }) => (
        <span className={styles.stack}>
          {row.original.remittance && <span className={styles.text}>{row.original.remittance}</span>}
          {row.original.structured_reference && <span className={styles.muted}>{t('reference', { reference: row.original.structured_reference })}</span>}
          {!row.original.remittance && !row.original.structured_reference && <span className={styles.muted}>{t('noDescription')}</span>}
        </span>
      ),
    }),
    column.accessor('amount', { header: () => t('amountColumn'), cell: ({ row }) => <Money amount={row.original.amount} currency={row.original.currency} />, meta: { align: 'end' } }),
    column.display({ id: 'proposal', header: () => t('proposalColumn'), cell: ({ row }) => <ProposalCell entry={row.original} /> }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>{t('actionsColumn')}</VisuallyHidden>,
      cell: ({ row }) => <ActionsCell entry={row.original} />,
      meta: { align: 'end', cardLabel: false },
    }),
  ];
}

/**
 * The bank entries of uploaded statements, to turn into payments: each incoming payment's date,
 * payer (name and IBAN), description, amount and the match Kwartier proposes (the invoice or
 * invoices and what each gets, and why). Confirm records the proposal as payments; Change (Match
 * when nothing fits) opens a dialog to choose other open invoices and amounts, several at once
 * or part of what one owes; Skip leaves an entry aside after a confirmation. Unmatched entries
 * stay listed as open; a filter shows the matched and the skipped ones. A table; a card per
 * entry on a phone.
 */
export function BankEntryList({ entries, status, onStatusChange, openInvoices, onConfirm, onSkip, upload, dateFormat, isLoading = false }: BankEntryListProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const titleId = useId();
  const listTitleId = useId();
  const [confirming, setConfirming] = useState<ReadonlySet<number>>(new Set());
  const [changing, setChanging] = useState<BankEntry | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const rows = useRowActions<BankEntry>({ onDelete: onSkip });

  const confirm = useCallback(
    async (entry: BankEntry) => {
      setProblem(null);
      setConfirming((previous) => new Set(previous).add(entry.id));
      try {
        const result = await onConfirm(entry, proposalAllocations(entry));
        if (isValidationFailure(result)) setProblem(result.message ?? t('failed'));
      } catch {
        setProblem(t('failed'));
      } finally {
        setConfirming((previous) => {
          const next = new Set(previous);
          next.delete(entry.id);
          return next;
        });
      }
    },
    [onConfirm, t],
  );
  const columns = useMemo(() => entryColumns(t, dateFormat), [t, dateFormat]);
  const callbacks = useMemo(
    () => ({ t, confirming, confirm: (entry: BankEntry) => void confirm(entry), change: setChanging, requestSkip: rows.requestDelete }),
    [t, confirming, confirm, rows.requestDelete],
  );

  return (
    <div ref={rows.focusScopeRef} className={styles.root}>
      <PageHeader title={t('title')} titleId={titleId} description={t('intro')} />
      {upload}
      <section className={styles.root} aria-labelledby={listTitleId}>
        <div className={styles.listHeader}>
          <h2 id={listTitleId} className={styles.listTitle}>
            {t('entriesTitle')}
          </h2>
          <ToggleButtonGroup
            aria-label={t('show')}
            size="sm"
            selectedKey={status}
            onSelectionChange={onStatusChange}
            items={[
              { id: 'open', label: t('openFilter') },
              { id: 'matched', label: t('matchedFilter') },
              { id: 'skipped', label: t('skippedFilter') },
            ]}
          />
        </div>
        {problem && <Alert onDismiss={() => setProblem(null)}>{problem}</Alert>}
        <RowCallbacksContext.Provider value={callbacks}>
          <Table
            aria-labelledby={listTitleId}
            columns={columns}
            data={[...entries]}
            getRowId={(entry) => String(entry.id)}
            emptyText={t(EMPTY[status])}
            isLoading={isLoading}
            loadingRowCount={3}
          />
        </RowCallbacksContext.Provider>
      </section>
      {changing && (
        <BankMatchDialog
          entry={changing}
          openInvoices={openInvoices}
          dateFormat={dateFormat}
          onClose={() => setChanging(null)}
          onSave={(allocations) => onConfirm(changing, allocations)}
        />
      )}
      {rows.confirmDelete(t('skipTitle'), (entry) => t('skipBody', { name: entryName(entry, t), amount: formatMoney(hundredthsOf(entry.amount) ?? 0, locale, entry.currency) }), t('skip'))}
    </div>
  );
}
