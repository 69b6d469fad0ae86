export { LogoPicker, type LogoPickerProps } from './LogoPicker';
export { LOGO_FILE_TYPES, isLogoFile } from './logoFile';
