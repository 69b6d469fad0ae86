import type { Organization } from '@kwartier/api';
import { useId, useMemo } from 'react';
import * as buttonStyles from '../../../primitives/Button/Button.css';
import { Card } from '../../../primitives/Card/Card';
import { ColorField } from '../../../primitives/ColorField/ColorField';
import { ThemeRoot } from '../../../primitives/ThemeRoot/ThemeRoot';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useMessages } from '../../../i18n/useMessages';
import { useSaveLabel } from '../../../patterns/settingsForm/options';
import * as formStyles from '../../../patterns/settingsForm/settingsForms.css';
import { useDraft } from '../../../patterns/SubmissionForm/useDraft';
import type { OrganizationColors } from '../../../theme/organizationTheme';
import { messages } from './ThemeSettingsForm.messages';
import * as styles from './ThemeSettingsForm.css';
import { SubmissionForm } from '../../../patterns/SubmissionForm/SubmissionForm';

/** What {@link ThemeSettingsForm} saves: the organisation's three colours, `#rrggbbaa`. */
export type ThemeSettings = Pick<Organization, 'primary_color' | 'secondary_color' | 'accent_color'>;

/** Props of {@link ThemeSettingsForm}. */
export interface ThemeSettingsFormProps {
  /** The organisation's current colours (an `Organization` will do); the form starts from them. */
  colors: ThemeSettings;
  /**
   * Saves (`POST api/organization/save/update` with the three colours). Resolve to `undefined` on
   * success (reload the organisation — 'updateOrganizationSettings' — so the whole app
   * takes the new colours, and show a snackbar), or to the 422 body: errors for primary_color,
   * secondary_color and accent_color appear under those fields, anything else in an alert.
   * Reject for unexpected failures.
   */
  onSave: (values: ThemeSettings) => SaveResult;
  /** The organisation's name, shown in the preview's side navigation. Defaults to 'Your organisation'. */
  organizationName?: string;
  /** Heading level of the card's title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

const FIELDS = ['primary_color', 'secondary_color', 'accent_color'] as const;

/**
 * The organisation's theme (/settings › Theme): primary, secondary and accent colours
 * (hex with alpha, typed or picked) beside a live preview — a miniature of the side navigation,
 * a link, buttons and secondary/accent samples in the picked colours, with the same readable
 * text colours the app will use. Save is disabled while a colour is empty or not a colour.
 */
export function ThemeSettingsForm({ colors, onSave, organizationName, headingLevel = 2 }: ThemeSettingsFormProps) {
  const t = useMessages(messages);
  const saveLabel = useSaveLabel();
  const captionId = useId();
  // null while a colour field's text is no colour.
  const draft = useDraft<Record<'primary' | 'secondary' | 'accent', string | null>>({
    primary: colors.primary_color,
    secondary: colors.secondary_color,
    accent: colors.accent_color,
  });
  const { primary, secondary, accent } = draft.values;
  const setPrimary = draft.setter('primary');
  const setSecondary = draft.setter('secondary');
  const setAccent = draft.setter('accent');
  const submission = useFormSubmission<ThemeSettings>(onSave, FIELDS);

  // The preview follows every change; an empty colour falls back to the default theme's.
  const previewTheme = useMemo<OrganizationColors>(() => ({ primary, secondary, accent }), [primary, secondary, accent]);

  // All three are required by the API (HexColor); ColorField reports null while its text is no colour.
  const canSave = primary != null && secondary != null && accent != null;

  const submit = () => {
    if (primary == null || secondary == null || accent == null) return;
    void submission
      .submit({ primary_color: primary, secondary_color: secondary, accent_color: accent })
      .then((saved) => saved && draft.reset());
  };

  return (
    <Card title={t('title')} headingLevel={headingLevel}>
      <div className={styles.layout}>
        <SubmissionForm
          submission={submission}
          onSubmit={submit}
          submitLabel={saveLabel}
          canSubmit={canSave}
          className={`${formStyles.form} ${styles.fields}`}
        >
          <ColorField
            name="primary_color"
            label={t('primary')}
            description={t('primaryHint')}
            value={primary}
            onChange={setPrimary}
            isRequired
          />
          <ColorField name="secondary_color" label={t('secondary')} value={secondary} onChange={setSecondary} isRequired />
          <ColorField name="accent_color" label={t('accent')} value={accent} onChange={setAccent} isRequired />
        </SubmissionForm>
        <figure className={styles.figure} aria-labelledby={captionId}>
          <figcaption id={captionId} className={styles.caption}>
            {t('preview')}
          </figcaption>
          {/* A picture of the app, not part of it: nothing in it can be focused or pressed. */}
          <ThemeRoot theme={previewTheme}>
            <div className={styles.sample} data-testid="theme-preview" aria-hidden="true">
              <div className={styles.sampleNav}>
                <div className={styles.sampleBrand}>
                  <span className={styles.sampleLogo}>
                    {(organizationName ?? t('previewOrganization')).trim().charAt(0).toUpperCase()}
                  </span>
                  <span className={styles.sampleBrandName}>{organizationName ?? t('previewOrganization')}</span>
                </div>
                <span className={styles.sampleNavItem}>{t('previewDashboard')}</span>
                <span className={styles.sampleNavItem}>{t('previewTime')}</span>
                <span className={styles.sampleNavItemCurrent} data-testid="theme-preview-current">
                  {t('previewClients')}
                </span>
              </div>
              <div className={styles.samplePage}>
                <span className={styles.sampleHeading}>{t('previewHeading')}</span>
                <span className={styles.sampleLink}>{t('previewLink')}</span>
                <div className={styles.sampleRow}>
                  <span
                    className={`${buttonStyles.base} ${buttonStyles.variant.primary} ${buttonStyles.size.sm}`}
                    data-testid="theme-preview-primary"
                  >
                    {t('previewSave')}
                  </span>
                  <span className={`${buttonStyles.base} ${buttonStyles.variant.secondary} ${buttonStyles.size.sm}`}>
                    {t('previewClose')}
                  </span>
                </div>
                <div className={styles.sampleRow}>
                  <span className={styles.sampleSecondary} data-testid="theme-preview-secondary">
                    {t('previewSecondary')}
                  </span>
                  <span className={styles.sampleAccent} data-testid="theme-preview-accent">
                    {t('previewAccent')}
                  </span>
                </div>
              </div>
            </div>
          </ThemeRoot>
        </figure>
      </div>
    </Card>
  );
}
