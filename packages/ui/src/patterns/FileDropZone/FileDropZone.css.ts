import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const zone = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  border: `2px dashed ${vars.color.inputBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  textAlign: 'center',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.primaryText, background: vars.color.surfaceVariant },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.primaryText}`, outlineOffset: 2 },
  },
});

export const layout = styleVariants({
  inline: [zone, { flexWrap: 'wrap', justifyContent: 'center', padding: vars.space.lg }],
  stacked: [zone, { flexDirection: 'column', padding: vars.space.xl }],
});
