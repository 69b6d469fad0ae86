import { ForgotPasswordForm, useMessages } from '@kwartier/ui';
import { createFileRoute } from '@tanstack/react-router';
import { api } from '../../api';
import { useDocumentTitle } from '../../document';
import { messages } from '../../messages';
import { submitResult } from '../../submit';

export const Route = createFileRoute('/_public/forgotpassword')({ component: ForgotPasswordPage });

function ForgotPasswordPage() {
  const t = useMessages(messages);
  useDocumentTitle(t('forgotPassword'));
  return <ForgotPasswordForm onSubmit={(body) => submitResult(api.POST('/password/email', { body }))} />;
}
