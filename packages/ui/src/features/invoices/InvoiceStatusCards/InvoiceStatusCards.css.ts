import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRingSelectors } from '../../../internal/styles/focusRing';

const cards = createContainer();

/** A container query rather than a media query: the cards may sit in a narrow frame. */
export const root = style({ containerName: cards, containerType: 'inline-size', minWidth: 0 });

/** Four in a row; two by two below 600 px. */
export const group = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  '@container': { [`${cards} (max-width: 599px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderStyle: 'solid',
  borderWidth: '6px 1px 1px',
  // The status colour as a stripe on top: statusAccent sets the top border's colour, so only the others are set here.
  borderRightColor: vars.color.border,
  borderBottomColor: vars.color.border,
  borderLeftColor: vars.color.border,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  boxShadow: vars.elevation.sm,
  fontFamily: vars.font.family,
  textAlign: 'start',
  cursor: 'pointer',
  transition: 'background-color 120ms, box-shadow 120ms',
  WebkitTapHighlightColor: 'transparent',
  '@container': { [`${cards} (max-width: 599px)`]: { padding: `${vars.space.sm} ${vars.space.md}` } },
  selectors: {
    ...focusRingSelectors,
    '&[data-hovered]:not([data-selected])': { background: vars.color.surfaceVariant },
    // Selected: a thick outline besides the filled colour, so the choice does not rest on colour alone.
    '&[data-selected]': { boxShadow: `0 0 0 2px ${vars.color.onSurface}` },
  },
});

export const name = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const total = style({
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  '@container': { [`${cards} (max-width: 599px)`]: { fontSize: vars.font.size.lg } },
});

export const count = style({ fontSize: vars.font.size.sm });
