import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const intro = style({ margin: 0, color: vars.color.onBackground });

export const placeholders = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.onBackground });

export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' });

export const kind = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.medium, color: vars.color.onBackground });

export const template = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.font.weight.medium, color: vars.color.onBackground });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.onBackground });
