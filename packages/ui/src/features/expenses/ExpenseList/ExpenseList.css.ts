import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.tight, color: vars.color.onBackground });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.xs });

export const muted = style({ fontSize: vars.font.size.sm, color: vars.color.onBackground });
