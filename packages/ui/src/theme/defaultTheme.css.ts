import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * Class that applies the default Kwartier theme to an element and its descendants.
 * Every colour pair below meets WCAG AA (4.5:1) for normal text.
 */
export const defaultTheme = createTheme(vars, {
  color: {
    primary: '#1565c0',
    onPrimary: '#ffffff',
    primaryText: '#1565c0',
    secondary: '#424242',
    onSecondary: '#ffffff',
    accent: '#82b1ff',
    onAccent: '#111827',
    background: '#f5f6f8',
    onBackground: '#1f2328',
    surface: '#ffffff',
    onSurface: '#1f2328',
    surfaceVariant: '#eef1f5',
    onSurfaceVariant: '#1f2328',
    muted: '#57606a',
    border: '#d0d7de',
    inputBorder: '#8c959f',
    danger: '#c62828',
    onDanger: '#ffffff',
    dangerText: '#b71c1c',
    success: '#2e7d32',
    onSuccess: '#ffffff',
    warning: '#ffb300',
    onWarning: '#111827',
    focus: '#1565c0',
    overlay: 'rgba(15, 23, 42, 0.45)',
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  radius: {
    sm: '4px',
    md: '6px',
    lg: '10px',
    full: '9999px',
  },
  font: {
    family:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    familyMono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      xxl: '1.75rem',
    },
    weight: {
      regular: '400',
      medium: '500',
      bold: '700',
    },
    lineHeight: {
      tight: '1.25',
      normal: '1.5',
    },
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
