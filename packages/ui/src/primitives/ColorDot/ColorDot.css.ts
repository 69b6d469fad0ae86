import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const dot = style({
  display: 'inline-block',
  flex: 'none',
  borderRadius: vars.radius.full,
  // A hairline keeps white or transparent colours visible on a white surface.
  boxShadow: `inset 0 0 0 1px color-mix(in srgb, ${vars.color.onSurface} 20%, transparent)`,
  verticalAlign: 'middle',
});
