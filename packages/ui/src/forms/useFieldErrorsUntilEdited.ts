import { useCallback, useMemo, useState, type FormEvent } from 'react';

/** Server errors by field name, as a react-aria `Form`'s `validationErrors` takes them. */
export type FieldErrorMap = Record<string, string | string[]>;

/** What {@link useFieldErrorsUntilEdited} gives a form. */
export interface FieldErrorsUntilEdited {
  /** The errors to hand the react-aria `Form`: those of fields the user has not typed in since. */
  validationErrors: FieldErrorMap;
  /** Put on the form (or an element around its fields): hears typing, which drops that field's error. */
  onInput: (event: FormEvent<HTMLElement>) => void;
  /** The same element's ref: keeps react-aria from dropping a text field's error when it loses focus. */
  ref: (element: HTMLElement | null) => (() => void) | undefined;
  /** Call as the form is submitted: every error shows again, also one the new check gives unchanged. */
  showAll: () => void;
}

/** Inputs whose `change` event a browser fires only when they lose focus. */
const TYPED = new Set(['text', 'email', 'tel', 'url', 'search', 'password', 'number']);

/**
 * Stops a text input's `change` event on its way down to the input, where react-aria would take it
 * as the sign to drop the field's server error. Nothing else reads it: React's `onChange` of a text
 * input follows the `input` event.
 */
function keepErrorOnChange(event: Event) {
  const target = event.target;
  if (target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && TYPED.has(target.type))) event.stopPropagation();
}

/**
 * The field whose input an event came from: its `name`, or, for a field whose value is posted by
 * a hidden input (a number or date field), the name inside the nearest element that has one.
 */
function fieldNameOf(target: EventTarget | null, root: Element): string | null {
  if (!(target instanceof Element)) return null;
  const own = target.getAttribute('name');
  if (own) return own;
  for (let element = target.parentElement; element && element !== root; element = element.parentElement) {
    const named = element.querySelector('[name]');
    if (named) return named.getAttribute('name');
  }
  return null;
}

/**
 * Keeps each server error under its field until the user changes that field's value, and drops it
 * as they type, never when they leave the field. react-aria alone clears a server error on the
 * input's `change` event, which a browser fires when a text field loses focus: pressing the button
 * under the message moves focus, the message vanishes, the button jumps up and the click misses it.
 * Dropped at the first keystroke, the layout settles before the pointer reaches the button; a field
 * left unchanged keeps its message.
 *
 * The errors are compared by content, so a caller that builds a new object on every render keeps
 * what was typed away; a new answer of the server (the submission's errors go empty, then come back)
 * shows every message again, and so does a submission ({@link FieldErrorsUntilEdited.showAll}),
 * whose own check may give the same errors as before.
 */
export function useFieldErrorsUntilEdited(errors: FieldErrorMap | undefined): FieldErrorsUntilEdited {
  const key = JSON.stringify(errors ?? {});
  const [edited, setEdited] = useState<{ key: string; names: ReadonlySet<string> }>({ key, names: new Set() });
  // A new set of errors: nothing typed since (adjusted while rendering, not in an effect).
  if (edited.key !== key) setEdited({ key, names: new Set() });
  const names = edited.key === key ? edited.names : null;

  const validationErrors = useMemo(() => {
    const all = JSON.parse(key) as FieldErrorMap;
    return Object.fromEntries(Object.entries(all).filter(([name]) => !names?.has(name)));
  }, [key, names]);

  const onInput = (event: FormEvent<HTMLElement>) => {
    const name = fieldNameOf(event.target, event.currentTarget);
    if (name === null || !(name in validationErrors)) return;
    setEdited({ key, names: new Set(names).add(name) });
  };
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    element.addEventListener('change', keepErrorOnChange, true);
    return () => element.removeEventListener('change', keepErrorOnChange, true);
  }, []);
  const showAll = () => setEdited({ key, names: new Set() });
  return { validationErrors, onInput, ref, showAll };
}
