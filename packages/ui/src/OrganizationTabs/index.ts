export { OrganizationTabs, type OrganizationTabsProps, type OrganizationTab } from './OrganizationTabs';
