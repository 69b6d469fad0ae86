import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The card holding the public forms (log in, sign up, …). */
export const card = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 420,
  margin: '0 auto',
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.md,
});

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
