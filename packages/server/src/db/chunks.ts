/** Rows per multi-row statement: well under either database's limit of bound parameters. */
export const CHUNK = 400;

/** The items in parts of at most `size`, in order. */
export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
