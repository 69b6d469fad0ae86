import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
// Imported for its order only: the print theme's rules must come after the default theme's, so
// that `<ThemeRoot className={printTheme}>` (which also carries the default theme class, with the
// same specificity) ends up with the print values.
import './defaultTheme.css';
import { fontScale, radius, space } from './tokens';

const black = '#000000';
const white = '#ffffff';

/**
 * Class that applies the print theme: black on white, no shadows, a serif font, every colour role
 * collapsed to black, white or a light grey so invoices and reports print the same on any printer
 * (and on black-and-white ones). Organisation colours are deliberately not applied.
 *
 * ```tsx
 * <ThemeRoot className={printTheme}>…</ThemeRoot>   // or <div className={printTheme}>
 * ```
 */
export const printTheme = createTheme(vars, {
  color: {
    primary: black,
    onPrimary: white,
    primaryText: black,
    secondary: black,
    onSecondary: white,
    accent: black,
    onAccent: white,
    background: white,
    onBackground: black,
    surface: white,
    onSurface: black,
    surfaceVariant: '#f2f2f2',
    onSurfaceVariant: black,
    // #444 on white is 9.7:1: still clearly secondary on paper, and well above WCAG AA.
    muted: '#444444',
    border: '#8c8c8c',
    inputBorder: black,
    danger: black,
    onDanger: white,
    dangerText: black,
    success: black,
    onSuccess: white,
    warning: black,
    onWarning: white,
    focus: black,
    overlay: 'rgba(0, 0, 0, 0.5)',
  },
  space,
  radius,
  font: {
    family: 'Georgia, "Times New Roman", "DejaVu Serif", "Liberation Serif", serif',
    familyMono: 'ui-monospace, "DejaVu Sans Mono", "Liberation Mono", Consolas, monospace',
    ...fontScale,
  },
  elevation: {
    none: 'none',
    sm: 'none',
    md: 'none',
    lg: 'none',
  },
});

// The same typographic root as the default theme (see defaultTheme.css.ts).
globalStyle(`.${printTheme}`, {
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.onBackground,
});
