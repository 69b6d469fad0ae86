import { useCallback, useState } from 'react';

/** A form's edits over the saved record: see {@link useDraft}. */
export interface Draft<T extends object> {
  /** The saved record with the user's edits laid over it. */
  values: T;
  /** A setter for one field's edit, e.g. `onChange={draft.setter('name')}`. */
  setter: <K extends keyof T>(key: K) => (value: T[K]) => void;
  /** Drops all edits, so the form shows the saved record again (call it after a successful save). */
  reset: () => void;
}

/**
 * Form state as edits over props: an unedited field always shows the saved value it is given
 * (no copy of props into state, so never a stale frame when the record reloads), an edited field
 * shows the edit until `reset` — after a successful save, when the owner has reloaded the record.
 */
export function useDraft<T extends object>(saved: T): Draft<T> {
  const [edits, setEdits] = useState<Partial<T>>({});
  const setter = useCallback(
    <K extends keyof T>(key: K) =>
      (value: T[K]) =>
        setEdits((current) => ({ ...current, [key]: value })),
    [],
  );
  const reset = useCallback(() => setEdits({}), []);
  return { values: { ...saved, ...edits }, setter, reset };
}
