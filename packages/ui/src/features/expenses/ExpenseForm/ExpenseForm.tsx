import { decimalText, divideRounded, hundredthsOf, schemaBounds, schemaEnums, type DateFormat, type Expense, type ExpenseCategory, type ExpenseInput, type ExpenseProject } from '@kwartier/api';
import { useContext, useId, useMemo, useState } from 'react';
import { FileTrigger, FormValidationContext } from 'react-aria-components';
import { Button } from '../../../primitives/Button/Button';
import { LazyDatePicker } from '../../../primitives/DatePicker/LazyDatePicker';
import { Select } from '../../../primitives/Select/Select';
import { Switch } from '../../../primitives/Switch/Switch';
import { TextField } from '../../../primitives/TextField/TextField';
import { maxLengthOf } from '../../../patterns/DetailsCard/detailValues';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { decimalInputText } from '../../../forms/decimalInput';
import type { SaveResult } from '../../../forms/submitResult';
import { useFormSubmission } from '../../../forms/useFormSubmission';
import { useLocale } from '../../../i18n/I18nProvider';
import { formatMoney, parseMoney } from '../../../i18n/formatMoney';
import { formatNumber } from '../../../i18n/formatNumber';
import { useMessages } from '../../../i18n/useMessages';
import * as fieldStyles from '../../../internal/styles/field.css';
import { messages } from './ExpenseForm.messages';
import * as styles from './ExpenseForm.css';

/**
 * What the expense form saves: the fields of `ExpenseInput` as the API takes them (decimals with a
 * dot, `'24.60'`), the expense's `id` (`null` for a new one: `POST /api/expenses`; else `PUT
 * /api/expenses/{id}`), and what happens to the receipt: a `File` to upload (`POST
 * /api/expenses/{id}/receipt`, field `receipt`), `null` to remove the current one, or `undefined` to
 * leave it as it is.
 */
export type ExpenseFormValues = ExpenseInput & { id: Expense['id'] | null; receipt: File | null | undefined };

/** Props of {@link ExpenseForm}. */
export interface ExpenseFormProps {
  /** Whether the form is open. It starts on `expense`'s values (or a new expense's) each time it opens. */
  isOpen: boolean;
  /** Called with `false` when the user closes it, and after a successful save. */
  onOpenChange: (isOpen: boolean) => void;
  /** The expense to edit, or `null` to record one. */
  expense: Expense | null;
  /** The projects the user may record an expense on (`GET /api/expenses` → `projects`). */
  projects: readonly ExpenseProject[];
  /** The organisation's categories (`GET /api/expenses` → `categories`), in its order. */
  categories: readonly ExpenseCategory[];
  /** The day a new expense starts on (`YYYY-MM-DD`, the user's today). */
  today: string;
  /** VAT % a new expense starts with, as the API writes it. Defaults to `'21.00'`. */
  defaultVat?: string;
  /** How the date is typed (the user's date format). */
  dateFormat?: DateFormat;
  /** First day of the week in the date's calendar (0 Sunday … 6 Saturday). */
  firstDayOfWeek?: number | null;
  /**
   * Offers to remove the current receipt when editing (the app can remove one). Without it a
   * receipt can only be replaced.
   */
  canRemoveReceipt?: boolean;
  /**
   * Saves the expense and then its receipt (the save convention). Resolve to `undefined` on
   * success (the form closes), to the 422 body to show its errors under their fields (project_id,
   * category_id, date, description, amount, vat, markup, receipt; others above the fields), or
   * reject.
   */
  onSubmit: (values: ExpenseFormValues) => SaveResult;
}

const FIELDS = ['project_id', 'category_id', 'date', 'description', 'amount', 'vat', 'markup', 'receipt'] as const;
type Field = (typeof FIELDS)[number];
type DecimalField = 'amount' | 'vat' | 'markup';

const BOUNDS = schemaBounds.ExpenseInput;
const PATTERNS: Record<DecimalField, RegExp> = {
  amount: new RegExp(BOUNDS.amount.pattern),
  vat: new RegExp(BOUNDS.vat.pattern),
  markup: new RegExp(BOUNDS.markup.pattern),
};

/** The receipt types the server takes (told by content there); here by the browser's type, else the name. */
const RECEIPT_TYPES: readonly string[] = schemaEnums.ExpenseReceiptType;
function isReceiptFile(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type !== '' && RECEIPT_TYPES.includes(file.type.toLowerCase())) return true;
  return /\.(pdf|png|jpe?g|webp|heic)$/i.test(file.name);
}

interface Draft {
  date: string | null;
  project_id: number | null;
  category_id: number | null;
  description: string;
  amount: string;
  vat: string;
  vat_included: boolean;
  billable: boolean;
  markup: string;
  /** A chosen file, `null` once the current one is removed, `undefined` while the current one stays. */
  receipt: File | null | undefined;
}

/** A decimal typed in the user's language as the API takes it (`'24,6'` → `'24.60'`), or why it cannot be sent. */
function parseInput(text: string, locale: string, pattern: RegExp): { value: string } | { problem: 'required' | 'invalid' } {
  if (text.trim() === '') return { problem: 'required' };
  const hundredths = parseMoney(text, locale);
  if (hundredths == null) return { problem: 'invalid' };
  const value = decimalText(hundredths);
  return pattern.test(value) ? { value } : { problem: 'invalid' };
}

function draftOf(expense: Expense | null, today: string, defaultVat: string, categories: readonly ExpenseCategory[], projects: readonly ExpenseProject[], locale: string): Draft {
  if (!expense) {
    return {
      date: today,
      project_id: projects.length === 1 ? projects[0].id : null,
      category_id: categories[0]?.id ?? null,
      description: '',
      amount: '',
      vat: decimalInputText(defaultVat, locale),
      vat_included: true,
      billable: true,
      markup: '0',
      receipt: undefined,
    };
  }
  return {
    date: expense.date,
    project_id: expense.project_id,
    category_id: expense.category_id,
    description: expense.description,
    amount: decimalInputText(expense.amount, locale, 2),
    vat: decimalInputText(expense.vat, locale),
    vat_included: expense.vat_included,
    billable: expense.billable,
    markup: decimalInputText(expense.markup, locale),
    receipt: undefined,
  };
}

/** First message of a server error value (a string or the API's list of strings). */
function firstMessage(value: string | string[] | null | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : null;
}

interface ReceiptFieldProps {
  /** The receipt on the expense now (editing), or null. */
  current: Expense['receipt'];
  value: File | null | undefined;
  onChange: (value: File | null | undefined) => void;
  canRemove: boolean;
  /** A problem found before sending (a file of another type). */
  problem: string | null;
}

/** The receipt: the current or chosen file's name, Choose (or Replace) and Remove; errors under it. */
function ReceiptField({ current, value, onChange, canRemove, problem }: ReceiptFieldProps) {
  const t = useMessages(messages);
  const id = useId();
  const formErrors = useContext(FormValidationContext);
  const error = problem ?? firstMessage(formErrors?.receipt);
  const shown = value instanceof File ? value.name : value === null ? null : (current?.name ?? null);
  return (
    <div role="group" aria-labelledby={`${id}-label`} className={styles.receipt} data-invalid={error ? true : undefined}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {t('receipt')}
      </span>
      <div className={styles.receiptRow}>
        <span id={`${id}-file`} className={shown ? styles.fileName : `${styles.fileName} ${styles.noFile}`} aria-live="polite">
          {shown ?? t('noReceipt')}
        </span>
        <FileTrigger acceptedFileTypes={[...RECEIPT_TYPES, '.heic']} onSelect={(files) => files?.[0] && onChange(files[0])}>
          <Button size="sm" aria-describedby={[`${id}-file`, `${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}>
            {shown ? t('replaceReceipt') : t('chooseReceipt')}
          </Button>
        </FileTrigger>
        {value instanceof File ? (
          <Button size="sm" variant="quiet" aria-label={t('undoChoiceLabel', { name: value.name })} onPress={() => onChange(undefined)}>
            {t('undoChoice')}
          </Button>
        ) : (
          current &&
          value === undefined &&
          canRemove && (
            <Button size="sm" variant="quiet" aria-label={t('removeReceiptLabel', { name: current.name })} onPress={() => onChange(null)}>
              {t('removeReceipt')}
            </Button>
          )
        )}
        {current && value === null && (
          <Button size="sm" variant="quiet" aria-label={t('keepReceiptLabel', { name: current.name })} onPress={() => onChange(undefined)}>
            {t('keepReceipt')}
          </Button>
        )}
      </div>
      <span id={`${id}-hint`} className={fieldStyles.description}>
        {t('receiptHint')}
      </span>
      <div aria-live="polite">
        {error && (
          <span id={`${id}-error`} className={fieldStyles.error}>
            {error}
          </span>
        )}
      </div>
    </div>
  );
}

/**
 * Records or edits an expense: the day, the project, what it was, the amount with its VAT rate
 * (the amount including VAT, or before it), the category, whether it is billed to the client (and
 * the markup on it) and the receipt (a PDF or an image). Numbers are typed in the user's language
 * — a Dutch user's decimal comma as well as a point — and sent as the API takes them; what cannot
 * be sent is said under the field before anything is sent, and the server's 422 errors under
 * theirs.
 */
export function ExpenseForm({
  isOpen,
  onOpenChange,
  expense,
  projects,
  categories,
  today,
  defaultVat = '21.00',
  dateFormat,
  firstDayOfWeek,
  canRemoveReceipt = false,
  onSubmit,
}: ExpenseFormProps) {
  const t = useMessages(messages);
  const locale = useLocale();
  const exclusiveId = useId();
  const submission = useFormSubmission<ExpenseFormValues>(onSubmit, FIELDS);
  const [draft, setDraft] = useState<Draft>(() => draftOf(expense, today, defaultVat, categories, projects, locale));
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  // Each opening starts on the expense's values without old errors: adjusted while rendering.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setDraft(draftOf(expense, today, defaultVat, categories, projects, locale));
      setProblems({});
      submission.reset();
    }
  }
  const update = <K extends keyof Draft>(field: K, value: Draft[K]) => setDraft((current) => ({ ...current, [field]: value }));

  // An expense on a project no longer open to choose keeps it.
  const projectItems = useMemo(() => {
    const items = projects.map((project) => ({ id: project.id, label: t('projectOption', { project: project.name, client: project.client_name }) }));
    if (expense && !projects.some((project) => project.id === expense.project_id)) {
      items.unshift({ id: expense.project_id, label: t('projectOption', { project: expense.project_name, client: expense.client_name }) });
    }
    return items;
  }, [projects, expense, t]);
  const categoryItems = useMemo(() => {
    const items = categories.map((category) => ({ id: category.id, label: category.name }));
    if (expense && !categories.some((category) => category.id === expense.category_id)) items.unshift({ id: expense.category_id, label: expense.category_name });
    return items;
  }, [categories, expense]);

  const serverErrors = submission.fieldErrors;
  // A server error about the receipt belongs to the file sent; another choice hides it.
  const [sentReceipt, setSentReceipt] = useState<File | null | undefined>(undefined);
  const receiptChanged = draft.receipt !== sentReceipt;
  const errors = useMemo(() => {
    const shown: Record<string, string> = { ...serverErrors, ...problems };
    if (receiptChanged && !problems.receipt) delete shown.receipt;
    return shown;
  }, [serverErrors, problems, receiptChanged]);

  // What the amount is before VAT, as the server will reckon it, shown under the switch.
  const exclusive = useMemo(() => {
    const amount = parseInput(draft.amount, locale, PATTERNS.amount);
    const vat = parseInput(draft.vat, locale, PATTERNS.vat);
    if (!('value' in amount) || !('value' in vat) || !draft.vat_included) return null;
    const cents = BigInt(hundredthsOf(amount.value) ?? 0);
    const rate = BigInt(hundredthsOf(vat.value) ?? 0);
    const currency = projects.find((project) => project.id === draft.project_id)?.currency;
    return formatMoney(divideRounded(cents * 10_000n, 10_000n + rate), locale, currency);
  }, [draft.amount, draft.vat, draft.vat_included, draft.project_id, projects, locale]);

  const decimalProblem = (field: DecimalField, problem: 'required' | 'invalid') =>
    problem === 'required'
      ? t('required')
      : field === 'amount'
        ? t('amountInvalid', { example: formatNumber(24.6, locale) })
        : t('percentageInvalid', { example: formatNumber(field === 'vat' ? 9 : 10, locale) });

  const save = async () => {
    const found: Partial<Record<Field, string>> = {};
    const description = draft.description.trim();
    if (description === '') found.description = t('required');
    if (draft.date === null) found.date = t('required');
    if (draft.project_id === null) found.project_id = t('chooseOne');
    if (draft.category_id === null) found.category_id = t('chooseOne');
    const values: Partial<Record<DecimalField, string>> = {};
    for (const field of ['amount', 'vat', 'markup'] as const) {
      if (field === 'markup' && !draft.billable) continue;
      const parsed = parseInput(field === 'markup' && draft.markup.trim() === '' ? '0' : draft[field], locale, PATTERNS[field]);
      if ('problem' in parsed) found[field] = decimalProblem(field, parsed.problem);
      else values[field] = parsed.value;
    }
    if (draft.receipt instanceof File && !isReceiptFile(draft.receipt)) found.receipt = t('receiptType', { name: draft.receipt.name });
    setProblems(found);
    if (Object.keys(found).length > 0 || draft.date === null || draft.project_id === null || draft.category_id === null || !values.amount || !values.vat) return;
    setSentReceipt(draft.receipt);
    const saved = await submission.submit({
      id: expense?.id ?? null,
      date: draft.date,
      project_id: draft.project_id,
      category_id: draft.category_id,
      description,
      amount: values.amount,
      vat: values.vat,
      vat_included: draft.vat_included,
      billable: draft.billable,
      // Not billed, no markup: the server keeps none.
      markup: draft.billable ? (values.markup ?? '0.00') : '0.00',
      receipt: draft.receipt,
    });
    if (saved) onOpenChange(false);
  };

  const close = (open: boolean) => {
    if (!open) submission.reset();
    onOpenChange(open);
  };

  const decimalField = (field: DecimalField, label: string, description: string) => (
    <TextField
      name={field}
      label={label}
      description={description}
      value={draft[field]}
      onChange={(value) => update(field, value)}
      inputMode="decimal"
      autoComplete="off"
      isRequired={field !== 'markup'}
    />
  );

  return (
    <FormDialog
      title={expense ? t('editTitle') : t('newTitle')}
      isOpen={isOpen}
      onOpenChange={close}
      onSave={() => void save()}
      isSaving={submission.isSubmitting}
      validationErrors={errors}
      errorMessage={submission.formError ?? undefined}
    >
      <LazyDatePicker
        name="date"
        label={t('date')}
        value={draft.date}
        onChange={(value) => update('date', value)}
        dateFormat={dateFormat}
        firstDayOfWeek={firstDayOfWeek}
        isRequired
      />
      <Select
        name="project_id"
        label={t('project')}
        placeholder={t('chooseProject')}
        description={projectItems.length === 0 ? t('noProjects') : undefined}
        items={projectItems}
        selectedKey={draft.project_id}
        onSelectionChange={(key) => key != null && update('project_id', Number(key))}
        isRequired
      />
      <TextField
        name="description"
        label={t('description')}
        value={draft.description}
        onChange={(value) => update('description', value)}
        maxLength={maxLengthOf(BOUNDS, 'description')}
        autoComplete="off"
        isRequired
      />
      <div className={styles.pair}>
        {decimalField('amount', t('amount'), t('decimalDescription', { example: formatNumber(24.6, locale) }))}
        {decimalField('vat', t('vat'), t('decimalDescription', { example: formatNumber(21, locale) }))}
      </div>
      <Switch isSelected={draft.vat_included} onChange={(value) => update('vat_included', value)} aria-describedby={exclusive ? exclusiveId : undefined}>
        {t('vatIncluded')}
      </Switch>
      {exclusive && (
        <span id={exclusiveId} className={fieldStyles.description}>
          {t('exclusive', { amount: exclusive })}
        </span>
      )}
      <Select
        name="category_id"
        label={t('category')}
        placeholder={t('chooseCategory')}
        items={categoryItems}
        selectedKey={draft.category_id}
        onSelectionChange={(key) => key != null && update('category_id', Number(key))}
        isRequired
      />
      <Switch isSelected={draft.billable} onChange={(value) => update('billable', value)}>
        {t('billable')}
      </Switch>
      {draft.billable && decimalField('markup', t('markup'), t('markupDescription'))}
      <ReceiptField
        current={expense?.receipt ?? null}
        value={draft.receipt}
        onChange={(value) => {
          setProblems((current) => ({ ...current, receipt: undefined }));
          update('receipt', value);
        }}
        canRemove={canRemoveReceipt}
        problem={problems.receipt ?? null}
      />
    </FormDialog>
  );
}
