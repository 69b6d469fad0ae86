import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.onSurface,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const box = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 18,
  height: 18,
  border: `2px solid ${vars.color.inputBorder}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: 'transparent',
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.onSurface },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});
