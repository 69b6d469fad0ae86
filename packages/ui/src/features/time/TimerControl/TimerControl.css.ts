import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const control = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
});

export const activity = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  fontSize: vars.font.size.sm,
});

export const clock = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.bold,
  minWidth: '7ch',
});

export const stopped = style({
  fontSize: vars.font.size.sm,
  color: vars.color.onSurfaceVariant,
});

export const refusal = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.dangerText,
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.onSurfaceVariant,
});
