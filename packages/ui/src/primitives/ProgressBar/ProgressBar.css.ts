import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { visuallyHiddenRule } from '../../internal/styles/focusRing';

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

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const fillIndeterminate = style({
  position: 'absolute',
  insetBlock: 0,
  width: '40%',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  animation: `${slide} 1.4s ease-in-out infinite`,
  '@media': {
    // Still moving (the bar must show that work goes on) but slowly.
    '(prefers-reduced-motion: reduce)': { animationDuration: '4s' },
  },
});

export const visuallyHidden = style(visuallyHiddenRule);
