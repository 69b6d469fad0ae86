import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRingSelectors } from '../../../internal/styles/focusRing';

export const SIDEBAR_WIDTH = 240;

/** Below this width the side navigation moves into a drawer behind a menu button. */
export const NARROW_BELOW = 768;

const shellContainer = createContainer();
/** A container query rather than a media query: the shell may be embedded in a narrower frame. */
const narrow = `${shellContainer} (max-width: ${NARROW_BELOW - 1}px)`;

export const container = style({
  containerName: shellContainer,
  containerType: 'inline-size',
});

export const shell = style({
  display: 'flex',
  minHeight: '100vh',
  '@container': { [narrow]: { flexDirection: 'column' } },
});

/** The narrow layout's bar: menu button and the organisation. Hidden on wide layouts. */
export const topBar = style({
  display: 'none',
  '@container': {
    [narrow]: {
      position: 'sticky',
      top: 0,
      zIndex: 10,
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.sm,
      padding: `${vars.space.xs} ${vars.space.sm}`,
      background: vars.color.surface,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
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
  '@container': { [narrow]: { display: 'none' } },
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

export const barBrand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
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

/** Long labels end in an ellipsis instead of widening the navigation. */
export const navLabel = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const userArea = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
  marginTop: vars.space.sm,
});

export const userButton = style({ width: '100%', justifyContent: 'flex-start' });

/** The button's label may shrink to the bar's width, so a long user name ends in an ellipsis instead of running out. */
globalStyle(`${userButton} > *`, { minWidth: 0 });

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
  '@container': { [narrow]: { paddingBlock: vars.space.lg } },
});

/** Page content is 86% wide; on a narrow layout the full width less a margin. */
export const content = style({
  width: '86%',
  margin: '0 auto',
  '@container': { [narrow]: { width: 'auto', marginInline: vars.space.md } },
});

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: vars.color.overlay,
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  boxSizing: 'border-box',
  width: `min(${SIDEBAR_WIDTH + 40}px, 85vw)`,
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  boxShadow: vars.elevation.lg,
  outline: 'none',
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  outline: 'none',
});

export const drawerClose = style({ display: 'flex', justifyContent: 'flex-end' });

export const drawerNav = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
});

/** The bar above every page (the timer): right-aligned, wraps on a phone. */
export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});
