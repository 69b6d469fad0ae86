import type { InvoiceStatus, InvoiceStatusId } from '@kwartier/api';
import { useMemo, useState } from 'react';
import { LazyDatePicker } from '../../../primitives/DatePicker/LazyDatePicker';
import { MenuButton } from '../../../primitives/Menu/MenuButton';
import type { MenuItemData } from '../../../primitives/Menu/Menu';
import { ConfirmDialog } from '../../../patterns/ConfirmDialog/ConfirmDialog';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import type { SaveResult, SubmitResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import type { DateFormat } from '../../../i18n/formatDate';
import { useMessages } from '../../../i18n/useMessages';
import { localToday } from '../InvoiceDialog/periodOf';
import { isInvoiceStatusId, laterStatusIds, STATUS_OF_ID } from '../shared/invoiceStatus';
import { statusMessages } from '../shared/status.messages';
import { statusButton } from '../shared/statusColors.css';
import { messages } from './InvoiceStatusMenu.messages';
import * as styles from './InvoiceStatusMenu.css';

/** What a status change sends besides the status: the payment date when it moves to paid. */
export interface InvoiceStatusChange {
  /** `YYYY-MM-DD`, only when moving to paid (status_id 3). */
  paid_on?: string;
}

/** Props of {@link InvoiceStatusMenu}. */
export interface InvoiceStatusMenuProps {
  /** The displayed status (`Invoice.status`): its name and colour are the button's. */
  status: InvoiceStatus;
  /** The stored status (`Invoice.status_id`, 1 concept, 2 sent, 3 paid): the menu offers the later ones. */
  statusId: InvoiceStatusId;
  /**
   * Moves the invoice to the chosen status once the user confirmed it (`PUT /api/invoices/{id}`
   * with `{ status_id }`, plus `paid_on` for paid). The save convention applies: resolve
   * `undefined` once saved (refresh the invoice; the dialog closes), a refusal body to keep the
   * dialog open showing it (a 422 under `paid_on` shows under the date), or reject for the
   * unexpected (the dialog says it could not be done).
   */
  onChange: (statusId: InvoiceStatusId, change: InvoiceStatusChange) => SaveResult;
  /** Spins the button from outside, e.g. while the page reloads the invoice after a change. */
  isPending?: boolean;
  /** Disables the button (it is always disabled at paid, after which nothing comes). */
  isDisabled?: boolean;
  /**
   * The invoice's number, for the button's name in a list ('Status of invoice 20260007: Sent')
   * and the dialogs' titles; without it the name is 'Status: Sent'.
   */
  invoiceNumber?: string;
  /** The invoice date (`YYYY-MM-DD`): the earliest payment date the paid dialog accepts. */
  invoiceDate?: string;
  /** The payment date offered at first, `YYYY-MM-DD`. Defaults to today (the invoice date if that lies ahead). */
  today?: string;
  /** The user's date format for the payment date. Defaults to `DD-MM-YYYY`. */
  dateFormat?: DateFormat;
  /** The organisation's first day of the week for the calendar. */
  firstDayOfWeek?: number | null;
  /** `sm` (32 px, in table rows) or `md` (40 px). Defaults to `md`. */
  size?: 'sm' | 'md';
}

const PAID_FIELDS = ['paid_on'] as const;

/**
 * The invoice status button: shows the displayed status in its colour (concept grey, sent orange,
 * overdue red, paid green) and opens a menu of only the later statuses, since a status moves
 * forward only (concept → sent → paid; an overdue invoice is a sent one, so it offers paid).
 * Disabled at paid. Enter, Space or Arrow Down open the menu, arrows move, Escape closes it and
 * focus returns to the button.
 *
 * Both moves are deliberate: Sent asks for confirmation first (it locks the invoice and the hours
 * billed on it), Paid asks for the payment date (today by default, not before the invoice date,
 * in the user's date format). Cancelling either leaves the status as it was.
 *
 * ### Do
 * - Pass both `status` (the displayed status, which can be overdue) and `statusId` (the stored one)
 *   as the API returns them for the invoice.
 * - Save the change in `onChange` (`PUT /api/invoices/{id}` with `status_id`, and `paid_on` for
 *   paid) and refresh the invoice before resolving.
 * - Pass `invoiceDate`, so the paid dialog refuses a payment date before the invoice date.
 *
 * ### Don't
 * - Offer status changes some other way (a select of every status): a status only moves forward,
 *   concept → sent → paid, and the server refuses a step back.
 * - Ask for confirmation again in `onChange`: the menu has already asked (Sent) or asked for the
 *   payment date (Paid).
 * - Derive `statusId` from `status`: an overdue invoice is a sent one (2).
 */
export function InvoiceStatusMenu({
  status,
  statusId,
  onChange,
  isPending = false,
  isDisabled = false,
  invoiceNumber,
  invoiceDate,
  today,
  dateFormat,
  firstDayOfWeek,
  size = 'md',
}: InvoiceStatusMenuProps) {
  const t = useMessages(messages);
  const statusName = useMessages(statusMessages);
  const [asking, setAsking] = useState<'sent' | 'paid' | null>(null);
  const [isSaving, setSaving] = useState(false);
  const later = laterStatusIds(statusId);

  const items = useMemo<MenuItemData[]>(
    () => laterStatusIds(statusId).map((id) => ({ id, label: statusName(STATUS_OF_ID[id]) })),
    [statusId, statusName],
  );

  const save = async (id: InvoiceStatusId, change: InvoiceStatusChange): Promise<SubmitResult> => {
    setSaving(true);
    try {
      return await onChange(id, change);
    } finally {
      setSaving(false);
    }
  };

  const label = statusName(status);
  return (
    <>
      <MenuButton
        label={label}
        aria-label={invoiceNumber != null ? t('statusOfInvoice', { number: invoiceNumber, status: label }) : t('statusLabel', { status: label })}
        items={items}
        onAction={(id) => {
          if (isInvoiceStatusId(id) && !isSaving) setAsking(id === 3 ? 'paid' : 'sent');
        }}
        isDisabled={isDisabled || later.length === 0}
        isPending={isPending || isSaving}
        size={size}
        className={`${styles.button} ${statusButton[status]}`}
      />
      <ConfirmDialog
        isOpen={asking === 'sent'}
        onOpenChange={(isOpen) => !isOpen && setAsking(null)}
        title={invoiceNumber != null ? t('sentTitle', { number: invoiceNumber }) : t('sentTitleUnnamed')}
        confirmLabel={t('sentConfirm')}
        variant="primary"
        onConfirm={() => save(2, {})}
      >
        {t('sentBody')}
      </ConfirmDialog>
      {asking === 'paid' && (
        <PaidDialog
          title={invoiceNumber != null ? t('paidTitle', { number: invoiceNumber }) : t('paidTitleUnnamed')}
          invoiceDate={invoiceDate}
          today={today}
          dateFormat={dateFormat}
          firstDayOfWeek={firstDayOfWeek}
          isConcept={statusId === 1}
          onClose={() => setAsking(null)}
          onSave={(paidOn) => save(3, { paid_on: paidOn })}
        />
      )}
    </>
  );
}

interface PaidDialogProps {
  title: string;
  invoiceDate: string | undefined;
  today: string | undefined;
  dateFormat: DateFormat | undefined;
  firstDayOfWeek: number | null | undefined;
  isConcept: boolean;
  onClose: () => void;
  onSave: (paidOn: string) => SaveResult;
}

/** The payment date, asked when an invoice is marked paid. Rendered while open, so it opens on today each time. */
function PaidDialog({ title, invoiceDate, today, dateFormat, firstDayOfWeek, isConcept, onClose, onSave }: PaidDialogProps) {
  const t = useMessages(messages);
  const initial = today ?? localToday();
  const [paidOn, setPaidOn] = useState<string | null>(invoiceDate && invoiceDate > initial ? invoiceDate : initial);
  const submission = useFormSubmission(onSave, PAID_FIELDS);
  return (
    <FormDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      saveLabel={t('paidConfirm')}
      isSaving={submission.isSubmitting}
      isSaveDisabled={paidOn === null}
      validationErrors={submission.fieldErrors}
      errorMessage={submission.formError ?? undefined}
      onSave={() => {
        if (paidOn !== null) void submission.submit(paidOn).then((saved) => saved && onClose());
      }}
    >
      {isConcept && <p>{t('paidLocksConcept')}</p>}
      <LazyDatePicker
        name="paid_on"
        label={t('paidOn')}
        description={t('paidOnDescription')}
        value={paidOn}
        onChange={setPaidOn}
        minValue={invoiceDate}
        dateFormat={dateFormat}
        firstDayOfWeek={firstDayOfWeek}
        isRequired
        autoFocus
      />
    </FormDialog>
  );
}
