import { decimalText, parseMoney, schemaBounds, schemaDefaults, type ProjectBudget, type ProjectBudgetInput, type ProjectBudgetKind, type ProjectBudgetPeriod } from '@kwartier/api';
import { decimalInputText } from '../../../forms/decimalInput';
import { numberListLimits, numberListText, parseNumberList, type NumberListProblem } from '../../../forms/numberList';

/** A budget as its fields hold it: the kind (or none), the amount and the thresholds as typed, the period. */
export interface BudgetDraft {
  kind: ProjectBudgetKind | 'none';
  /** The amount as typed, in the reader's notation. */
  amount: string;
  period: ProjectBudgetPeriod;
  /** The thresholds as typed: "80, 100". */
  thresholds: string;
}

/** The budget's field names, as the server names its errors (`budget.thresholds.0` goes under `budget.thresholds`). */
export const BUDGET_FIELDS = ['budget.kind', 'budget.amount', 'budget.period', 'budget.thresholds'] as const;

/** How many thresholds and their bounds, read from the contract (`BudgetThresholds`). */
export const THRESHOLD_LIMITS = numberListLimits(schemaBounds.ProjectBudgetInput.thresholds);

/** The fields' values for a project's budget, or for none (`null`): the contract's default thresholds then. */
export function budgetDraftOf(budget: ProjectBudget | null | undefined, locale: string): BudgetDraft {
  return {
    kind: budget?.kind ?? 'none',
    amount: budget ? decimalInputText(budget.amount, locale, budget.kind === 'money' ? 2 : 0) : '',
    period: budget?.period ?? 'total',
    thresholds: numberListText(budget?.thresholds ?? schemaDefaults.BudgetThresholds),
  };
}

/** What is wrong with the typed thresholds, or null; a draft without a budget has nothing wrong. */
export function thresholdsProblem(draft: BudgetDraft): NumberListProblem | null {
  if (draft.kind === 'none') return null;
  const parsed = parseNumberList(draft.thresholds, THRESHOLD_LIMITS);
  return 'problem' in parsed ? parsed.problem : null;
}

/**
 * The budget as the contract takes it, `null` for none. The amount typed in either notation goes
 * as a decimal string; text that is no amount goes as typed, for the server's message. Check
 * {@link thresholdsProblem} first: thresholds that do not parse are left out (the server's default).
 */
export function budgetInputOf(draft: BudgetDraft, locale: string): ProjectBudgetInput | null {
  if (draft.kind === 'none') return null;
  const hundredths = parseMoney(draft.amount, locale);
  const parsed = parseNumberList(draft.thresholds, THRESHOLD_LIMITS);
  return {
    kind: draft.kind,
    amount: hundredths === null ? draft.amount.trim() : decimalText(hundredths),
    period: draft.period,
    ...('numbers' in parsed ? { thresholds: parsed.numbers } : {}),
  };
}
