import { keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/**
 * The moving part of a bar for work without a known end (indeterminate): a block sliding across
 * its track, which must be `position: relative` (or absolute) with `overflow: hidden`. As a rule,
 * for a pseudo-element (`::before`); `indeterminateFill` is the same as a class.
 */
export const indeterminateFillRule = {
  position: 'absolute',
  insetBlock: 0,
  width: '40%',
  background: vars.color.primary,
  animation: `${slide} 1.4s ease-in-out infinite`,
} satisfies StyleRule;

/** Under reduced motion the bar still moves (it must show that work goes on), but slowly. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
export const reducedMotionFill = { animationDuration: '4s' } satisfies StyleRule;

export const indeterminateFill = style({
  ...indeterminateFillRule,
  '@media': { [REDUCED_MOTION]: reducedMotionFill },
});
