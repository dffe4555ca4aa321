import { TABLE_STATE_ID, type TableState } from '@shared/table-page';
import type { GameDetail } from '@shared/games';

/**
 * The game the web host drew into this page (its table is already in #app), or null: no game was
 * drawn, or what the page carries cannot be read (the page then starts as if nothing were drawn).
 */
export function drawnGame(page: Pick<Document, 'getElementById'>): GameDetail | null {
  const text = page.getElementById(TABLE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<TableState> | null;
    const game = state?.game;
    return game && typeof game === 'object' && typeof game.id === 'string' && typeof game.kind === 'string' ? game : null;
  } catch {
    return null;
  }
}
