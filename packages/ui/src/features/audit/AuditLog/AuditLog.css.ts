import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.tight, color: vars.color.onBackground });

export const intro = style({ margin: 0, color: vars.color.onBackground });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });

export const cellStack = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });

export const secondary = style({ fontSize: vars.font.size.sm, color: vars.color.onBackground });

export const requestId = style({ fontFamily: vars.font.familyMono, fontSize: vars.font.size.xs, color: vars.color.onBackground, overflowWrap: 'anywhere' });

