import { businessNumberProblems, formatIban, type BusinessNumberProblem, type BusinessNumbers } from '@kwartier/api';
import { useCallback } from 'react';
import { VisuallyHidden } from 'react-aria';
import type { DetailItem } from '../../primitives/Card/DetailList';
import { Link } from '../../primitives/Link/Link';
import { TextField } from '../../primitives/TextField/TextField';
import { useMessages } from '../../i18n/useMessages';
import { messages } from './businessDetails.messages';
import { emailHref, EXTERNAL_SITE_REL, phoneHref, websiteHref } from '../../primitives/Link/externalHref';
import { maxLengthOf, type SchemaBounds } from './detailValues';

/**
 * The details an organisation and a client both have (the contract's `Organization` and
 * `Client`), in the order the organisation's card shows them.
 */
export const BUSINESS_DETAIL_FIELDS = [
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

/** One of {@link BUSINESS_DETAIL_FIELDS}. */
export type BusinessDetailField = (typeof BUSINESS_DETAIL_FIELDS)[number];

/** A field {@link DetailTextField} can show: the name or one of the business details. */
export type DetailTextFieldName = 'name' | BusinessDetailField;

/** Input type and autocomplete hint of the detail fields that have one. */
// The website keeps type text: people write 'example.nl' without a scheme.
const INPUT_HINTS: Partial<Record<DetailTextFieldName, { type?: 'email' | 'tel'; inputMode?: 'url'; autoComplete?: string }>> = {
  address: { autoComplete: 'street-address' },
  zipcode: { autoComplete: 'postal-code' },
  city: { autoComplete: 'address-level2' },
  country: { autoComplete: 'country-name' },
  email: { type: 'email', autoComplete: 'email' },
  website: { inputMode: 'url', autoComplete: 'url' },
  phone: { type: 'tel', autoComplete: 'tel' },
};

/** Props of {@link DetailTextField}. */
export interface DetailTextFieldProps {
  /** Which detail; also the `name` its server errors are filed under. */
  field: DetailTextFieldName;
  value: string;
  onChange: (value: string) => void;
  /** The saved schema's bounds from `schemaBounds` (e.g. `schemaBounds.ClientUpdate`): the input takes no more. */
  bounds: SchemaBounds;
  isRequired?: boolean;
  autoFocus?: boolean;
  className?: string;
  /** The form's own check message for the value, shown under the field (see {@link useBusinessNumberCheck}). */
  errorMessage?: string;
}

/** A text field for the name or one business detail: its translated label, input type, autocomplete and bound. */
export function DetailTextField({ field, bounds, ...props }: DetailTextFieldProps) {
  const t = useMessages(messages);
  return <TextField name={field} label={t(field)} maxLength={maxLengthOf(bounds, field)} {...INPUT_HINTS[field]} {...props} />;
}

const PROBLEM_MESSAGE = {
  iban: 'ibanInvalid',
  vat_nl: 'vatNotDutch',
  vat_prefix: 'vatPrefix',
  vat_form: 'vatForm',
  vat_check: 'vatCheck',
  kvk_nl: 'kvkNotDutch',
  registration: 'registrationInvalid',
  peppol_scheme: 'peppolScheme',
  peppol_id: 'peppolIdForm',
} as const satisfies Record<BusinessNumberProblem, string>;

/**
 * An email address as the contract's `format: email` takes it: the server checks it with
 * ajv-formats' `email` (full mode), and this is that expression.
 */
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/**
 * The form's check of the email address (the contract's format) and of the IBAN, VAT, KvK numbers
 * and Peppol ID (@kwartier/api's `businessNumberProblems`, the rules the server applies too): a
 * translated message by field for each wrong value, all at once, so one Save shows them all.
 */
export function useBusinessNumberCheck(): (details: BusinessNumbers & { email?: string | null }) => Partial<Record<BusinessDetailField, string>> {
  const t = useMessages(messages);
  return useCallback(
    (details) => {
      const problems: Partial<Record<BusinessDetailField, string>> = Object.fromEntries(
        Object.entries(businessNumberProblems(details)).map(([field, problem]) => [field, t(PROBLEM_MESSAGE[problem])]),
      );
      const email = details.email?.trim() ?? '';
      if (email !== '' && !EMAIL.test(email)) problems.email = t('emailInvalid');
      return problems;
    },
    [t],
  );
}

/**
 * The card rows of business details: each detail's translated label and value; the email
 * address, phone number and website are links (mail, call, open in a new tab).
 */
export function useDetailItems(): (details: Partial<Record<BusinessDetailField, string | null>>, fields: readonly BusinessDetailField[]) => DetailItem[] {
  const t = useMessages(messages);
  return useCallback(
    (details, fields) =>
      fields.map((field) => {
        const value = details[field]?.trim() || null;
        if (value == null) return { id: field, label: t(field), value };
        if (field === 'iban') return { id: field, label: t(field), value: formatIban(value) };
        if (field === 'email') return { id: field, label: t(field), value: <Link href={emailHref(value)}>{value}</Link> };
        if (field === 'phone') return { id: field, label: t(field), value: <Link href={phoneHref(value)}>{value}</Link> };
        const href = field === 'website' ? websiteHref(value) : null;
        if (href == null) return { id: field, label: t(field), value };
        return {
          id: field,
          label: t(field),
          value: (
            <Link href={href} target="_blank" rel={EXTERNAL_SITE_REL}>
              {value}
              <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>
            </Link>
          ),
        };
      }),
    [t],
  );
}
