import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { visuallyHiddenRule } from '../../internal/styles/focusRing';
import { input } from '../../internal/styles/field.css';

export const group = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchInput = style([
  input,
  {
    paddingInlineStart: 36,
    paddingInlineEnd: 36,
  },
]);

// The browser's own clear button would duplicate ours.
globalStyle(`${searchInput}::-webkit-search-cancel-button`, { display: 'none' });

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: vars.color.muted,
  pointerEvents: 'none',
  display: 'flex',
});

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  selectors: {
    '[data-empty] &': { display: 'none' },
  },
});

export const hiddenLabel = style(visuallyHiddenRule);
