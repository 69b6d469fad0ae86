import type { Project } from '@kwartier/api';
import type { ReactNode } from 'react';
import { TabbedPage } from '../../../patterns/TabbedPage/TabbedPage';
import { useMessages } from '../../../i18n/useMessages';
import { messages } from './ProjectTabs.messages';

/** The tabs of {@link ProjectTabs}. */
export type ProjectTab = 'details' | 'activities';

/** Props of {@link ProjectTabs}. */
export interface ProjectTabsProps {
  /** The project (`GET /api/projects/{id}`): its name and its client's name make the page title. */
  project: Pick<Project, 'name' | 'client'>;
  /** The Details panel, e.g. a {@link ProjectDetailsCard}. */
  details: ReactNode;
  /** The Activities panel, e.g. {@link ProjectActivities}. */
  activities: ReactNode;
  /** The open tab (controlled), e.g. from the URL's `?tab=`; pair it with `onTabChange`. */
  selectedTab?: ProjectTab;
  /** The tab open at first when uncontrolled. Defaults to `details`. */
  defaultSelectedTab?: ProjectTab;
  /** Called with the tab the user opens. */
  onTabChange?: (tab: ProjectTab) => void;
}

/**
 * The project screen's layout (/projects/{id}): the page heading — the project's name with its
 * client's — and vertical tabs Details and Activities (above the panel when narrow) around the panels the app passes in. Only
 * the open panel is mounted.
 */
export function ProjectTabs({ project, details, activities, selectedTab, defaultSelectedTab = 'details', onTabChange }: ProjectTabsProps) {
  const t = useMessages(messages);
  return (
    <TabbedPage<ProjectTab>
      title={t('title', { name: project.name, client: project.client.name })}
      selectedTab={selectedTab}
      defaultSelectedTab={defaultSelectedTab}
      onTabChange={onTabChange}
      tabs={[
        { id: 'details', label: t('details'), content: details },
        { id: 'activities', label: t('activities'), content: activities },
      ]}
    />
  );
}
