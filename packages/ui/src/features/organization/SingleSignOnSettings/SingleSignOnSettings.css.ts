import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const intro = style({ margin: 0, color: vars.color.onSurfaceVariant });

export const redirect = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const redirectRow = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm, minWidth: 0 });

export const redirectUri = style({ overflowWrap: 'anywhere', minWidth: 0, fontFamily: vars.font.familyMono });

export const disconnect = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm, marginTop: vars.space.lg });
