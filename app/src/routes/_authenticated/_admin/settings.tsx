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
  WebhookSettings,
  useMessages,
  type SettingsTab,
  type WebhookSecretShown,
} from '@kwartier/ui';
import { createFileRoute, getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { api, apiReferenceHref } from '../../../api';
import { useDocumentTitle } from '../../../document';
import { load, loadOrNull } from '../../../load';
import { messages } from '../../../messages';
import { savedMessages } from '../../../saved.messages';
import { useSave } from '../../../save';
import { submitResult } from '../../../submit';
import { tabSearch } from '../../../tabs';

const tabs = tabSearch<SettingsTab>(['general', 'theme', 'invoices', 'time', 'expenses', 'webhooks']);
const authenticated = getRouteApi('/_authenticated');

/**
 * /settings: general (with API access and single sign-on), and the theme, invoice (with the mail
 * templates), time, expense category and webhook tabs at ?tab=theme, ?tab=invoices, ?tab=time,
 * ?tab=expenses and ?tab=webhooks (an endpoint's delivery log: /settings/webhooks/$id).
 */
export const Route = createFileRoute('/_authenticated/_admin/settings')({
  validateSearch: tabs.validateSearch,
  // The webhook endpoints are read only for their tab.
  loaderDeps: ({ search }) => ({ tab: tabs.tabOf(search) }),
  loader: async ({ deps }) => {
    const [mailTemplates, expenseCategories, singleSignOn, webhooks] = await Promise.all([
      load(api.GET('/api/organization/get/mailtemplates')),
      load(api.GET('/api/expensecategories')),
      loadOrNull(api.GET('/api/organization/sso')),
      deps.tab === 'webhooks' ? load(api.GET('/api/webhooks')) : [],
    ]);
    return { mailTemplates, expenseCategories, singleSignOn, webhooks };
  },
  component: SettingsPage,
});

function SettingsPage() {
  const { organization } = authenticated.useLoaderData();
  const { mailTemplates, expenseCategories, singleSignOn, webhooks } = Route.useLoaderData();
  const router = useRouter();
  // A webhook secret just made: shown once, never kept beyond this page.
  const [webhookSecret, setWebhookSecret] = useState<WebhookSecretShown | null>(null);
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
      webhooks={
        <WebhookSettings
          endpoints={webhooks}
          deliveriesHref={(endpoint) => `/settings/webhooks/${endpoint.id}`}
          secret={webhookSecret}
          onDismissSecret={() => setWebhookSecret(null)}
          onAdd={async (body) => {
            const call = api.POST('/api/webhooks', { body });
            const result = await submitResult(call);
            const { data } = await call;
            if (!result && data) {
              setWebhookSecret({ url: data.url, secret: data.secret });
              await router.invalidate();
            }
            return result;
          }}
          onChange={(endpoint, body) => save.form(api.PUT('/api/webhooks/{id}', { params: { path: { id: endpoint.id } }, body }), saved('webhookSaved'))}
          onDelete={(endpoint) => save.form(api.DELETE('/api/webhooks/{id}', { params: { path: { id: endpoint.id } } }), saved('webhookDeleted'))}
          onRotateSecret={async (endpoint) => {
            const call = api.POST('/api/webhooks/{id}/secret', { params: { path: { id: endpoint.id } } });
            const result = await submitResult(call);
            const { data } = await call;
            if (!result && data) setWebhookSecret({ url: endpoint.url, secret: data.secret });
            return result;
          }}
          onSendTest={(endpoint) => save.action(api.POST('/api/webhooks/{id}/ping', { params: { path: { id: endpoint.id } } }), saved('webhookTestQueued'), { refresh: false })}
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
