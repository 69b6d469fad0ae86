import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** The card keeps a readable width on wide screens and follows a narrow one. */
export const card = style({ maxWidth: 720 });

/** Names wrap inside the card rather than widen it. */
export const link = style({ overflowWrap: 'anywhere' });

/** "Create invoice now" and what came of it, below the details. */
export const invoiceNow = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

export const hint = style({ margin: 0, color: vars.color.muted });
