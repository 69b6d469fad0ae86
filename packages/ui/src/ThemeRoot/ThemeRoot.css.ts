import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  background: vars.color.background,
  color: vars.color.onBackground,
});
