import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

/** The snackbar sits at the bottom right. */
export const region = style({
  position: 'fixed',
  insetInlineEnd: vars.space.xl,
  insetBlockEnd: vars.space.xl,
  zIndex: 200,
  maxWidth: 'min(480px, calc(100vw - 48px))',
});

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 280,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.md,
  fontSize: vars.font.size.md,
  animation: `${slideIn} 150ms ease-out`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

/** Without a message the live regions stay in the page (so the next message is announced) but take no room. */
export const empty = style({ display: 'block' });

export const tone = styleVariants({
  success: { background: vars.color.success, color: vars.color.onSuccess },
  error: { background: vars.color.danger, color: vars.color.onDanger },
  info: { background: vars.color.secondary, color: vars.color.onSecondary },
});

// The empty region must stay rendered (not display: none) or screen readers stop watching it.
export const message = style({
  selectors: { '&:not(:empty)': { flex: 1 } },
});

export const close = style({
  color: 'inherit',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: 'rgba(255, 255, 255, 0.16)' },
    '&[data-focus-visible]': { outlineColor: 'currentColor' },
  },
});
