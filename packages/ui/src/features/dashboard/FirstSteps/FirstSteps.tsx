import type { KeysOf } from '../../../i18n/catalogue';
import type { FirstSteps as FirstStepsDone } from '@kwartier/api';
import { useId } from 'react';
import { useMessages } from '../../../i18n/useMessages';
import { CheckIcon } from '../../../primitives/Icon/icons/CheckIcon';
import type { AppHref } from '../../../primitives/Link/appHref';
import { Link } from '../../../primitives/Link/Link';
import { messages } from './FirstSteps.messages';
import * as styles from './FirstSteps.css';

/** Props of {@link FirstSteps}. */
export interface FirstStepsProps {
  /** Which steps the organisation (or, for a member, the member) has done (`GET /api/dashboard/firststeps`). */
  done: FirstStepsDone;
  /** An admin gets every step (client, project, hours); a member only what they can do themselves. */
  isAdmin: boolean;
  /** The clients page, where a client is added. */
  clientsHref: AppHref;
  /** The projects page, where a project is added. */
  projectsHref: AppHref;
  /** The time sheet (week grid). */
  timeHref: AppHref;
  /** Heading level of the panel's title: 2 (default) under the page heading. */
  headingLevel?: 2 | 3 | 4;
}

type Key = KeysOf<typeof messages>;

interface Step {
  id: string;
  label: Key;
  hint: Key;
  href: AppHref | null;
  done: boolean;
}

/** The steps a user is shown, in order: an admin's three, or a member's one (which needs an activity first). */
function firstStepsOf({ done, isAdmin, clientsHref, projectsHref, timeHref }: Omit<FirstStepsProps, 'headingLevel'>): Step[] {
  const typeHours: Step = { id: 'time', label: 'typeHours', hint: 'typeHoursHint', href: timeHref, done: done.time };
  if (isAdmin) {
    return [
      { id: 'client', label: 'addClient', hint: 'addClientHint', href: clientsHref, done: done.clients },
      { id: 'project', label: 'addProject', hint: 'addProjectHint', href: projectsHref, done: done.projects },
      typeHours,
    ];
  }
  // A member with nothing to book on (and no hours yet) cannot do the step themselves.
  if (!done.activities && !done.time) return [{ id: 'ask', label: 'askAdmin', hint: 'askAdminHint', href: null, done: false }];
  return [typeHours];
}

/**
 * The dashboard's first steps for a new organisation: what to do first, in order, each a link to
 * the page where it is done — for an admin add a client, add a project, type hours; for a member
 * type hours, or ask their admin for a project while they are on no activity. A done step is
 * ticked and struck through (and says "Done" to a screen reader); when every step is done the
 * panel renders nothing. A region named by its title, the steps an ordered list.
 */
export function FirstSteps({ headingLevel = 2, ...props }: FirstStepsProps) {
  const t = useMessages(messages);
  const titleId = useId();
  const steps = firstStepsOf(props);
  if (steps.every((step) => step.done)) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {t('title')}
      </Heading>
      <p className={styles.intro}>{t('intro')}</p>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.id} className={styles.step} data-done={step.done || undefined}>
            <span className={step.done ? `${styles.marker} ${styles.markerDone}` : styles.marker} aria-hidden="true">
              {step.done ? <CheckIcon size={16} /> : index + 1}
            </span>
            <span className={styles.body}>
              <span className={step.done ? `${styles.label} ${styles.labelDone}` : styles.label}>
                {step.href ? <Link href={step.href}>{t(step.label)}</Link> : t(step.label)}
                <span className={styles.visuallyHidden}> ({step.done ? t('done') : t('toDo')})</span>
              </span>
              <span className={styles.hint}>{t(step.hint)}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
