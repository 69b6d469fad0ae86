import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.tight, color: vars.color.onBackground });

/** Total, paid and outstanding side by side; they wrap under each other on a phone. */
export const summary = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.xl}`, margin: 0 });

export const figure = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const figureLabel = style({ color: vars.color.onBackground, fontSize: vars.font.size.sm });

export const figureValue = style({ margin: 0, color: vars.color.onBackground, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: vars.font.weight.bold });

export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const note = style({ overflowWrap: 'anywhere' });
