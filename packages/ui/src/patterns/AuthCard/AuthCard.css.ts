import { style } from '@vanilla-extract/css';
import { pageCard } from '../../internal/styles/pageCard.css';
import { vars } from '../../theme/contract.css';

/** The card holding the public forms (log in, sign up, …). */
export const card = style([pageCard, { maxWidth: 420 }]);

export const title = style({
  margin: `0 0 ${vars.space.lg}`,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.sm,
});

export const actionsEnd = style([actions, { justifyContent: 'flex-end' }]);

/** A line under the form linking to the other way in (log in ↔ sign up). */
export const signUp = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.onSurfaceVariant,
});
