import type { ActivityTime } from '@kwartier/api';
import { useState } from 'react';
import { isValidationFailure, type SubmitResult } from '../../../forms/submitResult';
import { useStableHandler } from './useStableHandler';

/** What {@link useLineActions} needs from the grid and its owner. */
export interface LineActionsOptions {
  /** Minutes each line holds this week: a line with hours is deleted only after a confirmation. */
  hoursOf(line: ActivityTime): number;
  /** Why a line cannot be deleted, known from the week (its hours are invoiced), or null: shown at once, nothing asked or sent. */
  refusalOf(line: ActivityTime): string | null;
  onAddLine(activityId: number): Promise<SubmitResult>;
  onDeleteLine(activityId: number): Promise<SubmitResult>;
  onCopyLastWeek(): Promise<SubmitResult>;
  /** Where focus goes after Add line (the new line) or Copy Last Week (`null`: the first line). */
  focusLineWhenShown(activityId: number | null): void;
  /** The notice for an unexpected failure (read only then). */
  failed(): string;
}

/**
 * Add line, Copy Last Week and Delete line: their pending states, the confirmation before a line
 * with hours goes, and the notice of a refusal (known in advance, or the owner's message) or an
 * unexpected failure.
 */
export function useLineActions({ hoursOf, refusalOf, onAddLine, onDeleteLine, onCopyLastWeek, focusLineWhenShown, failed }: LineActionsOptions) {
  const [notice, setNotice] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [copying, setCopying] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<ActivityTime | null>(null);

  const runDelete = (line: ActivityTime): Promise<SubmitResult> => onDeleteLine(line.activity_id);

  const requestDelete = (line: ActivityTime) => {
    const refusal = refusalOf(line);
    if (refusal !== null) {
      setNotice(refusal);
      return;
    }
    if (hoursOf(line) > 0) {
      setConfirming(line);
      return;
    }
    setNotice(null);
    setDeleting(line.activity_id);
    runDelete(line)
      .then((result) => {
        if (isValidationFailure(result)) setNotice(result.message || failed());
      })
      .catch(() => setNotice(failed()))
      .finally(() => setDeleting(null));
  };
  // Stable for the memoised rows and menu; they call the latest render's handler.
  const onRequestDelete = useStableHandler(requestDelete);

  const runAction = async (action: () => Promise<SubmitResult>, setPending: (pending: boolean) => void, focusAfter: number | null) => {
    setNotice(null);
    setPending(true);
    try {
      const result = await action();
      if (isValidationFailure(result)) setNotice(result.message || failed());
      else focusLineWhenShown(focusAfter);
    } catch {
      setNotice(failed());
    } finally {
      setPending(false);
    }
  };

  const addLine = useStableHandler((activityId: number) => void runAction(() => onAddLine(activityId), setAdding, activityId));
  const copyLastWeek = () => void runAction(onCopyLastWeek, setCopying, null);

  return {
    /** A refusal or failure to show above the grid, or null. */
    notice,
    dismissNotice: () => setNotice(null),
    adding,
    copying,
    /** The line being deleted (its button pending), or null. */
    deleting,
    /** The line whose deletion waits for a confirmation, or null. */
    confirming,
    cancelConfirm: () => setConfirming(null),
    /** Deletes the line being confirmed (the dialog's save convention: a refusal keeps it open). */
    confirmDelete: () => (confirming ? runDelete(confirming) : undefined),
    /** Delete line pressed on a row (stable across renders). */
    onRequestDelete,
    /** Add line chosen in the menu (stable across renders). */
    addLine,
    copyLastWeek,
  };
}
