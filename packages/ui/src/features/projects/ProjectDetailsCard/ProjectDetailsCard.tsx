import { schemaBounds, type Client, type Project, type ProjectUpdate } from '@kwartier/api';
import { useMemo } from 'react';
import { DatePicker } from '../../../primitives/DatePicker/DatePicker';
import { HtmlContent } from '../../../primitives/HtmlContent/HtmlContent';
import { RichTextEditor } from '../../../primitives/RichTextEditor/RichTextEditor';
import { Select, type SelectItem } from '../../../primitives/Select/Select';
import { TextField } from '../../../primitives/TextField/TextField';
import { BudgetBar } from '../../../patterns/BudgetBar/BudgetBar';
import { BudgetFields, useBudgetCheck } from '../BudgetFields/BudgetFields';
import { BUDGET_FIELDS, budgetDraftOf, budgetInputOf, type BudgetDraft } from '../BudgetFields/budgetDraft';
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
   * (HTML), the dates (`YYYY-MM-DD`, `null` when empty) and the budget (`null` for none) with
   * the percentages at which admins are mailed. Resolve to `undefined` on success (the
   * dialog closes; refresh `project` and show a snackbar), or to the 422 body: each field's first
   * error appears under it — an end date before the start date under `enddate` — and the dialog
   * keeps what was typed. Reject for unexpected failures.
   */
  onSave: (values: ProjectUpdate) => SaveResult;
  /** Heading level of the card's title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

/** Every field of the edit dialog, for server errors under the matching field. */
const FIELDS = ['name', 'projectnumber', 'client_id', 'description', 'startdate', 'enddate', ...BUDGET_FIELDS] as const;

const BOUNDS = schemaBounds.ProjectUpdate;

/** The dialog's values: the texts as typed, the client, the description as HTML, the dates as `YYYY-MM-DD`. */
type Draft = Pick<ProjectUpdate, 'client_id'> & {
  name: string;
  projectnumber: string;
  description: string;
  startdate: string | null;
  enddate: string | null;
  budget: BudgetDraft;
};

const draftOf = (project: Project, locale: string): Draft => ({
  name: project.name,
  projectnumber: project.projectnumber,
  client_id: project.client_id,
  description: project.description ?? '',
  startdate: project.startdate,
  enddate: project.enddate,
  budget: budgetDraftOf(project.budget, locale),
});

const valuesOf = (draft: Draft, locale: string): ProjectUpdate => ({
  name: draft.name.trim(),
  projectnumber: draft.projectnumber.trim(),
  client_id: draft.client_id,
  description: draft.description,
  startdate: draft.startdate,
  enddate: draft.enddate,
  budget: budgetInputOf(draft.budget, locale),
});

/**
 * A project's Details (/projects/{id} › Details): a card listing name, project number, client,
 * start and end date (in the user's date format), status, the budget and its use (`BudgetBar`)
 * and the description (rich text), and an edit button that opens a large dialog with all of them:
 * name, project number, client and description are required; a budget is none, hours or money,
 * for the whole project or per month, with the percentages at which admins are mailed.
 */
export function ProjectDetailsCard({ project, clients, dateFormat, firstDayOfWeek, onSave, headingLevel = 2 }: ProjectDetailsCardProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const budgetCheck = useBudgetCheck();

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
        { id: 'budget', label: t('budget'), value: <BudgetBar budget={project.budget} use={project.budget_use} currency={project.currency} /> },
        { id: 'description', label: t('description'), value: <HtmlContent html={project.description} className={styles.description} /> },
      ]}
      editLabel={t('edit')}
      dialogTitle={t('dialogTitle')}
      draftOf={() => draftOf(project, locale)}
      fields={FIELDS}
      validate={(draft) => {
        const thresholds = budgetCheck(draft.budget);
        return thresholds ? { 'budget.thresholds': thresholds } : {};
      }}
      onSave={(draft) => onSave(valuesOf(draft, locale))}
    >
      {(draft, set, errors) => (
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
          <BudgetFields value={draft.budget} onChange={set('budget')} thresholdsError={errors['budget.thresholds']} />
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
