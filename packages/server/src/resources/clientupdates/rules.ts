// Notes ("updates") about a client. Only an update's author may change or delete it; the
// others see it read-only.

/**
 * Whether the caller may not change or delete the update: everyone but its author. An update
 * whose author's account is gone (`user_id` null) is read-only for everyone, and so is every
 * update for a caller who is no person (`callerId` null: a job or the command line).
 */
export function isReadonly(authorId: number | null, callerId: number | null): boolean {
  return authorId === null || callerId === null || authorId !== callerId;
}

/**
 * The stored change of an edit: the new text, and the 'edited' mark (`updated_at`) once the text
 * differs from what was stored — saving the same text again changes nothing.
 */
export function editedFields(current: { text: string; updated_at: string | null }, text: string, now: Date): EditedFields {
  return { text, updated_at: text === current.text ? current.updated_at : now.toISOString() };
}

export interface EditedFields {
  text: string;
  updated_at: string | null;
}
