import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The edit dialog's fields in two columns (one on narrow screens). */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.lg,
});

/** A field spanning both columns, e.g. the name. */
export const wide = style({ gridColumn: '1 / -1' });
