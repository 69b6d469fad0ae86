import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Link as AriaLink, Dialog, Menu, MenuItem, MenuTrigger, Modal, ModalOverlay, Popover } from 'react-aria-components';
import { Button } from '../../../primitives/Button/Button';
import { AccountIcon } from '../../../primitives/Icon/icons/AccountIcon';
import { ChevronUpIcon } from '../../../primitives/Icon/icons/ChevronUpIcon';
import { CloseIcon } from '../../../primitives/Icon/icons/CloseIcon';
import { LogoutIcon } from '../../../primitives/Icon/icons/LogoutIcon';
import { MenuIcon } from '../../../primitives/Icon/icons/MenuIcon';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { SnackbarProvider } from '../../../primitives/Snackbar/SnackbarProvider';
import { ThemeRoot } from '../../../primitives/ThemeRoot/ThemeRoot';
import { useMessages } from '../../../i18n/useMessages';
import type { OrganizationColors } from '../../../theme/organizationTheme';
import type { SaveResult } from '../../../forms/submitResult';
import type { MyOrganization } from '@kwartier/api';
import { OrganizationSwitcher } from '../OrganizationSwitcher/OrganizationSwitcher';
import { messages } from './AppShell.messages';
import * as styles from './AppShell.css';
import type { AppHref } from '../../../primitives/Link/appHref';

/** One entry of the side navigation. */
export interface NavItem {
  /** Where the item goes, e.g. `/clients`. Rendered as a react-aria Link, so it uses the app's router. */
  href: AppHref;
  /** Visible text (already translated by the app). */
  label: string;
  /** Optional decorative icon before the label (e.g. one of this package's icons). */
  icon?: ReactNode;
}

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** Organisation name at the top of the side navigation. */
  organizationName: string;
  /** URL of the organisation's logo (e.g. `/logo/{uuid}`); without one the name's initial is shown. */
  logoUrl?: string | null;
  /** Side navigation entries, in order. Build the list per role in the app (admin items, …). */
  navItems: NavItem[];
  /**
   * Current location's path; the item whose `href` equals it, or is its parent path, is marked
   * `aria-current="page"`. Pass the router's pathname.
   */
  currentHref?: string;
  /**
   * The person's organisations (`GET /api/user/organizations`): with two or more, the side
   * navigation's organisation name becomes an {@link OrganizationSwitcher}. Omit (or pass one)
   * for none.
   */
  organizations?: readonly MyOrganization[];
  /** Switches organisation: the switcher's `onSwitch` (the app then loads afresh). */
  onSwitchOrganization?: (organization: MyOrganization) => SaveResult;
  /** The browser is offline: the switcher's `isOffline` (no switching, a note saying why). */
  isOffline?: boolean;
  /** Signed-in user's name, shown on the user menu button at the bottom. */
  userName: string;
  /** Target of My profile. Defaults to `/profile`. */
  profileHref?: AppHref;
  /**
   * Called by Log out. Logout is a full page load, so the app typically does
   * `window.location.assign('/logout')`.
   */
  onLogout: () => void;
  /**
   * The organisation's colours (`primary_color`, `secondary_color`, `accent_color`); applied as
   * theme variables over the default theme. Omit for the default theme.
   */
  theme?: OrganizationColors | null;
  /**
   * A compact bar above every page, e.g. the running timer (`TimerControl`); on a phone it sits
   * under the top bar. Omit for none.
   */
  toolbar?: ReactNode;
  /** The page. Pages may call `useSnackbar()`: the shell provides the snackbar at the bottom right. */
  children?: ReactNode;
  /**
   * Draw the side navigation's links and user menu in a render that follows the first one and
   * yields to the browser (React's deferred value); until then the side bar shows the brand. For
   * an app whose first render draws the shell and the page in one task: on a phone, where the side
   * bar is hidden anyway, its links and menu were a third of that task (Lighthouse).
   * Off by default: the navigation is drawn with the shell.
   */
  deferNavigation?: boolean;
}

function isCurrent(href: AppHref, current: string | undefined): boolean {
  if (current == null) return false;
  if (href === current) return true;
  return href !== '/' && current.startsWith(href.endsWith('/') ? href : `${href}/`);
}

/** The organisation's logo (or initial) and name; `name` instead of the name (the switcher). */
function Brand({ organizationName, logoUrl, alt, inBar = false, name }: { organizationName: string; logoUrl?: string | null; alt: string; inBar?: boolean; name?: ReactNode }) {
  return (
    <div className={inBar ? styles.barBrand : styles.brand}>
      {logoUrl ? (
        <img className={styles.logo} src={logoUrl} alt={alt} />
      ) : (
        <span className={styles.logoFallback} aria-hidden="true">
          {organizationName.trim().charAt(0).toUpperCase()}
        </span>
      )}
      {name ?? (
        <p className={styles.organizationName} title={organizationName}>
          {organizationName}
        </p>
      )}
    </div>
  );
}

type NavigationProps = Pick<
  AppShellProps,
  'organizationName' | 'logoUrl' | 'navItems' | 'currentHref' | 'userName' | 'profileHref' | 'onLogout' | 'organizations' | 'onSwitchOrganization' | 'isOffline'
>;

/** Brand, links and user menu: the side navigation, or the drawer's content on a narrow screen. */
function Navigation({ organizationName, logoUrl, navItems, currentHref, userName, profileHref = '/profile', onLogout, organizations, onSwitchOrganization, isOffline }: NavigationProps) {
  const t = useMessages(messages);
  const switcher = organizations && organizations.length > 1 && onSwitchOrganization && <OrganizationSwitcher organizations={organizations} onSwitch={onSwitchOrganization} isOffline={isOffline} />;
  return (
    <>
      <Brand organizationName={organizationName} logoUrl={logoUrl} alt={t('logoAlt', { organization: organizationName })} name={switcher || undefined} />
      <ul className={styles.navList}>
        {navItems.map((item) => (
          <li key={item.href}>
            <AriaLink href={item.href} className={styles.navLink} aria-current={isCurrent(item.href, currentHref) ? 'page' : undefined}>
              {item.icon != null && (
                <span className={styles.navIcon} aria-hidden="true">
                  {item.icon}
                </span>
              )}
              <span className={styles.navLabel}>{item.label}</span>
            </AriaLink>
          </li>
        ))}
      </ul>
      <div className={styles.userArea}>
        <MenuTrigger>
          <Button variant="quiet" className={styles.userButton}>
            <AccountIcon size={20} />
            <span className={styles.userName} title={userName}>
              {userName}
            </span>
            <ChevronUpIcon size={20} />
          </Button>
          <Popover placement="top start" className={styles.popover}>
            <Menu className={styles.menu}>
              <MenuItem id="profile" href={profileHref} textValue={t('myProfile')} className={styles.menuItem}>
                <AccountIcon size={18} />
                {t('myProfile')}
              </MenuItem>
              <MenuItem id="logout" onAction={onLogout} textValue={t('logOut')} className={styles.menuItem}>
                <LogoutIcon size={18} />
                {t('logOut')}
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
    </>
  );
}

/**
 * The signed-in layout: side navigation with the organisation's name and logo (a switcher for a
 * person of several organisations), the
 * user menu (My profile, Log out) at its bottom, the page at 86% width, the snackbar at the
 * bottom right, and the organisation's theme. Links navigate through react-aria's
 * `RouterProvider` (re-exported by this package): wrap the app in it with the router's
 * `navigate` and `useHref`.
 *
 * The layout follows the width it is given (a container query, so it also works embedded in a
 * narrower frame): below 768 px the side navigation gives way to a top bar whose menu button
 * opens the same navigation as a modal drawer, and the page takes the full width. The drawer
 * closes when the location changes.
 */
export function AppShell({ theme, toolbar, children, deferNavigation = false, ...navigation }: AppShellProps) {
  const t = useMessages(messages);
  const navigationNow = useDeferredValue(true, deferNavigation ? false : undefined);
  const brandAlt = t('logoAlt', { organization: navigation.organizationName });
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A link in the drawer navigates: the new location closes it.
  useEffect(() => setDrawerOpen(false), [navigation.currentHref]);
  return (
    <ThemeRoot theme={theme}>
      <SnackbarProvider>
        <div className={styles.container}>
          <div className={styles.shell}>
            <header className={styles.topBar}>
              <IconButton label={t('openNavigation')} icon={<MenuIcon />} onPress={() => setDrawerOpen(true)} aria-expanded={drawerOpen} />
              <Brand organizationName={navigation.organizationName} logoUrl={navigation.logoUrl} alt={brandAlt} inBar />
            </header>
            <nav className={styles.sidebar} aria-label={t('navigation')} aria-busy={navigationNow ? undefined : true}>
              {navigationNow ? <Navigation {...navigation} /> : <Brand organizationName={navigation.organizationName} logoUrl={navigation.logoUrl} alt={brandAlt} />}
            </nav>
            <main className={styles.main}>
              {toolbar != null && <div className={styles.toolbar}>{toolbar}</div>}
              <div className={styles.content}>{children}</div>
            </main>
          </div>
          <ModalOverlay isOpen={drawerOpen} onOpenChange={setDrawerOpen} isDismissable className={styles.drawerOverlay}>
            <Modal className={styles.drawer}>
              <Dialog className={styles.drawerDialog} aria-label={t('navigation')}>
                <div className={styles.drawerClose}>
                  <IconButton label={t('closeNavigation')} icon={<CloseIcon />} onPress={() => setDrawerOpen(false)} />
                </div>
                <nav className={styles.drawerNav} aria-label={t('navigation')}>
                  <Navigation {...navigation} />
                </nav>
              </Dialog>
            </Modal>
          </ModalOverlay>
        </div>
      </SnackbarProvider>
    </ThemeRoot>
  );
}
