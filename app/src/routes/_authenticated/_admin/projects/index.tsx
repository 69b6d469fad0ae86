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
  // The next number is asked with the list, so every save's refresh (router.invalidate) asks again:
  // the Add project dialog always opens with the number after the newest project.
  loader: async () => {
    const [projects, clients, next] = await Promise.all([
      load(api.GET('/api/projects')),
      load(api.GET('/api/clients')),
      load(api.GET('/api/organization/get/nextprojectnumber')),
    ]);
    return { projects, clients, suggestedProjectNumber: next.projectnumber };
  },
  component: ProjectsPage,
});

function ProjectsPage() {
  const { user } = authenticated.useRouteContext();
  const { projects, clients, suggestedProjectNumber } = Route.useLoaderData();
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
      suggestedProjectNumber={suggestedProjectNumber}
      onCreate={(body) => save.form(api.POST('/api/projects', { body }), saved('projectSaved'))}
      onToggleActive={(project) => save.action(api.POST('/api/projects/toggle/active', { body: { id: project.id } }), saved('projectStatusSaved'))}
      onDelete={(project) => save.form(api.DELETE('/api/projects/{id}', { params: { path: { id: project.id } } }), saved('projectDeleted'))}
    />
  );
}
