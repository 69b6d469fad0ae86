import { createContainer, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The overlay covers the screen (or the frame it is portalled into) and is the container the
 * dialog measures itself against: below 600 px it is a phone layout, whatever the window.
 */
const screen = createContainer();
const PHONE = `${screen} (max-width: 599px)`;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The backdrop: fixed over everything, centres the dialog. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  containerName: screen,
  containerType: 'size',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 150ms ease-out` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-entering]': { animation: 'none' } },
    },
  },
});

/**
 * The dialog box. Never taller than the screen less a margin (its body scrolls, not the page);
 * on a phone it takes the whole width less a small margin. Percentages are of the overlay, which
 * is the visible screen (mobile browsers' toolbars included), like `dvh`.
 */
export const modal = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  width: `calc(100% - 2 * ${vars.space.lg})`,
  maxHeight: `calc(100% - 2 * ${vars.space.xxl})`,
  minWidth: 0,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.lg,
  outline: 'none',
  '@container': {
    [PHONE]: {
      width: `calc(100% - 2 * ${vars.space.sm})`,
      maxHeight: `calc(100% - 2 * ${vars.space.sm})`,
    },
  },
});

/** Widths: small 440 px (confirmations, progress), medium 600 px (forms), large 800 px. */
export const size = styleVariants({
  small: { maxWidth: 440 },
  medium: { maxWidth: 600 },
  large: { maxWidth: 800 },
});

/** The dialog, and a form dialog's form inside it: a column of title, body and actions. */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: 1,
  outline: 'none',
});

export const title = style({
  margin: 0,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The content between title and actions: the part that scrolls when it is long. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  overflowY: 'auto',
  minHeight: 0,
  flex: 1,
  '@container': { [PHONE]: { padding: vars.space.md } },
});

/** The actions stay below the body, always in view; on a narrow screen they wrap. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: `color-mix(in srgb, ${vars.color.danger} 8%, ${vars.color.surface})`,
  color: vars.color.dangerText,
});
