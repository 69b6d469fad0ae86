import type { OrganizationSettingsUpdate } from '@kwartier/api';
import {
  ApiAccessSettingsForm,
  ExpenseCategories,
  GeneralSettingsForm,
  InvoiceSettingsForm,
  MailTemplateSettings,
  ReminderSettingsForm,
  SettingsTabs,
  SingleSignOnSettings,
  ThemeSettingsForm,
  TimeSettingsForm,
  useMessages,
  type SettingsTab,
} from '@kwartier/ui';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { api, apiReferenceHref } from '../../../api';
import { useDocumentTitle } from '../../../document';
import { load, loadOrNull } from '../../../load';
import { messages } from '../../../messages';
import { savedMessages } from '../../../saved.messages';
import { useSave } from '../../../save';
import { tabSearch } from '../../../tabs';

const tabs = tabSearch<SettingsTab>(['general', 'theme', 'invoices', 'time', 'expenses']);
const authenticated = getRouteApi('/_authenticated');

/** /settings: general (with API access and single sign-on), and the theme, invoice (with the mail templates), time and expense category tabs at ?tab=theme, ?tab=invoices, ?tab=time and ?tab=expenses. */
export const Route = createFileRoute('/_authenticated/_admin/settings')({
  validateSearch: tabs.validateSearch,
  loader: async () => {
    const [mailTemplates, expenseCategories, singleSignOn] = await Promise.all([
      load(api.GET('/api/organization/get/mailtemplates')),
      load(api.GET('/api/expensecategories')),
      loadOrNull(api.GET('/api/organization/sso')),
    ]);
    return { mailTemplates, expenseCategories, singleSignOn };
  },
  component: SettingsPage,
});

function SettingsPage() {
  const { organization } = authenticated.useLoaderData();
  const { mailTemplates, expenseCategories, singleSignOn } = Route.useLoaderData();
  const tab = tabs.tabOf(Route.useSearch());
  const navigate = Route.useNavigate();
  const t = useMessages(messages);
  const saved = useMessages(savedMessages);
  const save = useSave();
  useDocumentTitle(t('settings'));

  // After a save the organisation is loaded again, so the
  // shell takes the new colours, first day of the week and name at once.
  const onSave = (body: OrganizationSettingsUpdate) =>
    save.form(api.POST('/api/organization/save/update', { body }), saved('settingsSaved'));

  return (
    <SettingsTabs
      selectedTab={tab}
      onTabChange={(next) => void navigate({ search: tabs.searchFor(next) })}
      general={
        <>
          <GeneralSettingsForm settings={organization} onSave={onSave} />
          <ApiAccessSettingsForm settings={organization} onSave={onSave} referenceHref={apiReferenceHref()} />
          <SingleSignOnSettings
            settings={singleSignOn}
            callbackUrl={singleSignOn?.callback_url ?? new URL('/login/sso/callback', window.location.origin).href}
            onSave={(body) => save.form(api.PUT('/api/organization/sso', { body }), saved('singleSignOnSaved'))}
            onDisconnect={() => save.form(api.DELETE('/api/organization/sso'), saved('singleSignOnRemoved'))}
          />
        </>
      }
      theme={<ThemeSettingsForm colors={organization} organizationName={organization.name} onSave={onSave} />}
      invoices={
        <>
          <InvoiceSettingsForm settings={organization} onSave={onSave} />
          <ReminderSettingsForm settings={organization} onSave={onSave} />
        </>
      }
      time={<TimeSettingsForm settings={organization} onSave={onSave} />}
      expenses={
        <ExpenseCategories
          categories={expenseCategories}
          onAdd={(name) => save.form(api.POST('/api/expensecategories', { body: { name } }), saved('expenseCategorySaved'))}
          onRename={(category, name) =>
            save.form(api.PUT('/api/expensecategories/{id}', { params: { path: { id: category.id } }, body: { name } }), saved('expenseCategorySaved'))
          }
          onDelete={(category) =>
            save.form(api.DELETE('/api/expensecategories/{id}', { params: { path: { id: category.id } } }), saved('expenseCategoryDeleted'))
          }
        />
      }
      mailTemplates={
        <MailTemplateSettings
          templates={mailTemplates}
          onSave={(body) => save.form(api.POST('/api/organization/save/mailtemplates', { body }), saved('mailTemplatesSaved'))}
        />
      }
    />
  );
}
