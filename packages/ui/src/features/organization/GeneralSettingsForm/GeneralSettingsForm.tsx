import type { Locale, Organization } from '@kwartier/api';
import { Card } from '../../../primitives/Card/Card';
import { Checkbox } from '../../../primitives/Checkbox/Checkbox';
import { Select } from '../../../primitives/Select/Select';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useMessages } from '../../../i18n/useMessages';
import { CurrencyField } from '../../../patterns/settingsForm/CurrencyField';
import { useLanguageItems, useSaveLabel, useWeekdayItems } from '../../../patterns/settingsForm/options';
import * as formStyles from '../../../patterns/settingsForm/settingsForms.css';
import { useDraft } from '../../../patterns/SubmissionForm/useDraft';
import { messages } from './GeneralSettingsForm.messages';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';

/**
 * What {@link GeneralSettingsForm} saves: the organisation's language, first day of the week and
 * currency, and whether admins must use two-factor sign-in (shown only when the settings carry it).
 */
export type GeneralSettings = Pick<Organization, 'locale' | 'firstdayoftheweek' | 'currency'> & Partial<Pick<Organization, 'two_factor_admins'>>;

/** Props of {@link GeneralSettingsForm}. */
export interface GeneralSettingsFormProps {
  /** The organisation's current settings (an `Organization` will do); the form starts from them. */
  settings: GeneralSettings;
  /**
   * Saves (`POST api/organization/save/update` with `{ locale, firstdayoftheweek, currency }`). Resolve to
   * `undefined` on success (reload the organisation — 'updateOrganizationSettings' — and
   * show a snackbar), or to the 422 body: errors for locale, firstdayoftheweek and currency appear under
   * those fields, anything else in an alert. Reject for unexpected failures.
   */
  onSave: (values: GeneralSettings) => SaveResult;
  /** Heading level of the card's title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

const FIELDS = ['locale', 'firstdayoftheweek', 'currency', 'two_factor_admins'] as const;

/**
 * The organisation's general settings (/settings › General Settings): language (en, nl)
 * the first day of the week (the seven days, 0 Sunday … 6 Saturday) and the currency (a searchable
 * choice of the ISO 4217 codes, named in the reader's language), with Save.
 */
export function GeneralSettingsForm({ settings, onSave, headingLevel = 2 }: GeneralSettingsFormProps) {
  const t = useMessages(messages);
  const saveLabel = useSaveLabel();
  const languages = useLanguageItems();
  const days = useWeekdayItems();
  const draft = useDraft<GeneralSettings>({
    locale: settings.locale,
    firstdayoftheweek: settings.firstdayoftheweek,
    currency: settings.currency,
    two_factor_admins: settings.two_factor_admins,
  });
  const { locale, firstdayoftheweek: firstday, currency, two_factor_admins: twoFactorAdmins } = draft.values;
  const setCurrency = draft.setter('currency');
  const setLocale = draft.setter('locale');
  const setFirstday = draft.setter('firstdayoftheweek');
  const setTwoFactorAdmins = draft.setter('two_factor_admins');
  const submission = useFormSubmission<GeneralSettings>(onSave, FIELDS);

  const submit = async () => {
    const values: GeneralSettings = { locale, firstdayoftheweek: firstday, currency };
    if (twoFactorAdmins !== undefined) values.two_factor_admins = twoFactorAdmins;
    if (await submission.submit(values)) draft.reset();
  };

  return (
    <Card title={t('title')} headingLevel={headingLevel}>
      <SubmissionForm
        submission={submission}
        onSubmit={submit}
        submitLabel={saveLabel}
      >
        <Select
          name="locale"
          label={t('locale')}
          description={t('localeHint')}
          items={languages}
          selectedKey={locale}
          onSelectionChange={(key) => key != null && setLocale(key as Locale)}
        />
        <Select
          name="firstdayoftheweek"
          label={t('firstdayoftheweek')}
          items={days}
          selectedKey={firstday}
          onSelectionChange={(key) => key != null && setFirstday(Number(key))}
        />
        <CurrencyField name="currency" label={t('currency')} description={t('currencyHint')} value={currency} onChange={setCurrency} />
        {twoFactorAdmins !== undefined && (
          <Checkbox name="two_factor_admins" isSelected={twoFactorAdmins} onChange={setTwoFactorAdmins}>
            {t('twoFactorAdmins')}
          </Checkbox>
        )}
      </SubmissionForm>
    </Card>
  );
}
