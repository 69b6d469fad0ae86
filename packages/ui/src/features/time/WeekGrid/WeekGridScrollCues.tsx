import type { ReactNode } from 'react';
import { useScrollCue, type ScrollCueSource } from './useWeekScroller';
import * as styles from './WeekGrid.css';

/** The hint above a week that scrolls sideways, shown while some day is out of view. */
export function WeekScrollHint({ cue, children }: { cue: ScrollCueSource; children: ReactNode }) {
  const { start, end } = useScrollCue(cue);
  return start || end ? <p className={styles.scrollHint}>{children}</p> : null;
}

/** The shade at the week's end edge while days lie beyond it (it must not scroll with the table). */
export function WeekScrollCueEnd({ cue }: { cue: ScrollCueSource }) {
  const { end } = useScrollCue(cue);
  return <div className={styles.scrollCueEnd} data-scroll-cue="end" aria-hidden="true" hidden={!end} />;
}
