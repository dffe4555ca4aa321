/**
 * `npm run sim -- [--game flatline|fuse-countdown] ...`; FUSE: Countdown is in sim-fuse-countdown.ts.
 * `npm run sim -- --games N [--players P] [--level L] [--meter S] [--seed K] [--player reference|strong] [--json]`
 * Plays seeded FLATLINE games headless with the reference greedy bot (or, with `--player strong`, the
 * strong player: a search over the player view, see bot/strong.ts) and prints, per setting,
 * the win rate, the loss causes and the rounds played. Without --players/--level/--meter it covers
 * every value; game i of a setting uses seed K + i (K defaults to 1). `--log` also prints, in
 * English, what every step of each game did (use it with --games 1).
 */
import { simulate, type SettingResult, type SimPlayer } from '../src/main/engine/flatline/bot/simulate';
import { describeLogEntry } from '../src/main/engine/flatline/describe';
import { runCountdownSim } from './sim-fuse-countdown';
import { FLATLINE_LEVELS, METER_SIDES, type FlatlineLevel, type MeterSide } from '../src/shared/flatline/setup';

function parseArgs(argv: string[]) {
  const opts = { player: 'reference' as SimPlayer, games: 200, players: [2, 3, 4, 5], levels: [...FLATLINE_LEVELS] as FlatlineLevel[], meters: [...METER_SIDES] as MeterSide[], seed: 1, json: false, log: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = argv[i + 1];
    const need = () => {
      if (value === undefined) throw new Error(`${arg} needs a value`);
      i++;
      return value;
    };
    if (arg === '--games') opts.games = Number(need());
    else if (arg === '--players') opts.players = [Number(need())];
    else if (arg === '--level') opts.levels = [need() as FlatlineLevel];
    else if (arg === '--meter') opts.meters = [need() as MeterSide];
    else if (arg === '--seed') opts.seed = Number(need());
    else if (arg === '--json') opts.json = true;
    else if (arg === '--log') opts.log = true;
    else if (arg === '--player') opts.player = parsePlayer(need());
    else throw new Error(`unknown option ${arg}`);
  }
  if (!Number.isInteger(opts.games) || opts.games < 1) throw new Error('--games takes a positive whole number');
  if (!opts.players.every((p) => [1, 2, 3, 4, 5].includes(p))) throw new Error('--players takes 1 to 5 (1 is solitaire, played as two)');
  if (!opts.levels.every((l) => (FLATLINE_LEVELS as readonly string[]).includes(l))) throw new Error(`--level takes ${FLATLINE_LEVELS.join(', ')}`);
  if (!opts.meters.every((m) => (METER_SIDES as readonly string[]).includes(m))) throw new Error(`--meter takes ${METER_SIDES.join(', ')}`);
  return opts;
}

/** `--player`: who plays every seat, the reference bot (the balance yardstick, the default) or the strong player. */
function parsePlayer(value: string): SimPlayer {
  if (value === 'reference' || value === 'strong') return value;
  throw new Error(`--player takes reference or strong (got ${JSON.stringify(value)})`);
}

/** `--game` picks the game (default flatline) and is taken out before the game's own options. */
function splitGame(argv: string[]): { game: string; rest: string[] } {
  const i = argv.indexOf('--game');
  if (i < 0) return { game: 'flatline', rest: argv };
  return { game: argv[i + 1] ?? '', rest: [...argv.slice(0, i), ...argv.slice(i + 2)] };
}

function main(): void {
  const { game, rest } = splitGame(process.argv.slice(2));
  if (game === 'fuse-countdown') return runCountdownSim(rest);
  let opts: ReturnType<typeof parseArgs>;
  try {
    if (game !== 'flatline') throw new Error('--game takes flatline or fuse-countdown');
    opts = parseArgs(rest);
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
