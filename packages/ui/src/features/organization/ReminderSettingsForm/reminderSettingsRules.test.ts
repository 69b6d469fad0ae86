import { describe, expect, it } from 'vitest';
import { parseReminderDays, REMINDER_DAYS_LIMITS, reminderDaysText } from './reminderSettingsRules';

describe('parseReminderDays', () => {
  it('reads days between commas, semicolons and spaces, ascending', () => {
    expect(parseReminderDays('7, 14, 30')).toEqual({ days: [7, 14, 30] });
    expect(parseReminderDays(' 30;7 14 ')).toEqual({ days: [7, 14, 30] });
    expect(parseReminderDays('1')).toEqual({ days: [1] });
  });

  it('names what is wrong', () => {
    expect(parseReminderDays('  ')).toEqual({ problem: 'required' });
    expect(parseReminderDays('7, 1.5')).toEqual({ problem: 'wholeNumber' });
    expect(parseReminderDays('7, -3')).toEqual({ problem: 'wholeNumber' });
    expect(parseReminderDays('0')).toEqual({ problem: 'range' });
    expect(parseReminderDays('366')).toEqual({ problem: 'range' });
    expect(parseReminderDays('7, 14, 7')).toEqual({ problem: 'twice' });
    expect(parseReminderDays('1 2 3 4 5 6')).toEqual({ problem: 'tooMany' });
  });

  it('takes its bounds from the contract', () => {
    expect(REMINDER_DAYS_LIMITS).toEqual({ minCount: 1, maxCount: 5, min: 1, max: 365 });
  });
});

describe('reminderDaysText', () => {
  it('lists the days with commas', () => {
    expect(reminderDaysText([7, 14, 30])).toBe('7, 14, 30');
  });
});
