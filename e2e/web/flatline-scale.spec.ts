import { test, expect } from '../support/web-host';
import { SMALL_TEXTS } from '../support/small-texts';
import { createGame, playThroughApi } from './board-play';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';

// FLATLINE's table reads across a room on a large screen: from 1920×1080 up no text on it (the bar,
// the board, the log strip) is drawn under 12 px, at the start and during the countdown.

const SETUP = flatlineSetupSchema.parse({
  seats: [
    { name: 'Ada', colour: 'red' },
    { name: 'Bruno', colour: 'blue' },
    { name: 'Chiara', colour: 'green' },
  ],
  level: 'standard',
  timerSeconds: null,
});

test('no text under 12 px at 1920×1080, 2560×1440 and 3840×2160, at the start and in the countdown', async ({ page, request, webHost }) => {
  const created = await createGame(request, webHost.url, SETUP, 21);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${webHost.url}#/game/${created.id}`);
  const board = page.getByTestId('flatline-board');
  await expect(board).toHaveAttribute('data-stop', 'planning');
  for (const moment of ['start', 'countdown'] as const) {
    if (moment === 'countdown') {
      await playThroughApi(request, webHost.url, created, (s) => s.stop === 'countdown');
      await expect(board).toHaveAttribute('data-stop', 'countdown');
    }
    for (const [width, height] of [[1920, 1080], [2560, 1440], [3840, 2160]] as const) {
      await page.setViewportSize({ width, height });
      const small = (await page.evaluate(SMALL_TEXTS)) as { text: string; px: number }[];
      expect(small, `${width}×${height}, ${moment}: text under 12 px`).toEqual([]);
    }
  }
});
