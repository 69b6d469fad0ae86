import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { visuallyHiddenRule } from '../../internal/styles/focusRing';
import { indeterminateFill } from '../../internal/styles/indeterminate.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  minWidth: 120,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  color: 'inherit',
});

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
});

export const label = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const value = style({
  flex: 'none',
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  height: 6,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  // A tint of the primary colour, so the track is visible on surfaces and on the page background.
  background: `color-mix(in srgb, ${vars.color.primary} 20%, transparent)`,
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  transition: 'width 200ms ease-out',
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const fillIndeterminate = style([indeterminateFill, { borderRadius: vars.radius.full }]);

export const visuallyHidden = style(visuallyHiddenRule);
