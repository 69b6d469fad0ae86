import type { ProjectBudgetPeriod } from '@kwartier/api';
import { useCallback } from 'react';
import { Select } from '../../../primitives/Select/Select';
import { TextField } from '../../../primitives/TextField/TextField';
import { useMessages } from '../../../i18n/useMessages';
import { THRESHOLD_LIMITS, thresholdsProblem, type BudgetDraft } from './budgetDraft';
import { messages } from './BudgetFields.messages';

/** Props of {@link BudgetFields}. */
export interface BudgetFieldsProps {
  /** The budget as typed (`budgetDraftOf` makes one of a project's budget). */
  value: BudgetDraft;
  /** Called with the whole draft when a field changes. */
  onChange: (value: BudgetDraft) => void;
  /** The message under the thresholds (from {@link useBudgetCheck}), shown when the owner decides. */
  thresholdsError?: string;
}

/**
 * A project's budget in a form: none, hours or money; the amount; for the whole project or per
 * month; and at which percentages admins are mailed ("80, 100"). The fields are named as the
 * server names its errors (`budget.amount`, `budget.thresholds`…), so a 422 lands under them.
 * Turn `value` into the contract's input with `budgetInputOf`, after {@link useBudgetCheck}.
 */
export function BudgetFields({ value, onChange, thresholdsError }: BudgetFieldsProps) {
  const t = useMessages(messages);
  const set = <K extends keyof BudgetDraft>(key: K) => (next: BudgetDraft[K]) => onChange({ ...value, [key]: next });
  return (
    <>
      <Select
        name="budget.kind"
        label={t('kind')}
        items={[
          { id: 'none', label: t('none') },
          { id: 'hours', label: t('hours') },
          { id: 'money', label: t('money') },
        ]}
        selectedKey={value.kind}
        onSelectionChange={(key) => key != null && set('kind')(key as BudgetDraft['kind'])}
      />
      {value.kind !== 'none' && (
        <>
          <TextField
            name="budget.amount"
            label={value.kind === 'hours' ? t('amountHours') : t('amountMoney')}
            value={value.amount}
            onChange={set('amount')}
            inputMode="decimal"
            isRequired
          />
          <Select
            name="budget.period"
            label={t('period')}
            items={[
              { id: 'total', label: t('total') },
              { id: 'month', label: t('month') },
            ]}
            selectedKey={value.period}
            onSelectionChange={(key) => key != null && set('period')(key as ProjectBudgetPeriod)}
          />
          <TextField
            name="budget.thresholds"
            label={t('thresholds')}
            description={t('thresholdsHint', { max: THRESHOLD_LIMITS.maxCount })}
            value={value.thresholds}
            onChange={set('thresholds')}
            errorMessage={thresholdsError}
            inputMode="numeric"
            isRequired
          />
        </>
      )}
    </>
  );
}

/** The check of a budget draft: the message for its thresholds, or `undefined` when they are right (or there is no budget). */
export function useBudgetCheck(): (value: BudgetDraft) => string | undefined {
  const t = useMessages(messages);
  return useCallback(
    (value: BudgetDraft) => {
      const problem = thresholdsProblem(value);
      if (problem === null) return undefined;
      return t(problem, { min: THRESHOLD_LIMITS.min, max: problem === 'tooMany' ? THRESHOLD_LIMITS.maxCount : THRESHOLD_LIMITS.max });
    },
    [t],
  );
}
