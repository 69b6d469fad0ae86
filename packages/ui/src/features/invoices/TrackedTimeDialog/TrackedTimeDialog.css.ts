import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** From and to side by side, under each other when narrow. */
export const range = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
});

export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** The checkbox column: just wide enough for the box. */
export const checkCell = style({ display: 'flex', alignItems: 'center' });

/** The sum of the selected costs, under the table. */
export const sum = style({
  margin: 0,
  textAlign: 'end',
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.onSurface,
});

/** The VAT field need not be wide. */
export const vat = style({ maxWidth: '14rem' });

/** Under a group's name: the days of its hours, small and muted. */
export const days = style({ display: 'block', fontSize: vars.font.size.sm, color: vars.color.muted });

/** Per day or per entry: the notes the line will carry, in full (they wrap). */
export const notes = style({ display: 'block', fontSize: vars.font.size.sm, color: vars.color.onSurface, whiteSpace: 'normal', overflowWrap: 'anywhere' });
