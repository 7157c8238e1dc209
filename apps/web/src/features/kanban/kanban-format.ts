import type { TFunction } from '../../lib/translator';
import type { KanbanBoardSummary } from '@pharmacy/shared/schemas/kanban';
import { htmlLangFor } from '../../lib/language-tags';

/** A due day (YYYY-MM-DD) in the reader's language; a day has no time zone, so it is read and written in UTC. */
export function formatDueDate(day: string, language: string | undefined): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(htmlLangFor(language), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Today as the reader's calendar says, YYYY-MM-DD. */
function today(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A card is late once its due day has passed in the reader's own calendar. */
export function isOverdue(day: string | null, now = new Date()): boolean {
  return day !== null && day < today(now);
}

/** A board's name as tabs and titles show it: the pharmacy's name for a team board, "My board" for one's own. */
export function boardName(t: TFunction, board: Pick<KanbanBoardSummary, 'kind' | 'name'>): string {
  return board.kind === 'personal' ? t('kanban.myBoard') : t('kanban.teamBoard', { name: board.name });
}
