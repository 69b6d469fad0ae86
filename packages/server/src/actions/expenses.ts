import type { ExpenseInput, Locale } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { changedFields } from '../domain/audit.js';
import { HttpError, ValidationFailure } from '../domain/failures.js';
import { translate, type MessageId } from '../domain/messages.js';
import { formatCents } from '../domain/money.js';
import { receiptName, receiptTypeOf } from '../domain/receipts.js';
import { expenseFields, type ExpenseFields } from '../resources/expenses/rules.js';
import { expenseStore, type ExpenseRow } from '../resources/expenses/store.js';
import { ownMemberOf, recordBy, type Actor } from './actor.js';

// Expenses: a member records what they paid on a project, with a receipt; an admin sees and
// changes everyone's. An expense on an invoice is locked (409) until its line is removed. Each
// change is in the audit trail, about the expense's project (`expense.*`).

/** Whose expenses the actor reaches: an admin everyone's in the organisation, a member their own. */
export interface ExpenseReach {
  admin: boolean;
}

/** The member whose expenses the actor is limited to; null for an admin. */
function limitedTo(actor: Actor, reach: ExpenseReach): number | null {
  return reach.admin ? null : ownMemberOf(actor);
}

const projectSubject = (id: number) => ({ type: 'project' as const, id });

/** The default categories, in the organisation's language, for a new organisation (existing ones got them from migration 0033). */
const DEFAULT_CATEGORIES: MessageId[] = [
  'expenses.category.travel',
  'expenses.category.accommodation',
  'expenses.category.meals',
  'expenses.category.materials',
  'expenses.category.software',
  'expenses.category.other',
];

/** Gives a new organisation the default list of categories in its language. */
export async function seedExpenseCategories(db: Db, organizationId: number, locale: Locale, now = new Date()): Promise<void> {
  await expenseStore(db).addCategories(organizationId, DEFAULT_CATEGORIES.map((id) => translate(locale, id)), now);
}

/** The body's project and category, checked against the organisation (and for a member, their projects): every problem at once. */
async function checkedFields(db: Db, actor: Actor, memberId: number, input: ExpenseInput, reach: ExpenseReach, keptProjectId?: number): Promise<ExpenseFields> {
  const expenses = expenseStore(db);
  const fields = expenseFields(input);
  const problems: Record<string, MessageId> = {};
  if (fields.project_id !== keptProjectId) {
    // An admin recording for the organisation may choose any active project; the member only theirs.
    const projects = await expenses.choosableProjects(actor.organizationId, reach.admin && memberId === actor.userId ? null : memberId);
    if (!projects.some((project) => project.id === fields.project_id)) problems.project_id = reach.admin ? 'validation.in' : 'expenses.project_not_choosable';
  }
  const categories = await expenses.categories(actor.organizationId);
  if (!categories.some((category) => category.id === fields.category_id)) problems.category_id = 'validation.in';
  if (Object.keys(problems).length > 0) throw new ValidationFailure(problems);
  return fields;
}

function assertOpen(expense: ExpenseRow): void {
  if (expense.invoice_line_id !== null) throw new HttpError(409, 'expenses.invoiced');
}

/** Records an expense of the actor. */
export async function createExpense(db: Db, actor: Actor, input: ExpenseInput, reach: ExpenseReach, now = new Date()): Promise<ExpenseRow> {
  const memberId = ownMemberOf(actor);
  const fields = await checkedFields(db, actor, memberId, input, reach);
  const expenses = expenseStore(db);
  const id = await expenses.insert(actor.organizationId, memberId, fields, now);
  await recordBy(db, actor, 'expense.created', projectSubject(fields.project_id), { name: fields.description, amount: formatCents(fields.amount_cents), start: fields.date }, now);
  return expenses.find(actor.organizationId, id, null);
}

/** Saves every field of an expense the actor reaches; 409 once invoiced. */
export async function updateExpense(db: Db, actor: Actor, id: number, input: ExpenseInput, reach: ExpenseReach, now = new Date()): Promise<ExpenseRow> {
  const expenses = expenseStore(db);
  const expense = await expenses.find(actor.organizationId, id, limitedTo(actor, reach));
  assertOpen(expense);
  const fields = await checkedFields(db, actor, expense.user_id, input, reach, expense.project_id);
  await expenses.update(actor.organizationId, id, fields, now);
  const changed = changedFields({ ...expense, amount_cents: Number(expense.amount_cents) }, fields);
  if (changed.length > 0) await recordBy(db, actor, 'expense.changed', projectSubject(fields.project_id), { name: fields.description, fields: changed, start: fields.date }, now);
  return expenses.find(actor.organizationId, id, null);
}

/** Deletes an expense the actor reaches, with its receipt; 409 once invoiced. */
export async function deleteExpense(db: Db, actor: Actor, id: number, reach: ExpenseReach, now = new Date()): Promise<void> {
  const expenses = expenseStore(db);
  const expense = await expenses.find(actor.organizationId, id, limitedTo(actor, reach));
  assertOpen(expense);
  await expenses.delete(actor.organizationId, id);
  await recordBy(db, actor, 'expense.deleted', projectSubject(expense.project_id), { name: expense.description, amount: formatCents(Number(expense.amount_cents)), start: expense.date }, now);
}

/** Puts an uploaded receipt on an expense the actor reaches: PDF or image by content (422 under `receipt`); 409 once invoiced. */
export async function saveExpenseReceipt(db: Db, actor: Actor, id: number, upload: { bytes: Uint8Array; name?: string }, reach: ExpenseReach, now = new Date()): Promise<ExpenseRow> {
  const expenses = expenseStore(db);
  const expense = await expenses.find(actor.organizationId, id, limitedTo(actor, reach));
  assertOpen(expense);
  const mime = await receiptTypeOf(upload.bytes);
  if (!mime) throw new ValidationFailure({ receipt: 'expenses.receipt_type' });
  const name = receiptName(upload.name);
  await expenses.saveReceipt(actor.organizationId, id, { name, mime, bytes: upload.bytes }, now);
  await recordBy(db, actor, 'expense.receipt', projectSubject(expense.project_id), { name: expense.description, start: expense.date }, now);
  return expenses.find(actor.organizationId, id, null);
}

/** Takes the receipt off an expense the actor reaches, keeping the expense; 404 without one, 409 once invoiced. */
export async function removeExpenseReceipt(db: Db, actor: Actor, id: number, reach: ExpenseReach, now = new Date()): Promise<ExpenseRow> {
  const expenses = expenseStore(db);
  const expense = await expenses.find(actor.organizationId, id, limitedTo(actor, reach));
  if (expense.receipt_name === null) throw new HttpError(404, 'http.not_found');
  assertOpen(expense);
  await expenses.removeReceipt(actor.organizationId, id);
  await recordBy(db, actor, 'expense.receipt_removed', projectSubject(expense.project_id), { name: expense.description, start: expense.date }, now);
  return expenses.find(actor.organizationId, id, null);
}

/** 422 under `name` when another category (not `except`) has the name, in any case. */
function assertNameFree(categories: readonly { id: number; name: string }[], name: string, except?: number): void {
  if (categories.some((category) => category.id !== except && category.name.toLowerCase() === name.toLowerCase())) throw new ValidationFailure({ name: 'expenses.category_taken' });
}

/** The organisation's category of this id, or 404. */
function categoryOf<T extends { id: number }>(categories: readonly T[], id: number): T {
  const category = categories.find((candidate) => candidate.id === id);
  if (!category) throw new HttpError(404, 'http.not_found');
  return category;
}

/** Renames a category of the organisation; a name another one has is 422 under `name`. */
export async function renameExpenseCategory(db: Db, actor: Actor, id: number, name: string, now = new Date()): Promise<{ id: number; name: string }> {
  const expenses = expenseStore(db);
  const trimmed = name.trim();
  const categories = await expenses.categories(actor.organizationId);
  const category = categoryOf(categories, id);
  assertNameFree(categories, trimmed, id);
  if (category.name !== trimmed) {
    await expenses.renameCategory(actor.organizationId, id, trimmed);
    await recordBy(db, actor, 'expense.category_changed', { type: 'organization', id: actor.organizationId }, { name: trimmed, fields: ['name'] }, now);
  }
  return { id, name: trimmed };
}

/** Deletes a category no expense is recorded in (409 while one is). */
export async function deleteExpenseCategory(db: Db, actor: Actor, id: number, now = new Date()): Promise<void> {
  const expenses = expenseStore(db);
  const category = categoryOf(await expenses.categoryUses(actor.organizationId, id), id);
  if (category.expense_count > 0) throw new HttpError(409, 'expenses.category_in_use');
  await expenses.deleteCategory(actor.organizationId, id);
  await recordBy(db, actor, 'expense.category_deleted', { type: 'organization', id: actor.organizationId }, { name: category.name }, now);
}

/** Adds a category to the end of the organisation's list; a name it has already (in any case) is 422 under `name`. */
export async function createExpenseCategory(db: Db, actor: Actor, name: string, now = new Date()): Promise<{ id: number; name: string }> {
  const expenses = expenseStore(db);
  const trimmed = name.trim();
  assertNameFree(await expenses.categories(actor.organizationId), trimmed);
  const ids = await expenses.addCategories(actor.organizationId, [trimmed], now);
  await recordBy(db, actor, 'expense.category_created', { type: 'organization', id: actor.organizationId }, { name: trimmed }, now);
  return { id: ids.get(trimmed)!, name: trimmed };
}
