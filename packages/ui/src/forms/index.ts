export {
  isValidationFailure,
  firstFieldErrors,
  splitValidationFailure,
  type SubmitResult,
  type ValidationFailure,
} from './submitResult';
export { useFormSubmission, type FormSubmission } from './useFormSubmission';
