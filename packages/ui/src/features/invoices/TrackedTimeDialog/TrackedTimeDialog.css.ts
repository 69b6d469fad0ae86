import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** From and to side by side, under each other when narrow. */
export const range = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
});

/** The VAT field need not be wide. */
export const vat = style({ maxWidth: '14rem' });

/** Per day or per entry: the notes the line will carry, in full (they wrap). */
export const notes = style({ display: 'block', fontSize: vars.font.size.sm, color: vars.color.onSurface, whiteSpace: 'normal', overflowWrap: 'anywhere' });
