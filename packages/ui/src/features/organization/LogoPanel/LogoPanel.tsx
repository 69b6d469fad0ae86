import { Card } from '../../../primitives/Card/Card';
import { LogoPicker } from '../../../primitives/LogoPicker/LogoPicker';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useMessages } from '../../../i18n/useMessages';
import { messages } from './LogoPanel.messages';

/** Props of {@link LogoPanel}. */
export interface LogoPanelProps {
  /** Address of the current logo (`Organization.logo_url`, `/logo/{uuid}?v=…`), or `null` when none was uploaded. */
  logoUrl: string | null;
  /**
   * Uploads the chosen PNG or JPEG (`POST api/organization/save/logo`, field `logo`; other files
   * never reach it). Resolve to `undefined` on success (refresh `logoUrl`, so the side navigation
   * shows it too, and show a snackbar), or to the 422 body: `errors.logo` — or the `message` —
   * appears under the picker. Reject for unexpected failures (a generic message appears there).
   */
  onUpload: (file: File) => SaveResult;
  /** Heading level of the card's title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

const FIELDS = ['logo'] as const;

/**
 * The organisation's logo (/organization › Logo): the current logo and a file picker for
 * PNG or JPG files ('Select a PNG or JPG file') that uploads at once, with a spinner while it runs
 * and the server's refusal under the field.
 */
export function LogoPanel({ logoUrl, onUpload, headingLevel = 2 }: LogoPanelProps) {
  const t = useMessages(messages);
  const upload = useFormSubmission<File>(onUpload, FIELDS);
  // One field: whatever the server says about the upload belongs under it.
  const error = upload.fieldErrors.logo ?? upload.formError;
  return (
    <Card title={t('title')} headingLevel={headingLevel}>
      <LogoPicker
        label={t('picker')}
        currentLogoUrl={logoUrl}
        onSelect={(file) => void upload.submit(file)}
        isPending={upload.isSubmitting}
        errorMessage={error}
      />
    </Card>
  );
}
