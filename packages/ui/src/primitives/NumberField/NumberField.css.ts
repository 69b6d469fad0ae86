import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The bordered box holding the input and the two step buttons; it looks like a single input. */
export const group = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
  minHeight: 40,
  border: `1px solid ${vars.color.inputBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.onSurface },
    '&[data-focus-within]': {
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 1px ${vars.color.focus}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid][data-focus-within]': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&[data-disabled]': { background: vars.color.surfaceVariant, cursor: 'not-allowed' },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.onSurface,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  // Numbers line up with the amounts in tables.
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-disabled]': { color: vars.color.muted, cursor: 'not-allowed' },
    '&[readonly]': { background: vars.color.surfaceVariant },
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
  },
});

export const stepper = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  padding: 0,
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.onSurface,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceVariant },
    '&[data-pressed]': { background: `color-mix(in srgb, ${vars.color.surfaceVariant} 92%, black)` },
    // At the minimum or maximum the button stays visible but does nothing.
    '&[data-disabled]': { color: vars.color.muted, cursor: 'not-allowed', background: 'transparent' },
  },
});
