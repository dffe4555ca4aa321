import { test, expect } from '../support/web-host';
import { fuseById } from '../../src/shared/fuse-countdown/data';
import { boardUntil, botGame, createTable, fcSetup, follow, openGame, playActions, playAtBoard } from './fuse-countdown-play';

// A fuse card of each kind turned into the row at the board: it shows its effect there, and asks the
// seats concerned on the board (a die to return, a roll for a 6), or switches their roles off. The
// bot plays up to the move that turns the card up; that move and the answers are made at the board.

const SEEDS = Array.from({ length: 80 }, (_, i) => i + 1);
const EFFECTS = ['return-matching', 'all-draw-spark', 'roles-dark', 'roll-a-six'] as const;

for (const effect of EFFECTS) {
  test(`a fuse card that says ${effect} is shown in the row and answered at the board`, async ({ page, request, webHost }) => {
    const setup = fcSetup(2, { level: 'expert', fuses: 10 });
    let found: { seed: number; at: number; game: ReturnType<typeof botGame> } | null = null;
    for (const seed of SEEDS) {
      const game = botGame(setup, seed);
      const at = game.states.findIndex((s, i) => i > 0 && s.log.slice(game.states[i - 1]!.log.length).some((e) => e.code === 'fuse-activated' && fuseById(String(e.params.fuse))?.effect === effect));
      // The return-matching test wants a seat asked to choose (several matching dice).
      if (at > 0 && (effect !== 'return-matching' || game.states[at]!.pending?.kind === 'return-die')) {
        found = { seed, at, game };
        break;
      }
    }
    if (!found) throw new Error(`No seed turns up a ${effect} fuse card as the test needs; widen SEEDS.`);
    let t = await createTable(request, webHost.url, setup, found.seed);
    t = await playActions(request, webHost.url, t, found.game.actions.slice(0, found.at - 1));
    await openGame(page, t.game);
    const action = found.game.actions[found.at - 1]!;
    await playAtBoard(page, t.s, action);
    t = await follow(request, webHost.url, t, action);

    const fuse = page.getByTestId('fc-fuse').last();
    await expect(fuse).toBeVisible();
    const id = (await fuse.getAttribute('data-fuse'))!;
    expect(fuseById(id)?.effect).toBe(effect);
    if (effect === 'return-matching') {
      const seat = t.s.pending!.seat;
      await expect(page.getByTestId(`fc-ask-${seat}`)).toContainText('the fuse card says');
    } else if (effect === 'roll-a-six') {
      await expect(page.getByTestId('fc-roll-six-ask')).toBeVisible();
    } else if (effect === 'roles-dark') {
      for (const seat of [0, 1]) await expect(page.getByTestId(`fc-role-${seat}`)).toHaveAttribute('data-dark', 'true');
    } else {
      for (const seat of [0, 1]) await expect(page.getByTestId(`fc-seat-${seat}`).locator('[data-card^="spark-"]').first()).toBeVisible();
    }
    // The decisions it asks are answered at the board, until the table moves on.
    t = await boardUntil(page, request, webHost.url, t, (s) => !s.pending);
    expect(t.s.pending).toBeNull();
  });
}
