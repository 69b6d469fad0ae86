import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

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

/** Under the service: the line's period and a VAT category of its own, small and muted, one per line. */
export const lineDetails = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});
