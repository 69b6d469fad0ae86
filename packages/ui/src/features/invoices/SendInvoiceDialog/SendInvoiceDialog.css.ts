import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** One kind of addresses (to, cc, bcc): a field per address, each with its remove button. */
export const addresses = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontSize: vars.font.size.sm, color: vars.color.onBackground });

export const address = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0 });

export const addressField = style({ flex: 1, minWidth: 0 });

export const addButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const switches = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.onBackground, overflowWrap: 'anywhere' });

export const reasons = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.lg });

export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.onBackground });
