import type { TwoFactorConfirm, TwoFactorDisable, TwoFactorSetup } from '@kwartier/api';
import { useId, useState } from 'react';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { PasswordField } from '../../../primitives/PasswordField/PasswordField';
import { TextField } from '../../../primitives/TextField/TextField';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useMessages } from '../../../i18n/useMessages';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';
import { messages } from './TwoFactorPanel.messages';
import * as styles from './TwoFactorPanel.css';

/** Props of {@link TwoFactorPanel}. */
export interface TwoFactorPanelProps {
  /** Whether two-factor sign-in is on (`User.two_factor_enabled`). */
  enabled: boolean;
  /** The organisation requires it of this admin (`User.two_factor_setup_required`): a notice says so. */
  required?: boolean;
  /** A setup begun (`POST /api/user/twofactor/setup`): its QR code and secret are shown with the code field. */
  setup?: TwoFactorSetup | null;
  /** The recovery codes just answered by the confirmation: shown once, with 'Download as text'. */
  recoveryCodes?: readonly string[] | null;
  /** 'Set up two-factor sign-in': start a setup (then pass `setup`). Same convention as every save. */
  onStartSetup: () => SaveResult;
  /** Confirms the setup with a code (`POST /api/user/twofactor/confirm`); errors under `code`. Then pass `recoveryCodes` and `enabled`. */
  onConfirm: (values: TwoFactorConfirm) => SaveResult;
  /** Leaves the setup without turning it on (forget `setup`). */
  onCancelSetup: () => void;
  /** 'I have saved them': the recovery codes are no longer shown (forget `recoveryCodes`). */
  onRecoveryCodesSaved: () => void;
  /** Turns it off with password and code (`POST /api/user/twofactor/disable`); errors under `password` and `code`. */
  onDisable: (values: TwoFactorDisable) => SaveResult;
  /** Heading level of the title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

const CODE_FIELDS = ['code'] as const;
const DISABLE_FIELDS = ['password', 'code'] as const;
/** The name of the downloaded file of recovery codes. */
export const RECOVERY_CODES_FILE = 'kwartier-recovery-codes.txt';

/**
 * My profile › Two-factor: off → 'Set up' → the QR code (and the secret as text, to type) with a
 * code field → the ten recovery codes, shown once, with 'Download as text' → on, with 'Turn off'
 * (password and a code). Pure: the screen passes the state and the calls.
 */
export function TwoFactorPanel({
  enabled,
  required = false,
  setup,
  recoveryCodes,
  onStartSetup,
  onConfirm,
  onCancelSetup,
  onRecoveryCodesSaved,
  onDisable,
  headingLevel = 2,
}: TwoFactorPanelProps) {
  const t = useMessages(messages);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  let body;
  if (recoveryCodes && recoveryCodes.length > 0) body = <RecoveryCodes codes={recoveryCodes} onSaved={onRecoveryCodesSaved} />;
  else if (setup && !enabled) body = <SetupStep setup={setup} onConfirm={onConfirm} onCancel={onCancelSetup} />;
  else if (enabled) body = <DisableForm onDisable={onDisable} />;
  else body = <StartSetup onStart={onStartSetup} />;

  return (
    <section aria-labelledby={titleId} className={styles.root}>
      <Heading id={titleId} className={styles.title}>
        {t('title')}
      </Heading>
      <p className={styles.intro}>{t('intro')}</p>
      {required && !enabled && <Alert tone="info">{t('required')}</Alert>}
      <p className={styles.status}>{enabled ? t('statusOn') : t('statusOff')}</p>
      {body}
    </section>
  );
}

function StartSetup({ onStart }: { onStart: () => SaveResult }) {
  const t = useMessages(messages);
  const submission = useFormSubmission<null>(() => onStart(), []);
  return (
    <SubmissionForm submission={submission} onSubmit={() => submission.submit(null)} submitLabel={t('setUp')}>
      {null}
    </SubmissionForm>
  );
}

function SetupStep({ setup, onConfirm, onCancel }: { setup: TwoFactorSetup; onConfirm: TwoFactorPanelProps['onConfirm']; onCancel: () => void }) {
  const t = useMessages(messages);
  const [code, setCode] = useState('');
  const submission = useFormSubmission<TwoFactorConfirm>(onConfirm, CODE_FIELDS);
  return (
    <div className={styles.setup}>
      <ol className={styles.steps}>
        <li>{t('scan')}</li>
        <li>{t('enterCode')}</li>
      </ol>
      <img className={styles.qr} src={setup.qr_code} alt={t('qrAlt')} width={200} height={200} />
      <p className={styles.secretLine}>
        {t('secretText')} <code className={styles.secret}>{setup.secret}</code>
      </p>
      <SubmissionForm
        submission={submission}
        onSubmit={() => submission.submit({ code: code.trim() })}
        submitLabel={t('confirm')}
        canSubmit={code.trim() !== ''}
        secondaryAction={
          <Button variant="quiet" onPress={onCancel}>
            {t('cancel')}
          </Button>
        }
      >
        <TextField name="code" label={t('code')} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={setCode} isRequired />
      </SubmissionForm>
    </div>
  );
}

function RecoveryCodes({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  const t = useMessages(messages);
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${t('fileHeading')}\n\n${codes.join('\n')}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = RECOVERY_CODES_FILE;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className={styles.setup}>
      <Alert tone="success">{t('nowOn')}</Alert>
      <p>{t('recoveryIntro')}</p>
      <ul className={styles.codes} aria-label={t('recoveryCodes')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button onPress={download}>{t('download')}</Button>
        <Button variant="primary" onPress={onSaved}>
          {t('saved')}
        </Button>
      </div>
    </div>
  );
}

function DisableForm({ onDisable }: { onDisable: TwoFactorPanelProps['onDisable'] }) {
  const t = useMessages(messages);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const submission = useFormSubmission<TwoFactorDisable>(onDisable, DISABLE_FIELDS);
  return (
    <SubmissionForm
      submission={submission}
      onSubmit={() => submission.submit({ password, code: code.trim() })}
      submitLabel={t('turnOff')}
      canSubmit={password !== '' && code.trim() !== ''}
    >
      <p className={styles.intro}>{t('turnOffIntro')}</p>
      <PasswordField name="password" label={t('password')} autoComplete="current-password" value={password} onChange={setPassword} isRequired />
      <TextField name="code" label={t('codeOrRecovery')} autoComplete="one-time-code" value={code} onChange={setCode} isRequired />
    </SubmissionForm>
  );
}
