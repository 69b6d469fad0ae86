import type { WeekApproval as WeekApprovalState } from '@kwartier/api';
import { useState } from 'react';
import { isValidationFailure, type SaveResult } from '../../../forms/submitResult';
import { useMessages } from '../../../i18n/useMessages';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import * as styles from './WeekApproval.css';
import { messages } from './WeekApproval.messages';

/** Props of {@link WeekApproval}. */
export interface WeekApprovalProps {
  /** The week's approval state (`WeekData.approval`); nothing is shown while it is absent (approval off). */
  approval: WeekApprovalState | undefined;
  /**
   * Submits the week (`POST /api/time/submit`); the owner replaces the week with the answer.
   * Resolve to nothing on success or to a refusal with a `message` (a 409), which is shown;
   * reject for unexpected failures (a general message is shown).
   */
  onSubmit: () => SaveResult;
}

/**
 * The approval bar above the week grid: an open week offers Submit week; a
 * submitted or approved week says so (its cells are read-only, with their reason); a rejected
 * week shows the administrator's comment and offers Submit again.
 */
export function WeekApproval({ approval, onSubmit }: WeekApprovalProps) {
  const t = useMessages(messages);
  const [isPending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!approval) return null;
  const { status, comment } = approval;
  const canSubmit = status === 'open' || status === 'rejected';

  const submit = async () => {
    setPending(true);
    setRefusal(null);
    try {
      const result = await onSubmit();
      if (isValidationFailure(result)) setRefusal(result.message ?? t('failed'));
    } catch {
      setRefusal(t('failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-label={t('label')} className={styles.root}>
      <div className={styles.text}>
        <Alert tone={status === 'approved' ? 'success' : 'info'}>
          <p className={styles.line}>{t(status)}</p>
          {status === 'rejected' && comment && <p className={styles.line}>{t('comment', { comment })}</p>}
        </Alert>
        {refusal && <Alert>{refusal}</Alert>}
      </div>
      {canSubmit && (
        <Button variant="primary" isPending={isPending} onPress={() => void submit()}>
          {status === 'rejected' ? t('resubmit') : t('submit')}
        </Button>
      )}
    </section>
  );
}
