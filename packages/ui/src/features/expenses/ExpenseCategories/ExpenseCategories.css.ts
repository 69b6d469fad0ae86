import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.tight, color: vars.color.onBackground });

export const intro = style({ margin: 0, maxWidth: '60ch', color: vars.color.onBackground });

export const form = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', alignItems: 'end', maxWidth: '36rem' });

export const actions = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const rowActions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm });
