/** How the dashboard's table groups the time: per project, or per activity of a project. */
export type DashboardGrouping = 'project' | 'activity';

/** The periods the dashboard's period menu offers (§9: week, month or year; this one or the last). */
export type PeriodChoice = 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth' | 'thisYear' | 'lastYear';

/** The period menu's choices, in the order it lists them. */
export const PERIOD_CHOICES: readonly PeriodChoice[] = ['thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'thisYear', 'lastYear'];
