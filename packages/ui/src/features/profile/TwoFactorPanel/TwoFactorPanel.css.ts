import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0, maxWidth: '40rem' });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.tight, color: vars.color.onBackground });

export const intro = style({ margin: 0, maxWidth: '60ch', color: vars.color.onBackground });

export const status = style({ margin: 0, fontWeight: vars.font.weight.medium, color: vars.color.onBackground });

export const setup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const steps = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.onBackground });

// The QR code stays black on white in both themes, with a quiet zone, so every camera reads it.
export const qr = style({ width: 200, height: 200, maxWidth: '100%', background: '#ffffff', borderRadius: vars.radius.sm });

export const secretLine = style({ margin: 0, color: vars.color.onBackground, overflowWrap: 'anywhere' });

export const secret = style({ fontFamily: vars.font.familyMono, letterSpacing: '0.05em' });

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.familyMono,
  color: vars.color.onBackground,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
