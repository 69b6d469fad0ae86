import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { acceptInvitation, callApi, linkFromMail, nav, newPage as openPage, seedActivities, signUp, textbox, typeToday, type RunningServer } from './harness';
import { useJourney } from './lifecycle';

let server: RunningServer;
let browser: Browser;
useJourney((started) => ({ server, browser } = started));

interface Week {
  weekdates: Array<{ date: string }>;
  time: { activitytimes: Array<{ activity_id: number; times: number[]; meta: Array<{ reason: string | null }> }> };
  approval?: { status: string; comment: string | null };
}

const grid = (page: Page) => page.getByRole('grid');
const weekOf = (page: Page, date?: string) => callApi<Week>(page, 'POST', '/api/time', date ? { date } : {});
const reasons = async (page: Page, date?: string) => (await weekOf(page, date)).time.activitytimes[0]?.meta.map((m) => m.reason);

/** Types a date into a date field segment by segment (DD-MM-YYYY), as a keyboard user does. */
async function typeDate(page: Page, label: string, date: string): Promise<void> {
  const [year, month, day] = date.split('-');
  const group = page.getByRole('dialog').getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}`);
}

describe('approval of weeks and locked periods', () => {
  it('a week is submitted, rejected with a comment, submitted again and approved, then read-only; a locked period is read-only for the member', async () => {
    const admin = await openPage(browser, server);
    await signUp(admin, 'Ada Approver', 'ada@approval.test', 'Approval Works');
    const [activity] = await seedActivities(admin, 1);
    await callApi(admin, 'POST', '/api/organization/send/invite', { email: 'max@approval.test' });
    const invitation = await linkFromMail(server, 'max@approval.test', '/invitation/');
    const member = await openPage(browser, server);
    await acceptInvitation(member, invitation, 'Max Member');
    const team = await callApi<Array<{ id: number; email: string }>>(admin, 'GET', '/api/users');
    const max = team.find((person) => person.email === 'max@approval.test')!;
    await callApi(admin, 'POST', `/api/activities/${activity}/attachuser`, { teammember_id: max.id, activity_id: activity, rate: '70' });

    // The admin turns approval on, on the Approvals screen.
    await nav(admin).getByRole('link', { name: 'Approvals' }).click();
    await admin.getByText('No weeks wait for approval.').waitFor();
    const approvalSwitch = admin.getByRole('switch', { name: 'Members submit their weeks for approval' });
    await approvalSwitch.focus();
    await admin.keyboard.press('Space');
    await expect.poll(() => approvalSwitch.isChecked()).toBe(true);

    // The member books today and submits the week.
    await member.goto('/time');
    await member.getByRole('button', { name: 'Add line' }).first().click();
    await member.getByRole('menuitem').first().click();
    await expect.poll(() => grid(member).locator('tbody tr').count()).toBe(1);
    await typeToday(member, 0, '2:30');
    await member.getByRole('button', { name: 'Submit week' }).click();
    await member.getByText('Submitted for approval. The week is read-only until an administrator decides.').waitFor();
    await expect.poll(() => grid(member).locator('td[data-row="0"][data-today]').getAttribute('aria-readonly')).toBe('true');
    expect(new Set(await reasons(member))).toEqual(new Set(['submitted']));

    // The admin rejects it with a comment.
    await admin.reload();
    const weeks = admin.getByRole('list', { name: 'Submitted weeks' });
    await weeks.getByText('Max Member').waitFor();
    await weeks.getByText('Total 2:30').waitFor();
    await weeks.getByRole('button', { name: /^Reject the week of Max Member/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject the week of Max Member' });
    await textbox(admin, 'Comment').fill('Please split the hours over the two projects.');
    await dialog.getByRole('button', { name: 'Reject week' }).click();
    await admin.getByText('No weeks wait for approval.').waitFor();
    // Decided weeks are a filter away, with who decided and the comment.
    await admin.getByRole('radio', { name: 'Rejected' }).click();
    await admin.getByText('Rejected by Ada Approver: Please split the hours over the two projects.').waitFor();
    await admin.waitForURL((url) => url.searchParams.get('status') === 'rejected');
    await admin.getByRole('radio', { name: 'Submitted' }).click();
    await admin.getByText('No weeks wait for approval.').waitFor();
    // The member is mailed, with a link to the week.
    expect(await linkFromMail(server, 'max@approval.test', '/time\\?week=')).toBe('/time');

    // The member sees the comment, the week is theirs again; they change it and submit again.
    await member.reload();
    await member.getByText('Comment: Please split the hours over the two projects.').waitFor();
    expect(await grid(member).locator('td[data-row="0"][data-today]').getAttribute('aria-readonly')).toBeNull();
    await typeToday(member, 0, '3');
    await expect.poll(async () => (await weekOf(member)).time.activitytimes[0].times.includes(180)).toBe(true);
    await member.getByRole('button', { name: 'Submit again' }).click();
    await member.getByText(/^Submitted for approval/).waitFor();

    // The admin approves it: read-only for good.
    await admin.reload();
    await weeks.getByText('Total 3:00').waitFor();
    await weeks.getByRole('button', { name: /^Approve the week of Max Member/ }).click();
    await admin.getByText('No weeks wait for approval.').waitFor();
    await member.reload();
    await member.getByText('Approved. The week can no longer change.').waitFor();
    expect(await member.getByRole('button', { name: /Submit/ }).count()).toBe(0);
    expect(await grid(member).locator('td[data-row="0"][data-today]').getAttribute('aria-readonly')).toBe('true');
    expect(new Set(await reasons(member))).toEqual(new Set(['approved']));

    // The admin locks next week; it is read-only for the member.
    const today = (await weekOf(member)).weekdates[0].date;
    const nextWeek = (await callApi<Week>(member, 'POST', '/api/time/next', { date: today })).weekdates.map((d) => d.date);
    // The line first: a week locked on every day takes no new line.
    await callApi(member, 'POST', '/api/time/addactivity', { activity_id: activity, date: nextWeek[0] });
    await admin.getByRole('button', { name: 'Lock a period' }).click();
    await typeDate(admin, 'Start date', nextWeek[0]);
    await typeDate(admin, 'End date', nextWeek[6]);
    await admin.getByRole('dialog', { name: 'Lock a period' }).getByRole('button', { name: 'Lock' }).click();
    await admin.getByRole('list', { name: 'Locked periods' }).getByRole('listitem').waitFor();
    expect(await reasons(member, nextWeek[0])).toEqual(Array(7).fill('locked'));
    await member.goto(`/time?week=${nextWeek[0]}`);
    await expect.poll(() => grid(member).locator('td[data-row="0"][data-col="0"]').getAttribute('aria-readonly')).toBe('true');
    await expect(callApi(member, 'POST', '/api/time/save', { time: 60, activity_id: activity, date: nextWeek[2] })).rejects.toThrow(/422/);

    await admin.context().close();
    await member.context().close();
  });
});
