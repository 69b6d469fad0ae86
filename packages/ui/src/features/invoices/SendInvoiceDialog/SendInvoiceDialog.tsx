import type { KeysOf } from '../../../i18n/catalogue';
import type { InvoiceMailDraft, InvoiceMailSend } from '@kwartier/api';
import { schemaBounds } from '@kwartier/api';
import { useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { AddIcon } from '../../../primitives/Icon/icons/AddIcon';
import { DeleteIcon } from '../../../primitives/Icon/icons/DeleteIcon';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { Switch } from '../../../primitives/Switch/Switch';
import { TextArea } from '../../../primitives/TextArea/TextArea';
import { TextField } from '../../../primitives/TextField/TextField';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import type { SaveResult, SubmitResult } from '../../../forms/submitResult';
import { isValidationFailure } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useMessages, type Translate } from '../../../i18n/useMessages';
import { messages } from './SendInvoiceDialog.messages';
import * as styles from './SendInvoiceDialog.css';

type Key = KeysOf<typeof messages>;
type AddressKind = 'recipients' | 'cc' | 'bcc';
const KINDS: readonly AddressKind[] = ['recipients', 'cc', 'bcc'];
/** The contract's `maxItems` of each address list (InvoiceMailSend). */
const MAX_ADDRESSES = 20;

/** Props of {@link SendInvoiceDialog}. */
export interface SendInvoiceDialogProps {
  /** The invoice's number, for the title. */
  invoiceNumber: string;
  /** Whether the invoice is still a concept: sending it marks it sent ("Send"), else "Send again". */
  isConcept: boolean;
  /** The prefilled mail (`GET /api/invoices/{id}/mails/draft`). */
  draft: InvoiceMailDraft;
  onClose: () => void;
  /**
   * Sends (`POST /api/invoices/{id}/send`, the save convention): a 422 shows under its fields, a
   * refusal by the mail server (424, `{ message }`) above the form; refresh the invoice and its
   * mail log before resolving.
   */
  onSend: (values: InvoiceMailSend) => SaveResult;
}

/** Addresses as typed, each with a stable key for React. */
interface Typed {
  key: number;
  value: string;
}

/**
 * The mail an invoice is sent with: several addresses to send to (the contact's to begin with),
 * cc and bcc, subject and message from the organisation's template, switches for the PDF, the
 * e-invoice (off and disabled with the reasons when it cannot be made) and the link to the
 * invoice online. Sending waits for the mail server; its refusal shows above the form and the
 * dialog stays open. Rendered while open, so it opens on the draft each time.
 */
export function SendInvoiceDialog({ invoiceNumber, isConcept, draft, onClose, onSend }: SendInvoiceDialogProps) {
  const t = useMessages(messages);
  const ublHintId = useId();
  const ublAvailable = draft.ubl_problems.length === 0;
  const [next, setNext] = useState(draft.recipients.length + 1);
  const [addresses, setAddresses] = useState<Record<AddressKind, Typed[]>>(() => ({
    recipients: draft.recipients.length > 0 ? draft.recipients.map((value, key) => ({ key, value })) : [{ key: 0, value: '' }],
    cc: [],
    bcc: [],
  }));
  const [subject, setSubject] = useState(draft.subject);
  const [message, setMessage] = useState(draft.message);
  const [attachPdf, setAttachPdf] = useState(true);
  const [attachUbl, setAttachUbl] = useState(ublAvailable);
  const [includeLink, setIncludeLink] = useState(true);
  const [problems, setProblems] = useState<Record<string, string>>({});

  const fields = useMemo(
    () => ['subject', 'message', 'attach_pdf', 'attach_ubl', 'include_link', ...KINDS.flatMap((kind) => [kind, ...addresses[kind].map((_, index) => `${kind}.${index}`)])],
    [addresses],
  );
  // The addresses sent leave out empty fields; the server's `cc.1` names the second one sent.
  const sentIndexes = useRef<Record<AddressKind, number[]>>({ recipients: [], cc: [], bcc: [] });
  const submission = useFormSubmission<InvoiceMailSend>(async (values) => placedErrors(await onSend(values), sentIndexes.current), fields);
  const errors = useMemo(() => ({ ...submission.fieldErrors, ...problems }), [submission.fieldErrors, problems]);

  const title = draft.kind === 'reminder' ? t('titleReminder', { number: invoiceNumber }) : t(isConcept ? 'titleSend' : 'titleSendAgain', { number: invoiceNumber });

  const add = (kind: AddressKind) => {
    setAddresses((current) => ({ ...current, [kind]: [...current[kind], { key: next, value: '' }] }));
    setNext(next + 1);
  };
  const remove = (kind: AddressKind, key: number) => setAddresses((current) => ({ ...current, [kind]: current[kind].filter((a) => a.key !== key) }));
  const change = (kind: AddressKind, key: number, value: string) =>
    setAddresses((current) => ({ ...current, [kind]: current[kind].map((a) => (a.key === key ? { ...a, value } : a)) }));

  const send = async () => {
    const found: Record<string, string> = {};
    const indexes = { recipients: [], cc: [], bcc: [] } as Record<AddressKind, number[]>;
    const lists = { recipients: [], cc: [], bcc: [] } as Record<AddressKind, string[]>;
    for (const kind of KINDS) {
      addresses[kind].forEach((typed, index) => {
        const value = typed.value.trim();
        if (value === '') return;
        indexes[kind].push(index);
        lists[kind].push(value);
      });
    }
    if (lists.recipients.length === 0) found['recipients.0'] = t('noRecipient');
    if (subject.trim() === '') found.subject = t('required');
    if (message.trim() === '') found.message = t('required');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    sentIndexes.current = indexes;
    const sent = await submission.submit({
      kind: draft.kind,
      recipients: lists.recipients,
      cc: lists.cc,
      bcc: lists.bcc,
      subject: subject.trim(),
      message,
      attach_pdf: attachPdf,
      attach_ubl: ublAvailable && attachUbl,
      include_link: includeLink,
    });
    if (sent) onClose();
  };

  return (
    <FormDialog
      isOpen
      isLarge
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      saveLabel={t('send')}
      onSave={() => void send()}
      isSaving={submission.isSubmitting}
      validationErrors={errors}
      errorMessage={submission.formError ?? undefined}
    >
      {KINDS.map((kind) => (
        <AddressList
          key={kind}
          kind={kind}
          t={t}
          addresses={addresses[kind]}
          onChange={(key, value) => change(kind, key, value)}
          onRemove={kind === 'recipients' && addresses.recipients.length === 1 ? undefined : (key) => remove(kind, key)}
        />
      ))}
      <div className={styles.addButtons}>
        {KINDS.map((kind) =>
          addresses[kind].length < MAX_ADDRESSES ? (
            <Button key={kind} variant="secondary" onPress={() => add(kind)}>
              <AddIcon size={20} />
              {t(kind === 'recipients' ? 'addRecipient' : kind === 'cc' ? 'addCc' : 'addBcc')}
            </Button>
          ) : null,
        )}
      </div>
      <TextField name="subject" label={t('subject')} value={subject} onChange={setSubject} maxLength={schemaBounds.InvoiceMailSend.subject.maxLength} isRequired autoComplete="off" />
      <TextArea
        name="message"
        label={t('message')}
        description={t('messageDescription', { placeholder: '{number}' })}
        value={message}
        onChange={setMessage}
        maxLength={schemaBounds.InvoiceMailSend.message.maxLength}
        rows={8}
        isRequired
      />
      <fieldset className={styles.switches}>
        <legend className={styles.legend}>{t('attachments')}</legend>
        <Switch name="attach_pdf" isSelected={attachPdf} onChange={setAttachPdf}>
          {t('attachPdf', { file: draft.pdf_filename })}
        </Switch>
        <Switch name="attach_ubl" isSelected={ublAvailable && attachUbl} onChange={setAttachUbl} isDisabled={!ublAvailable} aria-describedby={ublAvailable ? undefined : ublHintId}>
          {t('attachUbl', { file: draft.ubl_filename })}
        </Switch>
        {!ublAvailable && (
          <div id={ublHintId} className={styles.hint}>
            {t('ublUnavailable')}
            <ul className={styles.reasons}>
              {draft.ubl_problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        {errors.attach_ubl && <p className={styles.hint}>{errors.attach_ubl}</p>}
        <Switch name="include_link" isSelected={includeLink} onChange={setIncludeLink}>
          {t('includeLink')}
        </Switch>
        <p className={styles.hint}>{draft.link}</p>
      </fieldset>
      {isConcept && draft.kind === 'invoice' && <p className={styles.note}>{t('sentNote')}</p>}
    </FormDialog>
  );
}

/** The server's `cc.1` (the second address sent) under the field it came from. */
function placedErrors(result: SubmitResult, sent: Record<AddressKind, number[]>): SubmitResult {
  if (!isValidationFailure(result) || !result.errors) return result;
  const errors: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(result.errors)) {
    const match = /^(recipients|cc|bcc)\.(\d+)$/.exec(field);
    const kind = match?.[1] as AddressKind | undefined;
    errors[kind ? `${kind}.${sent[kind][Number(match![2])] ?? match![2]}` : field] = list;
  }
  return { ...result, errors };
}

interface AddressListProps {
  kind: AddressKind;
  t: Translate<Key>;
  addresses: readonly Typed[];
  onChange: (key: number, value: string) => void;
  /** Absent: the one field left cannot be removed. */
  onRemove?: (key: number) => void;
}

function AddressList({ kind, t, addresses, onChange, onRemove }: AddressListProps) {
  if (addresses.length === 0) return null;
  const field = t(kind);
  return (
    <fieldset className={styles.addresses}>
      <legend className={styles.legend}>{field}</legend>
      {addresses.map((typed, index) => (
        <div key={typed.key} className={styles.address}>
          <TextField
            className={styles.addressField}
            name={`${kind}.${index}`}
            aria-label={t('addressLabel', { field, n: index + 1 })}
            type="email"
            value={typed.value}
            onChange={(value) => onChange(typed.key, value)}
            maxLength={schemaBounds.InvoiceMailSend[kind].items.maxLength}
            autoComplete="off"
            autoFocus={kind === 'recipients' && index === 0 && typed.value === ''}
          />
          {onRemove && <IconButton size="sm" label={t('removeAddress', { field, n: index + 1 })} icon={<DeleteIcon />} onPress={() => onRemove(typed.key)} />}
        </div>
      ))}
    </fieldset>
  );
}
