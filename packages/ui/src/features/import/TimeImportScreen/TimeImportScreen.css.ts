import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const text = style({ margin: 0, color: vars.color.onBackground });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.medium, color: vars.color.onBackground });

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.onBackground });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: vars.space.md,
});

export const project = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const dates = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.onBackground, overflowWrap: 'anywhere' });

/** The preview's rows: a table; below 600 px of its box each row a card of "column: value" lines (a container query: it may sit in a narrow frame). */
const previewBox = createContainer();

export const tableWrap = style({ containerName: previewBox, containerType: 'inline-size', display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.font.size.sm, color: vars.color.onBackground });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

globalStyle(`${table} th`, { fontWeight: vars.font.weight.medium });

export const caption = style({ textAlign: 'start', fontWeight: vars.font.weight.medium, paddingBottom: vars.space.xs, color: vars.color.onBackground });

/** Durations: right-aligned, figures of one width. */
export const number = style({ fontVariantNumeric: 'tabular-nums' });

globalStyle(`${table} ${number}`, { textAlign: 'end', '@container': { [`${previewBox} (max-width: 600px)`]: { textAlign: 'start' } } });

const narrow = `${previewBox} (max-width: 600px)`;
globalStyle(`${table} thead`, { '@container': { [narrow]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } } });
globalStyle(`${table}, ${table} tbody, ${table} tr`, { '@container': { [narrow]: { display: 'block' } } });
globalStyle(`${table} tr`, { '@container': { [narrow]: { padding: `${vars.space.xs} 0`, borderBottom: `1px solid ${vars.color.border}` } } });
globalStyle(`${table} td`, {
  '@container': { [narrow]: { display: 'grid', gridTemplateColumns: 'minmax(6rem, 40%) minmax(0, 1fr)', gap: vars.space.sm, borderBottom: 'none', whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'start' } },
});
globalStyle(`${table} td::before`, { '@container': { [narrow]: { content: 'attr(data-label)', fontWeight: vars.font.weight.medium } } });
globalStyle(`${table} caption`, { '@container': { [narrow]: { display: 'block' } } });
