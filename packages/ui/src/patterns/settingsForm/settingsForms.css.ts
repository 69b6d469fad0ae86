import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A settings or profile form inside a card or tab panel: fields stacked, Save at the end. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 480,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});
