/** FUSE: Countdown engine benchmark: bot games per second by player count, one whole game, the hardest placement check. */
import { playBotGame } from '../../src/main/engine/fuse-countdown/bot/play';
import { setupFor } from '../../src/main/engine/fuse-countdown/bot/simulate';
import { BOMB_CARDS } from '../../src/shared/fuse-countdown/data';
import { dieColours } from '../../src/shared/fuse-countdown/components';
import { checkCell, type OnCard } from '../../src/shared/fuse-countdown/rules/requirements';

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
  // The hardest check: the last die of the six-dice stack (bomb-48), whose completion search runs deepest,
  // against the refusal that needs the whole search (a die that leaves the card unfinishable).
  const hardest = BOMB_CARDS.find((c) => c.id === 'bomb-48');
  if (hardest) {
    const on: OnCard[] = [
      { die: 'd01', cell: 0, face: 1, colours: dieColours('d01') },
      { die: 'd05', cell: 1, face: 2, colours: dieColours('d05') },
      { die: 'd09', cell: 2, face: 3, colours: dieColours('d09') },
    ];
    const runs = 2000;
    const t = performance.now();
    for (let i = 0; i < runs; i++) {
      checkCell(hardest, on, 'd13', { colours: dieColours('d13'), face: 6 }, dieColours('d13'), 3);
      checkCell(hardest, on, 'd13', { colours: dieColours('d13'), face: 2 }, dieColours('d13'), 3);
    }
    figures.placementCheckMicroseconds_hardestCard = Number((((performance.now() - t) * 1000) / (2 * runs)).toFixed(2));
  }
  return figures;
}
