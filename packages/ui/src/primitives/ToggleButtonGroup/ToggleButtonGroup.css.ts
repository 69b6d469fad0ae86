import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingSelectors } from '../../internal/styles/focusRing';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.onBackground,
});

export const group = style({
  display: 'inline-flex',
  maxWidth: '100%',
  padding: 2,
  gap: 2,
  background: vars.color.surface,
  border: `1px solid ${vars.color.inputBorder}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-disabled]': { opacity: 0.55 } },
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '1 1 auto',
  minWidth: 0,
  border: 'none',
  borderRadius: `calc(${vars.radius.md} - 2px)`,
  background: 'transparent',
  color: vars.color.onSurface,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'background-color 120ms',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    ...focusRingSelectors,
    '&[data-hovered]:not([data-selected]):not([data-disabled])': { background: vars.color.surfaceVariant },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** Height and padding; the group's 2 px padding and 1 px border make it 40 or 32 px high overall. */
export const size = styleVariants({
  sm: { minHeight: 26, padding: `0 ${vars.space.sm}`, fontSize: vars.font.size.sm },
  md: { minHeight: 34, padding: `0 ${vars.space.md}`, fontSize: vars.font.size.md },
});
