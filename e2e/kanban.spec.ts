import { expect, request } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signInViaApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { baseUrl } from './support/env';
import { test } from './support/fixtures';
import { createOrderTeam } from './support/order-people';
import { text } from './support/translations';

test.describe.configure({ timeout: 150_000 });

type Board = {
  id: string;
  cards: Record<string, { id: string; title: string }>;
  columns: Record<string, { id: string; name: string; cardIds: string[] }>;
  columnOrder: string[];
};

async function teamBoard(api: APIRequestContext): Promise<Board> {
  const response = await api.get('/api/kanban/board');
  expect(response.ok(), `GET /api/kanban/board: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { board: Board }).board;
}

/** Each column's card titles, left to right, as the server has them. */
function arrangement(board: Board): string[][] {
  return board.columnOrder.map((id) => board.columns[id]!.cardIds.map((cardId) => board.cards[cardId]!.title));
}

/** Each column's card titles as one page shows them. */
async function shown(page: Page, columns: string[]): Promise<string[][]> {
  return Promise.all(
    columns.map((name) =>
      page
        .getByRole('region', { name, exact: true })
        .locator('[data-testid^="kanban-card-"] .MuiTypography-subtitle2')
        .allTextContents(),
    ),
  );
}

/** A translated sentence with some placeholders filled in and the others matching anything. */
function sentence(key: string, values: Record<string, string>): RegExp {
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = text(key).split(/(\{\{\s*\w+\s*\}\})/);
  const body = parts
    .map((part) => {
      const name = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      return name in values ? escape(values[name]!) : '.+?';
    })
    .join('');
  return new RegExp(`^${body}$`);
}

/**
 * Space picks the card up, each arrow key carries it one column along `path` (the columns' names), Space drops it:
 * dnd-kit's keyboard sensor. Its live region says each step; waiting for it keeps the keys in step with the sensor.
 */
async function carry(page: Page, title: string, path: string[]): Promise<void> {
  const said = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole('button', { name: new RegExp(title) }).focus();
  await page.keyboard.press('Space');
  // Picked up, at once followed by where it is: either may be what the region holds by now.
  await expect(said).toHaveText(new RegExp(`${sentence('kanban.dnd.pickedCard', { title }).source}|${sentence('kanban.dnd.cardOver', { title }).source}`));
  for (const column of path) {
    await page.keyboard.press('ArrowRight');
    await expect(said).toHaveText(sentence('kanban.dnd.cardOver', { title, column }));
  }
  await page.keyboard.press('Space');
  await expect(said).toHaveText(sentence('kanban.dnd.cardDropped', { title, column: path.at(-1)! }));
}

test('two people move cards of their team board at the same time and both end with the same board', async ({ page, openPage, signIn }) => {
  const { pharmacist } = await createOrderTeam();
  const tag = Date.now().toString(36).toUpperCase();
  const titles = [`Fridge log ${tag}`, `Returns ${tag}`, `Insulin order ${tag}`];

  // The team board is made on its first opening with three columns; three cards go into the first through the API.
  const api = await request.newContext({ baseURL: baseUrl() });
  await signInViaApi(api, pharmacist);
  const board = await teamBoard(api);
  const [todo] = board.columnOrder;
  for (const title of titles) {
    const res = await api.post('/api/kanban/cards/new', { data: { columnId: todo, card: { title } }, headers: { origin: baseUrl() } });
    expect(res.status(), `POST /api/kanban/cards/new: ${await res.text()}`).toBe(201);
  }
  const columns = board.columnOrder.map((id) => board.columns[id]!.name);

  // The same pharmacist at the counter and in the back office: two browser contexts, two live connections.
  await signIn(pharmacist);
  await page.goto('/dashboard/kanban');
  const office = await openPage();
  await signInViaApi(office.request, pharmacist);
  await office.goto('/dashboard/kanban');
  for (const p of [page, office]) {
    await expect(p.getByRole('heading', { name: text('pages.kanban.title'), level: 1 })).toBeVisible();
    await expect(p.getByRole('button', { name: new RegExp(titles[2]!) })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // At the same moment: the counter carries the first card to the last column, the office the third to the middle one.
  await Promise.all([carry(page, titles[0]!, columns.slice(1)), carry(office, titles[2]!, columns.slice(1, 2))]);

  // Both moves are kept, whatever order the server took them in, and both screens converge on the server's board.
  await expect
    .poll(async () => arrangement(await teamBoard(api)).map((column) => column.sort()))
    .toEqual([[titles[1]], [titles[2]], [titles[0]]]);
  const expected = arrangement(await teamBoard(api));
  for (const p of [page, office]) await expect.poll(() => shown(p, columns), { timeout: 20_000 }).toEqual(expected);

  // A second round on the same cards, crossing each other's paths: still one board for everyone.
  await Promise.all([carry(page, titles[2]!, columns.slice(2)), carry(office, titles[1]!, columns.slice(1))]);
  await expect
    .poll(async () => arrangement(await teamBoard(api)).map((column) => column.sort()))
    .toEqual([[], [], [titles[0], titles[1], titles[2]].sort()]);
  const final = arrangement(await teamBoard(api));
  for (const p of [page, office]) await expect.poll(() => shown(p, columns), { timeout: 20_000 }).toEqual(final);
  await api.dispose();
});
