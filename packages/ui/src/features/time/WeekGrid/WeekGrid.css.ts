import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { visuallyHiddenRule } from '../../../internal/styles/focusRing';
import { TOUCH_ONLY } from '../../../internal/styles/media';

const gridContainer = createContainer();
/** A container query rather than a media query: the grid may be embedded in a narrow frame. */
const narrow = `${gridContainer} (max-width: 599px)`;

export const root = style({
  containerName: gridContainer,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  color: vars.color.onBackground,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});

export const weekTotal = style({ fontSize: vars.font.size.sm, color: vars.color.muted });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  '@container': { [narrow]: { width: '100%' } },
});

export const navButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const picker = style({ width: 180 });

/** 'Go to date' before its picker has loaded: a button drawn as the picker's field (DatePicker.css `group`; the browser's focus ring). */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 40,
});

export const status = style({
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
  minHeight: '1.5em',
  selectors: {
    '&[data-status="retrying"]': { color: vars.color.onBackground, fontWeight: vars.font.weight.medium },
    '&[data-status="refused"]': { color: vars.color.dangerText, fontWeight: vars.font.weight.medium },
  },
});

export const loading = style({ minHeight: 4 });

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const emptyTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.medium });

export const emptyText = style({ margin: 0, maxWidth: '60ch' });

export const emptyActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/**
 * The keys of the grid, under it. Not on a touch-only screen, which has none of these keys; the
 * grid is still described by it for screen readers there (a hidden description is read).
 */
export const hint = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
  maxWidth: '80ch',
  '@media': { [TOUCH_ONLY]: { display: 'none' } },
});

export const skippedList = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.lg });

/** Holds the scroller and the cue at its end edge (which must not scroll with the table). */
export const scrollFrame = style({ position: 'relative', minWidth: 0 });

/** Scrolls the table sideways on narrow screens; the row headers stay put. */
export const scroller = style({
  // The containing block of the cells' absolutely placed parts (hidden text, tips): they scroll and clip with the table.
  position: 'relative',
  overflowX: 'auto',
  // A cell focused by the keyboard scrolls into view beside the sticky first column, not behind it.
  scrollPaddingInlineStart: 160,
  '@container': { [narrow]: { scrollPaddingInlineStart: 140 } },
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.onSurface,
  fontVariantNumeric: 'tabular-nums',
});

const cellBase = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  height: 44,
  boxSizing: 'border-box',
} as const;

export const columnHeader = style({
  ...cellBase,
  background: vars.color.surfaceVariant,
  color: vars.color.onSurfaceVariant,
  fontWeight: vars.font.weight.medium,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  selectors: { '&[aria-current="date"]': { boxShadow: `inset 0 -3px 0 ${vars.color.primary}` } },
});

export const headerDay = style({ display: 'block' });
export const headerDate = style({ display: 'block', fontWeight: vars.font.weight.regular });

export const lineHeader = style({
  ...cellBase,
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 2,
  background: vars.color.surface,
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
  minWidth: 160,
  maxWidth: 280,
  selectors: {
    'thead &, tfoot &': { background: vars.color.surfaceVariant, color: vars.color.onSurfaceVariant, fontWeight: vars.font.weight.medium },
    'tfoot &': { borderBottom: 'none' },
  },
  '@container': { [narrow]: { minWidth: 120, maxWidth: 140 } },
});

export const lineName = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const lineText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const project = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.xs,
  color: vars.color.muted,
});

export const activity = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const cell = style({
  ...cellBase,
  position: 'relative',
  minWidth: 64,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  cursor: 'text',
  outline: 'none',
  selectors: {
    '&:focus-visible, &:focus': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-today]': { background: `color-mix(in srgb, ${vars.color.primary} 6%, ${vars.color.surface})` },
    '&[aria-readonly="true"]': {
      cursor: 'default',
      color: vars.color.muted,
      background: `repeating-linear-gradient(135deg, ${vars.color.surfaceVariant} 0 6px, ${vars.color.surface} 6px 12px)`,
    },
    '&[aria-invalid="true"]': { boxShadow: `inset 0 0 0 2px ${vars.color.danger}`, color: vars.color.dangerText },
    '&[data-unsaved]': { fontStyle: 'italic' },
  },
});

/** The row total and the totals row: read, not typed. */
export const totalCell = style({
  ...cellBase,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
  outline: 'none',
  selectors: {
    '&:focus': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    'tfoot &': { background: vars.color.surfaceVariant, color: vars.color.onSurfaceVariant, borderBottom: 'none' },
    '&[aria-invalid="true"]': { color: vars.color.dangerText, boxShadow: `inset 0 0 0 2px ${vars.color.danger}` },
  },
});

export const actionCell = style({ ...cellBase, width: 48, textAlign: 'center', paddingBlock: 0 });

globalStyle(`tfoot ${actionCell}`, { background: vars.color.surfaceVariant, borderBottom: 'none' });

/** The editor of the cell being typed in. */
export const editor = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 48,
  margin: 0,
  padding: `2px ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onSurface,
  font: 'inherit',
  textAlign: 'end',
  outline: `2px solid ${vars.color.focus}`,
});

/** A dot after a value the server has not confirmed yet. */
export const unsavedMark = style({
  display: 'inline-block',
  width: 6,
  height: 6,
  marginInlineStart: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.warning,
  boxShadow: `0 0 0 1px ${vars.color.onSurface}`,
  verticalAlign: 'middle',
});

/** The running timer's cell: a small ring in the primary colour. */
export const runningMark = style({
  display: 'inline-block',
  width: 8,
  height: 8,
  marginInlineStart: vars.space.xxs,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.primary}`,
  verticalAlign: 'middle',
});

/** The day's hours already invoiced, beside the cell's open ones: small and muted, after its value. */
export const invoicedPart = style({
  marginInlineStart: vars.space.xxs,
  fontSize: vars.font.size.xs,
  color: vars.color.muted,
});

/** Why a cell is read-only or invalid: shown under the cell on hover and focus, read as its description. */
export const tip = style({
  display: 'none',
  position: 'absolute',
  insetBlockStart: 'calc(100% - 4px)',
  insetInlineEnd: 0,
  zIndex: 3,
  width: 'max-content',
  maxWidth: 220,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.onSurface,
  color: vars.color.surface,
  fontStyle: 'normal',
  fontSize: vars.font.size.xs,
  textAlign: 'start',
  whiteSpace: 'normal',
  boxShadow: vars.elevation.md,
  pointerEvents: 'none',
});

globalStyle(`${cell}:hover > ${tip}, ${cell}:focus-within > ${tip}, ${totalCell}:hover > ${tip}`, { display: 'block' });

export const visuallyHidden = style(visuallyHiddenRule);

/**
 * Shown while days are hidden sideways (a phone): the scroller marks its edges (useWeekScroller).
 * On a narrow grid, where the days nearly always overflow, its line is kept from the start and the
 * mark only shows it: the table does not move down once the scroller has been measured.
 */
export const scrollHint = style({
  display: 'none',
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
  '@container': { [narrow]: { display: 'block', visibility: 'hidden' } },
});

/** A shade at the end edge while more days lie beyond it. */
export const scrollCueEnd = style({
  position: 'absolute',
  insetBlock: 1,
  insetInlineEnd: 1,
  width: 28,
  pointerEvents: 'none',
  borderStartEndRadius: vars.radius.lg,
  borderEndEndRadius: vars.radius.lg,
  background: `linear-gradient(to left, color-mix(in srgb, ${vars.color.onSurface} 22%, transparent), transparent)`,
  display: 'none',
  selectors: { [`${scrollFrame}[data-cue-end] > &`]: { display: 'block' } },
});

globalStyle(`${root}:has([data-cue-end],[data-scrolled]) ${scrollHint}`, { display: 'block', visibility: 'visible' });

// Scrolled away from the start: the sticky first column casts a shadow over the days behind it.
globalStyle(`${scroller}[data-scrolled] ${lineHeader}`, {
  boxShadow: `6px 0 8px -4px color-mix(in srgb, ${vars.color.onSurface} 40%, transparent)`,
});
