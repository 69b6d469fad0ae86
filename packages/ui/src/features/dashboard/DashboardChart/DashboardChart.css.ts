import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { visuallyHiddenRule } from '../../../internal/styles/focusRing';

/** The chart's height in CSS pixels, axes included (§9). */
export const CHART_HEIGHT = 180;

export const figure = style({
  position: 'relative',
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const caption = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  fontWeight: vars.font.weight.medium,
});

export const total = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * uPlot's box: exactly the chart's height (reserved while uPlot loads, so nothing moves), the
 * width it is given. Its font size and family are read for the axis labels.
 */
export const plot = style({
  width: '100%',
  height: CHART_HEIGHT,
  overflow: 'hidden',
  fontSize: vars.font.size.xs,
  fontFamily: vars.font.family,
});

export const empty = style({ margin: 0, color: vars.color.muted });

export const failed = style({ margin: 0, color: vars.color.onSurface });

/** Around the data table of the chart's numbers: for screen readers only (the canvas says nothing). */
export const hidden = style(visuallyHiddenRule);

/** The data table; seen only when the chart could not be drawn. */
export const table = style({
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
});

export const timeCell = style([cell, { textAlign: 'end' }]);

/** The team chart's legend: each member's colour and name, wrapping on a narrow screen. */
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** A member's colour, as in the bars. */
export const swatch = style({
  flex: 'none',
  width: 12,
  height: 12,
  borderRadius: vars.radius.sm,
});
