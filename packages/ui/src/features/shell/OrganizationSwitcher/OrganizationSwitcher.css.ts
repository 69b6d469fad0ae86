import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

/** The trigger spans the side bar; a long name ends in an ellipsis. */
export const trigger = style({ width: '100%', justifyContent: 'flex-start', paddingInline: vars.space.xs });
globalStyle(`${trigger} > *`, { flex: 1, minWidth: 0 });

export const name = style({ flex: 1, textAlign: 'start' });

/** The room of the current organisation's check mark, kept for every item so the names line up. */
export const check = style({ display: 'flex', width: 18, flex: 'none' });

export const note = style({ margin: 0, paddingInline: vars.space.xs, fontSize: vars.font.size.sm, color: vars.color.muted });

export const error = style([note, { color: vars.color.dangerText }]);
