import { parseExport, type ParsedExport } from './parse.js';
import { groupsOf, type Groups } from './rules.js';
import type { ImportRow } from './store.js';

/** Parsed files by checksum: every batch of one import reads the same file, parsed once per process (the last two kept). */
const parsedFiles = new Map<string, { parsed: ParsedExport; groups: Groups }>();

/** A kept import's file, parsed, with its groups. */
export function parsedOf(row: Pick<ImportRow, 'checksum' | 'content'>): { parsed: ParsedExport; groups: Groups } {
  let found = parsedFiles.get(row.checksum);
  if (!found) {
    const parsed = parseExport(row.content);
    if (!parsed) throw new Error('a kept import no longer parses');
    found = { parsed, groups: groupsOf(parsed.rows) };
    if (parsedFiles.size >= 2) parsedFiles.delete(parsedFiles.keys().next().value!);
    parsedFiles.set(row.checksum, found);
  }
  return found;
}
