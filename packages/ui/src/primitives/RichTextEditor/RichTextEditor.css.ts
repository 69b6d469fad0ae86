import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingSelectors } from '../../internal/styles/focusRing';

// Imported by the thin RichTextEditor wrapper (in the main bundle), so these rules land in the
// package's one stylesheet even though the Tiptap implementation is a lazily loaded chunk.

/** The bordered box around toolbar and text, styled like an input; the focus ring follows the text. */
export const box = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `1px solid ${vars.color.inputBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.onSurface,
  selectors: {
    '&:hover': { borderColor: vars.color.onSurface },
    '&:has([role="textbox"]:focus)': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid]:has([role="textbox"]:focus)': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&[data-disabled]': { background: vars.color.surfaceVariant, borderColor: vars.color.inputBorder },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const separator = style({
  alignSelf: 'stretch',
  width: 1,
  margin: `${vars.space.xxs} ${vars.space.xs}`,
  background: vars.color.border,
});

/** A square toolbar button; pressed (aria-pressed) ones are filled. */
export const toolButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.onSurface,
  cursor: 'pointer',
  selectors: {
    ...focusRingSelectors,
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceVariant },
    '&[data-selected], &[data-active]': {
      background: vars.color.surfaceVariant,
      borderColor: vars.color.inputBorder,
      color: vars.color.primaryText,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/** The editable text. */
export const content = style({
  maxHeight: 400,
  overflowY: 'auto',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'text',
});

// ProseMirror's own rules, written here rather than injected by Tiptap as a <style> element
// (the app's Content-Security-Policy allows no inline styles it did not hash).
globalStyle(`${content} .ProseMirror`, {
  position: 'relative',
  boxSizing: 'border-box',
  minHeight: 120,
  padding: `${vars.space.sm} ${vars.space.md}`,
  outline: 'none',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontVariantLigatures: 'none',
  fontFeatureSettings: '"liga" 0',
});
globalStyle(`${content} .ProseMirror[contenteditable="false"]`, { color: vars.color.muted, cursor: 'default' });
globalStyle(`${content} .ProseMirror-hideselection *::selection`, { background: 'transparent' });
globalStyle(`${content} .ProseMirror-hideselection`, { caretColor: 'transparent' });
globalStyle(`${content} .ProseMirror > :first-child`, { marginTop: 0 });
globalStyle(`${content} .ProseMirror > :last-child`, { marginBottom: 0 });
globalStyle(`${content} :is(p, ul, ol, blockquote)`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${content} :is(ul, ol)`, { paddingInlineStart: vars.space.xl });
globalStyle(`${content} li > p`, { margin: 0 });
globalStyle(`${content} :is(h2, h3, h4, h5, h6)`, {
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});
globalStyle(`${content} blockquote`, {
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.muted,
});
globalStyle(`${content} a`, { color: vars.color.primaryText, textDecoration: 'underline', textUnderlineOffset: '2px' });

/** The field-shaped stand-in while the editor's code loads. */
export const placeholderBox = style([
  box,
  {
    justifyContent: 'center',
    alignItems: 'center',
    minHeight: 166, // toolbar (44) + text (120) + borders
    color: vars.color.muted,
    fontSize: vars.font.size.sm,
    cursor: 'progress',
  },
]);

/** The link popover. */
export const popover = style({
  boxSizing: 'border-box',
  width: 340,
  maxWidth: 'calc(100vw - 16px)',
  background: vars.color.surface,
  color: vars.color.onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.md,
  outline: 'none',
});

export const linkDialog = style({ padding: vars.space.md, outline: 'none' });

export const linkForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const linkActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const linkRemove = style({ marginInlineEnd: 'auto' });
