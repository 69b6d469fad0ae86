import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingSelectors } from '../styles/focusRing';

export const SIDEBAR_WIDTH = 240;

export const shell = style({
  display: 'flex',
  minHeight: '100vh',
});

export const sidebar = style({
  position: 'sticky',
  top: 0,
  flex: 'none',
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  width: SIDEBAR_WIDTH,
  height: '100vh',
  padding: `${vars.space.lg} ${vars.space.sm}`,
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `0 ${vars.space.sm} ${vars.space.lg}`,
  marginBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const logo = style({
  flex: 'none',
  width: 40,
  height: 40,
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});

export const logoFallback = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
});

export const organizationName = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.onSurface,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  overflowY: 'auto',
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.onSurface,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    ...focusRingSelectors,
    '&[data-hovered]': { background: vars.color.surfaceVariant },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const navIcon = style({ display: 'flex', fontSize: 20 });

export const userArea = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
  marginTop: vars.space.sm,
});

export const userButton = style({ width: '100%', justifyContent: 'flex-start' });

export const userName = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  textAlign: 'start',
});

export const popover = style({
  minWidth: 200,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.md,
  outline: 'none',
});

export const menu = style({
  padding: vars.space.xs,
  outline: 'none',
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
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const main = style({
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xl,
});

/** SPEC §2/§9: page content is 86% wide. */
export const content = style({
  width: '86%',
  margin: '0 auto',
});
