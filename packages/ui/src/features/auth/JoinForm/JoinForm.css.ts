import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const intro = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
});
