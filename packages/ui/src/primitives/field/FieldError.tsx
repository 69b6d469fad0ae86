import { FieldError as AriaFieldError, type ValidationResult } from 'react-aria-components';
import * as styles from '../../internal/styles/field.css';

/** What a field primitive shows as its error: fixed text, or text made from react-aria's validation result. */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/**
 * The error under a field's input. Shown while the field is invalid: the `errorMessage` prop,
 * else the server's message given to the enclosing `<Form validationErrors>` for the field's name,
 * else the browser's validation message.
 */
export function FieldError({ children }: { children?: FieldErrorMessage }) {
  return <AriaFieldError className={styles.error}>{children}</AriaFieldError>;
}

/**
 * The `isInvalid` a field primitive hands react-aria: the caller's own, else invalid while a
 * non-empty error text is given (a function message only shows when react-aria finds the value invalid).
 */
export function fieldInvalid(isInvalid: boolean | undefined, errorMessage: FieldErrorMessage | undefined): boolean | undefined {
  return isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined);
}

/** The field wrapper's class: the shared field layout plus the caller's own string class. */
export function fieldClassName(className: unknown): string {
  return typeof className === 'string' && className !== '' ? `${styles.field} ${className}` : styles.field;
}
