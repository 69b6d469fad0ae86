import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The colour dot and the project's name on one line. */
export const project = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  maxWidth: '100%',
  verticalAlign: 'middle',
});

/** Durations and amounts line up by their digits. */
export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** The totals line. */
export const total = style({ fontWeight: vars.font.weight.bold });

export const totalNumber = style([number, total]);
