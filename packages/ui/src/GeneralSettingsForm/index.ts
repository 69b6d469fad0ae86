export { GeneralSettingsForm, type GeneralSettingsFormProps, type GeneralSettings } from './GeneralSettingsForm';
