export { ResetPasswordForm, type ResetPasswordFormProps } from './ResetPasswordForm';
