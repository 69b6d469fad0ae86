import { useCallback, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { defaultTheme } from '../../theme/defaultTheme.css';
import { organizationThemeVars, type OrganizationColors } from '../../theme/organizationTheme';
import * as styles from './ThemeRoot.css';

/** Props of {@link ThemeRoot}. */
export interface ThemeRootProps {
  /**
   * The organisation's colours (`primary_color`, `secondary_color`, `accent_color`, hex with
   * alpha); they replace the default theme's primary/secondary/accent with readable on-colours.
   * Omit for the default theme.
   */
  theme?: OrganizationColors | null;
  /** Fill the whole window with the theme's background and centre the content (public pages). */
  isFullPage?: boolean;
  /** Extra class, e.g. for full-page layout. */
  className?: string;
  /** Extra inline style. */
  style?: CSSProperties;
  /** The themed part of the application. */
  children?: ReactNode;
}

/**
 * Applies the Kwartier theme to its children, and makes dialogs, menus and popovers opened
 * inside render inside it too (react-aria portals), so they get the same theme variables.
 * {@link AppShell} includes one; wrap public pages (login, sign-up) in one yourself.
 *
 * ### Do
 * - Wrap the whole app once (`AppShell` has one) and each public page, so dialogs, menus and
 *   popovers opened inside get the theme too.
 * - Pass the organisation's colours as stored (`organizationColorsOf(organization)`) and let the
 *   theme derive the readable on-colours.
 * - Style your own parts with the contract's `vars` (`vars.color.primaryText`, …), so they follow
 *   the theme.
 *
 * ### Don't
 * - Override `onPrimary`, `primaryText` or `focus` with fixed colours, or style components with raw
 *   colours: a brand colour chosen later would make the text unreadable (see Docs/Theming your brand
 *   for the contrast rules).
 * - Render part of the app outside it: that part, and what it opens, loses the theme.
 */
export function ThemeRoot({ theme, isFullPage = false, className, style, children }: ThemeRootProps) {
  const ref = useRef<HTMLDivElement>(null);
  const getContainer = useCallback(() => ref.current, []);
  // Keyed by the three colours, not the object: callers often pass a fresh object each render.
  const primary = theme?.primary;
  const secondary = theme?.secondary;
  const accent = theme?.accent;
  const hasTheme = theme != null;
  const themeStyle = useMemo(
    () => ({ ...(hasTheme ? organizationThemeVars({ primary, secondary, accent }) : {}), ...style }),
    [hasTheme, primary, secondary, accent, style],
  );
  return (
    <div
      ref={ref}
      className={[defaultTheme, styles.root, isFullPage && styles.fullPage, className].filter(Boolean).join(' ')}
      style={themeStyle}
      data-kwartier-theme=""
    >
      <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
    </div>
  );
}
