import { useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { TextField } from '../../../primitives/TextField/TextField';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useMessages } from '../../../i18n/useMessages';
import { AuthCard } from '../../../patterns/AuthCard/AuthCard';
import * as styles from '../../../patterns/AuthCard/AuthCard.css';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';
import { messages } from './TwoFactorCodeForm.messages';

/** What {@link TwoFactorCodeForm} submits: a code of the authenticator app, or a recovery code. */
export type TwoFactorCodeValues = { code: string } | { recovery_code: string };

/** Props of {@link TwoFactorCodeForm}. */
export interface TwoFactorCodeFormProps {
  /**
   * Sends the code with the pending sign-in (`POST /login/twofactor`). Resolve to `undefined` on
   * success (then navigate to `/`), or to the 422 body: the first `errors.code` message appears
   * under the field. Reject for unexpected failures (a generic alert).
   */
  onSubmit: (values: TwoFactorCodeValues) => SaveResult;
  /** Back to the password (e.g. the pending sign-in expired). */
  onCancel?: () => void;
}

const FIELDS = ['code'] as const;

/**
 * Sign-in's second step: the 6-digit code of the authenticator app, or — after 'Use a recovery
 * code' — one of the recovery codes. Verify stays disabled while the field is empty.
 */
export function TwoFactorCodeForm({ onSubmit, onCancel }: TwoFactorCodeFormProps) {
  const t = useMessages(messages);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const submission = useFormSubmission<{ code: string }>(
    (values) => onSubmit(recovery ? { recovery_code: values.code } : { code: values.code }),
    FIELDS,
  );
  const canSubmit = code.trim() !== '';
  const submit = () => {
    void submission.submit({ code: code.trim() });
  };
  const switchKind = () => {
    setRecovery((was) => !was);
    setCode('');
  };

  return (
    <AuthCard title={t('title')}>
      <p>{recovery ? t('recoveryIntro') : t('intro')}</p>
      <SubmissionForm
        submission={submission}
        onSubmit={submit}
        submitLabel={t('verify')}
        canSubmit={canSubmit}
        className={styles.form}
        actionsClassName={styles.actions}
        secondaryAction={
          <Button variant="quiet" onPress={switchKind}>
            {recovery ? t('useCode') : t('useRecoveryCode')}
          </Button>
        }
        footer={
          onCancel && (
            <p className={styles.signUp}>
              <Button variant="quiet" onPress={onCancel}>
                {t('back')}
              </Button>
            </p>
          )
        }
      >
        {recovery ? (
          <TextField key="recovery" name="code" label={t('recoveryCode')} autoComplete="off" value={code} onChange={setCode} isRequired autoFocus />
        ) : (
          <TextField
            key="code"
            name="code"
            label={t('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={setCode}
            isRequired
            autoFocus
          />
        )}
      </SubmissionForm>
    </AuthCard>
  );
}
