import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.tight, color: vars.color.onBackground });

export const intro = style({ margin: 0, maxWidth: '60ch', color: vars.color.onBackground });

export const form = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', alignItems: 'start', maxWidth: '48rem' });

export const actions = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const secret = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, overflowWrap: 'anywhere' });

export const secretValue = style({ fontFamily: 'monospace', fontSize: vars.font.size.sm, userSelect: 'all' });

export const nameCell = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });

export const muted = style({ fontSize: vars.font.size.sm, color: vars.color.onBackground });

export const copy = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
