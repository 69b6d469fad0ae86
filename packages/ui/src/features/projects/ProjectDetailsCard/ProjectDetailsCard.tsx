import { decimalText, displayDecimal, parseMoney, schemaBounds, type Client, type Project, type ProjectBudgetKind, type ProjectBudgetPeriod, type ProjectUpdate } from '@kwartier/api';
import { useMemo } from 'react';
import { DatePicker } from '../../../primitives/DatePicker/DatePicker';
import { HtmlContent } from '../../../primitives/HtmlContent/HtmlContent';
import { RichTextEditor } from '../../../primitives/RichTextEditor/RichTextEditor';
import { Select, type SelectItem } from '../../../primitives/Select/Select';
import { TextField } from '../../../primitives/TextField/TextField';
import { BudgetBar } from '../../../patterns/BudgetBar/BudgetBar';
import { DetailsCard } from '../../../patterns/DetailsCard/DetailsCard';
import * as detailsStyles from '../../../patterns/DetailsCard/DetailsCard.css';
import type { SaveResult } from '../../../forms/submitResult';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages } from '../../../i18n/useMessages';
import { selectableClients } from './selectableClients';
import { messages } from './ProjectDetailsCard.messages';
import * as styles from './ProjectDetailsCard.css';

/** Props of {@link ProjectDetailsCard}. */
export interface ProjectDetailsCardProps {
  /** The project (`GET /api/projects/{id}`). */
  project: Project;
  /**
   * The organisation's clients (`GET /api/clients`). The dialog offers the active ones, plus the
   * project's own client while it is inactive.
   */
  clients: Client[];
  /** The signed-in user's date format (`User.dateformat`) for the dates on the card and in the dialog. Defaults to `DD-MM-YYYY`. */
  dateFormat?: DateFormat;
  /** The organisation's first day of the week (0 Sunday … 6 Saturday) for the date pickers' calendars. */
  firstDayOfWeek?: number | null;
  /**
   * Saves the edit dialog (`PUT /api/projects/{id}`): name, project number, client, description
   * (HTML), the dates (`YYYY-MM-DD`, `null` when empty) and the budget (`null` for none; its
   * thresholds kept as they are). Resolve to `undefined` on success (the
   * dialog closes; refresh `project` and show a snackbar), or to the 422 body: each field's first
   * error appears under it — an end date before the start date under `enddate` — and the dialog
   * keeps what was typed. Reject for unexpected failures.
   */
  onSave: (values: ProjectUpdate) => SaveResult;
  /** Heading level of the card's title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

/** Every field of the edit dialog, for server errors under the matching field. */
const FIELDS = ['name', 'projectnumber', 'client_id', 'description', 'startdate', 'enddate', 'budget.kind', 'budget.amount', 'budget.period', 'budget.thresholds'] as const;

const BOUNDS = schemaBounds.ProjectUpdate;

/** The dialog's values: the texts as typed, the client, the description as HTML, the dates as `YYYY-MM-DD`. */
type Draft = Pick<ProjectUpdate, 'client_id'> & {
  name: string;
  projectnumber: string;
  description: string;
  startdate: string | null;
  enddate: string | null;
  budgetKind: ProjectBudgetKind | 'none';
  /** The amount as typed, in the reader's notation. */
  budgetAmount: string;
  budgetPeriod: ProjectBudgetPeriod;
};

const draftOf = (project: Project, locale: string): Draft => ({
  name: project.name,
  projectnumber: project.projectnumber,
  client_id: project.client_id,
  description: project.description ?? '',
  startdate: project.startdate,
  enddate: project.enddate,
  budgetKind: project.budget?.kind ?? 'none',
  budgetAmount: project.budget ? displayDecimal(project.budget.amount, locale) : '',
  budgetPeriod: project.budget?.period ?? 'total',
});

/** The amount typed in either notation as the contract writes it; text that is no amount goes as typed, for the server's message. */
const amountOf = (text: string, locale: string): string => {
  const hundredths = parseMoney(text, locale);
  return hundredths === null ? text.trim() : decimalText(hundredths);
};

const valuesOf = (draft: Draft, project: Project, locale: string): ProjectUpdate => ({
  name: draft.name.trim(),
  projectnumber: draft.projectnumber.trim(),
  client_id: draft.client_id,
  description: draft.description,
  startdate: draft.startdate,
  enddate: draft.enddate,
  budget:
    draft.budgetKind === 'none'
      ? null
      : { kind: draft.budgetKind, amount: amountOf(draft.budgetAmount, locale), period: draft.budgetPeriod, ...(project.budget ? { thresholds: project.budget.thresholds } : {}) },
});

/**
 * A project's Details (/projects/{id} › Details): a card listing name, project number, client,
 * start and end date (in the user's date format), status, the budget and its use (`BudgetBar`)
 * and the description (rich text), and an edit button that opens a large dialog with all of them:
 * name, project number, client and description are required; a budget is none, hours or money,
 * for the whole project or per month.
 */
export function ProjectDetailsCard({ project, clients, dateFormat, firstDayOfWeek, onSave, headingLevel = 2 }: ProjectDetailsCardProps) {
  const t = useMessages(messages);
  const locale = useLocale();

  const clientItems = useMemo<SelectItem[]>(() => {
    const items: SelectItem[] = selectableClients(clients, project.client_id).map((client) => ({
      id: client.id,
      label: client.name,
      description: client.active ? undefined : t('inactive'),
    }));
    // The project's client is always offered, also when the list does not hold it.
    if (!items.some((item) => item.id === project.client_id)) items.unshift({ id: project.client_id, label: project.client.name });
    return items;
  }, [clients, project.client_id, project.client.name, t]);

  return (
    <DetailsCard<Draft>
      title={t('title')}
      headingLevel={headingLevel}
      items={[
        { id: 'name', label: t('name'), value: project.name },
        { id: 'projectnumber', label: t('projectnumber'), value: project.projectnumber },
        { id: 'client', label: t('client'), value: project.client.name },
        { id: 'startdate', label: t('startdate'), value: formatDate(project.startdate, dateFormat) },
        { id: 'enddate', label: t('enddate'), value: formatDate(project.enddate, dateFormat) },
        { id: 'status', label: t('status'), value: project.active ? t('active') : t('inactive') },
        { id: 'budget', label: t('budget'), value: <BudgetBar budget={project.budget} use={project.budget_use} /> },
        { id: 'description', label: t('description'), value: <HtmlContent html={project.description} className={styles.description} /> },
      ]}
      editLabel={t('edit')}
      dialogTitle={t('dialogTitle')}
      draftOf={() => draftOf(project, locale)}
      fields={FIELDS}
      onSave={(draft) => onSave(valuesOf(draft, project, locale))}
    >
      {(draft, set) => (
        <>
          <TextField
            name="name"
            label={t('name')}
            value={draft.name}
            onChange={set('name')}
            maxLength={BOUNDS.name.maxLength}
            isRequired
            autoFocus
          />
          <TextField
            name="projectnumber"
            label={t('projectnumber')}
            value={draft.projectnumber}
            onChange={set('projectnumber')}
            maxLength={BOUNDS.projectnumber.maxLength}
            isRequired
          />
          <Select
            className={detailsStyles.wide}
            name="client_id"
            label={t('client')}
            items={clientItems}
            selectedKey={draft.client_id}
            onSelectionChange={(key) => key != null && set('client_id')(Number(key))}
            isRequired
          />
          <DatePicker
            name="startdate"
            label={t('startdate')}
            value={draft.startdate}
            onChange={set('startdate')}
            dateFormat={dateFormat}
            firstDayOfWeek={firstDayOfWeek}
          />
          <DatePicker
            name="enddate"
            label={t('enddate')}
            value={draft.enddate}
            onChange={set('enddate')}
            dateFormat={dateFormat}
            firstDayOfWeek={firstDayOfWeek}
          />
          <Select
            name="budget.kind"
            label={t('budgetKind')}
            items={[
              { id: 'none', label: t('budgetNone') },
              { id: 'hours', label: t('budgetHours') },
              { id: 'money', label: t('budgetMoney') },
            ]}
            selectedKey={draft.budgetKind}
            onSelectionChange={(key) => key != null && set('budgetKind')(key as Draft['budgetKind'])}
          />
          {draft.budgetKind !== 'none' && (
            <>
              <TextField
                name="budget.amount"
                label={draft.budgetKind === 'hours' ? t('budgetAmountHours') : t('budgetAmountMoney')}
                value={draft.budgetAmount}
                onChange={set('budgetAmount')}
                inputMode="decimal"
                isRequired
              />
              <Select
                name="budget.period"
                label={t('budgetPeriod')}
                items={[
                  { id: 'total', label: t('budgetTotal') },
                  { id: 'month', label: t('budgetMonth') },
                ]}
                selectedKey={draft.budgetPeriod}
                onSelectionChange={(key) => key != null && set('budgetPeriod')(key as ProjectBudgetPeriod)}
              />
            </>
          )}
          <div className={detailsStyles.wide}>
            <RichTextEditor
              name="description"
              label={t('description')}
              value={draft.description}
              onChange={set('description')}
              isRequired
            />
          </div>
        </>
      )}
    </DetailsCard>
  );
}
