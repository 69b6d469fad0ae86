import { style } from '@vanilla-extract/css';
import { indeterminateFill } from '../../../internal/styles/indeterminate.css';
import { vars } from '../../../theme/contract.css';

/** The strip over the top of the window holding the navigation progress and the notices. */
export const overlay = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  pointerEvents: 'none',
  selectors: {
    // Over ThemeRoot's own background (same element): the page stays visible around the strip.
    '&[data-kwartier-theme]': { background: 'transparent' },
  },
});

/** The thin navigation progress bar along the top edge. */
export const progress = style({
  alignSelf: 'stretch',
  position: 'relative',
  height: 3,
  overflow: 'hidden',
  background: `color-mix(in srgb, ${vars.color.primary} 20%, transparent)`,
});

/** The part of the bar that moves (the load has no known end: indeterminate). */
export const progressFill = indeterminateFill;

/** A notice (offline, token expired) under the top edge, centred. */
export const notice = style({
  boxSizing: 'border-box',
  width: 'min(560px, calc(100% - 2 * 16px))',
  pointerEvents: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.md,
});

/** The update notice's sentence and its button, side by side, wrapping on a phone. */
export const update = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
