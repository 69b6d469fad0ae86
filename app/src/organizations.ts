import type { MyOrganization } from '@kwartier/api';
import type { SubmitResult } from '@kwartier/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from './api';
import { forgetKeptAnswers, forgetOtherOrganizations } from './offline/keptAnswers';
import { submitResult } from './submit';
import { hasStored } from './queue/queueStorage';
import { hasQueuedTime } from './time/queueStorage';
import { TIMER_QUEUE } from './time/timerQueue';

/*
 * The person's organisations (`GET /api/user/organizations`) for the shell's switcher: read once
 * the shell is drawn (never before a page: most people have one organisation, and the switcher
 * shows only for two or more), again after leaving one. Signed-in chunks only: /login loads none of it.
 */

let organizations: readonly MyOrganization[] | undefined;
let reading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Reads the person's organisations (again). A failure keeps what was shown: the switcher is no page's data. */
export function refreshMyOrganizations(): Promise<void> {
  reading ??= api
    .GET('/api/user/organizations')
    .then(({ data, error, response }) => {
      if (!data) {
        console.error('Reading my organisations failed', response.status, error);
        return;
      }
      organizations = data;
      listeners.forEach((listener) => listener());
    })
    .catch((error: unknown) => console.error('Reading my organisations failed', error))
    .finally(() => {
      reading = null;
    });
  return reading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The person's organisations, read after the first render that asks (undefined until then), and
 * only when the person works in two or more (`count`, from their own answer): one organisation
 * needs no switcher and no call.
 */
export function useMyOrganizations(count: number): readonly MyOrganization[] | undefined {
  useEffect(() => {
    if (organizations === undefined && count > 1) void refreshMyOrganizations();
  }, [count]);
  return useSyncExternalStore(subscribe, () => organizations);
}

/** The channel on which a tab tells this browser's other tabs that the session moved to another organisation. */
const MOVES = 'kwartier.organization';

/**
 * Loads the app afresh at `/`, in the organisation the session works in now, and tells this
 * browser's other tabs (they share the session) to do the same.
 */
function reloadInMovedOrganization(): void {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(MOVES);
    channel.postMessage('moved');
    channel.close();
  }
  window.location.assign('/');
}

/** Where a tab's shell works: the person and the organisation (its `uuid`). */
interface Working {
  userId: number;
  organization: string;
}

/**
 * A signed-in tab loads afresh at `/` when another tab moved the session to another organisation,
 * or landed signed in as someone else or elsewhere (a sign-in, the provider's callback after single
 * sign-on: full page loads that tell no one): nothing of the organisation it showed stays on screen,
 * and nothing it sends acts in the new one by mistake. Each shell says where it works when it is
 * drawn; a tab that works there already stays.
 */
export function useOrganizationMoves(working: Working): void {
  const { userId, organization } = working;
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(MOVES);
    channel.onmessage = ({ data }: MessageEvent<unknown>) => {
      const there = data as Partial<Working> | null;
      if (there?.userId !== userId || there.organization !== organization) window.location.assign('/');
    };
    channel.postMessage({ userId, organization } satisfies Working);
    return () => channel.close();
  }, [userId, organization]);
}

/**
 * Whether hours or timer actions of this person wait to be sent (offline, or a tab closed before
 * they went): they belong to the organisation the session acts in now, so the session must not
 * move to another before they are sent.
 */
export function hasUnsentWork(userId: number): boolean {
  return hasQueuedTime(userId) || hasStored(TIMER_QUEUE, userId, window.localStorage);
}

/** A refusal with a message the person can read (403: a personal access token, or single sign-on required; 404: no longer a member), else {@link submitResult}. */
async function refusalOrResult(call: Promise<{ error?: unknown; response: Response }>): Promise<SubmitResult> {
  const { error, response } = await call;
  if ((response.status === 403 || response.status === 404) && error && typeof error === 'object' && 'message' in error) return error as SubmitResult;
  return submitResult(Promise.resolve({ error, response }));
}

/**
 * Moves the session into another organisation (a switch, an invitation accepted) through `call`;
 * an organisation that requires single sign-on answers 403 with where its provider's sign-in
 * starts (`sso_url`): the browser goes there (a full page load, which never settles: the form stays
 * busy until the page goes) and comes back signed in to it. Otherwise a readable refusal (403, 404)
 * or {@link submitResult}; on success the app loads afresh in the organisation moved to.
 */
async function moveSession(call: Promise<{ error?: unknown; response: Response }>): Promise<SubmitResult> {
  const answer = await call;
  const ssoPath = singleSignOnPath(answer.response.status, answer.error);
  if (ssoPath !== undefined) {
    window.location.assign(ssoPath);
    return new Promise<never>(() => {});
  }
  const result = await refusalOrResult(Promise.resolve(answer));
  if (!result) reloadInMovedOrganization();
  return result;
}

/** The path of this server a refusal names to sign in through the organisation's provider (`sso_url`), if any. */
function singleSignOnPath(status: number, error: unknown): string | undefined {
  if (status !== 403 || !error || typeof error !== 'object' || !('sso_url' in error) || typeof error.sso_url !== 'string') return undefined;
  // Only a path of this server: never off to wherever an answer says.
  return error.sso_url.startsWith('/') && !error.sso_url.startsWith('//') && !error.sso_url.startsWith('/\\') ? error.sso_url : undefined;
}

/**
 * Switches the session to another organisation, then loads the app afresh at `/`: a full page
 * load, so nothing of the other organisation stays in memory, in the router's data or on screen
 * (the answers kept for offline use are kept per organisation: offline/keptStore.ts). An
 * organisation that requires single sign-on answers where its provider's sign-in starts: the
 * browser goes there (a full page load too) and comes back signed in to it.
 */
export async function switchOrganization(organization: MyOrganization): Promise<SubmitResult> {
  return moveSession(api.PUT('/api/user/organization', { body: { organization_id: organization.id } }));
}

/**
 * Accepts an invitation to another organisation with the signed-in session, which then works
 * there (as {@link switchOrganization}: through its provider when it requires single sign-on).
 */
export function acceptInvitation(token: string): Promise<SubmitResult> {
  return moveSession(api.POST('/api/user/invitations/accept', { body: { token } }));
}

/**
 * Leaves an organisation (a 409's message — the last admin, the only organisation — is the
 * confirmation's). Leaving the one this session acts in moves the session to another: the app
 * loads afresh; otherwise the list is read again. Either way the answers kept offline for any
 * other organisation go.
 */
export async function leaveOrganization(organization: MyOrganization): Promise<SubmitResult> {
  const result = await submitResult(api.DELETE('/api/user/organizations/{id}', { params: { path: { id: organization.id } } }));
  if (result) return result;
  if (organization.current) {
    await forgetKeptAnswers();
    reloadInMovedOrganization();
    // The page goes: the confirmation stays busy until it does.
    return new Promise<never>(() => {});
  }
  await Promise.all([forgetOtherOrganizations(), refreshMyOrganizations()]);
  return undefined;
}
