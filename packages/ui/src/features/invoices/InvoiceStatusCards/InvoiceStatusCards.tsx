import type { InvoiceStatus, InvoiceTotals } from '@kwartier/api';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { CheckIcon } from '../../../primitives/Icon/icons/CheckIcon';
import { displayMoney } from '../../../i18n/formatMoney';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages } from '../../../i18n/useMessages';
import { DISPLAYED_STATUSES } from '../shared/invoiceStatus';
import { statusMessages } from '../shared/status.messages';
import { statusAccent, statusTone } from '../shared/statusColors.css';
import { messages } from './InvoiceStatusCards.messages';
import * as styles from './InvoiceStatusCards.css';

/** Props of {@link InvoiceStatusCards}. */
export interface InvoiceStatusCardsProps {
  /** Count and net total per displayed status (`InvoiceList.totals` of `GET /api/invoices`). */
  totals: InvoiceTotals;
  /** The status whose invoices are shown (controlled). */
  selected: InvoiceStatus;
  /** Called with the chosen status; choosing the selected one again reports nothing. */
  onSelect: (status: InvoiceStatus) => void;
}

/**
 * The invoice list's four status cards (concept, sent, overdue, paid), each with the number of
 * invoices and their net total, and together a single-choice filter: a radio group in which
 * exactly one is selected (Tab reaches the cards, arrow keys move between them, Space or Enter selects).
 * Coloured like the status button: a stripe, and the selected card filled. Two by two on a phone.
 */
export function InvoiceStatusCards({ totals, selected, onSelect }: InvoiceStatusCardsProps) {
  // Amounts on a screen are in the user's language, whatever the organisation's (or the server's formatted_*).
  const locale = useLocale();
  const t = useMessages(messages);
  const statusName = useMessages(statusMessages);
  return (
    <div className={styles.root}>
      <ToggleButtonGroup
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[selected]}
        onSelectionChange={(keys) => {
          const [key] = keys;
          const status = DISPLAYED_STATUSES.find((s) => s === key);
          if (status && status !== selected) onSelect(status);
        }}
        aria-label={t('groupLabel')}
        className={styles.group}
      >
        {DISPLAYED_STATUSES.map((status) => {
          const isSelected = status === selected;
          return (
            <ToggleButton
              key={status}
              id={status}
              className={[styles.card, statusAccent[status], isSelected && statusTone[status]].filter(Boolean).join(' ')}
            >
              <span className={styles.name}>
                {isSelected && <CheckIcon size={16} />}
                {statusName(status)}
              </span>
              <span className={styles.total}>{displayMoney(totals[status].total_net, locale)}</span>
              <span className={styles.count}>{t('count', { count: totals[status].count })}</span>
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
    </div>
  );
}
