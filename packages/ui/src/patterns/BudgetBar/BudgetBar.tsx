import { decimalText, displayMoney, formatNumber, hundredthsOf, type ProjectBudget, type ProjectBudgetUse } from '@kwartier/api';
import { Label, Meter } from 'react-aria-components';
import { useLocale } from '../../i18n/I18nProvider';
import { useMessages } from '../../i18n/useMessages';
import * as styles from './BudgetBar.css';
import { messages } from './BudgetBar.messages';

/** Props of {@link BudgetBar}. */
export interface BudgetBarProps {
  /** The project's budget as the API answers it; null: the project has none ('No budget'). */
  budget: ProjectBudget | null;
  /** What the budget's current period used (the project's `budget_use`); null without a budget. */
  use: ProjectBudgetUse | null;
  /** The meter's name where several stand together (a project's name on the dashboard); 'Budget' or 'Budget this month' otherwise. */
  label?: string;
  /** The currency of a money budget: the project's (`Project.currency`, its client's); EUR when left out. */
  currency?: string;
}

/**
 * A project budget's use: a meter (role meter, its value text the figures: '€9,840.00 of
 * €12,000.00 (82%)'), the figures as visible text, and under it what is left — or, over budget,
 * by how much, in words and with a striped full bar, so the state never rests on colour alone.
 * Hours read as hours ('32.5 h'), money in the language's format and the project's currency. Pure: the figures come from
 * the API (`Project.budget`, `Project.budget_use`).
 */
export function BudgetBar({ budget, use, label, currency = 'EUR' }: BudgetBarProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  if (budget === null || use === null) return <p className={styles.none}>{label ? t('noneFor', { name: label }) : t('none')}</p>;

  const quantity = (decimal: string) =>
    budget.kind === 'money' ? displayMoney(decimal, locale, currency) : t('hours', { hours: formatNumber(Number(decimal), locale, { maximumFractionDigits: 2 }) });
  const difference = decimalText(Math.abs((hundredthsOf(budget.amount) ?? 0) - (hundredthsOf(use.used) ?? 0)));
  const figures = t('figures', { used: quantity(use.used), amount: quantity(budget.amount), percent: use.percent });
  const over = use.over_budget;
  const name = label ?? (budget.period === 'month' ? t('labelMonth') : t('label'));

  return (
    <Meter className={styles.root} value={Math.min(use.percent, 100)} minValue={0} maxValue={100} valueLabel={over ? `${figures}, ${t('over', { over: quantity(difference) })}` : figures}>
      <div className={styles.heading}>
        <Label>{name}</Label>
        <span className={styles.figures}>{figures}</span>
      </div>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill[over ? 'over' : 'within']} style={{ width: `${Math.min(use.percent, 100)}%` }} />
      </div>
      <p className={styles.note[over ? 'over' : 'within']}>{over ? t('over', { over: quantity(difference) }) : t('remaining', { remaining: quantity(difference) })}</p>
    </Meter>
  );
}
