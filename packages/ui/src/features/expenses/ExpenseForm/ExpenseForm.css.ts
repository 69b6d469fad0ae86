import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Two fields side by side where there is room (amount and VAT %), one above the other on a phone. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const receipt = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const receiptRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const fileName = style({
  minWidth: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.onSurface,
  overflowWrap: 'anywhere',
});

export const noFile = style({ color: vars.color.muted });
