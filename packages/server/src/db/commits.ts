// Commits of this process, for work that follows them here (the webhook worker wakes after a
// commit that queued a delivery): the request's transaction (http/idempotency.ts) and
// `ownTransaction` (db/transaction.ts) tell each one.

const listeners = new Set<() => void>();

/** Calls `listener` after each commit; answers a function that stops it. */
export function onCommit(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A transaction committed. */
export function committed(): void {
  for (const listener of listeners) listener();
}
