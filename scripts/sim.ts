/**
 * `npm run sim -- [--game flatline|fuse-countdown] ...`; FUSE: Countdown is in sim-fuse-countdown.ts.
 * `npm run sim -- --games N [--players P] [--level L] [--meter S] [--seed K] [--player reference|strong] [--json]`
 * Plays seeded FLATLINE games headless with the reference greedy bot (or, with `--player strong`, the
 * strong player: a search over the player view, see bot/strong.ts) and prints, per setting,
 * the win rate, the loss causes and the rounds played. Without --players/--level/--meter it covers
 * every value; game i of a setting uses seed K + i (K defaults to 1). `--log` also prints, in
 * English, what every step of each game did (use it with --games 1).
 */
import { simulate, type SettingResult } from '../src/main/engine/flatline/bot/simulate';
import { describeLogEntry } from '../src/main/engine/flatline/describe';
import { runCountdownSim } from './sim-fuse-countdown';
import { parseFlatlineArgs } from './sim-flatline-args';

/** `--game` picks the game (default flatline) and is taken out before the game's own options. */
function splitGame(argv: string[]): { game: string; rest: string[] } {
  const i = argv.indexOf('--game');
  if (i < 0) return { game: 'flatline', rest: argv };
  return { game: argv[i + 1] ?? '', rest: [...argv.slice(0, i), ...argv.slice(i + 2)] };
}

function main(): void {
  const { game, rest } = splitGame(process.argv.slice(2));
  if (game === 'fuse-countdown') return runCountdownSim(rest);
  let opts: ReturnType<typeof parseFlatlineArgs>;
  try {
    if (game !== 'flatline') throw new Error('--game takes flatline or fuse-countdown');
    opts = parseFlatlineArgs(rest);
  } catch (error) {
    console.error(`sim: ${(error as Error).message}`);
    process.exitCode = 2;
    return;
  }
  const results: SettingResult[] = [];
  for (const meter of opts.meters) {
    for (const players of opts.players) {
      for (const level of opts.levels) {
        const onGame = opts.log
          ? (log: Parameters<typeof describeLogEntry>[0][]) => log.forEach((entry) => console.log(describeLogEntry(entry)))
          : undefined;
        const r = simulate(players, level, meter, opts.games, opts.seed, onGame, opts.player);
        results.push(r);
        if (!opts.json) {
          const causes = Object.entries(r.losses).map(([k, v]) => `${k} ${v}`).join(', ') || 'none';
          console.log(
            `${opts.player === 'strong' ? 'strong ' : ''}${meter.padEnd(8)} ${String(players).padStart(1)}p ${level.padEnd(8)} win ${(r.winRate * 100).toFixed(1).padStart(5)} %  ` +
              `losses: ${causes.padEnd(34)} rounds ${r.roundsMean.toFixed(2)} (${r.roundsMin}–${r.roundsMax})`,
          );
        }
      }
    }
  }
  if (opts.json) console.log(JSON.stringify({ games: opts.games, seed: opts.seed, bot: opts.player === 'strong' ? 'strong' : 'greedy', results }));
}

main();
