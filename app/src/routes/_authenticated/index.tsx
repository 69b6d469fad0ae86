import { PageHeader, useMessages } from '@kwartier/ui';
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '../../document';
import { messages } from '../../messages';

/** Placeholder until the dashboard issue: the page exists so the guard and shell can be used. */
export const Route = createFileRoute('/_authenticated/')({ component: DashboardPage });

function DashboardPage() {
  const t = useMessages(messages);
  useDocumentTitle(t('dashboard'));
  return <PageHeader title={t('dashboard')} description={t('dashboardComing')} />;
}
