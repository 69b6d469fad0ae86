import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * A figure card with a coloured stripe on top (the invoice list's status cards, the dashboard's
 * receivables): a surface card whose top border is 6 px. The user sets the top border's colour
 * (a status accent); only the others are set here.
 */
export const stripedCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderStyle: 'solid',
  borderWidth: '6px 1px 1px',
  borderRightColor: vars.color.border,
  borderBottomColor: vars.color.border,
  borderLeftColor: vars.color.border,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  boxShadow: vars.elevation.sm,
});
