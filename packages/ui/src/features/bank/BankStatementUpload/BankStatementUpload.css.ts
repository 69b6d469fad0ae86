import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const text = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.onBackground });
