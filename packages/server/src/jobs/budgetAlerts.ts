import { formatMoney, formatNumber, type Locale } from '@kwartier/api';
import { systemActor } from '../actions/actor.js';
import { claimBudgetAlerts } from '../actions/budgets.js';
import { ownTransaction } from '../db/transaction.js';
import { translate } from '../domain/messages.js';
import { budgetAlertMail } from '../mail/templates.js';
import { alertKey, budgetAlertStore } from '../resources/budgets/store.js';
import { organizationStore } from '../resources/organization/store.js';
import { budgetPeriod, NO_USE, reachedThresholds, storedBudget, usedAmount, usedPercent, type Budget } from '../resources/projects/budget.js';
import { projectStore } from '../resources/projects/store.js';
import { NO_APP_URL, type JobTask } from './task.js';

/**
 * Budget alerts: for every active project with a budget, the thresholds (80 % and 100 % unless
 * set otherwise) its budget's current period has reached on `today` — the calendar month of a
 * monthly budget, the whole project otherwise. Each threshold of a period is claimed once
 * (`budget_alerts`, unique per project, period and threshold) in a transaction of its own: with
 * several processes running the job, one mails it, and never again. The thresholds reached
 * since the last run are claimed together and make one mail, about the highest, to each active
 * admin of the organisation in their own language, after the commit. A new month is a new period
 * for a monthly budget: its thresholds are mailed again. Without a configured address (`APP_URL`)
 * nothing is claimed: the mail links to the project, and goes out on a run that has the address.
 * A mail the server refuses is reported as failed and not tried again (the threshold is claimed).
 */
export const budgetAlerts: JobTask = {
  name: 'budget alerts',
  async run({ db, mailer, appUrl }, today, now) {
    const alerts = budgetAlertStore(db);
    const done: string[] = [];
    const failed: string[] = [];
    for (const organizationId of await alerts.organizationsWithBudgets()) {
      const projects = projectStore(db);
      const budgeted = (await projects.withBudget(organizationId)).filter((project) => project.active === 1);
      const uses = await projects.uses(organizationId, budgeted.map((project) => project.id), today.slice(0, 7));
      const claimed = await alerts.claimed(organizationId, budgeted.map((project) => project.id));
      for (const project of budgeted) {
        const budget = storedBudget(project)!;
        const period = budgetPeriod(budget.period, today);
        const used = usedAmount(budget, uses.get(project.id) ?? NO_USE);
        const due = reachedThresholds(budget, used).filter((threshold) => !claimed.has(alertKey(project.id, period.key, threshold)));
        if (due.length === 0) continue;
        const what = `project ${project.id} (organisation ${organizationId}), ${due.join(' and ')} % of its budget${period.month ? ` in ${period.month}` : ''}`;
        if (appUrl === undefined) {
          failed.push(`${what}: not sent: ${NO_APP_URL}`);
          continue;
        }
        const actor = systemActor(organizationId);
        const mine = await ownTransaction(db, (trx) => claimBudgetAlerts(trx, actor, project.id, period.key, due, now));
        if (mine.length === 0) continue; // another process claimed them meanwhile
        const organization = await organizationStore(db).find(organizationId);
        const admins = await alerts.admins(organizationId);
        const link = `${appUrl.replace(/\/$/, '')}/projects/${project.id}`;
        const figure = (locale: Locale, amount: number) => quantityText(budget, amount, locale, project.client_currency);
        for (const admin of admins) {
          const mail = budgetAlertMail(admin.locale, {
            organizationName: organization.name,
            project: project.name,
            client: project.client_name,
            threshold: Math.max(...mine),
            percent: usedPercent(budget, used),
            used: figure(admin.locale, used),
            amount: figure(admin.locale, budget.amount),
            period: budget.period,
            link,
          });
          try {
            await mailer.send({ ...mail, to: admin.email, link });
            done.push(`${what}: mailed to ${admin.email}`);
          } catch (error) {
            failed.push(`${what}: mail to ${admin.email} failed: ${String(error)}`);
          }
        }
        if (admins.length === 0) done.push(`${what}: no active admin to mail`);
      }
    }
    return { done, failed };
  },
};

/** An amount of a budget's kind in `locale`: money (in the client's currency, as its invoices print it), or hours. */
function quantityText(budget: Budget, amount: number, locale: Locale, currency: string): string {
  if (budget.kind === 'money') return formatMoney(amount, locale, currency);
  return translate(locale, 'mail.budget.hours', { hours: formatNumber(amount / 60, locale, { maximumFractionDigits: 2 }) });
}
