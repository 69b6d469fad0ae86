import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.tight, color: vars.color.onBackground });

export const intro = style({ margin: 0, maxWidth: '60ch', color: vars.color.onBackground });

export const url = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, overflowWrap: 'anywhere', minWidth: 0 });

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.muted });

export const events = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

const chipBase = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  border: `1px solid ${vars.color.border}`,
  color: vars.color.onSurface,
});

export const chip = chipBase;

export const state = styleVariants({
  active: [chipBase, { borderColor: vars.color.success }],
  paused: [chipBase],
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const secret = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, overflowWrap: 'anywhere' });

export const secretValue = style({ fontFamily: 'monospace', fontSize: vars.font.size.sm, userSelect: 'all' });

export const copy = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const eventGroups = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))' });

export const eventGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, border: 0, margin: 0, padding: 0, minWidth: 0 });

export const groupTitle = style({ padding: 0, fontWeight: vars.font.weight.medium, color: vars.color.onSurface });

export const fieldLabel = style({ padding: 0, fontWeight: vars.font.weight.medium, color: vars.color.onSurface, marginBlockEnd: vars.space.xs });

export const checkboxGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, border: 0, margin: 0, padding: 0, minWidth: 0 });
