import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { input } from '../../internal/styles/field.css';

export const group = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** Room on the right for the chevron button. */
export const comboInput = style([input, { paddingInlineEnd: 44 }]);

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.onSurface,
  fontSize: 20,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceVariant },
    '&[data-pressed]': { background: `color-mix(in srgb, ${vars.color.surfaceVariant} 92%, black)` },
    '&[data-disabled]': { color: vars.color.muted, cursor: 'not-allowed', background: 'transparent' },
  },
});
