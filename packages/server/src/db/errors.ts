/** True when a write failed on a unique index, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // better-sqlite3: SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY); pg: SQLSTATE 23505.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
