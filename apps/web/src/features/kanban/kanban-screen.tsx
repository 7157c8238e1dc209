import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translation';
import { useKanbanBoard } from '../../api/kanban';
import { ApiRequestError } from '../../lib/api-client';
import { QueryBoundary } from '../../components/query-boundary/query-boundary';
import { BoardSkeleton } from './board-skeleton';
import { BoardSwitcher } from './board-switcher';
import { BoardView } from './board-view';

/** The kanban area: the board named in the address (`?board=`), else the reader's first; its loading and error states. */
export function KanbanScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const boardId = search.get('board');
  const query = useKanbanBoard(boardId);

  const choose = (id: string) =>
    setSearch(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('board', id);
        return next;
      },
      { replace: true },
    );

  // A board one may no longer open (a link kept after leaving a pharmacy's team) answers 404: offer one's own first board.
  const renderError = (error: unknown) =>
    boardId !== null && error instanceof ApiRequestError && error.status === 404 ? (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => setSearch({}, { replace: true })}>
            {t('kanban.openFirst')}
          </Button>
        }
      >
        {t('kanban.notFound')}
      </Alert>
    ) : undefined;

  return (
    <QueryBoundary
      query={query}
      loading={<BoardSkeleton />}
      loadingLabel={t('kanban.loading')}
      errorTitle={t('kanban.loadError')}
      renderError={renderError}
    >
      {({ board, boards }) => (
        <>
          <BoardSwitcher boards={boards} boardId={board.id} onChange={choose} />
          <BoardView key={board.id} board={board} />
        </>
      )}
    </QueryBoundary>
  );
}
