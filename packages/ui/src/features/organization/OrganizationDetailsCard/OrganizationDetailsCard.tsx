import type { Organization, OrganizationDetailsUpdate } from '@kwartier/api';
import { useState } from 'react';
import { Card } from '../../../primitives/Card/Card';
import { DetailList } from '../../../primitives/Card/DetailList';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { EditIcon } from '../../../primitives/Icon/Icon';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { TextField } from '../../../primitives/TextField/TextField';
import type { SubmitResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useMessages } from '../../../i18n/useMessages';
import { messages } from './OrganizationDetailsCard.messages';
import * as styles from './OrganizationDetailsCard.css';

/** The organisation fields the card shows and edits. */
export type OrganizationDetails = Pick<Organization, 'name' | DetailField>;

/** The details shown on the card, in order. */
const DETAIL_FIELDS = [
  'address',
  'zipcode',
  'city',
  'country',
  'email',
  'website',
  'phone',
  'iban',
  'vat',
  'chamberofcommerce',
] as const;

type DetailField = (typeof DETAIL_FIELDS)[number];

/** Every field of the edit dialog, for server errors under the matching field. */
const FIELDS = ['name', ...DETAIL_FIELDS] as const;

/** Input type and autocomplete hint of the detail fields that have one. */
// The website keeps type text: people write 'example.nl' without a scheme.
const INPUT_HINTS: Partial<Record<DetailField, { type?: 'email' | 'tel'; inputMode?: 'url'; autoComplete?: string }>> = {
  address: { autoComplete: 'street-address' },
  zipcode: { autoComplete: 'postal-code' },
  city: { autoComplete: 'address-level2' },
  country: { autoComplete: 'country-name' },
  email: { type: 'email', autoComplete: 'email' },
  website: { inputMode: 'url', autoComplete: 'url' },
  phone: { type: 'tel', autoComplete: 'tel' },
};

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
  onSave: (values: OrganizationDetailsUpdate) => Promise<SubmitResult>;
  /** Heading level of the card's title: 2 (default) under the page heading, 3 inside a tab panel with its own heading. */
  headingLevel?: 2 | 3 | 4;
}

type Draft = Record<(typeof FIELDS)[number], string>;

const draftOf = (organization: OrganizationDetails): Draft =>
  Object.fromEntries(FIELDS.map((field) => [field, organization[field] ?? ''])) as Draft;

/**
 * The organisation's Details (/organization › Details): a card titled with the name,
 * listing address, zip code, city, country, email, website, phone, IBAN, VAT number and chamber
 * of commerce (a dash when empty), and an edit button that opens a dialog with the name
 * (required) and those ten fields.
 */
export function OrganizationDetailsCard({ organization, onSave, headingLevel = 2 }: OrganizationDetailsCardProps) {
  const t = useMessages(messages);
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(organization));
  const submission = useFormSubmission<OrganizationDetailsUpdate>(onSave, FIELDS);

  const open = () => {
    setDraft(draftOf(organization));
    submission.reset();
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    submission.reset();
  };

  const save = async () => {
    const values: OrganizationDetailsUpdate = { name: draft.name.trim() };
    for (const field of DETAIL_FIELDS) values[field] = draft[field].trim() === '' ? null : draft[field].trim();
    if (await submission.submit(values)) close();
  };

  const field = (name: (typeof FIELDS)[number], extra: { isRequired?: boolean; autoFocus?: boolean; className?: string } = {}) => (
    <TextField
      key={name}
      name={name}
      label={t(name)}
      value={draft[name]}
      onChange={(value) => setDraft((previous) => ({ ...previous, [name]: value }))}
      {...(name === 'name' ? {} : INPUT_HINTS[name])}
      {...extra}
    />
  );

  return (
    <>
      <Card
        title={organization.name}
        headingLevel={headingLevel}
        actions={<IconButton label={t('edit')} icon={<EditIcon />} tooltip onPress={open} />}
      >
        <DetailList items={DETAIL_FIELDS.map((name) => ({ id: name, label: t(name), value: organization[name] }))} />
      </Card>
      <FormDialog
        title={t('dialogTitle')}
        isLarge
        isOpen={isOpen}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        onSave={() => void save()}
        isSaving={submission.isSubmitting}
        validationErrors={submission.fieldErrors}
        errorMessage={submission.formError ?? undefined}
      >
        <div className={styles.fields}>
          {field('name', { isRequired: true, autoFocus: true, className: styles.wide })}
          {DETAIL_FIELDS.map((name) => field(name))}
        </div>
      </FormDialog>
    </>
  );
}
