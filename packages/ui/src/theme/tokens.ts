/**
 * Plain theme values. Spacing, corner radii and the type scale are shared by every Kwartier theme
 * (default, print); themes differ in colour, font family and elevation. The default palette lives
 * here too because runtime organisation theming must know the backgrounds its colours sit on.
 */
export const space = {
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
};

export const radius = {
  sm: '4px',
  md: '6px',
  lg: '10px',
  full: '9999px',
};

export const fontScale = {
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
};

/** The default theme's colours (the default theme class applies them). */
export const defaultColors = {
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
};
