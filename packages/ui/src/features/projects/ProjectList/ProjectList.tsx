import type { KeysOf } from '../../../i18n/catalogue';
import { schemaBounds, type Client, type Project, type ProjectCreate } from '@kwartier/api';
import { useMemo, useState } from 'react';
import { Select } from '../../../primitives/Select/Select';
import { TextField } from '../../../primitives/TextField/TextField';
import { TruncatedText } from '../../../primitives/TruncatedText/TruncatedText';
import { createColumnHelper } from '../../../primitives/Table/Table';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { useFormDialog } from '../../../patterns/FormDialog/useFormDialog';
import { RecordList, RecordNameLink } from '../../../patterns/RecordList/RecordList';
import type { SaveResult } from '../../../forms/submitResult';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { selectableClients } from '../ProjectDetailsCard/selectableClients';
import { BudgetFields, useBudgetCheck } from '../BudgetFields/BudgetFields';
import { BUDGET_FIELDS, budgetDraftOf, budgetInputOf, type BudgetDraft } from '../BudgetFields/budgetDraft';
import { useLocale } from '../../../i18n/I18nProvider';
import { messages } from './ProjectList.messages';
import * as styles from './ProjectList.css';
import type { AppHref } from '../../../primitives/Link/appHref';

/** Props of {@link ProjectList}. */
export interface ProjectListProps {
  /** All projects of the organisation (`GET /api/projects`), active and inactive; the list filters them itself. */
  projects: Project[];
  /** The organisation's clients (`GET /api/clients`); the add dialog offers the active ones. */
  clients: Client[];
  /** Link target of a project's name, e.g. `(id) => '/projects/' + id`. */
  projectHref: (id: Project['id']) => AppHref;
  /** The signed-in user's date format (`User.dateformat`) for the end date. Defaults to `DD-MM-YYYY`. */
  dateFormat?: DateFormat;
  /**
   * The number offered for a new project, the next in the organisation's series
   * (`GET /api/organization/get/nextprojectnumber`): the add dialog opens with it filled in and
   * says so under the field; the user may type any other. Without it the field starts empty.
   */
  suggestedProjectNumber?: string;
  /**
   * Creates a project from the add dialog (`POST /api/projects`) with name, project number,
   * client and budget (`null` for none; description and dates are filled in later, on the
   * project's page). Resolve to `undefined` on success (the dialog closes and clears; refresh
   * `projects` and show a snackbar, or go to the new project), or to the 422 body: `errors.name`,
   * `errors.projectnumber`, `errors.client_id` and the budget's (`errors['budget.amount']`…)
   * appear under those fields and the dialog keeps what was typed. Reject for unexpected failures.
   */
  onCreate: (values: ProjectCreate) => SaveResult;
  /**
   * Flips a project's active flag (`POST /api/projects/toggle/active`). The switch ignores further
   * flips until the promise settles; refresh `projects` afterwards. Failures are not shown.
   */
  onToggleActive: (project: Project) => SaveResult;
  /**
   * Deletes an inactive project after the user confirmed (`DELETE /api/projects/{id}`). The
   * confirmation closes when the promise resolves to `undefined` (refresh `projects` first); it
   * stays open showing the refusal when it resolves to a 409 body (time is registered on it), or
   * a general message when it rejects.
   */
  onDelete: (project: Project) => SaveResult;
  /** While the projects load: placeholder rows and a busy table. */
  isLoading?: boolean;
  /** Whether 'show inactive' starts checked. Defaults to false. */
  defaultShowInactive?: boolean;
  /** Initial search text. */
  defaultSearch?: string;
}

type MessageKey = KeysOf<typeof messages>;

/** The add dialog's values: the texts as typed, the chosen client and the budget. */
interface Draft {
  name: string;
  projectnumber: string;
  client_id: number | null;
  budget: BudgetDraft;
}

const EMPTY: Draft = { name: '', projectnumber: '', client_id: null, budget: budgetDraftOf(null, 'en') };
const FIELDS = ['name', 'projectnumber', 'client_id', ...BUDGET_FIELDS] as const;
const BOUNDS = schemaBounds.ProjectCreate;

const column = createColumnHelper<Project>();

function projectColumns(t: Translate<MessageKey>, dateFormat: DateFormat | undefined) {
  return [
    column.accessor('name', {
      header: () => t('nameColumn'),
      cell: ({ row }) => <RecordNameLink record={row.original} />,
      meta: { isRowHeader: true },
    }),
    column.accessor('projectnumber', { header: () => t('projectnumberColumn') }),
    column.accessor((project) => project.client.name, {
      id: 'client',
      header: () => t('clientColumn'),
      cell: ({ getValue }) => <TruncatedText>{getValue()}</TruncatedText>,
    }),
    column.accessor('enddate', {
      header: () => t('enddateColumn'),
      cell: ({ getValue }) => formatDate(getValue(), dateFormat),
      meta: { width: '128px' },
    }),
    column.accessor((project) => project.budget_use?.percent ?? -1, {
      id: 'budget',
      header: () => t('budgetColumn'),
      cell: ({ row: { original: project } }) => {
        const use = project.budget_use;
        if (use === null) return null;
        return use.over_budget ? (
          <span className={styles.overBudget}>{t('budgetOver', { percent: use.percent })}</span>
        ) : (
          t('budgetUsed', { percent: use.percent })
        );
      },
      meta: { align: 'end', width: '176px' },
    }),
  ];
}

/** Search matches the name, the project number and the client's name. */
const searchTexts = (project: Project) => [project.name, project.projectnumber, project.client.name];

/**
 * The projects screen (/projects, a RecordList): search (name, project number or client), 'Show
 * inactive', an 'Add project' dialog (name, project number — the suggested next one filled in — and
 * an active client), and a table of
 * name (link), project number, client, end date (in the user's date format), how much of its
 * budget's current period is used ('82% used'; over budget said in words, not by colour alone;
 * empty without a budget), active switch and — on inactive rows only — delete after a confirmation.
 */
export function ProjectList({
  projects,
  clients,
  projectHref,
  dateFormat,
  suggestedProjectNumber,
  onCreate,
  onToggleActive,
  onDelete,
  isLoading,
  defaultShowInactive = false,
  defaultSearch = '',
}: ProjectListProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const budgetCheck = useBudgetCheck();
  const dialog = useFormDialog<Draft>(EMPTY, FIELDS);
  // Said under their fields before anything is sent: the call needs a client, and thresholds it takes.
  const [formProblems, setFormProblems] = useState<Record<string, string>>({});
  const serverErrors = dialog.dialogProps.validationErrors;
  // One object while neither changes: the form shows these errors again only when they are new.
  const errors = useMemo(() => ({ ...serverErrors, ...formProblems }), [serverErrors, formProblems]);

  const columns = useMemo(() => projectColumns(t, dateFormat), [t, dateFormat]);
  const recordHref = useMemo(() => (project: Project) => projectHref(project.id), [projectHref]);
  const clientItems = useMemo(
    () => selectableClients(clients, null).map((client) => ({ id: client.id, label: client.name })),
    [clients],
  );
  const hasClients = clientItems.length > 0;

  const openAdd = () => {
    setFormProblems({});
    dialog.open({ ...EMPTY, projectnumber: suggestedProjectNumber ?? '' });
  };

  const save = () => {
    const { name, projectnumber, client_id, budget } = dialog.draft;
    const thresholds = budgetCheck(budget);
    const problems = {
      ...(client_id == null ? { client_id: t('clientRequired') } : {}),
      ...(thresholds ? { 'budget.thresholds': thresholds } : {}),
    };
    setFormProblems(problems);
    if (client_id == null || thresholds) return;
    void dialog.save(() => onCreate({ name: name.trim(), projectnumber: projectnumber.trim(), client_id, budget: budgetInputOf(budget, locale) }));
  };

  return (
    <RecordList<Project>
      title={t('title')}
      records={projects}
      columns={columns}
      searchTexts={searchTexts}
      recordHref={recordHref}
      emptyText={t('empty')}
      addLabel={t('addProject')}
      onAdd={openAdd}
      onToggleActive={onToggleActive}
      onDelete={onDelete}
      confirmTitle={t('confirmTitle')}
      confirmBody={(project) => t('confirmBody', { name: project.name })}
      isLoading={isLoading}
      defaultShowInactive={defaultShowInactive}
      defaultSearch={defaultSearch}
    >
      <FormDialog
        title={t('addProject')}
        {...dialog.dialogProps}
        validationErrors={errors}
        onSave={save}
        isSaveDisabled={!hasClients}
      >
        <p className={styles.dialogDescription}>{t('dialogDescription')}</p>
        <TextField
          name="name"
          label={t('name')}
          value={dialog.draft.name}
          onChange={dialog.set('name')}
          maxLength={BOUNDS.name.maxLength}
          isRequired
          autoFocus
        />
        <TextField
          name="projectnumber"
          label={t('projectnumber')}
          value={dialog.draft.projectnumber}
          onChange={dialog.set('projectnumber')}
          maxLength={BOUNDS.projectnumber.maxLength}
          description={suggestedProjectNumber ? t('projectnumberSuggested') : undefined}
          isRequired
        />
        <Select
          name="client_id"
          label={t('client')}
          items={clientItems}
          selectedKey={dialog.draft.client_id}
          onSelectionChange={(key) => dialog.set('client_id')(key == null ? null : Number(key))}
          isDisabled={!hasClients}
          description={hasClients ? undefined : t('noClients')}
          isRequired
        />
        <BudgetFields value={dialog.draft.budget} onChange={dialog.set('budget')} />
      </FormDialog>
    </RecordList>
  );
}
