import { style } from '@vanilla-extract/css';

// The page header's own bottom margin spaces the title from the tabs.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});
