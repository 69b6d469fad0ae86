import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The colour's dot beside its code. */
export const color = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const code = style({ fontFamily: vars.font.familyMono });
