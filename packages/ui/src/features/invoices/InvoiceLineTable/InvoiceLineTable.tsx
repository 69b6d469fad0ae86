import type { KeysOf } from '../../../i18n/catalogue';
import { formatDateRange, type Invoice, type InvoiceLine } from '@kwartier/api';
import { useCallback } from 'react';
import { LineTable } from '../../../patterns/lineTable/LineTable';
import { useRowActions } from '../../../patterns/rowActions/useRowActions';
import type { SaveResult } from '../../../forms/submitResult';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { rateCategory } from './invoiceNumbers';
import { messages } from './InvoiceLineTable.messages';
import * as styles from './InvoiceLineTable.css';

/** Props of {@link InvoiceLineTable}. */
export interface InvoiceLineTableProps {
  /** The invoice (`GET /api/invoices/{id}`): its lines in order, and its totals as the server computed them. */
  invoice: Invoice;
  /**
   * Opens the line dialog on `line`. With `onDelete`, each line of a concept invoice gets edit and
   * delete buttons; a sent or paid invoice cannot change, so it never shows them.
   */
  onEdit?: (line: InvoiceLine) => void;
  /**
   * Deletes a line after the user confirmed (`DELETE /api/invoicelines/{id}`). Resolve to
   * `undefined` once deleted (refresh the invoice first), to a 409/422 body to show the refusal in
   * the confirmation, or reject for an unexpected failure.
   */
  onDelete?: (line: InvoiceLine) => SaveResult;
  /** Id of the element naming the table; without it the table is named 'Invoice lines'. */
  'aria-labelledby'?: string;
}

/** Height of the lines' scroll area: most of a screen, so the totals of a long invoice are a scroll away. */
const SCROLL_MAX_HEIGHT = 'min(75vh, 900px)';

type Key = KeysOf<typeof messages>;

/**
 * The service, and under it what else the line says: the days it covers, in the invoice's language
 * as printed ("1–30 Nov 2026"), how its tracked time was billed (the server's `detail`, in the
 * invoice's language too), and its VAT category when it is not its rate's own.
 */
function ServiceCell({ line, language, t }: { line: InvoiceLine; language: Invoice['language']; t: Translate<Key> }) {
  const period = line.period_start && line.period_end ? formatDateRange(line.period_start, line.period_end, language) : null;
  const category = line.vat_category === rateCategory(line.vat) ? null : t(`category${line.vat_category}`);
  if (!period && !line.detail && !category) return <>{line.service}</>;
  return (
    <>
      {line.service}
      <span className={styles.lineDetails}>
        {period && <span>{period}</span>}
        {line.detail && <span>{line.detail}</span>}
        {category && <span>{category}</span>}
      </span>
    </>
  );
}

/**
 * An invoice's lines: service, amount, unit price, VAT % and costs, figures right-aligned in
 * tabular numerals and in the user's language (a credit's negative figures with a minus), then
 * the days a line covers (in the invoice's language, as printed) and a VAT category other than its
 * rate's under its service, then
 * the net total, the VAT per rate and the gross total exactly as the server computed them (never
 * added up here: the server rounds VAT once per rate). On a concept invoice each line can be
 * edited and deleted (after confirmation; a line billing tracked time says its hours return to
 * the time sheet). On a phone (under 600 px) each line is a card and the totals stay beneath.
 */
export function InvoiceLineTable({ invoice, onEdit, onDelete, 'aria-labelledby': labelledBy }: InvoiceLineTableProps) {
  const t = useMessages(messages);
  // A sent invoice cannot change: only a concept's lines are edited or deleted.
  const isEditable = invoice.status === 'concept' && onEdit != null && onDelete != null;
  const rows = useRowActions<InvoiceLine>({ onDelete: (line) => onDelete?.(line) ?? Promise.resolve() });
  const language = invoice.language;
  const renderService = useCallback((line: InvoiceLine) => <ServiceCell line={line} language={language} t={t} />, [language, t]);

  return (
    <div ref={rows.focusScopeRef}>
      <LineTable
        lines={invoice.invoicelines}
        totals={invoice}
        currency={invoice.currency}
        renderService={renderService}
        onEdit={isEditable ? onEdit : undefined}
        onDelete={isEditable ? rows.requestDelete : undefined}
        // A scroll area is reachable with the keyboard even when its rows hold no button (a sent
        // invoice on a phone scrolls sideways); a long invoice scrolls under a sticky header.
        maxHeight={SCROLL_MAX_HEIGHT}
        aria-labelledby={labelledBy}
      />
      {rows.confirmDelete(t('confirmTitle'), (line) =>
        line.time_entries > 0
          ? t('confirmBodyHours', { service: line.service, entries: line.time_entries })
          : t('confirmBody', { service: line.service }),
      )}
    </div>
  );
}
