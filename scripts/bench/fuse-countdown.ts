/** FUSE: Countdown engine benchmark: bot games per second by player count, one whole game, the hardest placement check. */
import { playBotGame } from '../../src/main/engine/fuse-countdown/bot/play';
import { setupFor } from '../../src/main/engine/fuse-countdown/bot/simulate';
import { BOMB_CARDS } from '../../src/shared/fuse-countdown/data';
import { DICE } from '../../src/shared/fuse-countdown/components';
import { checkCell } from '../../src/shared/fuse-countdown/rules/requirements';

export const name = 'fuse-countdown';

export async function run(): Promise<Record<string, number | string>> {
  const figures: Record<string, number | string> = {};
  // Warm up the JIT so the figures describe steady play.
  for (let seed = 1; seed <= 5; seed++) playBotGame(setupFor(3, 'standard'), seed);
  for (const players of [1, 2, 3, 4]) {
    const games = 20;
    let actions = 0;
    const start = performance.now();
    for (let seed = 1000; seed < 1000 + games; seed++) actions += playBotGame(setupFor(players, 'standard'), seed).actions.length;
    const ms = performance.now() - start;
    figures[`gamesPerSecond_${players}p`] = Number(((games * 1000) / ms).toFixed(1));
    figures[`actionsPerSecond_${players}p`] = Math.round((actions * 1000) / ms);
  }
  const one = performance.now();
  const game = playBotGame(setupFor(4, 'heroic'), 42);
  figures.oneGameMs_4p_heroic = Number((performance.now() - one).toFixed(1));
  figures.oneGameActions_4p_heroic = game.actions.length;
  // The hardest card to check: bomb-45 (two chained equations between colour-limited ends), the
  // costliest of the 52 when every die, face and cell is tried on the empty card (its completion
  // search is the deepest). Figure: the mean time of one placement check over all of them.
  const hardest = BOMB_CARDS.find((c) => c.id === 'bomb-45');
  if (hardest) {
    const rounds = 10;
    let checks = 0;
    const t = performance.now();
    for (let r = 0; r < rounds; r++) {
      for (const die of DICE) {
        for (let face = 1; face <= 6; face++) {
          for (let cell = 0; cell < hardest.cells.length; cell++) {
            checkCell(hardest, [], die.id, { colours: die.colours, face }, die.colours, cell);
            checks++;
          }
        }
      }
    }
    figures.placementCheckMicroseconds_bomb45 = Number((((performance.now() - t) * 1000) / checks).toFixed(2));
  }
  return figures;
}
