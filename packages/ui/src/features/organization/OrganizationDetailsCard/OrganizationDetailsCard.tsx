import { schemaBounds, type Organization, type OrganizationDetailsUpdate } from '@kwartier/api';
import { DetailsCard } from '../../../patterns/DetailsCard/DetailsCard';
import {
  BUSINESS_DETAIL_FIELDS,
  DetailTextField,
  useBusinessNumberCheck,
  useDetailItems,
  type BusinessDetailField,
} from '../../../patterns/DetailsCard/businessDetails';
import { optionalText } from '../../../patterns/DetailsCard/detailValues';
import * as detailsStyles from '../../../patterns/DetailsCard/DetailsCard.css';
import type { SaveResult } from '../../../forms/submitResult';
import { useMessages } from '../../../i18n/useMessages';
import { messages } from './OrganizationDetailsCard.messages';

/** The organisation fields the card shows and edits. */
export type OrganizationDetails = Pick<Organization, 'name' | BusinessDetailField>;

/** Every field of the edit dialog, for server errors under the matching field. */
const FIELDS = ['name', ...BUSINESS_DETAIL_FIELDS] as const;

const BOUNDS = schemaBounds.OrganizationDetailsUpdate;

/** Props of {@link OrganizationDetailsCard}. */
export interface OrganizationDetailsCardProps {
  /** The organisation (`GET /api/organization/for/currentuser`); its name is the card's title. */
  organization: OrganizationDetails;
  /**
   * Saves the edit dialog (`POST api/organization/save/details`) with the name and all ten
   * details; empty details are sent as `null`. Resolve to `undefined` on success (the dialog
   * closes; refresh `organization` and show a snackbar), or to the 422 body: each field's first
   * error appears under it and the dialog keeps what was typed. Reject for unexpected failures.
   */
  onSave: (values: OrganizationDetailsUpdate) => SaveResult;
  /** Heading level of the card's title: 2 (default) under the page heading, 3 inside a tab panel with its own heading. */
  headingLevel?: 2 | 3 | 4;
}

type Draft = Record<(typeof FIELDS)[number], string>;

const draftOf = (organization: OrganizationDetails): Draft =>
  Object.fromEntries(FIELDS.map((field) => [field, organization[field] ?? ''])) as Draft;

const valuesOf = (draft: Draft): OrganizationDetailsUpdate => {
  const values: OrganizationDetailsUpdate = { name: draft.name.trim() };
  for (const field of BUSINESS_DETAIL_FIELDS) values[field] = optionalText(draft[field]);
  return values;
};

/**
 * The organisation's Details (/organization › Details): a card titled with the name,
 * listing address, zip code, city, country, email, website, phone, IBAN, VAT number and chamber
 * of commerce (a dash when empty; email, phone and website as links), and an edit button that
 * opens a dialog with the name (required) and those ten fields.
 */
export function OrganizationDetailsCard({ organization, onSave, headingLevel = 2 }: OrganizationDetailsCardProps) {
  const t = useMessages(messages);
  const detailItems = useDetailItems();
  const checkNumbers = useBusinessNumberCheck();
  return (
    <DetailsCard<Draft>
      title={organization.name}
      headingLevel={headingLevel}
      items={detailItems(organization, BUSINESS_DETAIL_FIELDS)}
      editLabel={t('edit')}
      dialogTitle={t('dialogTitle')}
      draftOf={() => draftOf(organization)}
      fields={FIELDS}
      onSave={(draft) => onSave(valuesOf(draft))}
      validate={checkNumbers}
    >
      {(draft, set, errors) =>
        FIELDS.map((field) => (
          <DetailTextField
            key={field}
            field={field}
            value={draft[field]}
            onChange={set(field)}
            bounds={BOUNDS}
            errorMessage={errors[field]}
            {...(field === 'name' ? { isRequired: true, autoFocus: true, className: detailsStyles.wide } : {})}
          />
        ))
      }
    </DetailsCard>
  );
}
