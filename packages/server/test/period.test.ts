import { getLocalTimeZone, today } from '@internationalized/date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundsOf, steppedBounds } from '../src/resources/period/rules.js';
import type { Answer } from './support/browser.js';
import { signedInAdmin, signedInMember } from './support/people.js';
import { startTestServer, type TestServer } from './support/server.js';

// Reporting periods on the real server: every answer is checked against openapi.yaml by the
// test browser. The calendar rules themselves are unit-tested in src/resources/period.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface PeriodAnswer {
  from: string;
  to: string;
  label: string;
}

async function ok(call: Promise<Answer>): Promise<PeriodAnswer> {
  const answer = await call;
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** An organisation with its admin and a member, both signed in. */
async function organisation() {
  const { browser: admin, organizationId } = await signedInAdmin(server);
  const member = await signedInMember(server, organizationId);
  return { admin, member: member.browser, memberEmail: member.email };
}

describe('the current and the last period', () => {
  it("is the week, month or year containing today, or the one before it, by the server's today", async () => {
    const { member } = await organisation();
    for (const timeunit of ['week', 'month', 'year'] as const) {
      for (const timescope of [undefined, 'current', 'last'] as const) {
        const before = today(getLocalTimeZone()).toString();
        const answer = await ok(member.post('/api/period', timescope ? { timeunit, timescope } : { timeunit }));
        const after = today(getLocalTimeZone()).toString();
        const steps = timescope === 'last' ? -1 : 0;
        // Around midnight the server's today may be either.
        expect([steppedBounds(before, timeunit, 1, steps), steppedBounds(after, timeunit, 1, steps)]).toContainEqual({ from: answer.from, to: answer.to });
      }
    }
  });

  it('answers a year as its number', async () => {
    const { member } = await organisation();
    const year = await ok(member.post('/api/period', { timeunit: 'year' }));
    expect(year.label).toBe(year.from.slice(0, 4));
    expect(year.from.slice(4)).toBe('-01-01');
    expect(year.to.slice(4)).toBe('-12-31');
  });

  it('refuses an unknown unit or scope', async () => {
    const { member } = await organisation();
    for (const body of [{}, { timeunit: 'day' }, { timeunit: 'week', timescope: 'next' }]) {
      const answer = await member.post('/api/period', body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
    expect(Object.keys((await member.post('/api/period', { timeunit: 'week', timescope: 'next' })).body.errors)).toEqual(['timescope']);
  });
});

describe('the previous and the next period', () => {
  it('are the periods around the one containing the date, with labels', async () => {
    const { member } = await organisation();
    expect(await ok(member.post('/api/period/previous', { date: '2026-03-01', timeunit: 'month' }))).toEqual({ from: '2026-02-01', to: '2026-02-28', label: 'February 2026' });
    expect(await ok(member.post('/api/period/next', { date: '2026-03-01', timeunit: 'month' }))).toEqual({ from: '2026-04-01', to: '2026-04-30', label: 'April 2026' });
    expect(await ok(member.post('/api/period/next', { date: '2026-11-10', timeunit: 'week' }))).toEqual({ from: '2026-11-16', to: '2026-11-22', label: 'Week 47, 2026' });
    expect(await ok(member.post('/api/period/previous', { date: '2026-06-15', timeunit: 'year' }))).toEqual({ from: '2025-01-01', to: '2025-12-31', label: '2025' });
    // Across the year's end, into a leap year's February.
    expect(await ok(member.post('/api/period/next', { date: '2027-12-31', timeunit: 'week' }))).toEqual({ from: '2028-01-03', to: '2028-01-09', label: 'Week 1, 2028' });
    expect(await ok(member.post('/api/period/next', { date: '2028-01-31', timeunit: 'month' }))).toEqual({ from: '2028-02-01', to: '2028-02-29', label: 'February 2028' });
    // Week 53 of 2026, which ends in 2027.
    expect(await ok(member.post('/api/period/previous', { date: '2027-01-04', timeunit: 'week' }))).toEqual({ from: '2026-12-28', to: '2027-01-03', label: 'Week 53, 2026' });
  });

  it("follow the organisation's first day of the week and the user's language", async () => {
    const { admin, member, memberEmail } = await organisation();
    expect((await admin.post('/api/organization/save/update', { firstdayoftheweek: 0 })).status).toBe(200);
    expect(await ok(member.post('/api/period/next', { date: '2026-11-10', timeunit: 'week' }))).toEqual({ from: '2026-11-15', to: '2026-11-21', label: 'Week 47, 2026' });
    expect(await ok(member.post('/api/period/previous', { date: '2026-01-04', timeunit: 'week' }))).toEqual({ from: '2025-12-28', to: '2026-01-03', label: 'Week 1, 2026' });

    expect((await member.post('/api/user/updateprofile', { name: 'Mark Member', email: memberEmail, locale: 'nl' })).status).toBe(200);
    expect(await ok(member.post('/api/period/next', { date: '2026-11-10', timeunit: 'week' }))).toEqual({ from: '2026-11-15', to: '2026-11-21', label: 'week 47, 2026' });
    expect((await ok(member.post('/api/period/next', { date: '2026-10-10', timeunit: 'month' }))).label).toBe('november 2026');
    expect((await ok(member.post('/api/period/next', { date: '2026-10-10', timeunit: 'year' }))).label).toBe('2027');
    // The admin keeps English and the same weeks.
    expect(await ok(admin.post('/api/period/previous', { date: '2026-11-21', timeunit: 'week' }))).toEqual({ ...boundsOf('2026-11-14', 'week', 0), label: 'Week 46, 2026' });
  });

  it('refuses a day that is no date', async () => {
    const { member } = await organisation();
    for (const date of ['2026-02-30', 'March', '']) {
      const answer = await member.post('/api/period/next', { date, timeunit: 'month' });
      expect(answer.status, date).toBe(422);
      expect(Object.keys(answer.body.errors), date).toEqual(['date']);
    }
  });
});
