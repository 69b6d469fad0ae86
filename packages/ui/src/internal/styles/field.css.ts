import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Shared look of labelled form fields (TextField, SearchField, …). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.onSurface,
});

export const requiredMark = style({
  color: vars.color.dangerText,
  marginInlineStart: vars.space.xxs,
});

export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 40,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.inputBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.onSurface },
    '&[data-focused]': {
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 1px ${vars.color.focus}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid][data-focused]': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&[data-disabled]': {
      background: vars.color.surfaceVariant,
      color: vars.color.muted,
      cursor: 'not-allowed',
    },
    '&[readonly]': { background: vars.color.surfaceVariant },
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
  },
});

export const textarea = style([input, { minHeight: 96, resize: 'vertical' }]);

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});

export const error = style({
  fontSize: vars.font.size.sm,
  color: vars.color.dangerText,
});
