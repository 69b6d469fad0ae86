/** Renders src/constraints.gen.ts and src/values.gen.ts (text by file name) from a parsed openapi.yaml (see constraints.mjs). */
export function renderConstraints(doc: unknown): Record<string, string>;
export function constraintsOf(doc: unknown): { bounds: Record<string, Record<string, Record<string, unknown>>>; defaults: Record<string, unknown>; enums: Record<string, unknown[]>; htmlAllowList: { tags: string[]; urlSchemes: string[] }; readOnlyPosts: string[] };
