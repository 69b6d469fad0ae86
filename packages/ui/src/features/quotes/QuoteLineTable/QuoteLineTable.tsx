import type { Quote, QuoteLine } from '@kwartier/api';
import { useMemo } from 'react';
import { LineTable } from '../../../patterns/lineTable/LineTable';

/** Props of {@link QuoteLineTable}. */
export interface QuoteLineTableProps {
  /** The quote: its lines in order and its totals as the server computed them, in its `currency` (EUR when left out). */
  quote: Pick<Quote, 'lines' | 'total_net' | 'total_vat' | 'total_gross'> & Partial<Pick<Quote, 'currency'>>;
  /** Opens the line dialog on the line at `index`; with `onDelete`, each line gets edit and delete buttons. */
  onEdit?: (line: QuoteLine, index: number) => void;
  /** Removes the line at `index` (the caller confirms or saves the quote). */
  onDelete?: (line: QuoteLine, index: number) => void;
  /** Id of the element naming the table. */
  'aria-labelledby'?: string;
}

/**
 * A quote's lines as the invoice's line table shows them (service, amount, unit price, VAT % and
 * costs in the reader's language and the quote's currency, the figures right-aligned), then the net total, the VAT per
 * rate and the gross total exactly as the server computed them. With `onEdit` and `onDelete`
 * each line has edit and delete buttons. On a phone each line is a card.
 */
export function QuoteLineTable({ quote, onEdit, onDelete, 'aria-labelledby': labelledBy }: QuoteLineTableProps) {
  const lines = quote.lines;
  const edit = useMemo(() => onEdit && ((line: QuoteLine) => onEdit(line, lines.indexOf(line))), [onEdit, lines]);
  const remove = useMemo(() => onDelete && ((line: QuoteLine) => onDelete(line, lines.indexOf(line))), [onDelete, lines]);
  return <LineTable lines={lines} totals={quote} currency={quote.currency} onEdit={edit} onDelete={remove} aria-labelledby={labelledBy} />;
}
