import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Narrower than a small tablet: dialogs use the whole screen less a small margin. */
const PHONE = 'screen and (max-width: 599px)';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Shared look of modal dialogs (FormDialog, ConfirmDialog). */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 150ms ease-out` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-entering]': { animation: 'none' } },
    },
    // A phone: the dialog takes nearly the whole screen rather than floating in a wide margin.
    [PHONE]: { padding: vars.space.sm },
  },
});

export const modal = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  // Scroll inside the dialog body rather than the page (scrollable dialogs).
  // Mobile browsers' toolbars take part of 100vh; dvh is what is really visible (vh as fallback).
  maxHeight: ['calc(100vh - 64px)', 'calc(100dvh - 64px)'],
  '@media': { [PHONE]: { maxHeight: ['calc(100vh - 16px)', 'calc(100dvh - 16px)'] } },
  minWidth: 0,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.lg,
  outline: 'none',
});

/** Dialogs are 600px wide, 800px when flagged large; never wider than the screen. */
export const width = styleVariants({
  regular: { maxWidth: 600 },
  large: { maxWidth: 800 },
  narrow: { maxWidth: 440 },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: 1,
  outline: 'none',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: 1,
});

export const title = style({
  margin: 0,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  '@media': { [PHONE]: { padding: vars.space.md } },
  overflowY: 'auto',
  minHeight: 0,
  flex: 1,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const formError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: `color-mix(in srgb, ${vars.color.danger} 8%, ${vars.color.surface})`,
  color: vars.color.dangerText,
});
