import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Under the service: the line's period and a VAT category of its own, small and muted, one per line. */
export const lineDetails = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});
