import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** The title with the add button at its end; the button moves under it when there is no room. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.onBackground,
});

/** Edit and delete side by side. */
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xxs });
