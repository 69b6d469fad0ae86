import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const periodNav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const year = style({
  margin: 0,
  minWidth: '4ch',
  textAlign: 'center',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.onBackground,
});

export const numberLink = style({ fontWeight: vars.font.weight.medium, whiteSpace: 'nowrap' });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** Amounts line up by their digits. */
export const amount = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
});

/** Holds a missing button's place, so the buttons of every row line up. */
export const actionPlaceholder = style({ display: 'inline-block', width: 32, flex: 'none' });
