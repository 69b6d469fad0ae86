import type { SingleSignOn, SingleSignOnSave } from '@kwartier/api';
import { useId, useState } from 'react';
import * as fieldStyles from '../../../internal/styles/field.css';
import { Button } from '../../../primitives/Button/Button';
import { Card } from '../../../primitives/Card/Card';
import { CopyButton } from '../../../patterns/copy/CopyButton';
import { PasswordField } from '../../../primitives/PasswordField/PasswordField';
import { Switch } from '../../../primitives/Switch/Switch';
import { TextField } from '../../../primitives/TextField/TextField';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useMessages } from '../../../i18n/useMessages';
import { ConfirmDialog } from '../../../patterns/ConfirmDialog/ConfirmDialog';
import { useSaveLabel } from '../../../patterns/settingsForm/options';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';
import { useDraft } from '../../../patterns/SubmissionForm/useDraft';
import { messages } from './SingleSignOnSettings.messages';
import * as styles from './SingleSignOnSettings.css';

/** Props of {@link SingleSignOnSettings}. */
export interface SingleSignOnSettingsProps {
  /** The organisation's connection (`GET api/organization/sso`), or `null` when it has none (404). */
  settings: SingleSignOn | null;
  /**
   * The redirect URI to register at the provider (`<APP_URL>/login/sso/callback`): shown with a
   * copy button. The connection's `callback_url` once connected.
   */
  callbackUrl: string;
  /**
   * Saves (`PUT api/organization/sso`; `client_secret` left out when the field is empty, so the
   * stored one stays). Resolve to `undefined` on success, or to the 422 body: errors of `issuer`
   * (a failed discovery too), `client_id`, `client_secret` and `domains` (or one domain,
   * `domains.1`) appear under their fields. Reject for unexpected failures.
   */
  onSave: (values: SingleSignOnSave) => SaveResult;
  /** Disconnects (`DELETE api/organization/sso`) after a confirmation; shown once connected. */
  onDisconnect: () => SaveResult;
  /** Heading level of the card's title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

const FIELDS = ['issuer', 'client_id', 'client_secret', 'domains', 'join_by_domain', 'required'] as const;

/** The typed domains ("example.org, example.nl" or one per line), each once, in order. */
export function domainsOf(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((domain) => domain.trim()).filter((domain) => domain !== ''))];
}

/**
 * Single sign-on (/settings › General): connects the organisation to an OpenID Connect provider —
 * its issuer (found by discovery when saving), the client id and the client secret (write-only:
 * once stored, leave it empty to keep it) — with the redirect URI to register at the provider and
 * a copy button; the organisation's email domains, whether a new person with a verified address
 * of one of them joins as a member, and whether members must sign in through the provider (admins
 * keep their password). Server errors appear under their fields (a failed discovery under the
 * issuer). Once connected, Disconnect asks for a confirmation first.
 */
export function SingleSignOnSettings({ settings, callbackUrl, onSave, onDisconnect, headingLevel = 2 }: SingleSignOnSettingsProps) {
  const t = useMessages(messages);
  const saveLabel = useSaveLabel();
  const draft = useDraft({
    issuer: settings?.issuer ?? '',
    clientId: settings?.client_id ?? '',
    clientSecret: '',
    domains: settings?.domains.join(', ') ?? '',
    joinByDomain: settings?.join_by_domain ?? false,
    required: settings?.required ?? false,
  });
  const values = draft.values;
  const submission = useFormSubmission<SingleSignOnSave>(onSave, FIELDS);
  const [confirming, setConfirming] = useState(false);
  const joinHintId = useId();
  const requiredHintId = useId();
  const secretStored = settings?.client_secret_set ?? false;
  const domains = domainsOf(values.domains);
  const domainsError = values.joinByDomain && domains.length === 0 ? t('domainsNeeded') : undefined;
  const canSubmit =
    values.issuer.trim() !== '' && values.clientId.trim() !== '' && (secretStored || values.clientSecret !== '') && domainsError === undefined;

  const submit = async () => {
    if (!canSubmit) return;
    const saved = await submission.submit({
      issuer: values.issuer.trim(),
      client_id: values.clientId.trim(),
      ...(values.clientSecret === '' ? {} : { client_secret: values.clientSecret }),
      domains,
      join_by_domain: values.joinByDomain,
      required: values.required,
    });
    if (saved) draft.reset();
  };

  return (
    <Card title={t('title')} headingLevel={headingLevel}>
      <SubmissionForm submission={submission} onSubmit={submit} submitLabel={saveLabel} canSubmit={canSubmit}>
        <p className={styles.intro}>{t('intro')}</p>
        <div className={styles.redirect}>
          <span className={fieldStyles.label}>{t('redirectLabel')}</span>
          <p className={`${fieldStyles.description} ${styles.intro}`}>{t('redirectHint')}</p>
          <div className={styles.redirectRow}>
            <code className={styles.redirectUri}>{callbackUrl}</code>
            <CopyButton text={callbackUrl} label={t('copy')} aria-label={t('copyRedirect')} copied={t('copied')} copyFailed={t('copyFailed')} />
          </div>
        </div>
        <TextField
          name="issuer"
          label={t('issuer')}
          description={t('issuerHint')}
          value={values.issuer}
          onChange={draft.setter('issuer')}
          placeholder="https://"
          inputMode="url"
          autoComplete="off"
          spellCheck="false"
          isRequired
        />
        <TextField
          name="client_id"
          label={t('clientId')}
          value={values.clientId}
          onChange={draft.setter('clientId')}
          autoComplete="off"
          spellCheck="false"
          isRequired
        />
        <PasswordField
          name="client_secret"
          label={t('clientSecret')}
          description={secretStored ? t('clientSecretKeep') : t('clientSecretHint')}
          value={values.clientSecret}
          onChange={draft.setter('clientSecret')}
          autoComplete="off"
          isRequired={!secretStored}
        />
        <TextField
          name="domains"
          label={t('domains')}
          description={t('domainsHint')}
          value={values.domains}
          onChange={draft.setter('domains')}
          errorMessage={domainsError}
          placeholder="example.org"
          autoComplete="off"
          spellCheck="false"
        />
        <div>
          <Switch name="join_by_domain" isSelected={values.joinByDomain} onChange={draft.setter('joinByDomain')} aria-describedby={joinHintId}>
            {t('joinByDomain')}
          </Switch>
          <p id={joinHintId} className={fieldStyles.description}>
            {t('joinByDomainHint')}
          </p>
        </div>
        <div>
          <Switch name="required" isSelected={values.required} onChange={draft.setter('required')} aria-describedby={requiredHintId}>
            {t('required')}
          </Switch>
          <p id={requiredHintId} className={fieldStyles.description}>
            {t('requiredHint')}
          </p>
        </div>
      </SubmissionForm>
      {settings && (
        <div className={styles.disconnect}>
          <Button variant="danger" onPress={() => setConfirming(true)}>
            {t('disconnect')}
          </Button>
          <ConfirmDialog
            title={t('disconnectTitle')}
            isOpen={confirming}
            onOpenChange={setConfirming}
            confirmLabel={t('disconnect')}
            onConfirm={async () => {
              const result = await onDisconnect();
              if (result === undefined) draft.reset();
              return result;
            }}
          >
            {t('disconnectText')}
          </ConfirmDialog>
        </div>
      )}
    </Card>
  );
}
