import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const wrapper = style({
  overflowX: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.onSurface,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontWeight: vars.font.weight.medium,
});

export const th = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surfaceVariant,
  color: vars.color.onSurfaceVariant,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const td = style({
  padding: `${vars.space.xs} ${vars.space.lg}`,
  height: 48,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: {
    'tr:last-child > &': { borderBottom: 'none' },
  },
});

export const row = style({
  selectors: {
    '&:hover': { background: `color-mix(in srgb, ${vars.color.surfaceVariant} 60%, transparent)` },
  },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.muted,
});
