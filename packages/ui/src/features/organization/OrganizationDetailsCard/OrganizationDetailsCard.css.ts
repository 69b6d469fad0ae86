import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The dialog's fields in two columns (one on narrow screens); the name spans both. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.lg,
});

export const wide = style({ gridColumn: '1 / -1' });
