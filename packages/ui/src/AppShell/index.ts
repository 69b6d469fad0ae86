export { AppShell, type AppShellProps, type NavItem } from './AppShell';
