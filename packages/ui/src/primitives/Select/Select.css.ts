import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { input } from '../../internal/styles/field.css';

/**
 * The list popovers of Select and ComboBox share these styles: at least as wide as the field
 * (react-aria sets --trigger-width), scrolling when the list is long.
 */
export const popover = style({
  boxSizing: 'border-box',
  minWidth: 'var(--trigger-width)',
  maxWidth: 'max(var(--trigger-width), min(480px, 90vw))',
  maxHeight: 'min(320px, var(--visual-viewport-height, 100vh))',
  overflowY: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.md,
  outline: 'none',
});

export const listBox = style({
  padding: vars.space.xs,
  outline: 'none',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  color: vars.color.onSurface,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceVariant },
    '&[data-pressed]': { background: `color-mix(in srgb, ${vars.color.surfaceVariant} 92%, black)` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-selected]': { fontWeight: vars.font.weight.medium },
    '&[data-disabled]': { color: vars.color.muted, cursor: 'not-allowed', background: 'transparent' },
  },
});

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const optionDescription = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.muted,
});

/** The tick before the selected option; the space is kept on other options so labels line up. */
export const check = style({
  display: 'inline-flex',
  flex: 'none',
  width: 18,
  color: vars.color.primaryText,
});

export const empty = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.muted,
  fontStyle: 'italic',
});

/** The closed Select: looks like a text input with a chevron at the end. */
export const trigger = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': {
        borderColor: vars.color.focus,
        boxShadow: `0 0 0 1px ${vars.color.focus}`,
      },
      '&[data-pressed]': { borderColor: vars.color.focus },
      '[data-invalid] > &': { borderColor: vars.color.danger },
      '&[data-disabled]': { background: vars.color.surfaceVariant, color: vars.color.muted, cursor: 'not-allowed' },
    },
  },
]);

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.muted },
  },
});

export const chevron = style({
  display: 'inline-flex',
  flex: 'none',
  fontSize: 20,
  color: vars.color.onSurface,
  marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
});
