import { schemaBounds, type Service, type ServiceUpdate } from '@kwartier/api';
import type { DetailItem } from '../../../primitives/Card/DetailList';
import { HtmlContent } from '../../../primitives/HtmlContent/HtmlContent';
import { RichTextEditor } from '../../../primitives/RichTextEditor/RichTextEditor';
import { TextField } from '../../../primitives/TextField/TextField';
import { DetailsCard } from '../../../patterns/DetailsCard/DetailsCard';
import { maxLengthOf, optionalText } from '../../../patterns/DetailsCard/detailValues';
import * as detailsStyles from '../../../patterns/DetailsCard/DetailsCard.css';
import type { SaveResult } from '../../../forms/submitResult';
import { useMessages } from '../../../i18n/useMessages';
import { messages } from './ServiceDetailsCard.messages';

/** Props of {@link ServiceDetailsCard}. */
export interface ServiceDetailsCardProps {
  /** The service (`GET /api/services/{id}`). */
  service: Service;
  /**
   * Saves the edit dialog (`PUT /api/services/{id}`) with the name trimmed, the service number
   * trimmed or `null`, and the description as HTML or `null` when it has no text. Resolve to
   * `undefined` on success (the dialog closes; refresh `service` and show a snackbar), or to the
   * 422 body: errors for name, servicenumber and description appear under those fields, others
   * above the form, and the dialog keeps what was typed. Reject for unexpected failures.
   */
  onSave: (body: ServiceUpdate) => SaveResult;
  /** Heading level of the card's title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

/** Every field of the edit dialog (all of `ServiceUpdate`), for server errors under the matching field. */
const FIELDS = ['name', 'servicenumber', 'description'] as const;

const BOUNDS = schemaBounds.ServiceUpdate;

/** The dialog's values as typed; the description as the editor reports it ('' when empty). */
interface Draft {
  name: string;
  servicenumber: string;
  description: string;
}

const draftOf = (service: Service): Draft => ({
  name: service.name,
  servicenumber: service.servicenumber ?? '',
  description: service.description ?? '',
});

const valuesOf = (draft: Draft): ServiceUpdate => ({
  name: draft.name.trim(),
  servicenumber: optionalText(draft.servicenumber),
  description: draft.description === '' ? null : draft.description,
});

/**
 * A service's Details (/services/{id} › Details): a card with the service number, the
 * description (its HTML shown sanitised, with its formatting and links) and whether the service
 * is active (a dash for what is empty), and an edit button that opens a large dialog with the
 * name (required), the service number and the description in a rich-text editor.
 */
export function ServiceDetailsCard({ service, onSave, headingLevel = 2 }: ServiceDetailsCardProps) {
  const t = useMessages(messages);
  const items: DetailItem[] = [
    { id: 'servicenumber', label: t('servicenumber'), value: service.servicenumber },
    {
      id: 'description',
      label: t('description'),
      // Nothing to show gives the list's dash ('Not provided'), like every empty detail.
      value: service.description ? <HtmlContent html={service.description} emptyText={null} /> : null,
    },
    { id: 'active', label: t('status'), value: service.active ? t('active') : t('inactive') },
  ];

  return (
    <DetailsCard<Draft>
      title={t('title')}
      headingLevel={headingLevel}
      items={items}
      editLabel={t('edit')}
      dialogTitle={t('dialogTitle')}
      draftOf={() => draftOf(service)}
      fields={FIELDS}
      onSave={(draft) => onSave(valuesOf(draft))}
    >
      {(draft, set) => (
        <>
          <TextField
            name="name"
            label={t('name')}
            value={draft.name}
            onChange={set('name')}
            maxLength={maxLengthOf(BOUNDS, 'name')}
            isRequired
            autoFocus
          />
          <TextField
            name="servicenumber"
            label={t('servicenumber')}
            value={draft.servicenumber}
            onChange={set('servicenumber')}
            maxLength={maxLengthOf(BOUNDS, 'servicenumber')}
          />
          <div className={detailsStyles.wide}>
            <RichTextEditor name="description" label={t('description')} value={draft.description} onChange={set('description')} />
          </div>
        </>
      )}
    </DetailsCard>
  );
}
