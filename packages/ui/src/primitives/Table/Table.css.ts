import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingSelectors, visuallyHiddenRule } from '../../internal/styles/focusRing';
import { indeterminateFillRule, reducedMotionFill, REDUCED_MOTION } from '../../internal/styles/indeterminate.css';

export const wrapper = style({
  position: 'relative',
  overflowX: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    // With a maximum height the rows scroll inside the wrapper, under a sticky header.
    '&[data-scrollable]': { overflowY: 'auto', overscrollBehavior: 'contain' },
    '&[data-scrollable]:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.onSurface,
  selectors: {
    // Column widths come from the header (meta.width), so they do not jump while rows scroll in.
    '&[data-virtual]': { tableLayout: 'fixed' },
  },
});


export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontWeight: vars.font.weight.medium,
});

export const th = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surfaceVariant,
  color: vars.color.onSurfaceVariant,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    // A sticky header's collapsed border would scroll away: draw it as a shadow instead.
    '[data-scrollable] &': {
      position: 'sticky',
      top: 0,
      zIndex: 1,
      borderBottom: 'none',
      boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
    },
  },
});

/** A sortable header is a button filling the header cell. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: `0 calc(-1 * ${vars.space.xs})`,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  selectors: {
    ...focusRingSelectors,
    '&[data-hovered]': { background: `color-mix(in srgb, ${vars.color.onSurfaceVariant} 8%, transparent)` },
  },
});

export const sortIcon = style({ flex: 'none' });

export const sortIconIdle = style({ opacity: 0.45 });

export const td = style({
  padding: `${vars.space.xs} ${vars.space.lg}`,
  height: 48,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: {
    'tr:last-child > &': { borderBottom: 'none' },
  },
});

export const row = style({
  selectors: {
    '&:hover': { background: `color-mix(in srgb, ${vars.color.surfaceVariant} 60%, transparent)` },
  },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.muted,
});

/** Stands in for rows of a virtualised table that are scrolled out of view. */
export const spacer = style({});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

/** A grey bar in each cell of a loading placeholder row. */
export const placeholder = style({
  display: 'block',
  height: 12,
  width: '70%',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceVariant,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const visuallyHidden = style(visuallyHiddenRule);

/**
 * While rows already shown are refreshed: a thin moving bar along the top edge. Rows are not
 * dimmed, which would drop their text below AA contrast.
 */
export const loadingBar = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  zIndex: 2,
  height: 3,
  overflow: 'hidden',
  pointerEvents: 'none',
  '::before': { content: '""', ...indeterminateFillRule },
  '@media': {
    [REDUCED_MOTION]: { selectors: { '&::before': reducedMotionFill } },
  },
});
