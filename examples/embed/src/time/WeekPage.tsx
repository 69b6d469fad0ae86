/**
 * The week grid on the example's in-memory backend. The grid is pure: it takes the week and calls
 * back; this page asks the backend for the week, hands every callback to it and draws again when
 * the backend changed.
 */
import { WeekGrid, useLocale, type WeekNavigationControl, type WeekSaveStatus } from '@kwartier/ui';
import { useEffect, useState } from 'react';
import * as backend from './memoryBackend';

/** The week shown survives leaving the page (module state, like the hours themselves). */
let shownDate = backend.todayIso();

export function WeekPage() {
  const locale = useLocale();
  const [date, setDate] = useState(shownDate);
  const [focusNavigation, setFocusNavigation] = useState<WeekNavigationControl>();
  const [saveStatus, setSaveStatus] = useState<WeekSaveStatus>('idle');
  // Redraw when the backend changed (a save here, or anywhere else that uses it).
  const [, setVersion] = useState(0);
  useEffect(() => backend.subscribe(() => setVersion((v) => v + 1)), []);

  const week = backend.weekOf(date, locale);
  const monday = backend.mondayOf(date);
  return (
    <WeekGrid
      // A grid per week: focus goes back to the navigation control that led here.
      key={monday}
      week={week}
      today={backend.todayIso()}
      saveStatus={saveStatus}
      focusNavigation={focusNavigation}
      onChange={(changes) => {
        // Memory saves at once: nothing stays unsaved, so no `cells` to report.
        backend.saveTimes(changes);
        setSaveStatus('saved');
      }}
      onNavigate={(next, control) => {
        shownDate = next;
        setDate(next);
        setFocusNavigation(control);
        setSaveStatus('idle');
      }}
      onAddLine={(activityId) => backend.addLine(date, activityId)}
      onDeleteLine={(activityId) => backend.deleteLine(date, activityId)}
      onCopyLastWeek={() => backend.copyLastWeek(date)}
      onSaveNote={(change) => backend.saveNote(change, locale)}
    />
  );
}
