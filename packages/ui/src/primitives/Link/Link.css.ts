import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingSelectors } from '../../internal/styles/focusRing';
import * as button from '../Button/Button.css';

const inline = style({
  color: vars.color.primaryText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    ...focusRingSelectors,
    '&[data-hovered]': { textDecorationThickness: 2 },
    '&[data-disabled]': { color: vars.color.muted, cursor: 'not-allowed' },
  },
});

export const appearance = styleVariants({
  inline: [inline],
  button: [button.base, button.variant.secondary, button.size.md],
  primaryButton: [button.base, button.variant.primary, button.size.md],
});
