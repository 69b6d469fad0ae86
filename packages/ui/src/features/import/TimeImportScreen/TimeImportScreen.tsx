import type { TimeImport, TimeImportProgress, TimeImportStart } from '@kwartier/api';
import { useId, useState, type Key } from 'react';
import { Heading } from 'react-aria-components';
import { isValidationFailure, splitValidationFailure, type SaveResult } from '../../../forms/submitResult';
import { useFileUpload } from '../../../forms/useFileUpload';
import { formatDate } from '../../../i18n/formatDate';
import { formatDuration } from '../../../i18n/formatDuration';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages } from '../../../i18n/useMessages';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { Checkbox } from '../../../primitives/Checkbox/Checkbox';
import { DatePicker } from '../../../primitives/DatePicker/DatePicker';
import { ProgressBar } from '../../../primitives/ProgressBar/ProgressBar';
import { Select, type SelectItem } from '../../../primitives/Select/Select';
import { FileDropZone } from '../../../patterns/FileDropZone/FileDropZone';
import { PageHeader } from '../../../patterns/PageHeader/PageHeader';
import { messages } from './TimeImportScreen.messages';
import * as styles from './TimeImportScreen.css';

/** The file types the picker offers: CSV (a dropped file of another type is sent as well). */
const CSV_TYPES = ['.csv', 'text/csv'] as const;

/** Props of {@link TimeImportScreen}. */
export interface TimeImportScreenProps {
  /** The uploaded file's preview (`POST /api/imports`), or null before a file is chosen. Remount (`key`) for another import. */
  preview: TimeImport | null;
  /** The import's progress once started (`start`, then each `continue`); null before. */
  progress: TimeImportProgress | null;
  /** The user's date format (`DD-MM-YYYY`, …). */
  dateformat?: string | null;
  /** Uploads the chosen file; resolves nothing on success (the app passes the preview), or the 422 body (shown under the drop zone). */
  onUpload: (file: File) => SaveResult;
  /** Starts the import with the chosen mapping and imports every batch, passing the progress meanwhile; resolves when done, or to the 422 body. */
  onStart: (choices: TimeImportStart) => SaveResult;
  /** Back to choosing a file. */
  onReset: () => void;
}

const CREATE = 'new';
const SKIP = 'skip';

type Choice = number | null;

/** The chosen id per source key, from the preview's proposals. */
function initial<T extends { key: string }>(list: T[], idOf: (item: T) => number | null): Record<string, Choice> {
  return Object.fromEntries(list.map((item) => [item.key, idOf(item)]));
}

const asChoice = (key: Key | null): Choice => (key === null || key === CREATE || key === SKIP ? null : Number(key));

/**
 * The time import (Settings › Import): choose a CSV export of Toggl Track, Clockify or Harvest
 * (a button, or a file dropped on the zone), then map the file's people, clients, projects and
 * tasks to Kwartier's (or create new ones), leave projects or dates out, import with a progress
 * bar, and see what was imported and which rows were skipped and why. Keyboard: every step is
 * buttons, checkboxes, selects and date fields.
 */
export function TimeImportScreen({ preview, progress, dateformat, onUpload, onStart, onReset }: TimeImportScreenProps) {
  const t = useMessages(messages);
  const titleId = useId();
  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <PageHeader title={t('title')} titleId={titleId} description={t('intro')} />
      {!preview ? (
        <UploadStep onUpload={onUpload} />
      ) : progress && progress.status !== 'preview' ? (
        <ProgressStep progress={progress} onReset={onReset} />
      ) : (
        <MappingStep preview={preview} dateformat={dateformat} onStart={onStart} onReset={onReset} />
      )}
    </section>
  );
}

function UploadStep({ onUpload }: Pick<TimeImportScreenProps, 'onUpload'>) {
  const t = useMessages(messages);
  const { send, pending, error, errorId } = useFileUpload(onUpload, t('failed'));

  return (
    <>
      <FileDropZone
        layout="stacked"
        label={t('dropLabel')}
        chooseLabel={t('choose')}
        acceptedFileTypes={CSV_TYPES}
        onFile={send}
        pending={pending}
        describedBy={error ? errorId : undefined}
      />
      <div aria-live="polite">
        {pending && <p className={styles.text}>{t('uploading')}</p>}
        {error && (
          <p id={errorId} className={styles.text} role="alert">
            {error}
          </p>
        )}
      </div>
    </>
  );
}

function MappingStep({ preview, dateformat, onStart, onReset }: Pick<TimeImportScreenProps, 'dateformat' | 'onStart' | 'onReset'> & { preview: TimeImport }) {
  const t = useMessages(messages);
  const catalogue = preview.targets;
  const [users, setUsers] = useState(() => initial(preview.users, (u) => u.user_id));
  const [clients, setClients] = useState(() => initial(preview.clients, (c) => c.client_id));
  const [projects, setProjects] = useState(() => initial(preview.projects, (p) => p.project_id));
  const [tasks, setTasks] = useState(() => initial(preview.tasks, (task) => task.activity_id));
  const [included, setIncluded] = useState<Record<string, boolean>>(() => Object.fromEntries(preview.projects.map((p) => [p.key, true])));
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [toError, setToError] = useState<string | undefined>(undefined);
  const [clientError, setClientError] = useState<string | undefined>(undefined);

  const projectName = new Map(preview.projects.map((p) => [p.key, p.name]));
  const clientOptions: SelectItem[] = [{ id: CREATE, label: t('createNew') }, ...catalogue.clients.map((c) => ({ id: c.id, label: c.name }))];
  const clientName = new Map(catalogue.clients.map((c) => [c.id, c.name]));
  const projectOptions: SelectItem[] = [
    { id: CREATE, label: t('createNew') },
    ...catalogue.projects.map((p) => ({ id: p.id, label: p.name, description: clientName.get(p.client_id) })),
  ];
  const kwartierProject = new Map(catalogue.projects.map((p) => [p.id, p.name]));
  // A task goes only to an activity of its own billable state (the server refuses another).
  const activityOptions = (billable: boolean): SelectItem[] => [
    { id: CREATE, label: t('createNew') },
    ...catalogue.activities.filter((a) => a.billable === billable).map((a) => ({ id: a.id, label: a.name, description: kwartierProject.get(a.project_id) })),
  ];
  const memberOptions: SelectItem[] = [{ id: SKIP, label: t('skipRows') }, ...catalogue.members.map((m) => ({ id: m.id, label: m.name }))];
  const selectedRows = preview.projects.filter((p) => included[p.key]).reduce((sum, p) => sum + p.rows, 0);
  /**
   * The rows without a client need one chosen when a project of theirs is to be created: an
   * included project going to "Create new" with a task going to "Create new" (the server never
   * creates a client for them).
   */
  const clientRequired = (client: TimeImport['clients'][number]) =>
    client.clientless &&
    preview.projects.some(
      (p) => p.client_key === client.key && included[p.key] && projects[p.key] === null && preview.tasks.some((task) => task.project_key === p.key && tasks[task.key] === null),
    );
  const missingClient = preview.clients.some((client) => clientRequired(client) && clients[client.key] === null);

  const start = async () => {
    if (pending) return;
    setPending(true);
    setFormError(null);
    setToError(undefined);
    setClientError(undefined);
    if (missingClient) {
      setClientError(t('clientRequired'));
      setPending(false);
      return;
    }
    try {
      const result = await onStart({
        users: preview.users.map((u) => ({ key: u.key, user_id: users[u.key] })),
        clients: preview.clients.map((c) => ({ key: c.key, client_id: clients[c.key] })),
        projects: preview.projects.map((p) => ({ key: p.key, project_id: projects[p.key], include: included[p.key] })),
        tasks: preview.tasks.map((task) => ({ key: task.key, activity_id: tasks[task.key] })),
        from,
        to,
      });
      if (isValidationFailure(result)) {
        const { fieldErrors, formError: rest } = splitValidationFailure(result, ['to', 'clients']);
        setToError(fieldErrors.to);
        setClientError(fieldErrors.clients);
        setFormError(rest);
      }
    } catch {
      setFormError(t('failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <div>
        <p className={styles.text}>
          {t('summary', { file: preview.filename, format: t(`format_${preview.format}`), rows: preview.rows })}
        </p>
        {preview.firstdate && preview.lastdate && (
          <p className={styles.text}>{t('period', { first: formatDate(preview.firstdate, dateformat), last: formatDate(preview.lastdate, dateformat) })}</p>
        )}
      </div>
      <PreviewTable preview={preview} dateformat={dateformat} />
      {preview.invalidcount > 0 && (
        <Alert tone="info">
          {t('invalid', { count: preview.invalidcount })}
          <ul className={styles.list}>
            {preview.invalid.slice(0, 10).map((problem) => (
              <li key={problem.row}>{t('rowProblem', { row: problem.row, message: problem.message })}</li>
            ))}
          </ul>
        </Alert>
      )}
      {formError && <Alert onDismiss={() => setFormError(null)}>{formError}</Alert>}

      <section className={styles.section} aria-labelledby={`${preview.id}-people`}>
        <Heading level={2} id={`${preview.id}-people`} className={styles.sectionTitle}>
          {t('people')}
        </Heading>
        <p className={styles.hint}>{t('peopleHint')}</p>
        <div className={styles.grid}>
          {preview.users.map((user) => (
            <Select
              key={user.key}
              label={t('mapTo', { name: user.name })}
              description={user.email ?? undefined}
              items={memberOptions}
              selectedKey={users[user.key] ?? SKIP}
              onSelectionChange={(key) => setUsers((all) => ({ ...all, [user.key]: asChoice(key) }))}
            />
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby={`${preview.id}-projects`}>
        <Heading level={2} id={`${preview.id}-projects`} className={styles.sectionTitle}>
          {t('projects')}
        </Heading>
        <p className={styles.hint}>{t('projectsHint')}</p>
        <div className={styles.grid}>
          {preview.projects.map((project) => (
            <div key={project.key} className={styles.project}>
              <Checkbox isSelected={included[project.key]} onChange={(isSelected) => setIncluded((all) => ({ ...all, [project.key]: isSelected }))}>
                {t('includeProject', { name: project.name, rows: project.rows })}
              </Checkbox>
              <Select
                label={t('mapTo', { name: project.name })}
                items={projectOptions}
                isDisabled={!included[project.key]}
                selectedKey={projects[project.key] ?? CREATE}
                onSelectionChange={(key) => setProjects((all) => ({ ...all, [project.key]: asChoice(key) }))}
              />
            </div>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby={`${preview.id}-clients`}>
        <Heading level={2} id={`${preview.id}-clients`} className={styles.sectionTitle}>
          {t('clients')}
        </Heading>
        <div className={styles.grid}>
          {preview.clients.map((client) => {
            // A client-less group's choice is required: no "Create new", an error under it while none is chosen.
            const required = clientRequired(client);
            return (
              <Select
                key={client.key}
                label={t('mapTo', { name: client.name })}
                description={client.clientless ? t('clientlessHint') : undefined}
                items={client.clientless ? clientOptions.filter((option) => option.id !== CREATE) : clientOptions}
                placeholder={client.clientless ? t('chooseClient') : undefined}
                isRequired={required}
                errorMessage={required && clients[client.key] === null ? clientError : undefined}
                selectedKey={clients[client.key] ?? (client.clientless ? null : CREATE)}
                onSelectionChange={(key) => {
                  setClients((all) => ({ ...all, [client.key]: asChoice(key) }));
                  setClientError(undefined);
                }}
              />
            );
          })}
        </div>
      </section>

      <section className={styles.section} aria-labelledby={`${preview.id}-tasks`}>
        <Heading level={2} id={`${preview.id}-tasks`} className={styles.sectionTitle}>
          {t('tasks')}
        </Heading>
        <p className={styles.hint}>{t('tasksHint')}</p>
        <div className={styles.grid}>
          {preview.tasks.map((task) => (
            <Select
              key={task.key}
              label={t('mapTo', { name: t('taskOf', { task: task.name, project: projectName.get(task.project_key) ?? '', billable: task.billable ? 'yes' : 'no' }) })}
              items={activityOptions(task.billable)}
              isDisabled={!included[task.project_key]}
              selectedKey={tasks[task.key] ?? CREATE}
              onSelectionChange={(key) => setTasks((all) => ({ ...all, [task.key]: asChoice(key) }))}
            />
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby={`${preview.id}-range`}>
        <Heading level={2} id={`${preview.id}-range`} className={styles.sectionTitle}>
          {t('range')}
        </Heading>
        <p className={styles.hint}>{t('rangeHint')}</p>
        <div className={styles.dates}>
          <DatePicker label={t('from')} value={from} onChange={setFrom} />
          <DatePicker label={t('to')} value={to} onChange={setTo} errorMessage={toError} />
        </div>
      </section>

      <div className={styles.actions}>
        <Button variant="primary" isPending={pending} isDisabled={selectedRows === 0} onPress={() => void start()}>
          {t('start')}
        </Button>
        <Button variant="secondary" isDisabled={pending} onPress={onReset}>
          {t('another')}
        </Button>
      </div>
    </>
  );
}

/** The first rows the file holds as they will be imported (the server sends at most 50), with how many more there are. */
function PreviewTable({ preview, dateformat }: { preview: TimeImport; dateformat?: string | null }) {
  const t = useMessages(messages);
  const locale = useLocale();
  const readable = preview.rows - preview.invalidcount;
  const more = readable - preview.previewrows.length;
  if (preview.previewrows.length === 0) return null;
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('previewCaption', { count: preview.previewrows.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('colDate')}</th>
            <th scope="col">{t('colMember')}</th>
            <th scope="col">{t('colClient')}</th>
            <th scope="col">{t('colProject')}</th>
            <th scope="col">{t('colTask')}</th>
            <th scope="col" className={styles.number}>
              {t('colDuration')}
            </th>
            <th scope="col">{t('colBillable')}</th>
            <th scope="col">{t('colInvoiced')}</th>
          </tr>
        </thead>
        <tbody>
          {preview.previewrows.map((row) => (
            <tr key={row.row}>
              <td data-label={t('colDate')}>{formatDate(row.date, dateformat)}</td>
              <td data-label={t('colMember')}>{row.user_name}</td>
              <td data-label={t('colClient')}>{row.client}</td>
              <td data-label={t('colProject')}>{row.project}</td>
              <td data-label={t('colTask')}>{row.task}</td>
              <td data-label={t('colDuration')} className={styles.number}>
                {formatDuration(row.minutes, 'clock', locale)}
              </td>
              <td data-label={t('colBillable')}>{yesNo(row.billable ?? true)}</td>
              <td data-label={t('colInvoiced')}>{yesNo(row.invoiced)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {more > 0 && <p className={styles.text}>{t('moreRows', { count: more })}</p>}
    </div>
  );
}

function ProgressStep({ progress, onReset }: { progress: TimeImportProgress; onReset: () => void }) {
  const t = useMessages(messages);
  const headingId = useId();
  if (progress.status === 'running') {
    return (
      <div className={styles.section}>
        <ProgressBar label={t('importing')} value={progress.done} minValue={0} maxValue={Math.max(progress.total, 1)} />
        <p className={styles.text} aria-live="polite">
          {t('progress', { done: progress.done, total: progress.total })}
        </p>
      </div>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} id={headingId} className={styles.sectionTitle}>
        {t('done')}
      </Heading>
      <div role="status">
        <ul className={styles.list}>
          <li>{t('imported', { count: progress.imported })}</li>
          {progress.alreadyimported > 0 && <li>{t('already', { count: progress.alreadyimported })}</li>}
          {progress.skippedcount > 0 && <li>{t('skipped', { count: progress.skippedcount })}</li>}
        </ul>
      </div>
      {progress.skipped.length > 0 && (
        <>
          <Heading level={3} className={styles.sectionTitle}>
            {t('skippedList')}
          </Heading>
          <ul className={styles.list}>
            {progress.skipped.map((problem) => (
              <li key={problem.row}>{t('rowProblem', { row: problem.row, message: problem.message })}</li>
            ))}
            {progress.skippedcount > progress.skipped.length && <li>{t('moreSkipped', { count: progress.skippedcount - progress.skipped.length })}</li>}
          </ul>
        </>
      )}
      <div className={styles.actions}>
        <Button variant="primary" onPress={onReset}>
          {t('importAnother')}
        </Button>
      </div>
    </section>
  );
}
