export { ThemeSettingsForm, type ThemeSettingsFormProps, type ThemeSettings } from './ThemeSettingsForm';
