import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRingSelectors } from '../../../internal/styles/focusRing';
import { stripedCard } from '../../../internal/styles/stripedCard.css';

const cards = createContainer();

/** A container query rather than a media query: the cards may sit in a narrow frame. */
export const root = style({ containerName: cards, containerType: 'inline-size', minWidth: 0 });

/** Five in a row; below 800 px 'All' spans the width above the four statuses two by two. */
export const group = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: vars.space.md,
  '@container': {
    [`${cards} (max-width: 799px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [`${cards} (max-width: 599px)`]: { gap: vars.space.sm },
  },
});

/** The 'All' card: a row of its own when the statuses go two by two. */
export const allCard = style({
  '@container': { [`${cards} (max-width: 799px)`]: { gridColumn: '1 / -1' } },
});

/** 'All' has no status colour: the text colour as its stripe, the primary colour when selected. */
export const allAccent = style({ borderTopColor: vars.color.onSurface });
export const allTone = style({ selectors: { '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary } } });

// The status colour as a stripe on top: statusAccent sets the top border's colour.
export const card = style([stripedCard, {
  alignItems: 'flex-start',
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
}]);

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

/** The net amount under the gross one. */
export const net = style({ maxWidth: '100%', overflowWrap: 'anywhere', fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });

export const count = style({ fontSize: vars.font.size.sm });

/** Another currency's amounts under the organisation's: a rule above, the gross amount smaller. */
export const other = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  width: '100%',
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});

export const otherTotal = style({
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});
