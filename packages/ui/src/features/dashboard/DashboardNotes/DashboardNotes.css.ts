import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

/** The title and the export button on one line; the button wraps under the title when narrow. */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium });

export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const project = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0, maxWidth: '100%', verticalAlign: 'middle' });

export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** A note keeps its line breaks and wraps. */
export const note = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const marker = style({ color: vars.color.muted, whiteSpace: 'nowrap' });
