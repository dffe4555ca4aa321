/** FLATLINE engine benchmark: simulated bot games per second, and one full bot game's time. */
import { playGreedyGame } from '../../src/main/engine/flatline/bot/play';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';
import { PLAYER_COLOURS } from '../../src/shared/players';

export const name = 'engine';

const setupFor = (players: number) =>
  flatlineSetupSchema.parse({
    seats: PLAYER_COLOURS.slice(0, players).map((colour, i) => ({ name: `Bot ${i + 1}`, colour })),
    timerSeconds: null,
  });

export async function run(): Promise<Record<string, number | string>> {
  const figures: Record<string, number | string> = {};
  // Warm up the JIT so the figures describe steady play.
  for (let seed = 1; seed <= 5; seed++) playGreedyGame(setupFor(3), seed);
  for (const players of [2, 3, 5]) {
    const games = 40;
    let actions = 0;
    const start = performance.now();
    for (let seed = 1000; seed < 1000 + games; seed++) actions += playGreedyGame(setupFor(players), seed).actions.length;
    const ms = performance.now() - start;
    figures[`gamesPerSecond_${players}p`] = Number(((games * 1000) / ms).toFixed(1));
    figures[`actionsPerSecond_${players}p`] = Math.round((actions * 1000) / ms);
  }
  const one = performance.now();
  const game = playGreedyGame(setupFor(4), 42);
  figures.oneGameMs_4p = Number((performance.now() - one).toFixed(1));
  figures.oneGameActions_4p = game.actions.length;
  figures.oneGameRounds_4p = game.state.round;
  return figures;
}
