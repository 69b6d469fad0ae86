import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: '1 1 14rem', overflowWrap: 'anywhere' });

export const name = style({ fontWeight: vars.font.weight.medium });

export const secondary = style({ fontSize: vars.font.size.sm, color: vars.color.onBackground });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const empty = style({ margin: 0 });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.onBackground });
