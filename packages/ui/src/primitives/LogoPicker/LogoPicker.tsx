import { useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FileTrigger, FormValidationContext } from 'react-aria-components';
import { Button } from '../Button/Button';
import { useMessages } from '../../i18n/useMessages';
import * as fieldStyles from '../../internal/styles/field.css';
import { UploadIcon } from './LogoPickerIcons';
import { isLogoFile, LOGO_FILE_TYPES } from './logoFile';
import { messages } from './LogoPicker.messages';
import * as styles from './LogoPicker.css';

/** Props of {@link LogoPicker}. */
export interface LogoPickerProps {
  /**
   * Called with the chosen file once it is a PNG or JPEG; upload it (`POST
   * api/organization/save/logo`, field `logo`). Other files are refused with a message under the
   * field and are not passed on.
   */
  onSelect: (file: File) => void;
  /** While true (uploading) the button shows a spinner and cannot open the file dialog. */
  isPending?: boolean;
  /** Disables the button. */
  isDisabled?: boolean;
  /**
   * The server's error for the upload (e.g. `errors.logo[0]`), shown under the field. An error
   * given to an enclosing `<Form validationErrors>` under `name` is shown the same way. It is
   * hidden once the user chooses another file.
   */
  errorMessage?: string | null;
  /** Key of this field's error in an enclosing `<Form validationErrors>`. Defaults to `'logo'`. */
  name?: string;
  /** Address of the organisation's logo now (`/logo/{uuid}`), shown above the button. */
  currentLogoUrl?: string | null;
  /** Visible label. Defaults to 'Logo' in the interface language. */
  label?: ReactNode;
  /** Help text under the button. Defaults to 'Select a PNG or JPG file' in the interface language. */
  description?: ReactNode;
  /** Extra class on the outer element. */
  className?: string;
}

/** First message of a server error value (a string or the API's list of strings). */
function firstMessage(value: string | string[] | null | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : null;
}

/**
 * The organisation logo picker (Organization › Logo): the current logo, a button that
 * opens the file dialog for PNG and JPG files, the chosen file's name and a preview, and errors
 * under the field. Keyboard: Tab to the button, Enter or Space opens the file dialog.
 */
export function LogoPicker({
  onSelect,
  isPending = false,
  isDisabled = false,
  errorMessage,
  name = 'logo',
  currentLogoUrl,
  label,
  description,
  className,
}: LogoPickerProps) {
  const t = useMessages(messages);
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const fileId = `${id}-file`;
  const errorId = `${id}-error`;

  const [file, setFile] = useState<File | null>(null);
  const [refusedName, setRefusedName] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  const formErrors = useContext(FormValidationContext);
  const serverError = firstMessage(errorMessage) ?? firstMessage(formErrors?.[name]);
  // A server error belongs to the file that was uploaded; choosing another file hides it until
  // the server answers again (a new message, or the end of the next upload).
  const [dismissedError, setDismissedError] = useState<string | null>(null);
  useEffect(() => setDismissedError(null), [serverError]);
  const wasPending = useRef(isPending);
  useEffect(() => {
    if (wasPending.current && !isPending) setDismissedError(null);
    wasPending.current = isPending;
  }, [isPending]);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreviewUrl(null);
    };
  }, [file]);

  const choose = (files: FileList | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    setDismissedError(serverError);
    if (!isLogoFile(chosen)) {
      setRefusedName(chosen.name);
      return;
    }
    setRefusedName(null);
    setFile(chosen);
    onSelect(chosen);
  };

  const error = refusedName != null ? t('invalidType', { name: refusedName }) : serverError !== dismissedError ? serverError : null;

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={className ? `${styles.picker} ${className}` : styles.picker}
      data-invalid={error ? true : undefined}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label ?? t('label')}
      </span>
      {previewUrl ? (
        <img src={previewUrl} alt={t('chosenLogo')} className={styles.preview} />
      ) : (
        currentLogoUrl && <img src={currentLogoUrl} alt={t('currentLogo')} className={styles.preview} />
      )}
      <div className={styles.row}>
        <FileTrigger acceptedFileTypes={LOGO_FILE_TYPES} onSelect={choose}>
          <Button
            variant="secondary"
            isPending={isPending}
            isDisabled={isDisabled}
            aria-describedby={[hintId, fileId, error ? errorId : null].filter(Boolean).join(' ')}
          >
            <UploadIcon size={20} />
            {t('chooseFile')}
          </Button>
        </FileTrigger>
        {/* Announced when a file is chosen, so a screen reader user hears which one. */}
        <span id={fileId} className={file ? styles.fileName : `${styles.fileName} ${styles.noFile}`} aria-live="polite">
          {file ? file.name : t('noFile')}
        </span>
      </div>
      <span id={hintId} className={fieldStyles.description}>
        {description ?? t('hint')}
      </span>
      <div aria-live="polite">
        {error && (
          <span id={errorId} className={fieldStyles.error}>
            {error}
          </span>
        )}
      </div>
    </div>
  );
}
