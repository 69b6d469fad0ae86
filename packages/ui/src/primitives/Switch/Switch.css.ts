import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const switchRoot = style({
  display: 'inline-flex',
  verticalAlign: 'middle',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.onSurface,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const track = style({
  flex: 'none',
  position: 'relative',
  boxSizing: 'border-box',
  width: 36,
  height: 20,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.inputBorder}`,
  background: vars.color.surfaceVariant,
  transition: 'background-color 150ms, border-color 150ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${switchRoot}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
    [`${switchRoot}[data-pressed] &`]: { borderColor: vars.color.onSurface },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 12,
  height: 12,
  borderRadius: vars.radius.full,
  background: vars.color.muted,
  transition: 'transform 150ms, background-color 150ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      transform: 'translateX(16px)',
      background: vars.color.onPrimary,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
