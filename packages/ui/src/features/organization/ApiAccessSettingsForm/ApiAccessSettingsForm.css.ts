import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const intro = style({ margin: 0, color: vars.color.onSurface });

export const origins = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** One origin: its field, and the remove button level with the input. */
export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, minWidth: 0 });

export const rowField = style({ flex: 1, minWidth: 0 });

export const none = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.onSurface });

export const add = style({ alignSelf: 'flex-start' });

export const hint = style({ margin: 0 });
