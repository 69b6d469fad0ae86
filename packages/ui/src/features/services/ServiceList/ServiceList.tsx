import type { KeysOf } from '../../../i18n/catalogue';
import { schemaBounds, type Service, type ServiceCreate } from '@kwartier/api';
import { useMemo } from 'react';
import { createColumnHelper } from '../../../primitives/Table/Table';
import { RichTextEditor } from '../../../primitives/RichTextEditor/RichTextEditor';
import { TextField } from '../../../primitives/TextField/TextField';
import { maxLengthOf, optionalText } from '../../../patterns/DetailsCard/detailValues';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { useFormDialog } from '../../../patterns/FormDialog/useFormDialog';
import { RecordList, RecordNameLink } from '../../../patterns/RecordList/RecordList';
import type { SaveResult } from '../../../forms/submitResult';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { messages } from './ServiceList.messages';
import type { AppHref } from '../../../primitives/Link/appHref';

/** Props of {@link ServiceList}. */
export interface ServiceListProps {
  /** All services of the organisation (`GET /api/services`), active and inactive; the list filters them itself. */
  services: Service[];
  /** Link target of a service's name, e.g. `(id) => '/services/' + id`. */
  serviceHref: (id: Service['id']) => AppHref;
  /**
   * Creates a service from the add dialog (`POST /api/services`) with the name trimmed, the
   * service number trimmed or `null`, and the description as HTML or `null`. Resolve to
   * `undefined` on success (the dialog closes and clears; refresh `services` and show a snackbar),
   * or to the 422 body `{ message, errors }`: errors for name, servicenumber and description appear
   * under those fields, others above them, and the dialog keeps what was typed. Reject for
   * unexpected failures (a generic message is shown).
   */
  onCreate: (values: ServiceCreate) => SaveResult;
  /**
   * Flips a service's active flag (`POST /api/services/toggle/active`). The switch is read-only
   * (keeping keyboard focus) until the promise settles; refresh `services` afterwards. Failures
   * are not shown.
   */
  onToggleActive: (service: Service) => SaveResult;
  /**
   * Deletes an inactive service after the user confirmed (`DELETE /api/services/{id}`). The
   * confirmation closes when the promise resolves to nothing (refresh `services` first); it shows
   * the refusal when it resolves to a 409 body (e.g. the service still has subscriptions or
   * invoice lines), and a general message when it rejects.
   */
  onDelete: (service: Service) => SaveResult;
  /** While the services load: placeholder rows. */
  isLoading?: boolean;
  /** Whether 'show inactive' starts checked. Defaults to false. */
  defaultShowInactive?: boolean;
  /** Initial search text. */
  defaultSearch?: string;
}

/** The add dialog's fields, for server errors under the matching field. */
const FIELDS = ['name', 'servicenumber', 'description'] as const;

const BOUNDS = schemaBounds.ServiceCreate;

/** The add dialog's values as typed; the description as the editor reports it ('' when empty). */
interface Draft {
  name: string;
  servicenumber: string;
  description: string;
}

const EMPTY: Draft = { name: '', servicenumber: '', description: '' };

const valuesOf = (draft: Draft): ServiceCreate => ({
  name: draft.name.trim(),
  servicenumber: optionalText(draft.servicenumber),
  description: draft.description === '' ? null : draft.description,
});

const column = createColumnHelper<Service>();

function serviceColumns(t: Translate<KeysOf<typeof messages>>) {
  return [
    column.accessor('name', {
      header: () => t('nameColumn'),
      cell: ({ row }) => <RecordNameLink record={row.original} />,
      meta: { isRowHeader: true },
    }),
    column.accessor('servicenumber', {
      header: () => t('servicenumberColumn'),
      cell: ({ getValue }) => getValue() ?? '',
    }),
  ];
}

const searchTexts = (service: Service) => [service.name, service.servicenumber];

/**
 * The services screen (/services), laid out like the clients list: search (name or service
 * number), 'Show inactive', an add dialog (name, service number and a rich-text description),
 * and a table of name (link), service number, active switch and — on inactive rows only — a
 * confirmed delete.
 */
export function ServiceList({
  services,
  serviceHref,
  onCreate,
  onToggleActive,
  onDelete,
  isLoading,
  defaultShowInactive = false,
  defaultSearch = '',
}: ServiceListProps) {
  const t = useMessages(messages);
  const dialog = useFormDialog<Draft>(EMPTY, FIELDS);
  const columns = useMemo(() => serviceColumns(t), [t]);
  const recordHref = useMemo(() => (service: Service) => serviceHref(service.id), [serviceHref]);

  return (
    <RecordList<Service>
      title={t('title')}
      records={services}
      columns={columns}
      searchTexts={searchTexts}
      recordHref={recordHref}
      emptyText={t('empty')}
      addLabel={t('addService')}
      onAdd={() => dialog.open(EMPTY)}
      onToggleActive={onToggleActive}
      onDelete={onDelete}
      confirmTitle={t('confirmTitle')}
      isLoading={isLoading}
      defaultShowInactive={defaultShowInactive}
      defaultSearch={defaultSearch}
    >
      <FormDialog
        title={t('dialogTitle')}
        isLarge
        {...dialog.dialogProps}
        onSave={() => void dialog.save(() => onCreate(valuesOf(dialog.draft)))}
      >
        <TextField
          name="name"
          label={t('name')}
          value={dialog.draft.name}
          onChange={dialog.set('name')}
          maxLength={maxLengthOf(BOUNDS, 'name')}
          isRequired
          autoFocus
        />
        <TextField
          name="servicenumber"
          label={t('servicenumber')}
          value={dialog.draft.servicenumber}
          onChange={dialog.set('servicenumber')}
          maxLength={maxLengthOf(BOUNDS, 'servicenumber')}
        />
        <RichTextEditor
          name="description"
          label={t('description')}
          value={dialog.draft.description}
          onChange={dialog.set('description')}
        />
      </FormDialog>
    </RecordList>
  );
}
