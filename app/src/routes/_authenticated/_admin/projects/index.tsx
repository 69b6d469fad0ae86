import { ProjectList, useMessages } from '@kwartier/ui';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { api } from '../../../../api';
import { useDocumentTitle } from '../../../../document';
import { load } from '../../../../load';
import { messages } from '../../../../messages';
import { savedMessages } from '../../../../saved.messages';
import { useSave } from '../../../../save';

const authenticated = getRouteApi('/_authenticated');

export const Route = createFileRoute('/_authenticated/_admin/projects/')({
  loader: async () => {
    const [projects, clients] = await Promise.all([load(api.GET('/api/projects')), load(api.GET('/api/clients'))]);
    return { projects, clients };
  },
  component: ProjectsPage,
});

function ProjectsPage() {
  const { user } = authenticated.useRouteContext();
  const { projects, clients } = Route.useLoaderData();
  const t = useMessages(messages);
  const saved = useMessages(savedMessages);
  const save = useSave();
  useDocumentTitle(t('projects'));
  return (
    <ProjectList
      projects={projects}
      clients={clients}
      projectHref={(id) => `/projects/${id}`}
      dateFormat={user.dateformat}
      onCreate={(body) => save.form(api.POST('/api/projects', { body }), saved('projectSaved'))}
      onToggleActive={(project) => save.action(api.POST('/api/projects/toggle/active', { body: { id: project.id } }), saved('projectStatusSaved'))}
      onDelete={(project) => save.form(api.DELETE('/api/projects/{id}', { params: { path: { id: project.id } } }), saved('projectDeleted'))}
    />
  );
}
