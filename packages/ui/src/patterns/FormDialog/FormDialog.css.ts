import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The fields, spaced like the rest of the dialog's body. */
export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
