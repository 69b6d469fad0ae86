import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

export const spinner = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'currentColor',
  lineHeight: 0,
});

export const svg = style({
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // People who ask for less motion still need to see that something is going on: slow down.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

export const track = style({ opacity: 0.25 });
