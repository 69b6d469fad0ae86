export { SettingsTabs, type SettingsTabsProps, type SettingsTab } from './SettingsTabs';
