import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { input } from '../../internal/styles/field.css';

export const group = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** Room on the right for the show/hide button, so long passwords never run under it. */
export const passwordInput = style([input, { paddingInlineEnd: 44 }]);

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
});
