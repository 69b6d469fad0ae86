import type { Locale, Timer, TimeReadOnlyReason } from '@kwartier/api';
import { translate, type MessageId } from '../../domain/messages.js';
import { dayInWords, reasonMessage } from '../time/rules.js';
import type { TimerRow } from './store.js';

// Stored rows → the contract's shapes.

/** Why a timer's time could not be saved, kept as a message id and its facts (a day, a reason, a total), so it reads in whoever's language reads it. */
export interface Refusal {
  message: 'timer.day_readonly' | 'time.day_full';
  params: { date: string; reason?: TimeReadOnlyReason; total?: string };
}

/** A refusal's message's placeholders in `locale`. */
export function refusalParams(refusal: Refusal, locale: Locale): Record<string, string> {
  const { date, reason, total } = refusal.params;
  return {
    day: dayInWords(date, locale),
    ...(reason ? { reason: translate(locale, reasonMessage(reason)) } : {}),
    ...(total ? { total } : {}),
  };
}

export function refusalText(refusal: Refusal, locale: Locale): string {
  return translate(locale, refusal.message as MessageId, refusalParams(refusal, locale));
}

export function timerShape(row: TimerRow, locale: Locale): Timer {
  const refusal =
    row.refusal_message && row.refusal_params ? refusalText({ message: row.refusal_message as Refusal['message'], params: JSON.parse(row.refusal_params) }, locale) : null;
  return {
    activity_id: row.activity_id,
    activity_name: row.activity_name,
    project_name: row.project_name,
    client_name: row.client_name,
    color: row.color,
    note: row.note,
    started_at: row.started_at,
    stopped_at: row.stopped_at,
    time_zone: row.time_zone,
    refusal,
  };
}
