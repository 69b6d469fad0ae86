import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const buttonIcon = styleVariants({
  sm: { display: 'inline-flex', fontSize: 18 },
  md: { display: 'inline-flex', fontSize: 20 },
});

export const buttonLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const chevron = style({
  display: 'inline-flex',
  fontSize: 20,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
});

export const popover = style({
  boxSizing: 'border-box',
  // At least as wide as the button (react-aria sets --trigger-width), never wider than 320 px.
  minWidth: 'max(160px, var(--trigger-width))',
  maxWidth: 320,
  maxHeight: 'min(420px, var(--visual-viewport-height, 100vh))',
  overflowY: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.md,
  outline: 'none',
});

export const menu = style({
  padding: vars.space.xs,
  outline: 'none',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  color: vars.color.onSurface,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.onSurface,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceVariant },
    '&[data-pressed]': { background: `color-mix(in srgb, ${vars.color.surfaceVariant} 92%, black)` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-disabled]': { color: vars.color.muted, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const itemIcon = style({ display: 'inline-flex', flex: 'none', fontSize: 18 });

export const itemLabel = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const empty = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.muted,
});
