import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { useTranslation } from '../../lib/translation';
import type { KanbanBoardSummary } from '@pharmacy/shared/schemas/kanban';
import { boardName } from './kanban-format';

export interface BoardSwitcherProps {
  boards: KanbanBoardSummary[];
  boardId: string;
  onChange: (boardId: string) => void;
}

/** The team's board and one's own, side by side; shown only when there is more than one. */
export function BoardSwitcher({ boards, boardId, onChange }: BoardSwitcherProps) {
  const { t } = useTranslation();
  if (boards.length < 2) return null;
  return (
    <Tabs
      value={boards.some((b) => b.id === boardId) ? boardId : false}
      onChange={(_event, id: string) => onChange(id)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('kanban.boards')}
      sx={{ mb: 2 }}
    >
      {boards.map((b) => (
        <Tab
          key={b.id}
          value={b.id}
          iconPosition="start"
          icon={b.kind === 'team' ? <GroupsOutlined /> : <PersonOutlined />}
          label={boardName(t, b)}
          sx={{ minHeight: 48 }}
        />
      ))}
    </Tabs>
  );
}
