import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  minWidth: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: 'inherit',
  overflowWrap: 'anywhere',
});

export const empty = style({
  margin: 0,
  color: vars.color.muted,
  fontStyle: 'italic',
});

// The content is user HTML without classes, so it is styled through element selectors scoped
// to the container: compact vertical rhythm, no margin before the first or after the last block.
globalStyle(`${root} > :first-child`, { marginTop: 0 });
globalStyle(`${root} > :last-child`, { marginBottom: 0 });
globalStyle(`${root} :is(p, ul, ol, blockquote)`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${root} :is(ul, ol)`, { paddingInlineStart: vars.space.xl });
globalStyle(`${root} li + li`, { marginTop: vars.space.xxs });
globalStyle(`${root} :is(h2, h3, h4, h5, h6)`, {
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`${root} h2`, { fontSize: vars.font.size.lg });
globalStyle(`${root} :is(h3, h4, h5, h6)`, { fontSize: vars.font.size.md });
globalStyle(`${root} blockquote`, {
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.muted,
});
globalStyle(`${root} a`, {
  color: vars.color.primaryText,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});
globalStyle(`${root} a:focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: 2,
  borderRadius: vars.radius.sm,
});
