import type { OrganizationSettingsUpdate } from '@kwartier/api';
import {
  GeneralSettingsForm,
  InvoiceSettingsForm,
  SettingsTabs,
  ThemeSettingsForm,
  useMessages,
  useSnackbar,
} from '@kwartier/ui';
import { useLoaderData, useRouter } from '@tanstack/react-router';
import { api } from '../api';
import { messages } from '../messages';
import { submitResult } from '../submit';

export function SettingsPage() {
  const { organization } = useLoaderData({ from: '/authenticated' });
  const router = useRouter();
  const snackbar = useSnackbar();
  const t = useMessages(messages);
  if (!organization) return null;

  // SPEC §7 'updateOrganizationSettings': after a save the organisation is loaded again, so the
  // shell takes the new colours, first day of the week and name at once.
  const save = async (body: OrganizationSettingsUpdate) => {
    const result = await submitResult(api.POST('/api/organization/save/update', { body }));
    if (!result) {
      await router.invalidate();
      snackbar.success(t('settingsSaved'));
    }
    return result;
  };

  return (
    <SettingsTabs
      general={<GeneralSettingsForm settings={organization} onSave={save} />}
      theme={<ThemeSettingsForm colors={organization} organizationName={organization.name} onSave={save} />}
      invoices={<InvoiceSettingsForm settings={organization} onSave={save} />}
    />
  );
}
