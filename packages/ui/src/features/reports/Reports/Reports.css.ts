import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRingSelectors } from '../../../internal/styles/focusRing';

const reports = createContainer();
/** Below this width the screen is laid out for a phone. */
export const NARROW_BELOW = 600;
/** A container query: the screen may be embedded in a narrow frame. */
const narrow = `${reports} (max-width: ${NARROW_BELOW - 1}px)`;

export const root = style({
  containerName: reports,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  color: vars.color.onBackground,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A row of fields that wraps; each field takes its share, a whole line when narrow. */
export const fields = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const field = style({
  flex: '1 1 180px',
  minWidth: 0,
  maxWidth: 280,
  '@container': { [narrow]: { flexBasis: '100%', maxWidth: 'none' } },
});

/** The presets' menu button lines up with the date fields' inputs. */
export const preset = style({ alignSelf: 'flex-end', paddingBottom: 2 });

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});

/** The filters' heading opens and folds them: the legend's text with a chevron before it. */
export const disclosure = style({
  display: 'flex',
  width: 'fit-content',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: `0 calc(-1 * ${vars.space.xxs})`,
  padding: `0 ${vars.space.xxs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    ...focusRingSelectors,
    '&[data-hovered]': { background: vars.color.surfaceVariant },
  },
});

/** Points down when the filters are open, to the side when folded. */
export const disclosureIcon = style({
  flex: 'none',
  transition: 'transform 120ms',
  selectors: {
    '[aria-expanded="false"] > &': { transform: 'rotate(-90deg)' },
    '[dir="rtl"] [aria-expanded="false"] > &': { transform: 'rotate(90deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** How many filters are on, while they are folded. */
export const filtersOn = style({ color: vars.color.muted, fontWeight: vars.font.weight.regular });

/** Keeps its height while hidden, so the page does not jump when loading starts or ends. */
export const progress = style({ minHeight: 4 });

export const failure = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const empty = style({ padding: `${vars.space.xl} 0`, textAlign: 'center' });
export const emptyTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.medium });
export const emptyHint = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.muted });

/** Durations and amounts line up by their digits. */
export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** Subtotal and total lines. */
export const sum = style({ fontWeight: vars.font.weight.bold });
export const sumNumber = style([number, sum]);

/** What tells equal names apart (a project's client), muted after the name. */
export const detail = style({ color: vars.color.muted, marginInlineStart: vars.space.xs });

/** The detailed view's pages: count, previous and next. */
export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
