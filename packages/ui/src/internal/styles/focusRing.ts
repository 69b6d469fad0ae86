import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * Focus ring for RAC components: shown only for keyboard focus (`data-focus-visible`), never
 * for mouse presses, with an offset so it stays visible on coloured backgrounds.
 */
export const focusRingSelectors: NonNullable<StyleRule['selectors']> = {
  '&[data-focus-visible]': {
    outline: `2px solid ${vars.color.focus}`,
    outlineOffset: '2px',
  },
};

/** Hides content visually while keeping it for screen readers. */
export const visuallyHiddenRule: StyleRule = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
