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

export const lines = style({ listStyle: 'none', margin: 0, marginBlockStart: vars.space.xs, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const line = style({ display: 'flex', flexDirection: 'column', minWidth: 0, fontSize: vars.font.size.sm });

export const lineName = style({ fontWeight: vars.font.weight.medium });

export const days = style({ listStyle: 'none', margin: 0, padding: 0 });

export const day = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.sm, minWidth: 0 });

export const dayDate = style({ minWidth: '6.5rem' });

export const dayTime = style({ minWidth: '3rem', textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const dayNote = style({ color: vars.color.onBackground, flex: '1 1 10rem', minWidth: 0 });
