import type { BankStatementImport } from '@kwartier/api';
import type { SaveResult } from '../../../forms/submitResult';
import { useFileUpload } from '../../../forms/useFileUpload';
import { useMessages } from '../../../i18n/useMessages';
import { FileDropZone } from '../../../patterns/FileDropZone/FileDropZone';
import { Alert } from '../../../primitives/Alert/Alert';
import { messages } from './BankStatementUpload.messages';
import * as styles from './BankStatementUpload.css';

/** The file types a bank exports statements in: CAMT.053 XML, MT940 (`.sta`, `.940`, `.txt`). */
export const BANK_STATEMENT_TYPES = ['.xml', '.sta', '.940', '.txt', 'application/xml', 'text/xml', 'text/plain'] as const;

/** Props of {@link BankStatementUpload}. */
export interface BankStatementUploadProps {
  /**
   * Uploads the chosen or dropped file (`POST /api/bank/statements`) under the save convention:
   * resolves `undefined` once read (pass its answer as `result` and refresh the entries), or the
   * 413/422 body, whose message shows under the control; rejects for the unexpected.
   */
  onUpload: (file: File) => SaveResult;
  /** What the last upload held and kept (its answer), shown under the control; null before one. */
  result?: BankStatementImport | null;
}

/**
 * Uploads a bank statement: a button to choose the file, or a file dropped on the zone
 * (CAMT.053 XML or MT940). Says what the upload kept — how many incoming payments are new, how
 * many were kept by an earlier upload, how many debits were left out — or why the file was
 * refused, under the control.
 */
export function BankStatementUpload({ onUpload, result = null }: BankStatementUploadProps) {
  const t = useMessages(messages);
  const { send, pending, error, errorId } = useFileUpload(onUpload, t('failed'));

  return (
    <div className={styles.root}>
      <FileDropZone
        label={t('dropLabel')}
        chooseLabel={t('choose')}
        acceptedFileTypes={BANK_STATEMENT_TYPES}
        onFile={send}
        pending={pending}
        describedBy={error ? errorId : undefined}
      />
      <div aria-live="polite">
        {pending && <p className={styles.text}>{t('uploading')}</p>}
        {!pending && error && (
          <p id={errorId} className={styles.text} role="alert">
            {error}
          </p>
        )}
        {!pending && !error && result && (
          <Alert tone="success">
            {t('result', { format: result.format === 'camt053' ? t('camt053') : t('mt940'), new: result.new, known: result.known, ignored: result.ignored })}
          </Alert>
        )}
      </div>
    </div>
  );
}
