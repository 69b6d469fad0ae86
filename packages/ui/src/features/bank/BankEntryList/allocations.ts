import { decimalText, hundredthsOf, parseMoney, type BankEntry, type BankOpenInvoice } from '@kwartier/api';

/** One invoice and amount of a confirmed match, as `POST /api/bank/entries/{id}/confirm` takes it. */
export interface AllocationInput {
  invoice_id: number;
  amount: string;
}

/** A row of the match dialog while it is edited: the amount as typed in the user's language. */
export interface AllocationDraft {
  key: number;
  invoiceId: number | null;
  amount: string;
}

/** Why a row cannot be sent. */
export type AllocationProblem = 'invoiceRequired' | 'invoiceTwice' | 'amountRequired' | 'amountInvalid' | 'amountNotPositive' | 'amountTooHigh';

/** The proposal's allocations as the confirm call takes them. */
export function proposalAllocations(entry: BankEntry): AllocationInput[] {
  return (entry.proposal?.allocations ?? []).map(({ invoice_id, amount }) => ({ invoice_id, amount }));
}

/**
 * The invoices the dialog offers: the open ones, and the proposal's (in case the list was read
 * before the proposal), each once, by invoice number.
 */
export function invoiceChoices(entry: BankEntry, openInvoices: readonly BankOpenInvoice[]): BankOpenInvoice[] {
  const byId = new Map<number, BankOpenInvoice>();
  for (const invoice of [...(entry.proposal?.allocations ?? []), ...openInvoices]) {
    if (!byId.has(invoice.invoice_id)) byId.set(invoice.invoice_id, invoice);
  }
  return [...byId.values()].sort((a, b) => a.invoicenumber.localeCompare(b.invoicenumber, undefined, { numeric: true }));
}

/**
 * Checks the rows against the entry and the invoices: an invoice chosen, once; an amount that
 * reads in the user's language, is more than zero and not more than the invoice owes. Returns
 * the problems per row (keys of {@link AllocationDraft.key}) and, when every row is good, the
 * allocations to send with their total in hundredths.
 */
export function checkAllocations(
  drafts: readonly AllocationDraft[],
  choices: readonly BankOpenInvoice[],
  locale: string,
): { problems: Map<number, { invoice?: AllocationProblem; amount?: AllocationProblem }>; allocations: AllocationInput[] | null } {
  const problems = new Map<number, { invoice?: AllocationProblem; amount?: AllocationProblem }>();
  const allocations: AllocationInput[] = [];
  const seen = new Set<number>();
  for (const draft of drafts) {
    const found: { invoice?: AllocationProblem; amount?: AllocationProblem } = {};
    const choice = choices.find((candidate) => candidate.invoice_id === draft.invoiceId);
    if (draft.invoiceId === null || !choice) found.invoice = 'invoiceRequired';
    else if (seen.has(draft.invoiceId)) found.invoice = 'invoiceTwice';
    if (draft.invoiceId !== null) seen.add(draft.invoiceId);
    const cents = draft.amount.trim() === '' ? undefined : parseMoney(draft.amount, locale);
    if (cents === undefined) found.amount = 'amountRequired';
    else if (cents === null) found.amount = 'amountInvalid';
    else if (cents <= 0) found.amount = 'amountNotPositive';
    else if (choice && cents > (hundredthsOf(choice.outstanding) ?? 0)) found.amount = 'amountTooHigh';
    if (found.invoice || found.amount) problems.set(draft.key, found);
    else allocations.push({ invoice_id: draft.invoiceId!, amount: decimalText(cents!) });
  }
  return { problems, allocations: problems.size === 0 ? allocations : null };
}

/** The hundredths the rows add up to (rows that do not read count as nothing). */
export function allocatedHundredths(drafts: readonly AllocationDraft[], locale: string): number {
  return drafts.reduce((sum, draft) => sum + Math.max(0, parseMoney(draft.amount, locale) ?? 0), 0);
}
