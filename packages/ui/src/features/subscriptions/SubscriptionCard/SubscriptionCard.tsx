import type { Client, Subscription, SubscriptionInvoice, SubscriptionUpdate } from '@kwartier/api';
import { useState } from 'react';
import { Alert } from '../../../primitives/Alert/Alert';
import { Button } from '../../../primitives/Button/Button';
import { Card } from '../../../primitives/Card/Card';
import { DatePicker } from '../../../primitives/DatePicker/DatePicker';
import { DetailList } from '../../../primitives/Card/DetailList';
import { Link } from '../../../primitives/Link/Link';
import { FormDialog } from '../../../patterns/FormDialog/FormDialog';
import { useFormDialog } from '../../../patterns/FormDialog/useFormDialog';
import { PageHeader } from '../../../patterns/PageHeader/PageHeader';
import type { SaveResult } from '../../../forms/submitResult';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { useLocale } from '../../../i18n/I18nProvider';
import { useMessages } from '../../../i18n/useMessages';
import { messages } from './SubscriptionCard.messages';
import * as styles from './SubscriptionCard.css';
import type { AppHref } from '../../../primitives/Link/appHref';
import { readRecurring, RecurringFields, recurringDraftOf, recurringMessages, usePriceText, type RecurringDraft } from '../shared/RecurringFields';

/** Props of {@link SubscriptionCard}. */
export interface SubscriptionCardProps {
  /** The subscription (`GET /api/subscriptions/{id}`); `name` is its service's name. */
  subscription: Subscription;
  /** Link target of the client, e.g. `(id) => '/clients/' + id`. */
  clientHref: (id: Client['id']) => AppHref;
  /** Link target of the service, e.g. `(id) => '/services/' + id`. */
  serviceHref: (id: Subscription['service_id']) => AppHref;
  /** The user's date format, for the dates. */
  dateFormat: DateFormat;
  /** The organisation's first day of the week (0 Sunday … 6 Saturday) for the date fields' calendars. */
  firstDayOfWeek?: number;
  /**
   * Saves the edit dialog (`PUT /api/subscriptions/{id}`): resolve `undefined` on success (refresh
   * `subscription`), or the 422 body, whose errors appear under price, period, start date, VAT and
   * end date. Without it there is no Edit button.
   */
  onUpdate?: (values: SubscriptionUpdate) => SaveResult;
  /**
   * "Create invoice now" (`POST /api/subscriptions/{id}/invoice`): resolve to the invoice made, or
   * to the 409/422 body `{ message }` (the period is invoiced already, or there is no price),
   * which the card shows. Reject for the unexpected. Without it there is no button.
   */
  onInvoiceNow?: () => Promise<SubscriptionInvoice | { message: string }>;
  /** Link target of an invoice, e.g. `(id) => '/invoices/' + id`: the invoice "Create invoice now" made. */
  invoiceHref?: (id: SubscriptionInvoice['invoice_id']) => AppHref;
}

type Outcome = { made: SubscriptionInvoice } | { refused: string } | null;

interface Draft extends RecurringDraft {
  enddate: string | null;
}

const FIELDS = ['price', 'period', 'startdate', 'vat', 'vat_category', 'enddate'] as const;

/**
 * The subscription page (/subscriptions/{id}): its title names service and client ("Hosting for
 * Bakkerij Jansen", the page's `h1`), and a card lists the client and the service (links), the
 * price per period ('Not invoiced' without one), start date, VAT rate, the end date in the user's
 * date format (or 'No end date') and whether it is active. 'Edit' changes the price, period,
 * dates and VAT; 'Create invoice now' makes the concept invoice of the current period and says
 * which (with a link), or why not (invoiced already: the server names the invoice).
 */
export function SubscriptionCard({ subscription, clientHref, serviceHref, dateFormat, firstDayOfWeek, onUpdate, onInvoiceNow, invoiceHref }: SubscriptionCardProps) {
  const t = useMessages(messages);
  const tr = useMessages(recurringMessages);
  const locale = useLocale();
  const priceText = usePriceText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);
  const dialog = useFormDialog<Draft>(() => ({ ...recurringDraftOf(subscription, locale), enddate: subscription.enddate }), FIELDS);
  const [typedErrors, setTypedErrors] = useState<Record<string, string>>({});

  const invoiceNow = async () => {
    if (!onInvoiceNow || pending) return;
    setPending(true);
    try {
      const answer = await onInvoiceNow();
      setOutcome('invoice_id' in answer ? { made: answer } : { refused: answer.message });
    } catch {
      setOutcome({ refused: t('failed') });
    } finally {
      setPending(false);
    }
  };

  const save = () => {
    if (!onUpdate) return;
    const read = readRecurring(dialog.draft, locale, tr);
    setTypedErrors('errors' in read ? read.errors : {});
    if ('errors' in read) return;
    const { startdate, enddate } = dialog.draft;
    void dialog.save(() => onUpdate({ ...read.values, enddate, ...(startdate ? { startdate } : {}) }));
  };

  return (
    <div className={styles.root}>
      <PageHeader title={t('title', { service: subscription.name, client: subscription.client.name })} />
      <Card
        title={t('cardTitle')}
        className={styles.card}
        actions={
          onUpdate && (
            <Button
              size="sm"
              onPress={() => {
                setTypedErrors({});
                dialog.open({ ...recurringDraftOf(subscription, locale), enddate: subscription.enddate });
              }}
            >
              {t('edit')}
            </Button>
          )
        }
      >
        <DetailList
          items={[
            {
              id: 'client',
              label: t('client'),
              value: (
                <Link href={clientHref(subscription.client.id)} className={styles.link}>
                  {subscription.client.name}
                </Link>
              ),
            },
            {
              id: 'service',
              label: t('service'),
              value: (
                <Link href={serviceHref(subscription.service_id)} className={styles.link}>
                  {subscription.name}
                </Link>
              ),
            },
            { id: 'price', label: t('price'), value: priceText(subscription) },
            { id: 'startdate', label: t('startdate'), value: formatDate(subscription.startdate, dateFormat) },
            { id: 'vat', label: t('vat'), value: `${subscription.vat.replace('.', locale === 'nl' ? ',' : '.')} %` },
            {
              id: 'enddate',
              label: t('enddate'),
              value: subscription.enddate == null ? t('noEndDate') : formatDate(subscription.enddate, dateFormat),
            },
            { id: 'status', label: t('status'), value: subscription.active ? t('active') : t('inactive') },
          ]}
        />
        {onInvoiceNow && (
          <div className={styles.invoiceNow}>
            <Button onPress={() => void invoiceNow()} isPending={pending} isDisabled={subscription.price === null}>
              {t('invoiceNow')}
            </Button>
            {subscription.price === null && <p className={styles.hint}>{t('invoiceNowNeedsPrice')}</p>}
            {outcome && 'made' in outcome && (
              <Alert tone="success" onDismiss={() => setOutcome(null)}>
                {t('invoiceMade', { number: outcome.made.invoicenumber, period: outcome.made.period })}{' '}
                {invoiceHref && <Link href={invoiceHref(outcome.made.invoice_id)}>{t('openInvoice', { number: outcome.made.invoicenumber })}</Link>}
              </Alert>
            )}
            {outcome && 'refused' in outcome && (
              <Alert tone="error" onDismiss={() => setOutcome(null)}>
                {outcome.refused}
              </Alert>
            )}
          </div>
        )}
      </Card>
      {onUpdate && (
        <FormDialog title={t('editTitle')} {...dialog.dialogProps} validationErrors={{ ...dialog.dialogProps.validationErrors, ...typedErrors }} onSave={save}>
          <RecurringFields draft={dialog.draft} set={dialog.set} dateFormat={dateFormat} firstDayOfWeek={firstDayOfWeek} />
          <DatePicker
            name="enddate"
            label={t('enddate')}
            description={t('enddateDescription')}
            value={dialog.draft.enddate}
            onChange={dialog.set('enddate')}
            dateFormat={dateFormat}
            firstDayOfWeek={firstDayOfWeek}
          />
        </FormDialog>
      )}
    </div>
  );
}
