import type { MyAccountDeletion, MyAccountDeletionInfo, MyDataFormat } from '@kwartier/api';
import { useId, useState } from 'react';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { PasswordField } from '../../../primitives/PasswordField/PasswordField';
import { Select } from '../../../primitives/Select/Select';
import { ToggleButtonGroup } from '../../../primitives/ToggleButtonGroup/ToggleButtonGroup';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { useFormDialog } from '../../../patterns/FormDialog/useFormDialog';
import type { SaveResult } from '../../../forms/submitResult';
import { useMessages } from '../../../i18n/useMessages';
import { messages } from './MyData.messages';
import * as styles from './MyData.css';

/** Props of {@link MyData}. */
export interface MyDataProps {
  /**
   * Downloads everything about the user (`GET /api/user/export?format=…`) and saves the file.
   * While its Promise runs the pressed button shows a spinner; a rejection shows a message.
   */
  onDownload: (format: MyDataFormat) => Promise<void>;
  /**
   * What deleting the account asks (`GET /api/user/deletion`): whether the user is the last
   * admin and who can take over. Undefined while it is read (Delete waits for it).
   */
  deletion: MyAccountDeletionInfo | undefined;
  /**
   * Deletes the account (`POST /api/user/delete`) with the password and, for the last admin,
   * `successor_id` or `delete_organization: true`. Resolve to `undefined` on success (the session
   * has ended: go to the login page with a notice), or to the 422 body: errors for password and
   * successor_id appear under those fields, others above them. Reject for the unexpected.
   */
  onDelete: (values: MyAccountDeletion) => SaveResult;
  /** Heading level of the section titles: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

type Choice = 'successor' | 'organization';
interface Draft {
  password: string;
  choice: Choice;
  successor: number | null;
}

const FIELDS = ['password', 'successor_id', 'delete_organization'] as const;

/**
 * My profile › My data: download everything Kwartier holds about the user as JSON or CSV, and
 * delete the account. Delete asks the password in a dialog; the organisation's last admin also
 * chooses between making another member admin and deleting the whole organisation (only the
 * latter when nobody can take over), with a warning that nothing of it is kept.
 */
export function MyData({ onDownload, deletion, onDelete, headingLevel = 2 }: MyDataProps) {
  const t = useMessages(messages);
  const Heading = `h${headingLevel}` as const;
  const downloadId = useId();
  const deleteId = useId();
  const [downloading, setDownloading] = useState<MyDataFormat | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const dialog = useFormDialog<Draft>({ password: '', choice: 'successor', successor: null }, FIELDS);
  const lastAdmin = deletion?.last_admin ?? false;
  const successors = deletion?.successors ?? [];
  const choice: Choice = lastAdmin && successors.length === 0 ? 'organization' : dialog.draft.choice;

  const download = async (format: MyDataFormat) => {
    setDownloading(format);
    setDownloadFailed(false);
    try {
      await onDownload(format);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(null);
    }
  };

  const values = (): MyAccountDeletion => {
    const { password, successor } = dialog.draft;
    if (!lastAdmin) return { password };
    return choice === 'organization' ? { password, delete_organization: true } : { password, successor_id: successor };
  };
  const canDelete = dialog.draft.password !== '' && (!lastAdmin || choice === 'organization' || dialog.draft.successor !== null);

  return (
    <div className={styles.root}>
      <section className={styles.section} aria-labelledby={downloadId}>
        <Heading id={downloadId} className={styles.title}>
          {t('downloadTitle')}
        </Heading>
        <p className={styles.intro}>{t('downloadIntro')}</p>
        {downloadFailed && (
          <Alert tone="error" onDismiss={() => setDownloadFailed(false)}>
            {t('downloadFailed')}
          </Alert>
        )}
        <div className={styles.actions}>
          {(['json', 'csv'] as const).map((format) => (
            <Button
              key={format}
              isPending={downloading === format}
              isDisabled={downloading !== null && downloading !== format}
              onPress={() => void download(format)}
            >
              {t(format === 'json' ? 'downloadJson' : 'downloadCsv')}
            </Button>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby={deleteId}>
        <Heading id={deleteId} className={styles.title}>
          {t('deleteTitle')}
        </Heading>
        <p className={styles.intro}>{t('deleteIntro')}</p>
        <Button
          variant="danger"
          isDisabled={deletion === undefined}
          onPress={() => dialog.open({ password: '', choice: 'successor', successor: successors[0]?.id ?? null })}
        >
          {t('deleteButton')}
        </Button>
      </section>

      <FormDialog
        title={t('dialogTitle')}
        {...dialog.dialogProps}
        onSave={() => void dialog.save(() => onDelete(values()))}
        isSaveDisabled={!canDelete}
        saveLabel={lastAdmin && choice === 'organization' ? t('confirmWithOrganization') : t('confirm')}
      >
        <p className={styles.dialogText}>{t('dialogBody')}</p>
        {lastAdmin && (
          <>
            <p className={styles.dialogText}>{t('lastAdmin')}</p>
            {successors.length > 0 ? (
              <ToggleButtonGroup<Choice>
                label={t('choice')}
                items={[
                  { id: 'successor', label: t('choiceSuccessor') },
                  { id: 'organization', label: t('choiceOrganization') },
                ]}
                selectedKey={choice}
                onSelectionChange={dialog.set('choice')}
              />
            ) : (
              <p className={styles.dialogText}>{t('noSuccessors')}</p>
            )}
            {choice === 'successor' ? (
              <Select
                name="successor_id"
                label={t('successor')}
                items={successors.map((member) => ({ id: member.id, label: member.name }))}
                selectedKey={dialog.draft.successor}
                onSelectionChange={(key) => dialog.set('successor')(key === null ? null : Number(key))}
                isRequired
              />
            ) : (
              <Alert tone="error">{t('organizationWarning')}</Alert>
            )}
          </>
        )}
        <PasswordField
          name="password"
          label={t('password')}
          description={t('passwordHint')}
          autoComplete="current-password"
          value={dialog.draft.password}
          onChange={dialog.set('password')}
          isRequired
          autoFocus
        />
      </FormDialog>
    </div>
  );
}
