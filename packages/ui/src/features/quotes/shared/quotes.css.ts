import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { statusBadge } from '../../../patterns/statusBadge/statusBadge.css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const numberLink = style({ fontWeight: vars.font.weight.medium, whiteSpace: 'nowrap' });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const badge = styleVariants({
  concept: [statusBadge],
  sent: [statusBadge, { borderColor: vars.color.primary }],
  accepted: [statusBadge, { borderColor: vars.color.success }],
  invoiced: [statusBadge, { borderColor: vars.color.success }],
  declined: [statusBadge, { borderColor: vars.color.danger }],
  expired: [statusBadge, { borderColor: vars.color.danger }],
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});
export const factLabel = style({ color: vars.color.muted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.medium });
export const answer = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  margin: 0,
});

// ---- the public quote, printed -------------------------------------------------------------
// The client prints the offer as it stands: the page's own content only (nothing of the page
// around it), the organisation's colours as they are, without the PDF button or the answer form.
// Scoped to documents showing a public quote, so printing any other page is untouched.

/** The public quote's page (PublicQuote). */
export const publicPage = style({
  '@media': { print: { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact', gap: vars.space.md } },
});

/** Parts of the public quote that are for the screen only. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

globalStyle(`body:has(${publicPage}) :not(:has(${publicPage}), ${publicPage}, ${publicPage} *)`, {
  '@media': { print: { display: 'none !important' } },
});
globalStyle(`body:has(${publicPage}), body:has(${publicPage}) :has(${publicPage})`, {
  '@media': { print: { margin: '0 !important', padding: '0 !important', background: 'none !important', boxShadow: 'none !important' } },
});
// The column headings repeat on every printed page; a line is never split over two pages; the
// totals print once, at the end, in one piece.
globalStyle(`${publicPage} thead`, { '@media': { print: { display: 'table-header-group' } } });
globalStyle(`${publicPage} tfoot`, { '@media': { print: { display: 'table-row-group', breakInside: 'avoid' } } });
globalStyle(`${publicPage} tr`, { '@media': { print: { breakInside: 'avoid' } } });
