import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { defaultColors, fontScale, radius, space } from './tokens';

/**
 * Class that applies the default Kwartier theme to an element and its descendants.
 * Every colour pair of its palette ({@link defaultColors}) meets WCAG AA (4.5:1) for normal text.
 */
export const defaultTheme = createTheme(vars, {
  color: defaultColors,
  space,
  radius,
  font: {
    family:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    familyMono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    ...fontScale,
  },
  elevation: {
    none: 'none',
    sm: '0 1px 2px rgba(15, 23, 42, 0.08), 0 1px 3px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px rgba(15, 23, 42, 0.12)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.22)',
  },
});

// The themed element is also the typographic root, so text inside it (and inside overlays that
// portal into it) gets the theme's font and colour without every component repeating them.
globalStyle(`.${defaultTheme}`, {
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.onBackground,
});
