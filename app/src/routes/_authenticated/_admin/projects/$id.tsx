import { ProjectActivities, ProjectDetailsCard, ProjectTabs, useMessages, type ProjectTab } from '@kwartier/ui';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { api } from '../../../../api';
import { useDocumentTitle } from '../../../../document';
import { load } from '../../../../load';
import { savedMessages } from '../../../../saved.messages';
import { recordId } from '../../../../params';
import { useSave } from '../../../../save';
import { tabSearch } from '../../../../tabs';

const tabs = tabSearch<ProjectTab>(['details', 'activities']);
const authenticated = getRouteApi('/_authenticated');

/** /projects/{id}: details, and the activities with their team members at ?tab=activities. */
export const Route = createFileRoute('/_authenticated/_admin/projects/$id')({
  validateSearch: tabs.validateSearch,
  loader: async ({ params }) => {
    const path = { params: { path: { id: recordId(params.id) } } };
    const [project, activities, clients, members] = await Promise.all([
      load(api.GET('/api/projects/{id}', path)),
      load(api.GET('/api/activities/project/{id}', path)),
      load(api.GET('/api/clients')),
      load(api.GET('/api/users')),
    ]);
    return { project, activities, clients, members };
  },
  component: ProjectPage,
});

function ProjectPage() {
  const { user } = authenticated.useRouteContext();
  const { organization } = authenticated.useLoaderData();
  const { project, activities, clients, members } = Route.useLoaderData();
  const tab = tabs.tabOf(Route.useSearch());
  const navigate = Route.useNavigate();
  const saved = useMessages(savedMessages);
  const save = useSave();
  useDocumentTitle(project.name);
  const byId = (id: number) => ({ params: { path: { id } } });
  const member = (activityId: number, teammember_id: number, rate: string) => ({
    ...byId(activityId),
    body: { activity_id: activityId, teammember_id, rate },
  });
  return (
    <ProjectTabs
      project={project}
      selectedTab={tab}
      onTabChange={(next) => void navigate({ search: tabs.searchFor(next) })}
      details={
        <ProjectDetailsCard
          key={project.id}
          project={project}
          clients={clients}
          dateFormat={user.dateformat}
          firstDayOfWeek={organization.firstdayoftheweek}
          onSave={(body) => save.form(api.PUT('/api/projects/{id}', { ...byId(project.id), body }), saved('projectSaved'))}
        />
      }
      activities={
        <ProjectActivities
          key={project.id}
          activities={activities}
          members={members}
          currency={project.currency}
          onCreateActivity={(name, billable) => save.form(api.POST('/api/activities', { body: { name, project_id: project.id, billable } }), saved('activitySaved'))}
          onRenameActivity={(activity, name, billable) => save.form(api.PUT('/api/activities/{id}', { ...byId(activity.id), body: { name, billable } }), saved('activitySaved'))}
          onToggleActivity={(activity) => save.action(api.POST('/api/activities/toggle/active', { body: { id: activity.id } }), saved('activityStatusSaved'))}
          onDeleteActivity={(activity) => save.form(api.DELETE('/api/activities/{id}', byId(activity.id)), saved('activityDeleted'))}
          onAttachMember={(activity, { teammember_id, rate }) =>
            save.form(api.POST('/api/activities/{id}/attachuser', member(activity.id, teammember_id, rate)), saved('activityUserSaved'))
          }
          onUpdateRate={(activity, user, rate) =>
            save.form(api.POST('/api/activities/{id}/updateuser', member(activity.id, user.id, rate)), saved('activityUserUpdated'))
          }
          onDetachMember={(_, user) =>
            save.form(api.POST('/api/activities/{pivotid}/detachuser', { params: { path: { pivotid: user.pivot.id } } }), saved('activityUserDeleted'))
          }
        />
      }
    />
  );
}
