import { schemaBounds, type Client, type ClientUpdate, type Locale } from '@kwartier/api';
import { ColorDot } from '../../../primitives/ColorDot/ColorDot';
import { ColorField } from '../../../primitives/ColorField/ColorField';
import type { DetailItem } from '../../../primitives/Card/DetailList';
import { Select } from '../../../primitives/Select/Select';
import { TextField } from '../../../primitives/TextField/TextField';
import { useLanguageItems } from '../../../patterns/settingsForm/options';
import { currencyLabel } from '../../../patterns/settingsForm/currencies';
import { CurrencyField } from '../../../patterns/settingsForm/CurrencyField';
import { useLocale } from '../../../i18n/I18nProvider';
import { DetailsCard } from '../../../patterns/DetailsCard/DetailsCard';
import { DetailTextField, useBusinessNumberCheck, useDetailItems, type BusinessDetailField } from '../../../patterns/DetailsCard/businessDetails';
import { maxLengthOf, optionalText } from '../../../patterns/DetailsCard/detailValues';
import * as detailsStyles from '../../../patterns/DetailsCard/DetailsCard.css';
import type { SaveResult } from '../../../forms/submitResult';
import { useMessages } from '../../../i18n/useMessages';
import { messages } from './ClientDetailsCard.messages';
import * as styles from './ClientDetailsCard.css';

/** The business details of a client, in the order the card and the dialog show them. */
const DETAIL_FIELDS = [
  'address',
  'zipcode',
  'city',
  'country',
  'phone',
  'email',
  'website',
  'iban',
  'vat',
  'chamberofcommerce',
] as const satisfies readonly BusinessDetailField[];

/** Every field of the edit dialog (all of `ClientUpdate`), for server errors under the matching field. */
const FIELDS = ['name', ...DETAIL_FIELDS, 'peppol_id', 'clientnumber', 'color', 'invoice_language', 'currency'] as const;

const BOUNDS = schemaBounds.ClientUpdate;

type TextFieldName = 'name' | 'clientnumber' | 'peppol_id' | (typeof DETAIL_FIELDS)[number];

/** The contract's form of a Peppol ID: a four-digit EAS scheme, a colon, the identifier (`0106:12345678`). */
const PEPPOL_ID = new RegExp(BOUNDS.peppol_id.pattern);
/** The contract's form of a client number: letters and digits, with dots, dashes, slashes or spaces between them. */
const CLIENT_NUMBER = new RegExp(BOUNDS.clientnumber.pattern, 'u');

/** The dialog's values: the texts as typed, the colour as the colour field reports it. */
type Draft = Record<TextFieldName, string> & { color: string | null; invoice_language: Locale; currency: string };

const draftOf = (client: Client): Draft => ({
  name: client.name,
  clientnumber: client.clientnumber ?? '',
  peppol_id: client.peppol_id ?? '',
  ...(Object.fromEntries(DETAIL_FIELDS.map((field) => [field, client[field] ?? ''])) as Record<(typeof DETAIL_FIELDS)[number], string>),
  color: client.color,
  invoice_language: client.invoice_language,
  currency: client.currency,
});

const valuesOf = (draft: Draft): ClientUpdate => {
  // A Peppol ID has no spaces: those typed around it go.
  const values: ClientUpdate = { name: draft.name.trim(), clientnumber: optionalText(draft.clientnumber), peppol_id: optionalText(draft.peppol_id.replace(/\s+/g, '')) };
  for (const field of DETAIL_FIELDS) values[field] = optionalText(draft[field]);
  values.color = draft.color;
  values.invoice_language = draft.invoice_language;
  values.currency = draft.currency;
  return values;
};

/** Props of {@link ClientDetailsCard}. */
export interface ClientDetailsCardProps {
  /** The client (`GET /api/clients/{id}`). */
  client: Client;
  /**
   * Saves the edit dialog (`PUT /api/clients/{id}`) with every field of `ClientUpdate`: the name
   * trimmed, empty details as `null`, the colour as `#rrggbbaa` or `null`, the currency as its code. Resolve to `undefined`
   * on success (the dialog closes; refresh `client` and show a snackbar), or to the 422 body:
   * each field's first error appears under it (by name) and the dialog keeps what was typed;
   * errors of other fields appear above the form. Reject for unexpected failures.
   */
  onSave: (body: ClientUpdate) => SaveResult;
  /** Heading level of the card's title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A client's Details (/clients/{id} › Details): a card listing address, zip code, city,
 * country, phone, email, website, IBAN, VAT number, chamber of commerce, Peppol ID, client number, colour
 * (a dot and its code), invoice language, currency and whether the client is active (a dash for what
 * is empty; email, phone and website as links), and an edit button that opens a dialog with every
 * field of `ClientUpdate`: the name (required), the same details, the colour with its opacity, the
 * invoice language and the currency (a searchable choice of ISO 4217 codes named in the reader's language).
 */
export function ClientDetailsCard({ client, onSave, headingLevel = 2 }: ClientDetailsCardProps) {
  const t = useMessages(messages);
  const detailItems = useDetailItems();
  const checkNumbers = useBusinessNumberCheck();
  const languages = useLanguageItems();
  const locale = useLocale();
  const items: DetailItem[] = [
    ...detailItems(client, DETAIL_FIELDS),
    { id: 'peppol_id', label: t('peppolId'), value: client.peppol_id },
    { id: 'clientnumber', label: t('clientnumber'), value: client.clientnumber },
    {
      id: 'color',
      label: t('color'),
      value: client.color && (
        <span className={styles.color}>
          <ColorDot color={client.color} />
          <span className={styles.code}>{client.color}</span>
        </span>
      ),
    },
    { id: 'invoice_language', label: t('invoiceLanguage'), value: languages.find((language) => language.id === client.invoice_language)?.label ?? client.invoice_language },
    { id: 'currency', label: t('currency'), value: currencyLabel(client.currency, locale) },
    { id: 'active', label: t('status'), value: client.active ? t('active') : t('inactive') },
  ];

  return (
    <DetailsCard<Draft>
      title={t('title')}
      headingLevel={headingLevel}
      items={items}
      editLabel={t('edit')}
      dialogTitle={t('dialogTitle')}
      draftOf={() => draftOf(client)}
      fields={FIELDS}
      onSave={(draft) => onSave(valuesOf(draft))}
      validate={(draft) => {
        const problems: Partial<Record<string, string>> = checkNumbers({ ...draft, peppol_id: draft.peppol_id.replace(/\s+/g, '') });
        if (!PEPPOL_ID.test(draft.peppol_id.replace(/\s+/g, ''))) problems.peppol_id = t('peppolIdInvalid');
        if (!CLIENT_NUMBER.test(draft.clientnumber.trim())) problems.clientnumber = t('clientnumberInvalid');
        return problems;
      }}
    >
      {(draft, set, errors) => (
        <>
          <DetailTextField
            field="name"
            value={draft.name}
            onChange={set('name')}
            bounds={BOUNDS}
            isRequired
            autoFocus
            className={detailsStyles.wide}
          />
          {DETAIL_FIELDS.map((field) => (
            <DetailTextField key={field} field={field} value={draft[field]} onChange={set(field)} bounds={BOUNDS} errorMessage={errors[field]} />
          ))}
          <TextField
            name="peppol_id"
            label={t('peppolId')}
            description={t('peppolIdHint')}
            value={draft.peppol_id}
            onChange={set('peppol_id')}
            maxLength={maxLengthOf(BOUNDS, 'peppol_id')}
            errorMessage={errors.peppol_id}
            autoComplete="off"
            spellCheck="false"
          />
          <TextField
            name="clientnumber"
            label={t('clientnumber')}
            value={draft.clientnumber}
            onChange={set('clientnumber')}
            maxLength={maxLengthOf(BOUNDS, 'clientnumber')}
            errorMessage={errors.clientnumber}
          />
          <ColorField name="color" label={t('color')} value={draft.color} onChange={set('color')} />
          <Select
            name="invoice_language"
            label={t('invoiceLanguage')}
            description={t('invoiceLanguageHint')}
            items={languages}
            selectedKey={draft.invoice_language}
            onSelectionChange={(key) => key != null && set('invoice_language')(key as Locale)}
          />
          <CurrencyField name="currency" value={draft.currency} onChange={set('currency')} errorMessage={errors.currency} label={t('currency')} description={t('currencyHint')} />
        </>
      )}
    </DetailsCard>
  );
}

