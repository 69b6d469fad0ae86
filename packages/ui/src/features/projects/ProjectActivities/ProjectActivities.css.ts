import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.onBackground,
});

export const empty = style({ margin: 0, color: vars.color.onBackground, maxWidth: '60ch' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

/** The element around one card and its dialogs (keyboard focus is kept within it). */
export const cardScope = style({ minWidth: 0 });

export const cardTitle = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  minWidth: 0,
});

export const badge = style({
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  color: vars.color.muted,
  whiteSpace: 'nowrap',
});

/** The line under the billable switch of a dialog. */
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm, maxWidth: '60ch' });

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  minWidth: 0,
});

export const memberName = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  maxWidth: '100%',
});

export const marker = style({ color: vars.color.muted, fontWeight: vars.font.weight.regular, whiteSpace: 'nowrap' });
