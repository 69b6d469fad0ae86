import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.lg,
});

export const search = style({ flex: '1 1 240px', maxWidth: 360 });

export const spacer = style({ flex: 1 });

export const nameLink = style({ fontWeight: vars.font.weight.medium });

export const muted = style({ color: vars.color.muted });
