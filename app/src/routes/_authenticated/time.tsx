import type { SkippedLine, WeekData } from '@kwartier/api';
import { timeData } from '@kwartier/api/pages';
import { localDate, timeDeps, validateTimeSearch } from '@kwartier/api/pages/search';
import { WeekApproval, WeekGrid, cellKey, useMessages, type WeekNavigationControl, type WeekSaveStatus } from '@kwartier/ui';
import { createFileRoute, getRouteApi, useRouterState } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { api } from '../../api';
import { useDocumentTitle } from '../../document';
import { load } from '../../load';
import { messages } from '../../messages';
import { submitResult } from '../../submit';
import { cellStates } from '../../time/cellStates';
import { receiveWeek, startTimeQueue, useLatestWeek, useTimeQueue } from '../../time/timeSheet';
import { useTimer } from '../../time/timer';

const authenticated = getRouteApi('/_authenticated');

/** Today in the browser's time zone (the user's), as the API writes dates. */
const localToday = () => localDate(new Date());

/**
 * /time: the signed-in member's weekly time sheet. `?week=` holds any day of the week shown (left
 * out for this week), so a link, a reload and back/forward show the same week. Cell changes go
 * through the save queue (time/timeSheet.ts); lines and Copy Last Week are ordinary calls whose
 * answer is the refreshed week.
 */
export const Route = createFileRoute('/_authenticated/time')({
  validateSearch: validateTimeSearch,
  loaderDeps: ({ search }) => timeDeps(search),
  loader: async ({ deps, context }) => {
    // The week is asked for first (the call the server sends with the page: @kwartier/api/pages),
    // while the queue's code (loaded with the page, not with /login) arrives. No week answer can
    // come in between: answers come only from that module's queue and this page, so the sequence
    // number taken next still orders this load before them.
    const weekCall = timeData({ api, load, today: localToday(), user: context.user }, deps);
    weekCall.catch(() => {}); // awaited below; a failed import must not leave it unhandled
    const { nextSeq, startTimeQueue } = await import('../../time/timeSheet');
    // The queue starts with the page: what a closed tab left is sent while the week loads.
    void startTimeQueue(context.user.id);
    const seq = nextSeq();
    const week = await weekCall;
    return { week, seq };
  },
  component: TimePage,
});

function TimePage() {
  const t = useMessages(messages);
  useDocumentTitle(t('time'));
  const loaded = Route.useLoaderData();
  const week = useLatestWeek(loaded.week, loaded.seq);
  const navigate = Route.useNavigate();
  const isLoading = useRouterState({ select: (s) => s.isLoading });
  const { user } = authenticated.useRouteContext();
  const { snapshot } = useTimeQueue();
  // The queue opens its storage asynchronously: changes wait for it, in the order they were made.
  const queue = () => startTimeQueue(user.id);
  const [skipped, setSkipped] = useState<{ week: string; lines: readonly SkippedLine[] }>();
  // Each week is a new grid (key): the control that led to it takes keyboard focus back there.
  const [navigatedBy, setNavigatedBy] = useState<WeekNavigationControl>();
  const start = week.weekdates[0]?.date ?? '';
  const { timer } = useTimer();
  // The running timer's cell: its activity, today.
  const runningTimer = timer && timer.stopped_at === null ? { activityId: timer.activity_id, date: localToday() } : undefined;

  const cells = useMemo(() => cellStates(snapshot, cellKey), [snapshot]);

  const dates = new Set(week.weekdates.map((day) => day.date));
  // A refused change of this week stays "not saved" until its cell is changed again or undone.
  const refusedHere = [...snapshot.refused.values()].some((refusal) => dates.has(refusal.date));
  const saveStatus: WeekSaveStatus =
    snapshot.status === 'retrying' || snapshot.status === 'halted'
      ? 'retrying'
      : refusedHere
        ? 'refused'
        : snapshot.entries.length > 0
          ? 'saving'
          : snapshot.confirmedAny
            ? 'saved'
            : 'idle';

  /** A call answering the refreshed week: the save convention for the grid, the week for the page. */
  async function weekCall(call: Promise<{ data?: WeekData; error?: unknown; response: Response }>) {
    const { data } = await call;
    const result = await submitResult(call);
    if (!result && data) receiveWeek(data);
    return result;
  }

  return (
    <>
    <WeekApproval
      approval={week.approval}
      onSubmit={async () => {
        // Hours still on their way land first: the week is submitted as the member sees it.
        await (await queue()).settled();
        return weekCall(api.POST('/api/time/submit', { body: { date: start } }));
      }}
    />
    <WeekGrid
      key={start}
      // The week's heading is painted first and the table follows in a render that yields: on a
      // phone one task rendering the whole grid was the page's longest (Lighthouse).
      frameFirst
      week={week}
      today={localToday()}
      dateFormat={user.dateformat}
      cells={cells}
      runningTimer={runningTimer}
      saveStatus={saveStatus}
      isLoading={isLoading}
      skipped={skipped?.week === start ? skipped.lines : undefined}
      onChange={(changes) => void queue().then((q) => q.enqueue(changes))}
      focusNavigation={navigatedBy}
      onNavigate={(date, control) => {
        setNavigatedBy(control);
        void navigate({ search: { week: date === localToday() ? undefined : date } });
      }}
      onAddLine={(activityId) => weekCall(api.POST('/api/time/addactivity', { body: { activity_id: activityId, date: start } }))}
      onDeleteLine={async (activityId) => {
        // Unsent hours of the line are dropped; a change already on its way lands before the delete.
        const q = await queue();
        q.dropUnsent((change) => change.activity_id === activityId && dates.has(change.date));
        await q.settled();
        const result = await weekCall(api.POST('/api/time/deleteactivity', { body: { activity_id: activityId, date: start } }));
        // A refused change of the deleted line has no cell left to fix.
        if (!result) for (const date of dates) q.dismissRefusal(activityId, date);
        return result;
      }}
      onCopyLastWeek={async () => {
        const call = api.POST('/api/time/copy', { body: { date: start } });
        const result = await weekCall(call);
        const { data } = await call;
        if (!result && data) setSkipped({ week: start, lines: data.skipped });
        return result;
      }}
      onSaveNote={async (change) => {
        // Hours typed before the note are sent first: a note needs hours on its day.
        await (await queue()).settled();
        return weekCall(api.POST('/api/time/note', { body: change }));
      }}
    />
    </>
  );
}
