/**
 * Rules of sign-up the contract cannot express in a schema. Returns the field the problem
 * belongs to, or null when the registration may go ahead.
 */
export function passwordConfirmationProblem(password: string, confirmation: string): 'password_confirmation' | null {
  // The contract puts this message under `password_confirmation`, the field the user fixes.
  return password === confirmation ? null : 'password_confirmation';
}
