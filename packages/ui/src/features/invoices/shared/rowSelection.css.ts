import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

// Shared by the dialogs that put a selection of rows on an invoice (tracked time, expenses).

/** A figure in a cell: digits of one width, never wrapped. */
export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** The sum of the selected rows, under the table. */
export const sum = style({
  margin: 0,
  textAlign: 'end',
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.onSurface,
});

/** Under a row's name: its days (the period its line gets) and the like, small and muted. */
export const detail = style({ display: 'block', fontSize: vars.font.size.sm, color: vars.color.muted });
