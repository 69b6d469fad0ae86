import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid',
  fontSize: vars.font.size.sm,
});

const tint = (color: string) => `color-mix(in srgb, ${color} 10%, ${vars.color.surface})`;

export const tone = styleVariants({
  error: { background: tint(vars.color.danger), borderColor: vars.color.danger, color: vars.color.dangerText },
  success: { background: tint(vars.color.success), borderColor: vars.color.success, color: vars.color.onSurface },
  info: { background: tint(vars.color.primary), borderColor: vars.color.primary, color: vars.color.onSurface },
});

export const content = style({ flex: 1, alignSelf: 'center', paddingBlock: vars.space.xs });

export const dismiss = style({ color: 'inherit', marginBlock: `calc(-1 * ${vars.space.xxs})` });
