import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The tab panels' forms sit on a surface, as the organisation's cards do. */
export const panel = style({
  boxSizing: 'border-box',
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.onSurface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});
