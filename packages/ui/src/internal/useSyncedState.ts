import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * Local form state that starts from `value` and starts over whenever `value` changes (compared
 * with `Object.is`, so pass primitives): after a save the app reloads the record, and the form
 * then shows what the server stored. Edits are kept while `value` stays the same.
 */
export function useSyncedState<T>(value: T): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(value);
  useEffect(() => setState(value), [value]);
  return [state, setState];
}
