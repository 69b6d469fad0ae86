import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const numberLink = style({ fontWeight: vars.font.weight.medium, whiteSpace: 'nowrap' });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

const badgeBase = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  border: `1px solid ${vars.color.border}`,
  color: vars.color.onSurface,
});
export const badge = styleVariants({
  concept: [badgeBase],
  sent: [badgeBase, { borderColor: vars.color.primary }],
  accepted: [badgeBase, { borderColor: vars.color.success }],
  invoiced: [badgeBase, { borderColor: vars.color.success }],
  declined: [badgeBase, { borderColor: vars.color.danger }],
  expired: [badgeBase, { borderColor: vars.color.danger }],
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});
export const factLabel = style({ color: vars.color.muted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.medium });
export const answer = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  margin: 0,
});
