export { FormDialog, type FormDialogProps, type FieldErrors } from './FormDialog';
