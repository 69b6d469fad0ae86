import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  background: vars.color.background,
  color: vars.color.onBackground,
});

/** A public page (log in, sign up): the theme's background over the whole window, form centred. */
export const fullPage = style({
  // Fixed over the window rather than styling <body>: an embedding app keeps its own page styles.
  position: 'fixed',
  inset: 0,
  overflow: 'auto',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  // 'safe' keeps a form taller than the window scrollable from its top.
  justifyContent: 'safe center',
  padding: vars.space.xl,
});
