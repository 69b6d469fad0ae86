import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const listHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const listTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.medium, color: vars.color.onBackground });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** Amounts line up by their digits. */
export const amount = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const muted = style({ fontSize: vars.font.size.sm, color: vars.color.muted, overflowWrap: 'anywhere' });

export const text = style({ overflowWrap: 'anywhere' });

export const proposalList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.xs });

export const dialogText = style({ margin: 0, color: vars.color.onSurface, overflowWrap: 'anywhere' });

/** One invoice of a match: the invoice, its amount and the remove button side by side, stacked when narrow. */
export const allocation = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({ position: 'absolute', width: 1, height: 1, margin: 0, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });

export const invoiceField = style({ flex: '2 1 16rem', minWidth: 0 });

export const amountField = style({ flex: '1 1 8rem', minWidth: 0 });

export const dialogFooter = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
