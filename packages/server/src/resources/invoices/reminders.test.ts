import { describe, expect, it } from 'vitest';
import { daysBetween, dueReminderStep } from './reminders.js';

describe('daysBetween', () => {
  it('counts calendar days across months, years and a leap day', () => {
    expect(daysBetween('2026-11-30', '2026-12-07')).toBe(7);
    expect(daysBetween('2027-12-31', '2028-03-01')).toBe(61);
    expect(daysBetween('2026-12-07', '2026-11-30')).toBe(-7);
  });
});

describe('dueReminderStep', () => {
  const steps = [7, 14, 30];

  it('is nothing before the first step, on the due date and before it', () => {
    expect(dueReminderStep('2026-11-30', '2026-11-20', steps, [])).toBeNull();
    expect(dueReminderStep('2026-11-30', '2026-11-30', steps, [])).toBeNull();
    expect(dueReminderStep('2026-11-30', '2026-12-06', steps, [])).toBeNull();
  });

  it('names each step on its day and after it until it is claimed', () => {
    expect(dueReminderStep('2026-11-30', '2026-12-07', steps, [])).toBe(7);
    expect(dueReminderStep('2026-11-30', '2026-12-10', steps, [])).toBe(7);
    expect(dueReminderStep('2026-11-30', '2026-12-10', steps, [7])).toBeNull();
    expect(dueReminderStep('2026-11-30', '2026-12-14', steps, [7])).toBe(14);
    expect(dueReminderStep('2026-11-30', '2026-12-30', steps, [7, 14])).toBe(30);
    expect(dueReminderStep('2026-11-30', '2027-03-01', steps, [7, 14, 30])).toBeNull();
  });

  it('sends only the latest step after days without a run, never the missed ones late', () => {
    expect(dueReminderStep('2026-11-30', '2026-12-20', steps, [])).toBe(14);
    expect(dueReminderStep('2026-11-30', '2026-12-31', steps, [14])).toBe(30);
    expect(dueReminderStep('2026-11-30', '2026-12-31', steps, [30])).toBeNull();
  });

  it('does not go back to a step added or kept below one already claimed', () => {
    expect(dueReminderStep('2026-11-30', '2026-12-20', [10], [14])).toBeNull();
    expect(dueReminderStep('2026-11-30', '2026-12-20', [10, 21], [14])).toBeNull();
    expect(dueReminderStep('2026-11-30', '2026-12-21', [10, 21], [14])).toBe(21);
  });

  it('reads the steps in any order', () => {
    expect(dueReminderStep('2026-11-30', '2026-12-15', [30, 14, 7], [7])).toBe(14);
  });
});
