import { uploadTimeImport, type TimeImport, type TimeImportProgress, type TimeImportStart } from '@kwartier/api';
import { TimeImportScreen, useMessages } from '@kwartier/ui';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../../api';
import { useDocumentTitle } from '../../../document';
import { messages } from '../../../messages';
import { expectOk, submitResult } from '../../../submit';

const authenticated = getRouteApi('/_authenticated');

/**
 * /import: time from a Toggl Track, Clockify or Harvest CSV export. The upload answers the
 * preview (with the records to map to); start fixes the mapping, then the page calls continue
 * until the import is done, each batch one request (retried with its Idempotency-Key, applied
 * once), passing the progress to the progress bar.
 */
export const Route = createFileRoute('/_authenticated/_admin/import')({
  component: ImportPage,
});

function ImportPage() {
  const { user } = authenticated.useRouteContext();
  const t = useMessages(messages);
  useDocumentTitle(t('import'));
  const [preview, setPreview] = useState<TimeImport | null>(null);
  const [progress, setProgress] = useState<TimeImportProgress | null>(null);

  const onUpload = async (file: File) => {
    const call = uploadTimeImport(api, file);
    const { response, data } = await call;
    if (response.status === 413) {
      const body = (await call).error as { message?: string } | undefined;
      return { message: body?.message ?? '', errors: { file: [body?.message ?? ''] } };
    }
    const result = await submitResult(call);
    if (!result && data) {
      setProgress(null);
      setPreview(data);
    }
    return result;
  };

  const onStart = async (choices: TimeImportStart) => {
    if (!preview) return undefined;
    const path = { params: { path: { id: preview.id } } };
    const call = api.POST('/api/imports/{id}/start', { ...path, body: choices });
    const result = await submitResult(call);
    if (result) return result;
    let current = (await call).data!;
    setProgress(current);
    while (current.status === 'running') {
      current = (await expectOk(api.POST('/api/imports/{id}/continue', path)))!;
      setProgress(current);
    }
    return undefined;
  };

  return (
    <TimeImportScreen
      key={preview?.id ?? 'new'}
      preview={preview}
      progress={progress}
      dateformat={user.dateformat}
      onUpload={onUpload}
      onStart={onStart}
      onReset={() => {
        setPreview(null);
        setProgress(null);
      }}
    />
  );
}
