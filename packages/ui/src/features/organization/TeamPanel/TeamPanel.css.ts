import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.onBackground,
});

export const invite = style({
  display: 'flex',
  alignItems: 'flex-start',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

// The label's line height is fixed here so the Send button can line up with the input below it.
export const inviteField = style({ flex: '1 1 260px', maxWidth: 420, lineHeight: vars.font.lineHeight.normal });

/** Lines the Send button up with the input, below the field's label. */
export const inviteButton = style({ marginTop: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal} + ${vars.space.xs})` });

export const pending = style({ fontStyle: 'italic', color: vars.color.muted });

export const you = style({ color: vars.color.muted, fontWeight: vars.font.weight.regular });


export const actions = style({ display: 'inline-flex', gap: vars.space.xs, justifyContent: 'flex-end' });
