import type { Timer } from '@kwartier/api';

/** The keyboard shortcut of the timer, as `aria-keyshortcuts` spells it. */
export const TIMER_SHORTCUT = 'Alt+Shift+T';

/** Whether a key press is the timer's shortcut (Alt+Shift+T by the key's place, so any layout and macOS' Option work). */
export function isTimerShortcut(event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyT';
}

/** Milliseconds as the timer shows them: `h:mm:ss` (hours not padded, past 24 as they are). */
export function formatElapsed(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** The timer's time: up to now while running, up to where it was stopped once stopped. */
export function elapsedOf(timer: Pick<Timer, 'started_at' | 'stopped_at'>, now: number): number {
  const end = timer.stopped_at ? Date.parse(timer.stopped_at) : now;
  return end - Date.parse(timer.started_at);
}
