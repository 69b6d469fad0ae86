import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Outside the shell: a card like the public forms'. */
export const card = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 480,
  margin: '0 auto',
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.md,
});

/** The screen's action under its text. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.lg,
});
