import type { InvoiceStatusTotal, InvoiceTotals } from '@kwartier/api';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { CheckIcon } from '../../../primitives/Icon/icons/CheckIcon';
import { displayMoney } from '../../../i18n/formatMoney';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages } from '../../../i18n/useMessages';
import { LIST_FILTERS, type InvoiceListFilter } from '../shared/invoiceStatus';
import { statusMessages } from '../shared/status.messages';
import { statusAccent, statusTone } from '../shared/statusColors.css';
import { messages } from './InvoiceStatusCards.messages';
import * as styles from './InvoiceStatusCards.css';

/** Props of {@link InvoiceStatusCards}. */
export interface InvoiceStatusCardsProps {
  /**
   * Count, gross and net total of all invoices and per displayed status (`InvoiceList.totals` of
   * `GET /api/invoices`): in the organisation's currency, and apart per other currency.
   */
  totals: InvoiceTotals;
  /** The filter whose invoices are shown (controlled): `all` or a displayed status. */
  selected: InvoiceListFilter;
  /** Called with the chosen filter; choosing the selected one again reports nothing. */
  onSelect: (filter: InvoiceListFilter) => void;
}

/** A card's net amount and, but on the concept and paid cards, what is outstanding or overdue, in `currency`. */
function Amounts({ total, filter, currency }: { total: InvoiceStatusTotal; filter: InvoiceListFilter; currency: string }) {
  const locale = useLocale();
  const t = useMessages(messages);
  return (
    <>
      <span className={styles.net}>{t('net', { amount: displayMoney(total.total_net, locale, currency) })}</span>
      {filter !== 'concept' && filter !== 'paid' && (
        <span className={styles.net}>{t(filter === 'overdue' ? 'overdueAmount' : 'outstanding', { amount: displayMoney(total.total_outstanding, locale, currency) })}</span>
      )}
    </>
  );
}

/**
 * The invoice list's five cards (all, concept, sent, overdue, paid), each with the gross amount of
 * its invoices (what is owed, VAT included), their net amount on a second line and their number,
 * and together a single-choice filter: a radio group in which exactly one is selected (Tab reaches
 * the cards, arrow keys move between them, Space or Enter selects). Coloured like the status
 * button: a stripe, and the selected card filled. Five in a row when there is room; below 800 px
 * 'All' spans the width above the four statuses two by two. Amounts of two currencies are never
 * added: a card shows the organisation's currency, then each other currency it holds invoices in
 * (gross, net and outstanding in it, smaller); its number counts them all.
 */
export function InvoiceStatusCards({ totals, selected, onSelect }: InvoiceStatusCardsProps) {
  // Amounts on a screen are in the user's language, whatever the organisation's (or the server's formatted_*).
  const locale = useLocale();
  const t = useMessages(messages);
  const statusName = useMessages(statusMessages);
  const others = totals.other_currencies;
  return (
    <div className={styles.root}>
      <ToggleButtonGroup
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[selected]}
        onSelectionChange={(keys) => {
          const [key] = keys;
          const filter = LIST_FILTERS.find((s) => s === key);
          if (filter && filter !== selected) onSelect(filter);
        }}
        aria-label={t('groupLabel')}
        className={styles.group}
      >
        {LIST_FILTERS.map((filter) => {
          const isSelected = filter === selected;
          const accent = filter === 'all' ? styles.allAccent : statusAccent[filter];
          const tone = filter === 'all' ? styles.allTone : statusTone[filter];
          return (
            <ToggleButton
              key={filter}
              id={filter}
              className={[styles.card, accent, filter === 'all' && styles.allCard, isSelected && tone].filter(Boolean).join(' ')}
            >
              <span className={styles.name}>
                {isSelected && <CheckIcon size={16} />}
                {statusName(filter)}
              </span>
              <span className={styles.total}>{displayMoney(totals[filter].total_gross, locale, totals.currency)}</span>
              <Amounts total={totals[filter]} filter={filter} currency={totals.currency} />
              {others
                .filter((other) => other[filter].count > 0)
                .map((other) => (
                  <span key={other.currency} className={styles.other}>
                    <span className={styles.otherTotal}>{displayMoney(other[filter].total_gross, locale, other.currency)}</span>
                    <Amounts total={other[filter]} filter={filter} currency={other.currency} />
                  </span>
                ))}
              <span className={styles.count}>{t('count', { count: others.reduce((count, other) => count + other[filter].count, totals[filter].count) })}</span>
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
    </div>
  );
}
