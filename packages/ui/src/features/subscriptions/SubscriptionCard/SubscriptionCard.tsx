import type { Client, Subscription } from '@kwartier/api';
import { Card } from '../../../primitives/Card/Card';
import { DetailList } from '../../../primitives/Card/DetailList';
import { Link } from '../../../primitives/Link/Link';
import { PageHeader } from '../../../patterns/PageHeader/PageHeader';
import { formatDate, type DateFormat } from '../../../i18n/formatDate';
import { useMessages } from '../../../i18n/useMessages';
import { messages } from './SubscriptionCard.messages';
import * as styles from './SubscriptionCard.css';
import type { AppHref } from '../../../primitives/Link/appHref';

/** Props of {@link SubscriptionCard}. */
export interface SubscriptionCardProps {
  /** The subscription (`GET /api/subscriptions/{id}`); `name` is its service's name. */
  subscription: Subscription;
  /** Link target of the client, e.g. `(id) => '/clients/' + id`. */
  clientHref: (id: Client['id']) => AppHref;
  /** Link target of the service, e.g. `(id) => '/services/' + id`. */
  serviceHref: (id: Subscription['service_id']) => AppHref;
  /** The user's date format, for the end date. */
  dateFormat: DateFormat;
}

/**
 * The subscription page (/subscriptions/{id}): its title names service and client ("Hosting for
 * Bakkerij Jansen", the page's `h1`), and a card lists the client and the service (links), the
 * end date in the user's date format (or 'No end date') and whether it is active.
 */
export function SubscriptionCard({ subscription, clientHref, serviceHref, dateFormat }: SubscriptionCardProps) {
  const t = useMessages(messages);
  return (
    <div className={styles.root}>
      <PageHeader title={t('title', { service: subscription.name, client: subscription.client.name })} />
      <Card title={t('cardTitle')} className={styles.card}>
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
            {
              id: 'enddate',
              label: t('enddate'),
              value: subscription.enddate == null ? t('noEndDate') : formatDate(subscription.enddate, dateFormat),
            },
            { id: 'status', label: t('status'), value: subscription.active ? t('active') : t('inactive') },
          ]}
        />
      </Card>
    </div>
  );
}
