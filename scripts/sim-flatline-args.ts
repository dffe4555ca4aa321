/** FLATLINE's options for `npm run sim` (scripts/sim.ts). */
import type { SimPlayer } from '../src/main/engine/flatline/bot/simulate';
import { checkGames, parsePlayer, readOptions } from './sim-args';
import { FLATLINE_LEVELS, METER_SIDES, type FlatlineLevel, type MeterSide } from '../src/shared/flatline/setup';

/**
 * FLATLINE's sims play untimed (the bot's rounds never meet the countdown), so where the players sit
 * changes nothing in them: `--table` is FUSE: Countdown's, and asking it of FLATLINE is an error.
 */
const TABLE_IS_COUNTDOWNS =
  '--table is for --game fuse-countdown: FLATLINE\'s sims play untimed, so one screen or devices changes nothing in them';

export function parseFlatlineArgs(argv: string[]) {
  const opts = { player: 'reference' as SimPlayer, games: 200, players: [2, 3, 4, 5], levels: [...FLATLINE_LEVELS] as FlatlineLevel[], meters: [...METER_SIDES] as MeterSide[], seed: 1, json: false, log: false };
  readOptions(argv, (arg, need) => {
    if (arg === '--games') opts.games = Number(need());
    else if (arg === '--players') opts.players = [Number(need())];
    else if (arg === '--level') opts.levels = [need() as FlatlineLevel];
    else if (arg === '--meter') opts.meters = [need() as MeterSide];
    else if (arg === '--seed') opts.seed = Number(need());
    else if (arg === '--json') opts.json = true;
    else if (arg === '--log') opts.log = true;
    else if (arg === '--player') opts.player = parsePlayer(need());
    else if (arg === '--table') throw new Error(TABLE_IS_COUNTDOWNS);
    else return false;
    return true;
  });
  checkGames(opts.games);
  if (!opts.players.every((p) => [1, 2, 3, 4, 5].includes(p))) throw new Error('--players takes 1 to 5 (1 is solitaire, played as two)');
  if (!opts.levels.every((l) => (FLATLINE_LEVELS as readonly string[]).includes(l))) throw new Error(`--level takes ${FLATLINE_LEVELS.join(', ')}`);
  if (!opts.meters.every((m) => (METER_SIDES as readonly string[]).includes(m))) throw new Error(`--meter takes ${METER_SIDES.join(', ')}`);
  return opts;
}

