import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one theme contract of Kwartier. Every component styles itself with these semantic names,
 * never with raw colours, so that a theme (the default one, or an organisation's colours applied
 * at runtime) can replace any of them.
 *
 * Colour roles come in pairs: `onX` is the text/icon colour that is readable on a background `X`.
 */
export const vars = createThemeContract({
  color: {
    /** Main brand colour: primary buttons, current navigation item. */
    primary: null,
    onPrimary: null,
    /** The primary colour darkened until it is readable as text on `surface` (links, focus). */
    primaryText: null,
    secondary: null,
    onSecondary: null,
    accent: null,
    onAccent: null,
    /** Page background. */
    background: null,
    onBackground: null,
    /** Cards, dialogs, tables. */
    surface: null,
    onSurface: null,
    /** Slightly tinted surface: table headers, hover rows, side navigation. */
    surfaceVariant: null,
    onSurfaceVariant: null,
    /** Secondary text on `surface` (descriptions, empty states); still AA on surface. */
    muted: null,
    border: null,
    /** Border of form inputs: darker than `border`, meets 3:1 against surface. */
    inputBorder: null,
    danger: null,
    onDanger: null,
    /** Danger colour as text on `surface` (field errors). */
    dangerText: null,
    success: null,
    onSuccess: null,
    warning: null,
    onWarning: null,
    /** Focus ring. */
    focus: null,
    /** Backdrop behind modal dialogs. */
    overlay: null,
  },
  space: {
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    full: null,
  },
  font: {
    family: null,
    familyMono: null,
    size: {
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      xxl: null,
    },
    weight: {
      regular: null,
      medium: null,
      bold: null,
    },
    lineHeight: {
      tight: null,
      normal: null,
    },
  },
  elevation: {
    none: null,
    sm: null,
    md: null,
    lg: null,
  },
});
