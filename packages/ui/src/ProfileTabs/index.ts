export { ProfileTabs, type ProfileTabsProps, type ProfileTab } from './ProfileTabs';
