import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The logo as printed on invoices: kept within a box, never stretched. */
export const preview = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: 120,
  width: 'auto',
  height: 'auto',
  objectFit: 'contain',
  alignSelf: 'flex-start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const fileName = style({
  minWidth: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.onSurface,
  overflowWrap: 'anywhere',
});

export const noFile = style({ color: vars.color.muted });
