import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { KanbanScreen } from '../../../features/kanban/kanban-screen';
import { dashboardCrumbs } from './dashboard-crumbs';

/** /dashboard/kanban: the team's working board and one's own (dnd-kit loads with this page only). */
export function KanbanPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.kanban.title'));
  return (
    <>
      <PageHeader
        title={t('pages.kanban.title')}
        subtitle={t('kanban.subtitle')}
        crumbs={dashboardCrumbs(t, { label: t('nav.kanban') })}
      />
      <KanbanScreen />
    </>
  );
}
