import type { Organization } from '@kwartier/api';
import { useEffect, useId, useRef, useState } from 'react';
import * as fieldStyles from '../../../internal/styles/field.css';
import { Button } from '../../../primitives/Button/Button';
import { Card } from '../../../primitives/Card/Card';
import { AddIcon, DeleteIcon } from '../../../primitives/Icon/Icon';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { Link } from '../../../primitives/Link/Link';
import { EXTERNAL_SITE_REL, type ExternalHref } from '../../../primitives/Link/externalHref';
import { TextField } from '../../../primitives/TextField/TextField';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useMessages } from '../../../i18n/useMessages';
import { useSaveLabel } from '../../../patterns/settingsForm/options';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';
import { API_ORIGINS_LIMITS, originProblems, originsToSave, sentIndexes } from './apiOriginsRules';
import { messages } from './ApiAccessSettingsForm.messages';
import * as styles from './ApiAccessSettingsForm.css';

/** What {@link ApiAccessSettingsForm} saves: the origins allowed to call the API from a browser. */
export type ApiAccessSettings = Pick<Organization, 'api_origins'>;

/** Props of {@link ApiAccessSettingsForm}. */
export interface ApiAccessSettingsFormProps {
  /** The organisation's current origins (an `Organization` will do). */
  settings: ApiAccessSettings;
  /**
   * Saves (`POST api/organization/save/update` with `{ api_origins }`: trimmed, empty rows left
   * out). Resolve to `undefined` on success, or to the 422 body: an error of one origin
   * (`api_origins.1`) appears under its row, one of the whole list (`api_origins`) under the list,
   * anything else in an alert. Reject for unexpected failures.
   */
  onSave: (values: ApiAccessSettings) => SaveResult;
  /**
   * The API reference's address (the server's `/api/docs`, as an absolute URL): when given, the
   * card says where every call, the tokens, idempotency keys and limits are described, and links
   * to it (in a new tab).
   */
  referenceHref?: ExternalHref;
  /** Heading level of the card's title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

interface Row {
  id: number;
  value: string;
}

const FIELDS = ['api_origins', ...Array.from({ length: API_ORIGINS_LIMITS.maxCount }, (_, index) => `api_origins.${index}`)];

/**
 * API access (/settings › General): the origins (`https://reports.example.com`) whose web apps
 * may call the API from a browser (CORS), explained in a line. A row per origin, each with a
 * remove button, and Add origin (up to the contract's 20; the new row takes the focus). Each origin
 * is checked as the server does (the contract's pattern and length, each once, case ignored) with
 * its error under its row, and Save stays disabled while one is wrong; empty rows are left out.
 * With `referenceHref`, a link to the API reference.
 */
export function ApiAccessSettingsForm({ settings, onSave, referenceHref, headingLevel = 2 }: ApiAccessSettingsFormProps) {
  const t = useMessages(messages);
  const saveLabel = useSaveLabel();
  const labelId = useId();
  const hintId = useId();
  const listErrorId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const nextId = useRef(0);
  // The rows as edited; null shows the saved origins (so a reload after saving shows them at once).
  const [edited, setEdited] = useState<Row[] | null>(null);
  // After Add, the new row's field; after a removal, the field now in its place (or Add).
  const [focusTarget, setFocusTarget] = useState<{ row: number } | null>(null);
  const rows: Row[] = edited ?? settings.api_origins.map((value, index) => ({ id: -1 - index, value }));
  const values = rows.map((row) => row.value);
  const problems = originProblems(values);
  const sent = sentIndexes(values);
  const submission = useFormSubmission<ApiAccessSettings>(onSave, FIELDS);
  const listError = submission.fieldErrors.api_origins;
  const full = rows.length >= API_ORIGINS_LIMITS.maxCount;

  useEffect(() => {
    if (!focusTarget) return;
    const inputs = rootRef.current?.querySelectorAll<HTMLInputElement>('li input');
    const input = inputs?.[Math.min(focusTarget.row, inputs.length - 1)];
    (input ?? rootRef.current?.querySelector<HTMLButtonElement>('[data-add-origin]'))?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const change = (id: number, value: string) => setEdited(rows.map((row) => (row.id === id ? { ...row, value } : row)));
  const add = () => {
    setEdited([...rows, { id: nextId.current++, value: '' }]);
    setFocusTarget({ row: rows.length });
  };
  const remove = (id: number) => {
    const index = rows.findIndex((row) => row.id === id);
    setEdited(rows.filter((row) => row.id !== id));
    // The server's errors name rows by their place, which has just changed.
    submission.reset();
    setFocusTarget({ row: index });
  };
  const submit = async () => {
    if (problems.some((problem) => problem !== undefined)) return;
    if (await submission.submit({ api_origins: originsToSave(values) })) setEdited(null);
  };

  const problemText = (index: number) => {
    const problem = problems[index];
    if (problem === undefined) return undefined;
    return problem === 'tooLong' ? t('tooLong', { max: API_ORIGINS_LIMITS.maxLength }) : t(problem);
  };

  return (
    <Card title={t('title')} headingLevel={headingLevel}>
      <SubmissionForm submission={submission} onSubmit={submit} submitLabel={saveLabel} canSubmit={problems.every((problem) => problem === undefined)}>
        <p className={styles.intro}>{t('intro')}</p>
        {referenceHref && (
          <p className={styles.intro}>
            {t('reference')}{' '}
            <Link href={referenceHref} target="_blank" rel={EXTERNAL_SITE_REL}>
              {t('referenceLink')}
            </Link>
          </p>
        )}
        <div ref={rootRef} className={styles.origins}>
          <span id={labelId} className={fieldStyles.label}>
            {t('originsLabel')}
          </span>
          <p id={hintId} className={`${fieldStyles.description} ${styles.hint}`}>
            {t('originsHint', { max: API_ORIGINS_LIMITS.maxCount })}
          </p>
          {rows.length === 0 ? (
            <p className={styles.none}>{t('none')}</p>
          ) : (
            <ul className={styles.list} aria-labelledby={labelId} aria-describedby={listError ? listErrorId : undefined}>
              {rows.map((row, index) => {
                const number = index + 1;
                return (
                  <li key={row.id} className={styles.row}>
                    <TextField
                      className={styles.rowField}
                      name={sent[index] === undefined ? undefined : `api_origins.${sent[index]}`}
                      aria-label={t('originLabel', { number })}
                      aria-describedby={hintId}
                      value={row.value}
                      onChange={(value) => change(row.id, value)}
                      errorMessage={problemText(index)}
                      placeholder="https://"
                      inputMode="url"
                      autoComplete="off"
                      spellCheck="false"
                    />
                    <IconButton label={t('remove', { number })} icon={<DeleteIcon />} onPress={() => remove(row.id)} />
                  </li>
                );
              })}
            </ul>
          )}
          {listError && (
            <p id={listErrorId} className={`${fieldStyles.error} ${styles.hint}`}>
              {listError}
            </p>
          )}
          <Button className={styles.add} data-add-origin onPress={add} isDisabled={full}>
            <AddIcon size={20} />
            {t('add')}
          </Button>
        </div>
      </SubmissionForm>
    </Card>
  );
}
