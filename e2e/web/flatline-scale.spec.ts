import { test, expect } from '../support/web-host';
import { SMALL_DRAWN_TEXTS, SMALL_TEXTS } from '../support/small-texts';
import { createGame, playThroughApi } from './board-play';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';

// FLATLINE's table reads across a room on a large screen and stays readable on a small one: at every
// supported size, from 1024×640 to 3840×2160, no text on it (the bar, the board, the log strip) is
// drawn under 12 px, at the start, during the countdown and while a decision is asked, with three
// and with five players.

const SIZES = [[1024, 640], [1280, 800], [1920, 1080], [2560, 1440], [3840, 2160]] as const;

function tableOf(players: number) {
  const names = ['Ada', 'Bruno', 'Chiara', 'Dev', 'Elif'];
  const colours = ['red', 'blue', 'green', 'yellow', 'purple'] as const;
  return flatlineSetupSchema.parse({ seats: names.slice(0, players).map((name, i) => ({ name, colour: colours[i] })), level: 'standard', timerSeconds: null });
}

for (const players of [3, 5]) {
  test(`no text under 12 px from 1024×640 to 3840×2160 with ${players} players, at the start, in the countdown and at a decision`, async ({ page, request, webHost }) => {
    test.setTimeout(90_000);
    let game = await createGame(request, webHost.url, tableOf(players), 22);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${webHost.url}#/game/${game.id}`);
    const board = page.getByTestId('flatline-board');
    await expect(board).toHaveAttribute('data-stop', 'planning');
    for (const moment of ['start', 'countdown', 'decision'] as const) {
      if (moment === 'countdown') {
        game = await playThroughApi(request, webHost.url, game, (s) => s.stop === 'countdown');
        await expect(board).toHaveAttribute('data-stop', 'countdown');
      }
      if (moment === 'decision') {
        game = await playThroughApi(request, webHost.url, game, (s) => !!s.pending);
        expect(game.state.pending).toBeTruthy();
        // The steps before the question are shown one by one; skip to it.
        await page.getByTestId('skip').click();
        await expect(page.locator('[data-prompt^="pending:"]')).toBeVisible();
      }
      for (const [width, height] of SIZES) {
        await page.setViewportSize({ width, height });
        const small = (await page.evaluate(SMALL_TEXTS)) as { text: string; px: number }[];
        expect(small, `${players} players, ${width}×${height}, ${moment}: text under 12 px`).toEqual([]);
        // Die keys and other text drawn by CSS too.
        const drawn = (await page.evaluate(SMALL_DRAWN_TEXTS)) as { text: string; px: number }[];
        expect(drawn, `${players} players, ${width}×${height}, ${moment}: drawn text under 12 px`).toEqual([]);
      }
    }
  });
}
