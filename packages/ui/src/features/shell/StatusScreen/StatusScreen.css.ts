import { style } from '@vanilla-extract/css';
import { pageCard } from '../../../internal/styles/pageCard.css';
import { vars } from '../../../theme/contract.css';

/** Outside the shell: a card like the public forms'. */
export const card = style([pageCard, { maxWidth: 480 }]);

/** The screen's action under its text. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.lg,
});
