import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A centred card on a page of its own: the public forms (AuthCard) and the status screens. */
export const pageCard = style({
  boxSizing: 'border-box',
  width: '100%',
  margin: '0 auto',
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.md,
});
