import type { KeysOf } from '../../../i18n/catalogue';
import type { MailTemplate, MailTemplates, MailTemplatesSave } from '@kwartier/api';
import { schemaBounds } from '@kwartier/api';
import { Fragment, useMemo } from 'react';
import { Card } from '../../../primitives/Card/Card';
import { TextArea } from '../../../primitives/TextArea/TextArea';
import { TextField } from '../../../primitives/TextField/TextField';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { LOCALES } from '../../../i18n/messages';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';
import { useDraft } from '../../../patterns/SubmissionForm/useDraft';
import { messages } from './MailTemplateSettings.messages';
import * as styles from './MailTemplateSettings.css';

/** Props of {@link MailTemplateSettings}. */
export interface MailTemplateSettingsProps {
  /** The organisation's templates (`GET /api/organization/get/mailtemplates`). */
  templates: MailTemplates;
  /**
   * Saves every template shown (`POST /api/organization/save/mailtemplates`, the save
   * convention): a 422 shows under its field (`templates.2.subject`); reload the templates
   * before resolving.
   */
  onSave: (values: MailTemplatesSave) => SaveResult;
  /** Heading level of the card's title: 2 (default) under the page heading, 3 inside a tab. */
  headingLevel?: 2 | 3 | 4;
}

const KINDS = ['invoice', 'reminder'] as const;
type Part = 'subject' | 'body';
const keyOf = (template: Pick<MailTemplate, 'kind' | 'locale'>, part: Part) => `${template.kind}_${template.locale}_${part}`;

/**
 * The organisation's mail templates (/settings › Invoices): subject and message of the invoice
 * mail and of the reminder mail, in English and in Dutch (an invoice's mail is in its language),
 * with the placeholders explained. A built-in text says so until it is changed. Each subject and
 * message must be filled in; Save stores all four.
 */
export function MailTemplateSettings({ templates, onSave, headingLevel = 2 }: MailTemplateSettingsProps) {
  const t = useMessages(messages);
  const ordered = useMemo(
    () => KINDS.flatMap((kind) => LOCALES.map((locale) => templates.templates.find((tpl) => tpl.kind === kind && tpl.locale === locale))).filter((tpl) => tpl !== undefined),
    [templates],
  );
  const draft = useDraft<Record<string, string>>(Object.fromEntries(ordered.flatMap((tpl) => [[keyOf(tpl, 'subject'), tpl.subject], [keyOf(tpl, 'body'), tpl.body]])));
  const fields = useMemo(() => ordered.flatMap((_, index) => [`templates.${index}.subject`, `templates.${index}.body`]), [ordered]);
  const submission = useFormSubmission<MailTemplatesSave>(onSave, fields);
  const emptyField = ordered.some((tpl) => draft.values[keyOf(tpl, 'subject')].trim() === '' || draft.values[keyOf(tpl, 'body')].trim() === '');

  const submit = async () => {
    const saved = await submission.submit({
      templates: ordered.map((tpl) => ({ kind: tpl.kind, locale: tpl.locale, subject: draft.values[keyOf(tpl, 'subject')].trim(), body: draft.values[keyOf(tpl, 'body')] })),
    });
    if (saved) draft.reset();
  };

  const KindHeading = `h${Math.min(headingLevel + 1, 4) as 3 | 4}` as const;

  return (
    <Card title={t('title')} headingLevel={headingLevel}>
      <SubmissionForm submission={submission} onSubmit={submit} submitLabel={t('save')} canSubmit={!emptyField}>
        <p className={styles.intro}>{t('intro')}</p>
        <ul className={styles.placeholders}>
          {templates.placeholders.map((name) => (
            <li key={name}>
              <code className={styles.code}>{`{${name}}`}</code> — {placeholderText(t, name)}
            </li>
          ))}
        </ul>
        {KINDS.map((kind) => (
          <Fragment key={kind}>
            <KindHeading className={styles.kind}>{t(kind === 'invoice' ? 'kind_invoice' : 'kind_reminder')}</KindHeading>
            {ordered
              .map((tpl, index) => ({ tpl, index }))
              .filter(({ tpl }) => tpl.kind === kind)
              .map(({ tpl, index }) => {
                const subjectKey = keyOf(tpl, 'subject');
                const bodyKey = keyOf(tpl, 'body');
                const language = t(tpl.locale === 'en' ? 'locale_en' : 'locale_nl');
                return (
                  <fieldset key={`${tpl.kind}-${tpl.locale}`} className={styles.template} lang={tpl.locale}>
                    <legend className={styles.legend}>{language}</legend>
                    {!tpl.customized && <p className={styles.hint}>{t('builtIn')}</p>}
                    <TextField
                      name={`templates.${index}.subject`}
                      label={t('subject')}
                      value={draft.values[subjectKey]}
                      onChange={draft.setter(subjectKey)}
                      maxLength={schemaBounds.MailTemplateInput.subject.maxLength}
                      errorMessage={draft.values[subjectKey].trim() === '' ? t('required') : undefined}
                      isRequired
                      autoComplete="off"
                    />
                    <TextArea
                      name={`templates.${index}.body`}
                      label={t('body')}
                      value={draft.values[bodyKey]}
                      onChange={draft.setter(bodyKey)}
                      maxLength={schemaBounds.MailTemplateInput.body.maxLength}
                      errorMessage={draft.values[bodyKey].trim() === '' ? t('required') : undefined}
                      rows={8}
                      isRequired
                    />
                  </fieldset>
                );
              })}
          </Fragment>
        ))}
      </SubmissionForm>
    </Card>
  );
}

function placeholderText(t: Translate<KeysOf<typeof messages>>, name: string): string {
  switch (name) {
    case 'number':
      return t('placeholder_number');
    case 'amount':
      return t('placeholder_amount');
    case 'outstanding':
      return t('placeholder_outstanding');
    case 'duedate':
      return t('placeholder_duedate');
    case 'organization':
      return t('placeholder_organization');
    case 'contact':
      return t('placeholder_contact');
    case 'client':
      return t('placeholder_client');
    default:
      return name;
  }
}
