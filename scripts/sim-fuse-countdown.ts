/**
 * The FUSE: Countdown part of `npm run sim -- --game fuse-countdown --games N [--players P] [--level L]
 * [--fuses F] [--clock fitted|printed|M|untimed] [--table one-screen|devices] [--seed K]
 * [--player reference|strong] [--json]`: plays
 * seeded games with the reference bot (or, with `--player strong`, the strong player: a search over
 * the player view, see bot/strong.ts) against the time model and prints, per setting, the clock, the win rate, the average
 * score (and winning score) and the loss causes. Without --players/--level it covers every value; game
 * i of a setting uses seed K + i (K defaults to 1). Each setting plays on its fitted clock
 * (`src/shared/fuse-countdown/fitted-clock.ts`) unless --clock says the printed 10:00, another clock
 * the app offers (15 or 20 minutes) or untimed. Each game is played at its own table's pace, drawn
 * from its seed (2–3 s per die; see bot/time-model.ts). `--table devices` times the games with
 * parallel hands (each seat places its own dice at once, bot/table-time.ts) and fits the clock to such
 * a table; the default, one screen, prints what it always has.
 */
import { simulateCountdown, type CountdownSettingResult, type SimClock } from '../src/main/engine/fuse-countdown/bot/simulate';
import { PACE_RANGE_MS, TIME_MODEL } from '../src/main/engine/fuse-countdown/bot/time-model';
import { checkGames, parsePlayer, readOptions } from './sim-args';
import { CLOCK_TABLES, COUNTDOWN_LEVELS, PLAIN_CLOCKS, PRINTED_CLOCK_MINUTES, type ClockTable, type CountdownLevel } from '../src/shared/fuse-countdown/setup';

/** `--clock`'s value: fitted, printed, untimed, or the minutes of a clock the app offers (10, 15, 20). */
function parseClock(value: string): SimClock {
  if (value === 'fitted' || value === 'printed' || value === 'untimed') return value;
  const minutes = Number(value);
  if (value.trim() !== '' && PLAIN_CLOCKS.includes(minutes)) return minutes;
  throw new Error(`--clock takes fitted (the default), printed, untimed, or the minutes of a clock the app offers: ${PLAIN_CLOCKS.join(', ')} (got ${JSON.stringify(value)})`);
}

/** `--table`: one screen (one pointer, the default) or devices (parallel hands). */
function parseTable(value: string): ClockTable {
  const table = CLOCK_TABLES.find((t) => t === value);
  if (!table) throw new Error(`--table takes ${CLOCK_TABLES.join(' or ')} (got ${JSON.stringify(value)})`);
  return table;
}

const clockText = (clock: CountdownSettingResult['clock']) => {
  if (clock.minutes === null) return 'untimed';
  const seconds = Math.round(clock.minutes * 60);
  const kind = clock.fitted ? ' fitted' : clock.minutes === PRINTED_CLOCK_MINUTES ? ' printed' : '';
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}${kind}`;
};

export function parseCountdownArgs(argv: string[]) {
  const opts = {
    games: 200,
    players: [1, 2, 3, 4],
    levels: [...COUNTDOWN_LEVELS] as CountdownLevel[],
    fuses: null as number | null,
    clock: 'fitted' as SimClock,
    table: 'one-screen' as ClockTable,
    seed: 1,
    player: 'reference' as 'reference' | 'strong',
    json: false,
  };
  readOptions(argv, (arg, need) => {
    if (arg === '--games') opts.games = Number(need());
    else if (arg === '--players') opts.players = [Number(need())];
    else if (arg === '--level') opts.levels = [need() as CountdownLevel];
    else if (arg === '--fuses') opts.fuses = Number(need());
    else if (arg === '--clock') opts.clock = parseClock(need());
    else if (arg === '--table') opts.table = parseTable(need());
    else if (arg === '--seed') opts.seed = Number(need());
    else if (arg === '--json') opts.json = true;
    else if (arg === '--player') opts.player = parsePlayer(need());
    else return false;
    return true;
  });
  checkGames(opts.games);
  if (!opts.players.every((p) => [1, 2, 3, 4].includes(p))) throw new Error('--players takes 1 to 4');
  if (!opts.levels.every((l) => (COUNTDOWN_LEVELS as readonly string[]).includes(l))) throw new Error(`--level takes ${COUNTDOWN_LEVELS.join(', ')}`);
  if (opts.fuses !== null && !(Number.isInteger(opts.fuses) && opts.fuses >= 1 && opts.fuses <= 10)) throw new Error('--fuses takes 1 to 10');
  if (!Number.isInteger(opts.seed)) throw new Error('--seed takes a whole number');
  return opts;
}

export function runCountdownSim(argv: string[]): void {
  let opts: ReturnType<typeof parseCountdownArgs>;
  try {
    opts = parseCountdownArgs(argv);
  } catch (error) {
    console.error(`sim: ${(error as Error).message}`);
    process.exitCode = 2;
    return;
  }
  const results: CountdownSettingResult[] = [];
  for (const players of opts.players) {
    for (const level of opts.levels) {
      // Fuse counts apply at Expert, Elite and Heroic only.
      const fuses = level === 'training' || level === 'standard' ? null : opts.fuses;
      const r = simulateCountdown(players, level, fuses, opts.games, opts.seed, { clock: opts.clock, player: opts.player, table: opts.table });
      results.push(r);
      if (!opts.json) {
        const causes = Object.entries(r.losses).map(([k, v]) => `${k} ${v}`).join(', ') || 'none';
        const won = r.averageWinningScore === null ? '   –' : r.averageWinningScore.toFixed(1).padStart(5);
        console.log(
          `${opts.table === 'devices' ? 'devices ' : ''}${opts.player === 'strong' ? 'strong ' : ''}${players}p ${level.padEnd(8)} fuses ${String(r.fuses).padStart(2)}  clock ${clockText(r.clock).padEnd(13)} win ${(r.winRate * 100).toFixed(1).padStart(5)} %  ` +
            `score ${r.averageScore.toFixed(1).padStart(5)} (won ${won})  turns ${r.turnsMean.toFixed(1).padStart(4)}  losses: ${causes}`,
        );
        if (r.byRole) {
          console.log(`   by role: ${Object.entries(r.byRole).sort().map(([role, v]) => `${role} ${v.wins}/${v.games}`).join(', ')}`);
        }
      }
    }
  }
  if (opts.json) {
    // One screen's JSON stays as it always was; a device table says so.
    const table = opts.table === 'devices' ? { table: opts.table } : {};
    console.log(JSON.stringify({ game: 'fuse-countdown', games: opts.games, seed: opts.seed, clock: opts.clock, ...table, bot: opts.player === 'strong' ? 'strong' : 'greedy', timeModel: TIME_MODEL, paceMsPerDie: PACE_RANGE_MS, results }));
  }
}
