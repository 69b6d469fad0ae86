import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.onBackground,
});

/** Search, 'show inactive' and the add button; they wrap onto more lines when there is no room. */
export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.lg,
});

export const search = style({ flex: '1 1 240px', maxWidth: 360 });

export const spacer = style({ flex: 1 });

export const clientLink = style({ fontWeight: vars.font.weight.medium });

/** 'No end date': quieter than a date. */
export const muted = style({ color: vars.color.muted });
