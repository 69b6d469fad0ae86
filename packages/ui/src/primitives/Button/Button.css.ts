import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingSelectors } from '../../internal/styles/focusRing';

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  textDecoration: 'none',
  transition: 'background-color 120ms, border-color 120ms, box-shadow 120ms',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    ...focusRingSelectors,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-pending]': { cursor: 'progress' },
  },
});

// Hover and press darken the role colour with color-mix, so organisation colours get the same
// feedback as the default theme without precomputing shades.
const shade = (color: string, percent: number) => `color-mix(in srgb, ${color} ${100 - percent}%, black)`;

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: shade(vars.color.primary, 10) },
      '&[data-pressed]:not([data-disabled])': { background: shade(vars.color.primary, 20) },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.onSurface,
    borderColor: vars.color.inputBorder,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceVariant },
      '&[data-pressed]:not([data-disabled])': { background: shade(vars.color.surfaceVariant, 8) },
    },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.onDanger,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: shade(vars.color.danger, 10) },
      '&[data-pressed]:not([data-disabled])': { background: shade(vars.color.danger, 20) },
    },
  },
  quiet: {
    background: 'transparent',
    color: vars.color.onSurface,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceVariant },
      '&[data-pressed]:not([data-disabled])': { background: shade(vars.color.surfaceVariant, 8) },
    },
  },
});

export const size = styleVariants({
  sm: { minHeight: 32, padding: `0 ${vars.space.md}`, fontSize: vars.font.size.sm },
  md: { minHeight: 40, padding: `0 ${vars.space.lg}`, fontSize: vars.font.size.md },
});

/** Square buttons that hold only an icon. */
export const iconOnly = styleVariants({
  sm: { padding: 0, width: 32 },
  md: { padding: 0, width: 40 },
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

/**
 * While pending the label keeps its space (no layout jump) and stays in the accessible name
 * (so "Save" is still "Save"), but the spinner is what is seen.
 */
export const labelHidden = style({ opacity: 0 });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
