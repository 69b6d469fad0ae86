import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The icon follows the button size; icons of this package are 1em by default. */
export const icon = styleVariants({
  sm: { display: 'inline-flex', fontSize: 18 },
  md: { display: 'inline-flex', fontSize: 20 },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  boxSizing: 'border-box',
  maxWidth: 280,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  // Inverted colours: readable on any page background, like a native tooltip.
  background: vars.color.onSurface,
  color: vars.color.surface,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.elevation.sm,
  pointerEvents: 'none',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 120ms ease-out` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-entering]': { animation: 'none' } },
    },
  },
});
