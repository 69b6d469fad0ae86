import type { PasswordContext } from '@kwartier/api/passwordStrength';
import type { DateFormat, Locale, PasswordChange, ProfileUpdate, User } from '@kwartier/api';
import type { ReactNode } from 'react';
import { Select } from '../../../primitives/Select/Select';
import { TabbedPage } from '../../../patterns/TabbedPage/TabbedPage';
import { TextField } from '../../../primitives/TextField/TextField';
import type { PasswordEstimator } from '../../../patterns/newPassword/usePasswordStrength';
import { NewPasswordFields } from '../../../patterns/newPassword/NewPasswordFields';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useNewPassword } from '../../../patterns/newPassword/useNewPassword';
import { useMessages } from '../../../i18n/useMessages';
import { useDateFormatItems, useLanguageItems, useSaveLabel } from '../../../patterns/settingsForm/options';
import * as formStyles from '../../../patterns/settingsForm/settingsForms.css';
import { useDraft } from '../../../patterns/SubmissionForm/useDraft';
import { messages } from './ProfileTabs.messages';
import * as styles from './ProfileTabs.css';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';

/** The tabs of {@link ProfileTabs}. */
export type ProfileTab = 'details' | 'password' | 'twofactor' | 'sessions' | 'tokens' | 'organizations' | 'mydata';

/** Props of {@link ProfileTabs}. */
export interface ProfileTabsProps {
  /** The signed-in user (`GET /api/user`); the Details tab starts from its name, email, date format and language. */
  user: Pick<User, 'name' | 'email' | 'dateformat' | 'locale'>;
  /**
   * Saves the Details tab (`POST /api/user/updateprofile`) with name, email, dateformat and
   * locale. Resolve to `undefined` on success (reload the user, so the interface switches
   * language and date format at once, and show a snackbar), or to the 422 body: errors for
   * name, email, dateformat and locale appear under those fields, anything else in an alert.
   * Reject for unexpected failures (a generic alert is shown).
   */
  onSaveDetails: (values: ProfileUpdate) => SaveResult;
  /**
   * Changes the password (`POST /api/user/changepassword`). Resolve to `undefined` on success
   * (both fields are cleared; show a snackbar), or to the 422 body: errors for password and
   * password_confirmation appear under those fields. Both fields are cleared after a failure too.
   * Reject for unexpected failures (a generic alert is shown).
   */
  onChangePassword: (values: PasswordChange) => SaveResult;
  /**
   * Weighs the new password as it is typed, for the strength meter under it (the app passes the
   * lazily loaded `passwordStrength` of `@kwartier/api/passwordStrength`), with the user's name,
   * email and `organizationName`. Without it, no meter.
   */
  estimatePassword?: PasswordEstimator;
  /** The user's organisation's name, for the strength meter: a password built from it is weak. */
  organizationName?: string;
  /** The Sessions panel, e.g. a {@link SessionList}; without it there is no Sessions tab. */
  sessions?: ReactNode;
  /** The API tokens panel, e.g. an {@link AccessTokens}; without it there is no API tokens tab. */
  tokens?: ReactNode;
  /** The Two-factor panel, e.g. a {@link TwoFactorPanel}; without it there is no Two-factor tab. */
  twoFactor?: ReactNode;
  /** The Organisations panel, e.g. a {@link MyOrganizations}; without it there is no Organisations tab. */
  organizations?: ReactNode;
  /** The My data panel, e.g. a {@link MyData}; without it there is no My data tab. */
  myData?: ReactNode;
  /** The open tab (controlled), e.g. from the URL; pair it with `onTabChange`. */
  selectedTab?: ProfileTab;
  /** The tab open at first when uncontrolled. Defaults to `details`. */
  defaultSelectedTab?: ProfileTab;
  /** Called with the tab the user opens. */
  onTabChange?: (tab: ProfileTab) => void;
}

const DETAIL_FIELDS = ['name', 'email', 'dateformat', 'locale'] as const;
const PASSWORD_FIELDS = ['password', 'password_confirmation'] as const;

/**
 * The profile screen (/profile): a heading and two tabs (three with `sessions`). Details: name*, email*, date
 * format (the six date formats, each with an example) and language (en, nl), with Save. Password:
 * new password and its confirmation; Change stays disabled until a password is entered and the
 * confirmation matches ('Passwords do not match'); a change signs out the user's other sessions.
 * Sessions, API tokens, Organisations and My data: the panels given.
 */
export function ProfileTabs({
  user,
  onSaveDetails,
  onChangePassword,
  estimatePassword,
  organizationName,
  sessions,
  tokens,
  twoFactor,
  organizations,
  myData,
  selectedTab,
  defaultSelectedTab = 'details',
  onTabChange,
}: ProfileTabsProps) {
  const t = useMessages(messages);
  return (
    <TabbedPage<ProfileTab>
      title={t('title')}
      orientation="horizontal"
      selectedTab={selectedTab}
      defaultSelectedTab={defaultSelectedTab}
      onTabChange={onTabChange}
      tabs={[
        { id: 'details', label: t('detailsTab'), content: <ProfileDetailsForm user={user} onSave={onSaveDetails} /> },
        {
          id: 'password',
          label: t('passwordTab'),
          content: (
            <ProfilePasswordForm
              onChange={onChangePassword}
              estimatePassword={estimatePassword}
              strengthContext={{ name: user.name, email: user.email, organizationName }}
            />
          ),
        },
        ...(twoFactor === undefined ? [] : [{ id: 'twofactor' as const, label: t('twoFactorTab'), content: twoFactor }]),
        ...(sessions === undefined ? [] : [{ id: 'sessions' as const, label: t('sessionsTab'), content: sessions }]),
        ...(tokens === undefined ? [] : [{ id: 'tokens' as const, label: t('tokensTab'), content: tokens }]),
        ...(organizations === undefined ? [] : [{ id: 'organizations' as const, label: t('organizationsTab'), content: organizations }]),
        ...(myData === undefined ? [] : [{ id: 'mydata' as const, label: t('myDataTab'), content: myData }]),
      ]}
    />
  );
}

function ProfileDetailsForm({ user, onSave }: { user: ProfileTabsProps['user']; onSave: ProfileTabsProps['onSaveDetails'] }) {
  const t = useMessages(messages);
  const saveLabel = useSaveLabel();
  const dateFormats = useDateFormatItems();
  const languages = useLanguageItems();
  const draft = useDraft<ProfileUpdate>({ name: user.name, email: user.email, dateformat: user.dateformat, locale: user.locale });
  const { name, email, dateformat, locale } = draft.values;
  const setName = draft.setter('name');
  const setEmail = draft.setter('email');
  const setDateformat = draft.setter('dateformat');
  const setLocale = draft.setter('locale');
  const submission = useFormSubmission<ProfileUpdate>(onSave, DETAIL_FIELDS);

  const submit = () => {
    // Name and email are marked required; an empty one is left to the server's message under it.
    void submission
      .submit({ name: name.trim(), email: email.trim(), dateformat, locale })
      .then((saved) => saved && draft.reset());
  };

  return (
    <div className={styles.panel}>
      <SubmissionForm
        submission={submission}
        onSubmit={submit}
        submitLabel={saveLabel}
      >
        <TextField name="name" label={t('name')} autoComplete="name" value={name} onChange={setName} isRequired />
        <TextField
          name="email"
          type="email"
          label={t('email')}
          autoComplete="email"
          value={email}
          onChange={setEmail}
          isRequired
        />
        <Select
          name="dateformat"
          label={t('dateformat')}
          items={dateFormats}
          selectedKey={dateformat}
          onSelectionChange={(key) => key != null && setDateformat(key as DateFormat)}
        />
        <Select
          name="locale"
          label={t('locale')}
          description={t('localeHint')}
          items={languages}
          selectedKey={locale}
          onSelectionChange={(key) => key != null && setLocale(key as Locale)}
        />
      </SubmissionForm>
    </div>
  );
}

function ProfilePasswordForm({
  onChange,
  estimatePassword,
  strengthContext,
}: {
  onChange: ProfileTabsProps['onChangePassword'];
  estimatePassword: ProfileTabsProps['estimatePassword'];
  strengthContext: PasswordContext;
}) {
  const t = useMessages(messages);
  const newPassword = useNewPassword();
  const { password, confirmation } = newPassword;
  const submission = useFormSubmission<PasswordChange>(onChange, PASSWORD_FIELDS);

  // Change stays disabled until a password is entered and the confirmation matches.
  const canSubmit = newPassword.matches;

  const submit = async () => {
    await submission.submit({ password, password_confirmation: confirmation });
    // Cleared after success (done) and after failure (to be typed again), as the other password forms do.
    newPassword.clear();
  };

  return (
    <div className={styles.panel}>
      <SubmissionForm
        submission={submission}
        onSubmit={submit}
        submitLabel={t('change')}
        canSubmit={canSubmit}
      >
        <NewPasswordFields
          state={newPassword}
          passwordLabel={t('password')}
          confirmationLabel={t('passwordConfirmation')}
          mismatchMessage={t('passwordsnomatch')}
          isDisabled={submission.isSubmitting}
          estimatePassword={estimatePassword}
          strengthContext={strengthContext}
        />
      </SubmissionForm>
    </div>
  );
}
