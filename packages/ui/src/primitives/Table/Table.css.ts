import { createContainer, createVar, globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingSelectors, visuallyHiddenRule } from '../../internal/styles/focusRing';
import { indeterminateFillRule, reducedMotionFill, REDUCED_MOTION } from '../../internal/styles/indeterminate.css';

/** The table's own width decides its layout (ARCHITECTURE.md, Layout): a table, or cards when narrow. */
const tableContainer = createContainer();

/** Below this width of its container a table (unless `narrowLayout="scroll"`) shows each row as a card. */
export const NARROW_TABLE_QUERY = `${tableContainer} (max-width: 599.98px)`;

/** The `maxHeight` a table was given, set on its wrapper. */
export const maxHeight = createVar();

/**
 * A phone's screen (a viewport query: one scroll per page is about the screen, not the table's
 * frame). There a table's rows are not held in a scroll area of their own but scroll with the page,
 * so its last rows and totals are never hidden in a box inside the page's scroll. A virtualised
 * table keeps its scroll area: it renders only the rows in view of it.
 */
export const PHONE_SCREEN_QUERY = 'screen and (max-width: 599.98px)';

export const wrapper = style({
  position: 'relative',
  containerName: tableContainer,
  containerType: 'inline-size',
  overflowX: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    // With a maximum height the rows scroll inside the wrapper, under a sticky header.
    '&[data-scrollable]': { maxHeight, overflowY: 'auto', overscrollBehavior: 'contain' },
    '&[data-scrollable]:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  '@media': {
    [PHONE_SCREEN_QUERY]: {
      selectors: { '&[data-scrollable]:not([data-virtual])': { maxHeight: 'none' } },
    },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.onSurface,
  selectors: {
    // Column widths come from the header (meta.width), so they do not jump while rows scroll in.
    '&[data-virtual]': { tableLayout: 'fixed' },
  },
});


export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontWeight: vars.font.weight.medium,
});

export const th = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surfaceVariant,
  color: vars.color.onSurfaceVariant,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    // A sticky header's collapsed border would scroll away: draw it as a shadow instead.
    '[data-scrollable] &': {
      position: 'sticky',
      top: 0,
      zIndex: 1,
      borderBottom: 'none',
      boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
    },
  },
});

/** A sortable header is a button filling the header cell. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: `0 calc(-1 * ${vars.space.xs})`,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  selectors: {
    ...focusRingSelectors,
    '&[data-hovered]': { background: `color-mix(in srgb, ${vars.color.onSurfaceVariant} 8%, transparent)` },
  },
});

export const sortIcon = style({ flex: 'none' });

export const sortIconIdle = style({ opacity: 0.45 });

export const td = style({
  padding: `${vars.space.xs} ${vars.space.lg}`,
  height: 48,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: {
    'tr:last-child > &': { borderBottom: 'none' },
  },
});

export const row = style({
  selectors: {
    '&:hover': { background: `color-mix(in srgb, ${vars.color.surfaceVariant} 60%, transparent)` },
  },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.muted,
});

/** Stands in for rows of a virtualised table that are scrolled out of view. */
export const spacer = style({});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

/** A grey bar in each cell of a loading placeholder row. */
export const placeholder = style({
  display: 'block',
  height: 12,
  width: '70%',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceVariant,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const visuallyHidden = style(visuallyHiddenRule);

/**
 * While rows already shown are refreshed: a thin moving bar along the top edge. Rows are not
 * dimmed, which would drop their text below AA contrast.
 */
export const loadingBar = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  zIndex: 2,
  height: 3,
  overflow: 'hidden',
  pointerEvents: 'none',
  '::before': { content: '""', ...indeterminateFillRule },
  '@media': {
    [REDUCED_MOTION]: { selectors: { '&::before': reducedMotionFill } },
  },
});

/**
 * Marks a table that reflows into cards in a narrow container (the default). The table keeps its
 * markup and explicit ARIA roles (table, rowgroup, row, columnheader, rowheader, cell), so screen
 * readers still hear a table; only its boxes change.
 */
export const cards = style({});

const narrow = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@container': { [NARROW_TABLE_QUERY]: rule } });

const inCards = `${wrapper} > ${cards}`;
narrow(`${inCards}, ${inCards} > caption, ${inCards} > thead, ${inCards} > tbody, ${inCards} > tfoot`, {
  display: 'block',
  width: '100%',
});
// The column headers stay for assistive technology; sortable ones stay visible as a row of
// sort buttons above the cards, the others are visually hidden.
narrow(`${inCards} > thead > tr`, {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
narrow(`${inCards} > thead > tr > th`, visuallyHiddenRule);
narrow(`${inCards} > thead > tr > th:has(button)`, {
  position: 'static',
  width: 'auto',
  height: 'auto',
  margin: 0,
  overflow: 'visible',
  clip: 'auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: 'transparent',
  borderBottom: 'none',
  boxShadow: 'none',
});
// Each row a card: its row header (the name) on top, then one line per cell, the column's name
// at the start and the value at the end.
narrow(`${inCards} > tbody > tr`, {
  display: 'block',
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
narrow(`${inCards} > tbody > tr:last-child`, { borderBottom: 'none' });
narrow(`${inCards} > tbody > tr > :is(td, th)`, {
  display: 'block',
  height: 'auto',
  minHeight: 0,
  padding: `${vars.space.xxs} ${vars.space.lg}`,
  borderBottom: 'none',
  textAlign: 'end',
  overflowWrap: 'anywhere',
});
narrow(`${inCards} > tbody > tr > th[scope="row"]`, {
  textAlign: 'start',
  fontWeight: vars.font.weight.medium,
});
// The label is the column header's text, drawn by CSS and left out of the accessible name (the
// "/ ''" alternative text): a screen reader already names the column.
narrow(`${inCards} > tbody > tr > td`, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});
narrow(`${inCards} > tbody > tr > td[data-label]::before`, {
  content: 'attr(data-label) / ""',
  flex: 'none',
  marginInlineEnd: 'auto',
  paddingInlineEnd: vars.space.md,
  textAlign: 'start',
  color: vars.color.muted,
});
// The value may shrink (a long name is cut with an ellipsis), the label not.
narrow(`${inCards} > tbody > tr > td > *`, { minWidth: 0 });
// A spacer standing in for rows out of view keeps its height.
narrow(`${inCards} > tbody > tr[aria-hidden="true"] > td`, { padding: 0 });
// The footer's rows (totals): the label at the start, the figure at the end, on one line.
narrow(`${inCards} > tfoot > tr`, {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
});
narrow(`${inCards} > tfoot > tr > :is(td, th)`, { display: 'block' });
narrow(`${inCards} > tfoot > tr > :first-child`, { flex: '1 1 auto', textAlign: 'start' });
narrow(`${inCards} > tfoot > tr > :is(td, th):empty`, { display: 'none' });
// A cell with nothing in it (a totals line's activity) takes no line of the card.
narrow(`${inCards} > tbody > tr > td:empty`, { display: 'none' });
// The empty text (one cell across the columns) stays centred.
narrow(`${inCards} > tbody > tr > td[colspan]`, { justifyContent: 'center' });
