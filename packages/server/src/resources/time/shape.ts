import type { Locale, SkippedLine, TimeReadOnlyReason, WeekApproval, WeekData } from '@kwartier/api';
import { cellReadOnlyReason, unbookableReason, weekDates, type DayHold, type Week } from './rules.js';
import type { TimeActivity, WeekActivity } from './store.js';

// Stored rows → the contract's WeekData: one line per activity of the week, in the order the
// store reads them (project name, then activity name), each with its minutes and its read-only
// state per day, the totals, and the activities that could still be added.

/** What holds the week's days (one per day) and its approval state (absent while approval is off): resources/approval. */
export interface WeekHolds {
  days: DayHold[];
  approval?: WeekApproval;
}

const NOTHING_HELD: WeekHolds = { days: [null, null, null, null, null, null, null] };

export function weekShape(week: Week, locale: Locale, activities: WeekActivity[], holds: WeekHolds = NOTHING_HELD): WeekData {
  const totals = [0, 0, 0, 0, 0, 0, 0];
  const activitytimes: WeekData['time']['activitytimes'] = [];
  const availableactivities: WeekData['availableactivities'] = [];
  for (const activity of activities) {
    if (!activity.line) {
      if (unbookableReason(activity) === null) {
        availableactivities.push({
          id: activity.activity_id,
          name: activity.activity_name,
          project_name: activity.project_name,
          client_name: activity.client_name,
          color: activity.color,
        });
      }
      continue;
    }
    const dayTotals = activity.times.map((minutes, index) => minutes + activity.invoicedTimes[index]);
    dayTotals.forEach((minutes, index) => (totals[index] += minutes));
    activitytimes.push({
      id: activity.activity_id,
      project_name: activity.project_name,
      activity_name: activity.activity_name,
      color: activity.color,
      activity_id: activity.activity_id,
      times: activity.times,
      invoiced_times: activity.invoicedTimes,
      notes: activity.notes,
      // Invoiced minutes never make the cell read-only: more hours that day go beside them. Hours
      // invoiced outside Kwartier are the open entry itself: that cell stays as it is.
      meta: week.days.map((day, index) => {
        const reason = cellReadOnlyReason(activity, day, activity.invoicedElsewhere[index] ?? false, holds.days[index]);
        return { readonly: reason !== null, reason, invoicenumber: activity.invoiceNumbers[index] ?? null };
      }),
      total_time: sum(dayTotals),
    });
  }
  return {
    weekdates: weekDates(week, locale),
    time: { activitytimes, totals, total_time: sum(totals) },
    availableactivities,
    ...(holds.approval ? { approval: holds.approval } : {}),
  };
}

/** A line Copy Last Week did not add, and why. */
export function skippedShape(line: TimeActivity, reason: TimeReadOnlyReason): SkippedLine {
  return { activity_id: line.activity_id, project_name: line.project_name, activity_name: line.activity_name, reason };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
