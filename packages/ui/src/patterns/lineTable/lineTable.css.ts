import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The look of a document's line table (an invoice's, a quote's): figures, row actions and totals.

/** Figures line up by their digits: tabular numerals, never wrapped. */
export const number = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** Edit and delete side by side. */
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xxs });

/** A totals row: the label under the figures' columns, the figure under the costs. */
export const totalCell = style({
  padding: `${vars.space.xs} ${vars.space.lg}`,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.regular,
});

/** The first totals row is set off from the lines by a rule. */
export const firstTotal = style({ borderTop: `2px solid ${vars.color.border}` });

/** The gross total stands out. */
export const grossTotal = style({
  fontWeight: vars.font.weight.bold,
  borderTop: `1px solid ${vars.color.border}`,
});
