import type { InvoiceStatus, InvoiceStatusId } from '@kwartier/api';
import { useMemo, useState } from 'react';
import { MenuButton } from '../../../primitives/Menu/MenuButton';
import type { MenuItemData } from '../../../primitives/Menu/Menu';
import { useMessages } from '../../../i18n/useMessages';
import { isInvoiceStatusId, laterStatusIds, STATUS_OF_ID } from '../shared/invoiceStatus';
import { statusMessages } from '../shared/status.messages';
import { statusButton } from '../shared/statusColors.css';
import { messages } from './InvoiceStatusMenu.messages';
import * as styles from './InvoiceStatusMenu.css';

/** Props of {@link InvoiceStatusMenu}. */
export interface InvoiceStatusMenuProps {
  /** The displayed status (`Invoice.status`): its name and colour are the button's. */
  status: InvoiceStatus;
  /** The stored status (`Invoice.status_id`, 1 concept, 2 sent, 3 paid): the menu offers the later ones. */
  statusId: InvoiceStatusId;
  /**
   * Moves the invoice to the chosen status (`PUT /api/invoices/{id}` with `{ status_id }`). The
   * button spins and ignores presses until the promise settles, keeping keyboard focus; refresh
   * the invoice afterwards and report the outcome (a snackbar), as for a row's switch: failures
   * are not shown here.
   */
  onChange: (statusId: InvoiceStatusId) => void | Promise<unknown>;
  /** Spins the button from outside, e.g. while the page reloads the invoice after a change. */
  isPending?: boolean;
  /** Disables the button (it is always disabled at paid, after which nothing comes). */
  isDisabled?: boolean;
  /**
   * The invoice's number, for the button's name in a list ('Status of invoice 20260007: Sent');
   * without it the name is 'Status: Sent'.
   */
  invoiceNumber?: string;
  /** `sm` (32 px, in table rows) or `md` (40 px). Defaults to `md`. */
  size?: 'sm' | 'md';
}

/**
 * The invoice status button: shows the displayed status in its colour (concept grey, sent orange,
 * overdue red, paid green) and opens a menu of only the later statuses, since a status moves
 * forward only (concept → sent → paid; an overdue invoice is a sent one, so it offers paid).
 * Disabled at paid. Enter, Space or Arrow Down open the menu, arrows move, Escape closes it and
 * focus returns to the button.
 */
export function InvoiceStatusMenu({
  status,
  statusId,
  onChange,
  isPending = false,
  isDisabled = false,
  invoiceNumber,
  size = 'md',
}: InvoiceStatusMenuProps) {
  const t = useMessages(messages);
  const statusName = useMessages(statusMessages);
  const [isSaving, setSaving] = useState(false);
  const later = laterStatusIds(statusId);

  const items = useMemo<MenuItemData[]>(
    () => laterStatusIds(statusId).map((id) => ({ id, label: statusName(STATUS_OF_ID[id]) })),
    [statusId, statusName],
  );

  const choose = async (id: InvoiceStatusId) => {
    setSaving(true);
    try {
      await onChange(id);
    } catch {
      // Not shown here: the app logs it and reports it, and the button shows the status it gets.
    } finally {
      setSaving(false);
    }
  };

  const label = statusName(status);
  return (
    <MenuButton
      label={label}
      aria-label={invoiceNumber != null ? t('statusOfInvoice', { number: invoiceNumber, status: label }) : t('statusLabel', { status: label })}
      items={items}
      onAction={(id) => {
        if (isInvoiceStatusId(id) && !isSaving) void choose(id);
      }}
      isDisabled={isDisabled || later.length === 0}
      isPending={isPending || isSaving}
      size={size}
      className={`${styles.button} ${statusButton[status]}`}
    />
  );
}
