import { createContainer, style } from '@vanilla-extract/css';
import { stripedCard } from '../../../internal/styles/stripedCard.css';
import { vars } from '../../../theme/contract.css';

const card = createContainer();

/** A container query rather than a media query: the card may sit in a narrow frame. */
export const root = style({
  containerName: card,
  containerType: 'inline-size',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.onBackground,
});

/** The figures of one currency, under the name of their currency when there are several. */
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const currency = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.muted });

/** Outstanding and overdue side by side; under each other when narrow. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@container': { [`${card} (max-width: 420px)`]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm } },
});

/** One figure, as the invoice list's status cards: a coloured stripe on top of a surface card. */
export const figure = style([stripedCard, { margin: 0 }]);

/** The invoice statuses' colours: sent (outstanding) and overdue. */
export const outstandingAccent = style({ borderTopColor: vars.color.warning });
export const overdueAccent = style({ borderTopColor: vars.color.danger });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const amount = style({
  margin: 0,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const count = style({ fontSize: vars.font.size.sm, color: vars.color.muted });
