import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const tabsContainer = createContainer();
/**
 * Narrower than this (a phone, or a narrow frame) vertical tabs leave no room for their panel:
 * the tab list then becomes a wrapping row above the panel. A container query, so it follows the
 * width the tabs are given, not the screen's.
 */
const narrow = `${tabsContainer} (max-width: 599px)`;

export const tabs = style({
  display: 'flex',
  gap: vars.space.xl,
  containerName: tabsContainer,
  containerType: 'inline-size',
  selectors: {
    '&[data-orientation="horizontal"]': { flexDirection: 'column', gap: vars.space.lg },
    // The panel takes a line of its own once the list is full width (narrow containers only).
    '&[data-orientation="vertical"]': { flexWrap: 'wrap' },
  },
});

export const tabList = style({
  display: 'flex',
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      flex: 'none',
      width: 220,
      gap: vars.space.xxs,
    },
    '&[data-orientation="horizontal"]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
  '@container': {
    [narrow]: {
      selectors: {
        '&[data-orientation="vertical"]': { flexDirection: 'row', flexWrap: 'wrap', width: '100%' },
      },
    },
  },
});

export const tab = style({
  position: 'relative',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.onBackground,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // No colour transition: selecting (or leaving) a tab, hovered or not, changes its text and
    // background colour in the same frame. Fading one but not the other showed white text on a
    // pale background for a moment (1.08:1), and fading both passes through low contrast too.
    '&[data-hovered]:not([data-selected]):not([data-disabled])': { background: vars.color.surfaceVariant },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled]': { color: vars.color.muted, cursor: 'not-allowed' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    // Horizontal tabs are underlined rather than filled, as in a classic tab bar.
    '[data-orientation="horizontal"] > &': { borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0` },
    '[data-orientation="horizontal"] > &[data-selected]': {
      background: 'transparent',
      color: vars.color.primaryText,
      boxShadow: `inset 0 -3px 0 ${vars.color.primary}`,
    },
  },
});

export const panel = style({
  flex: 1,
  minWidth: 0,
  // A panel of several cards (Settings › Invoices) spaces them like a page's sections.
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 4 },
  },
  '@container': { [narrow]: { flexBasis: '100%' } },
});
