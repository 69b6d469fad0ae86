import type { AvailableActivity } from '@kwartier/api';
import { memo, type ReactNode } from 'react';
import { AddIcon } from '../../../primitives/Icon/icons/AddIcon';
import { MenuButton } from '../../../primitives/Menu/MenuButton';
import type { Translate } from '../../../i18n/useMessages';
import type { GridMessageKey } from './WeekGridRow';
import * as styles from './WeekGrid.css';

/**
 * The save state of the week as a whole, shown in the status line. 'refused': a change the server
 * refused is still shown in its cell (not saved) until it is changed again or undone.
 */
export type WeekSaveStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'refused';

interface AddLineMenuProps {
  available: readonly AvailableActivity[];
  isPending: boolean;
  /** The week is submitted, approved or locked: no line can be added. */
  isDisabled?: boolean;
  t: Translate<GridMessageKey>;
  /** An activity was chosen (stable: the part is memoised). */
  onAddLine(activityId: number): void;
}

/** The Add line menu: the activities the member is on that are not a line yet. Memoised. */
export const AddLineMenu = memo(function AddLineMenu({ available, isPending, isDisabled = false, t, onAddLine }: AddLineMenuProps) {
  return (
    <MenuButton
      label={t('addLine')}
      icon={<AddIcon />}
      items={available.map((activity) => ({
        id: activity.id,
        label: t('addLineItem', { project: activity.project_name, activity: activity.name, client: activity.client_name }),
      }))}
      onAction={(id) => onAddLine(Number(id))}
      isPending={isPending}
      isDisabled={isDisabled}
    />
  );
});

interface WeekGridToolbarProps {
  saveStatus: WeekSaveStatus;
  t: Translate<GridMessageKey>;
  /** The Add line menu. */
  children: ReactNode;
}

/** Above the grid: Add line and the save status ('Saving…', 'Saved', 'Not saved yet — retrying', 'Not saved: fix or undo…'). */
export function WeekGridToolbar({ saveStatus, t, children }: WeekGridToolbarProps) {
  return (
    <div className={styles.toolbar} data-focus-fallback>
      {children}
      <p role="status" className={styles.status} data-status={saveStatus}>
        {saveStatus === 'idle' ? '' : t(saveStatus)}
      </p>
    </div>
  );
}
