import { PageHeader, useMessages } from '@kwartier/ui';
import { messages } from '../messages';

/** Placeholder until the dashboard issue: the page exists so the guard and shell can be used. */
export function DashboardPage() {
  const t = useMessages(messages);
  return <PageHeader title={t('dashboard')} description={t('dashboardComing')} />;
}
