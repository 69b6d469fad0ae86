import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** How much the sheet is scaled down on screen to fit a narrow window (1: not at all). */
export const sheetZoom = createVar();

/** An A4 sheet: 21 cm wide; on screen at least 28 cm high. */
export const SHEET_WIDTH = '21cm';
const SHEET_MIN_HEIGHT = '28cm';
const SHEET_PADDING = '1.6cm';

/** The page on screen: the sheet centred on a grey background, the Print button above it. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.lg,
  minHeight: '100vh',
  boxSizing: 'border-box',
  padding: vars.space.lg,
  background: `color-mix(in srgb, ${vars.color.onBackground} 10%, ${vars.color.background})`,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: vars.space.md });

/** Paid, or what is still to pay: above the sheet, on screen only. */
export const paymentState = style({ margin: 0, fontWeight: 600, textAlign: 'center' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });

/** The width the sheet may take; measured to scale the sheet down on a phone. */
export const fit = style({ display: 'flex', justifyContent: 'center', minWidth: 0 });

export const sheet = style({
  boxSizing: 'border-box',
  width: SHEET_WIDTH,
  minHeight: SHEET_MIN_HEIGHT,
  flex: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.8cm',
  padding: SHEET_PADDING,
  borderTop: `0.25cm solid ${vars.color.accent}`,
  background: vars.color.surface,
  color: vars.color.onSurface,
  boxShadow: vars.elevation.lg,
  fontSize: '10.5pt',
  lineHeight: 1.4,
  // The organisation's colours are part of the invoice: print them as they are.
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
  '@media': {
    screen: { zoom: fallbackVar(sheetZoom, '1') },
  },
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: '1cm',
});

export const logo = style({ display: 'block', maxWidth: '6cm', maxHeight: '2.5cm', objectFit: 'contain' });

export const organisationName = style({
  margin: 0,
  fontSize: '16pt',
  fontWeight: vars.font.weight.bold,
  color: vars.color.primaryText,
});

export const title = style({
  margin: 0,
  fontSize: '22pt',
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.1,
  color: vars.color.primaryText,
  textAlign: 'end',
});

export const parties = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '1cm',
  alignItems: 'start',
});

export const address = style({ fontStyle: 'normal', overflowWrap: 'anywhere' });

export const label = style({ color: vars.color.muted, fontSize: '9pt' });

export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  columnGap: '0.5cm',
  rowGap: '0.1cm',
  margin: 0,
});

/** A term and its value are one row of the grid. */
export const metaRow = style({ display: 'contents' });

export const metaTerm = style({ color: vars.color.muted });
export const metaValue = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const creditNote = style({
  margin: 0,
  padding: '0.2cm 0.3cm',
  borderInlineStart: `0.1cm solid ${vars.color.primary}`,
  fontWeight: vars.font.weight.medium,
});

export const lines = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const th = style({
  padding: '0.15cm 0.2cm',
  textAlign: 'start',
  fontWeight: vars.font.weight.bold,
  borderBottom: `2px solid ${vars.color.primary}`,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: '0.15cm 0.2cm',
  verticalAlign: 'top',
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Figures right-aligned, never wrapped. */
export const figure = style({ textAlign: 'end', whiteSpace: 'nowrap' });

export const service = style({ textAlign: 'start', overflowWrap: 'anywhere', fontWeight: 'inherit' });

/** Under a line's service: the days it covers, small and muted (as on the PDF). */
export const linePeriod = style({ display: 'block', color: vars.color.muted, fontSize: '8pt' });

export const totalLabel = style({ padding: '0.1cm 0.2cm', textAlign: 'end', fontWeight: 'inherit' });
export const totalValue = style({ padding: '0.1cm 0.2cm', textAlign: 'end', whiteSpace: 'nowrap' });
export const firstTotal = style({ paddingTop: '0.3cm' });
export const grossTotal = style({ fontWeight: vars.font.weight.bold, borderTop: `2px solid ${vars.color.primary}` });

export const invoiceText = style({ margin: 0, whiteSpace: 'pre-line' });

/** The organisation's details at the foot of the sheet. */
export const footer = style({
  marginTop: 'auto',
  paddingTop: '0.3cm',
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: '0.5cm',
  rowGap: '0.05cm',
  fontSize: '8.5pt',
  color: vars.color.muted,
  textAlign: 'center',
});

export const footerItem = style({ overflowWrap: 'anywhere' });

// ---- printing -------------------------------------------------------------------------------
// Only the sheet is printed: every element that neither holds the sheet nor is inside it goes;
// those holding it lose their padding and background. Scoped to documents showing a sheet, so
// printing any other page of the app is untouched.

globalStyle(`body:has(${sheet}) :not(:has(${sheet}), ${sheet}, ${sheet} *)`, {
  '@media': { print: { display: 'none !important' } },
});

globalStyle(`body:has(${sheet}), body:has(${sheet}) :has(${sheet})`, {
  '@media': {
    print: {
      position: 'static !important' as 'static',
      margin: '0 !important',
      padding: '0 !important',
      minHeight: '0 !important',
      background: 'none !important',
      overflow: 'visible !important',
      boxShadow: 'none !important',
    },
  },
});

globalStyle(sheet, {
  '@media': {
    print: {
      minHeight: 0,
      boxShadow: 'none',
      // The sheet's padding is the paper's margin (the page's own margin is 0, so browsers print
      // no header or footer): repeated on every page the sheet runs over.
      boxDecorationBreak: 'clone',
      WebkitBoxDecorationBreak: 'clone',
    },
  },
});

// The column headings repeat at the top of every printed page; the totals print once, at the end.
globalStyle(`${lines} thead`, { '@media': { print: { display: 'table-header-group' } } });
globalStyle(`${lines} tfoot`, { '@media': { print: { display: 'table-row-group' } } });
// A line is never split over two pages; nor are the totals, the invoice text and the footer.
globalStyle(`${lines} tr`, { '@media': { print: { breakInside: 'avoid' } } });
globalStyle(`${lines} tfoot, ${invoiceText}, ${footer}, ${parties}`, { '@media': { print: { breakInside: 'avoid' } } });
globalStyle(toolbar, { '@media': { print: { display: 'none' } } });
