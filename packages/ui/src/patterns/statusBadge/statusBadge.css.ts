import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A status as a small rounded badge; a list's variants add their border colour (quotes, webhook deliveries). */
export const statusBadge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  border: `1px solid ${vars.color.border}`,
  color: vars.color.onSurface,
});
