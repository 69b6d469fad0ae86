import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/**
 * The moving part of a bar for work without a known end (indeterminate): a block sliding across
 * its track, which must be `position: relative` with `overflow: hidden`. Under reduced motion it
 * still moves (the bar must show that work goes on), but slowly.
 */
export const indeterminateFill = style({
  position: 'absolute',
  insetBlock: 0,
  width: '40%',
  background: vars.color.primary,
  animation: `${slide} 1.4s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '4s' },
  },
});
