import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { kanbanAttachments, kanbanBoards, kanbanCardAssignees, kanbanCards } from '../../db/schema';

/*
 * A person's kanban data for their archive and their erasure. Their personal board is theirs alone; a team board is
 * the pharmacy's working record, so of it they get, and lose, only what concerns them: the cards assigned to them.
 */

/** Their personal board (columns in order, each with its cards) and the titles of the team cards assigned to them. */
export async function kanbanArchive(db: Db, uid: string) {
  const [columns, assignedTeamCards] = await Promise.all([
    queryRows<{ name: string; cards: { title: string; description: string; priority: string; dueDate: string | null; labels: string[]; checklist: unknown; createdAt: string }[] }>(
      db,
      sql`SELECT c.name,
            coalesce((SELECT json_agg(json_build_object('title', k.title, 'description', k.description, 'priority', k.priority,
                         'dueDate', k.due_date, 'labels', k.labels, 'checklist', k.checklist, 'createdAt', k.created_at,
                         'files', (SELECT coalesce(json_agg(a.name ORDER BY a.created_at), '[]'::json) FROM kanban_attachments a WHERE a.card_id = k.id))
                       ORDER BY k.position COLLATE "C") FROM kanban_cards k WHERE k.column_id = c.id), '[]'::json) AS cards
          FROM kanban_columns c JOIN kanban_boards b ON b.id = c.board_id
          WHERE b.owner_user_id = ${uid} ORDER BY c.position COLLATE "C"`,
    ),
    queryRows<{ title: string }>(
      db,
      sql`SELECT k.title FROM kanban_card_assignees a JOIN kanban_cards k ON k.id = a.card_id JOIN kanban_boards b ON b.id = k.board_id
          WHERE a.user_id = ${uid} AND b.owner_pharmacy_id IS NOT NULL ORDER BY k.created_at, k.id`,
    ),
  ]);
  return { personalBoard: { columns }, assignedTeamCards };
}

/**
 * Erasure: their personal board goes (its columns, cards and files with it); on team boards they are no longer named.
 * Returns the storage keys of the files to remove once committed.
 */
export async function eraseKanban(tx: Db, uid: string): Promise<string[]> {
  const files = await queryRows<{ key: string }>(
    tx,
    sql`SELECT a.storage_key AS key FROM kanban_attachments a JOIN kanban_cards k ON k.id = a.card_id JOIN kanban_boards b ON b.id = k.board_id WHERE b.owner_user_id = ${uid}`,
  );
  await tx.delete(kanbanBoards).where(eq(kanbanBoards.ownerUserId, uid));
  await tx.update(kanbanAttachments).set({ uploadedBy: null }).where(eq(kanbanAttachments.uploadedBy, uid));
  await tx.delete(kanbanCardAssignees).where(eq(kanbanCardAssignees.userId, uid));
  await tx.update(kanbanCards).set({ createdBy: null }).where(eq(kanbanCards.createdBy, uid));
  return files.map((f) => f.key);
}
