/**
 * `npx tsx scripts/fuse-countdown-clock-study.ts [--table one-screen|devices] [--tune K N] [--report K N]`:
 * chooses FUSE: Countdown's fitted clocks (one per player count 1–4 and level,
 * `src/shared/fuse-countdown/fitted-clock.ts`), for a table at one screen (the default) or one whose
 * players place their dice on their own devices (parallel hands, bot/table-time.ts). A device table
 * of one player is a table at one screen, so with `--table devices` the choice covers two to four
 * players, each player count alone (with parallel hands one more player is not more work), and the
 * one-player row is the one-screen clocks.
 *
 * Plays each setting's seeded games untimed with the reference bot (each table at its own pace) and
 * keeps the time each game took to save the ship. The bot never looks at the clock, so a game under a
 * clock of L minutes is won exactly when its untimed twin is won before L runs out (the engine's clock
 * loses on the tick that reaches the limit): one run gives the win rate for every clock.
 *
 * The clocks are chosen on the tuning seeds (default 1–300) among whole 30-second steps from 5 to 30
 * minutes (the setup's bounds), never shorter for a harder level or (at one screen) for one more
 * player, minimising over all the settings the distance of the win rate from the middle of its band plus a strong
 * penalty per point outside the band; the constrained choice is exact (scripts/clock-fit.ts). The
 * report seeds (default 900001–900200; `--report K 0` skips them) never take part in the choice: they
 * only show the chosen clocks and the printed 10:00 on games the choice never saw.
 * See docs/fuse-countdown-balance.md ("Round 4: the fitted clock", "Round 5: parallel hands").
 */
import { CLOCK_TABLES, COUNTDOWN_LEVELS, PRINTED_CLOCK_MINUTES, type ClockTable, type CountdownLevel } from '../src/shared/fuse-countdown/setup';
import { FITTED_CLOCK_MINUTES, FITTED_CLOCK_MINUTES_DEVICES } from '../src/shared/fuse-countdown/fitted-clock';
import { setupFor } from '../src/main/engine/fuse-countdown/bot/simulate';
import { playBotGame } from '../src/main/engine/fuse-countdown/bot/play';
import { chooseMonotone } from './clock-fit';

const BANDS: Record<CountdownLevel, [number, number]> = { training: [75, 90], standard: [50, 65], expert: [30, 45], elite: [15, 30], heroic: [3, 12] };
/** The player counts the choice covers (set from `--table` in main). */
let PLAYERS = [1, 2, 3, 4];
let TABLE: ClockTable = 'one-screen';
/** Candidate clocks, in minutes: 5 to 30 in 30-second steps (the setup schema's bounds). */
const CLOCKS = Array.from({ length: 51 }, (_, i) => 5 + i / 2);
/** Cost per percentage point outside the band, on top of the distance from the band's middle. */
const OUTSIDE_PENALTY = 10;

type Table<T> = Record<number, Record<CountdownLevel, T>>;
/** Milliseconds to save the ship in each seeded untimed game (null: lost), by player count and level. */
type Times = Table<(number | null)[]>;

function playAll(from: number, count: number): Times {
  const out = {} as Times;
  for (const players of PLAYERS) {
    out[players] = {} as Record<CountdownLevel, (number | null)[]>;
    for (const level of COUNTDOWN_LEVELS) {
      const setup = setupFor(players, level, null, 'dealt', 'untimed');
      out[players]![level] = Array.from({ length: count }, (_, g) => {
        const { state } = playBotGame(setup, from + g, undefined, undefined, undefined, TABLE);
        return state.outcome?.status === 'won' ? (state.clock.stoppedAtMs ?? state.clock.elapsedMs) : null;
      });
    }
  }
  return out;
}

/** Win rate in %, under a clock of `minutes`: the games saved before the clock reached its limit. */
const rate = (times: readonly (number | null)[], minutes: number) => (100 * times.filter((t) => t !== null && t < minutes * 60_000).length) / times.length;
const inBand = (level: CountdownLevel, r: number) => r >= BANDS[level][0] && r <= BANDS[level][1];
const middle = (level: CountdownLevel) => (BANDS[level][0] + BANDS[level][1]) / 2;
/** The objective for one setting: points from the band's middle, plus OUTSIDE_PENALTY per point outside the band. */
const cost = (level: CountdownLevel, r: number) => Math.abs(r - middle(level)) + OUTSIDE_PENALTY * Math.max(0, BANDS[level][0] - r, r - BANDS[level][1]);
const median = (times: readonly (number | null)[]) => {
  // Lost games count as slower than any win.
  const sorted = times.map((t) => t ?? Infinity).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const mmss = (minutes: number) => `${Math.floor(minutes)}:${minutes % 1 ? '30' : '00'}`;
const pct = (r: number) => `${r.toFixed(1)} %`;
const mark = (level: CountdownLevel, r: number) => (inBand(level, r) ? `**${pct(r)}**` : pct(r));

function printTable(title: string, cell: (players: number, level: CountdownLevel) => string): void {
  console.log(`\n${title}\n\n| Players | ${COUNTDOWN_LEVELS.join(' | ')} |\n|---|${COUNTDOWN_LEVELS.map(() => '---').join('|')}|`);
  for (const players of PLAYERS) console.log(`| ${players} | ${COUNTDOWN_LEVELS.map((level) => cell(players, level)).join(' | ')} |`);
}

const countInBand = (times: Times, clock: (players: number, level: CountdownLevel) => number): number =>
  PLAYERS.reduce((n, players) => n + COUNTDOWN_LEVELS.filter((level) => inBand(level, rate(times[players]![level]!, clock(players, level)))).length, 0);

/** Never shorter for a harder level; at one screen never shorter for one more player either. */
const monotone = (table: Table<number>, acrossPlayers = TABLE === 'one-screen') =>
  PLAYERS.every((p) => COUNTDOWN_LEVELS.every((level, i) => (i === 0 || table[p]![COUNTDOWN_LEVELS[i - 1]!] <= table[p]![level]) && (!acrossPlayers || p === PLAYERS[0] || table[p - 1]![level] <= table[p]![level])));

function main(): void {
  const args = process.argv.slice(2);
  const pair = (flag: string, fallback: [number, number]): [number, number] => {
    const i = args.indexOf(flag);
    if (i < 0) return fallback;
    const [from, count] = [Number(args[i + 1]), Number(args[i + 2])];
    if (!Number.isInteger(from) || !Number.isInteger(count) || count < 0) throw new Error(`${flag} takes a first seed and a number of games`);
    return [from, count];
  };
  const t = args.indexOf('--table');
  if (t >= 0) {
    const table = CLOCK_TABLES.find((x) => x === args[t + 1]);
    if (!table) throw new Error(`--table takes ${CLOCK_TABLES.join(' or ')}`);
    TABLE = table;
  }
  if (TABLE === 'devices') PLAYERS = [2, 3, 4];
  const current = TABLE === 'devices' ? FITTED_CLOCK_MINUTES_DEVICES : FITTED_CLOCK_MINUTES;
  const name = TABLE === 'devices' ? 'FITTED_CLOCK_MINUTES_DEVICES' : 'FITTED_CLOCK_MINUTES';
  const [tuneFrom, tuneCount] = pair('--tune', [1, 300]);
  const [reportFrom, reportCount] = pair('--report', [900_001, 200]);
  if (tuneCount < 1) throw new Error('--tune needs at least one game');

  console.log(`FUSE: Countdown fitted clocks, players ${TABLE === 'devices' ? 'on their own devices (parallel hands; 2–4 players)' : 'at one screen'}. Tuning seeds ${tuneFrom}–${tuneFrom + tuneCount - 1} (the choice); report seeds ${reportCount ? `${reportFrom}–${reportFrom + reportCount - 1} (never seen by the choice)` : 'none'}.`);
  console.log(`Bands (win %): ${COUNTDOWN_LEVELS.map((l) => `${l} ${BANDS[l][0]}–${BANDS[l][1]}`).join(', ')}.`);
  console.log(`Candidate clocks: ${CLOCKS[0]}–${CLOCKS[CLOCKS.length - 1]} minutes in 30-second steps; never shorter for a harder level${TABLE === 'devices' ? ' (each player count alone)' : ' or one more player'}.`);
  console.log(`Objective: sum over the ${PLAYERS.length * 5} settings of |win % − band middle| + ${OUTSIDE_PENALTY} × (points outside the band), on the tuning seeds.`);

  const tune = playAll(tuneFrom, tuneCount);

  // Cost of every candidate clock for every setting, on the tuning seeds only.
  const costs = PLAYERS.map((p) => COUNTDOWN_LEVELS.map((level) => CLOCKS.map((minutes) => cost(level, rate(tune[p]![level]!, minutes)))));
  // With parallel hands one more player is not more work (two players are the slowest), so a device
  // table's clocks are chosen per player count, never shorter for a harder level ("Round 5").
  const chosen = TABLE === 'devices' ? costs.map((row) => chooseMonotone([row])[0]!) : chooseMonotone(costs);
  const acrossAll = chooseMonotone(costs);
  const fitted = {} as Table<number>;
  const free = {} as Table<number>;
  let fittedCost = 0;
  let freeCost = 0;
  PLAYERS.forEach((p, r) => {
    fitted[p] = {} as Record<CountdownLevel, number>;
    free[p] = {} as Record<CountdownLevel, number>;
    COUNTDOWN_LEVELS.forEach((level, c) => {
      const row = costs[r]![c]!;
      const k = chosen[r]![c]!;
      // The unconstrained optimum (the first, i.e. shortest, of equal costs).
      const j = row.indexOf(Math.min(...row));
      fitted[p]![level] = CLOCKS[k]!;
      free[p]![level] = CLOCKS[j]!;
      fittedCost += row[k]!;
      freeCost += row[j]!;
    });
  });

  printTable('Tuning seeds: median time to save the ship (m:ss; lost games count as slowest) · win rate untimed (the most any clock gives)', (p, level) => {
    const times = tune[p]![level]!;
    const ms = median(times);
    const untimed = (100 * times.filter((t) => t !== null).length) / times.length;
    return `${Number.isFinite(ms) ? `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}` : 'lost'} · ${pct(untimed)}`;
  });
  printTable(`Tuning seeds: each setting's own best clock, unconstrained (objective ${freeCost.toFixed(1)})`, (p, level) => `${mmss(free[p]![level])} · ${pct(rate(tune[p]![level]!, free[p]![level]))}`);
  printTable(
    `Fitted clocks chosen under the constraints${TABLE === 'devices' ? ', each player count alone' : ''} (objective ${fittedCost.toFixed(1)}; in band on the tuning seeds: ${countInBand(tune, (p, l) => fitted[p]![l])} of ${PLAYERS.length * 5})`,
    (p, level) => `${mmss(fitted[p]![level])} · ${mark(level, rate(tune[p]![level]!, fitted[p]![level]))}`,
  );
  printTable('Tuning seeds: win rate 30 s shorter · on the fitted clock · 30 s longer (how fine the step is)', (p, level) => {
    const times = tune[p]![level]!;
    return [-0.5, 0, 0.5].map((d) => pct(rate(times, fitted[p]![level] + d))).join(' · ');
  });
  if (TABLE === 'devices') {
    // For comparison: the one-screen rule (never shorter for one more player as well) on this table.
    let allCost = 0;
    const all = {} as Table<number>;
    PLAYERS.forEach((p, r) => {
      all[p] = {} as Record<CountdownLevel, number>;
      COUNTDOWN_LEVELS.forEach((level, c) => {
        all[p]![level] = CLOCKS[acrossAll[r]![c]!]!;
        allCost += costs[r]![c]![acrossAll[r]![c]!]!;
      });
    });
    printTable(
      `Not chosen: the one-screen rule, also never shorter for one more player (objective ${allCost.toFixed(1)}; in band on the tuning seeds: ${countInBand(tune, (p, l) => all[p]![l])} of ${PLAYERS.length * 5})`,
      (p, level) => `${mmss(all[p]![level])} · ${mark(level, rate(tune[p]![level]!, all[p]![level]))}`,
    );
  }
  console.log(`\nmonotone${TABLE === 'devices' ? ' (by level)' : ''}: ${monotone(fitted) ? 'yes' : 'NO'}`);
  console.log(`\nAs ${name} (src/shared/fuse-countdown/fitted-clock.ts):\n`);
  console.log(`export const ${name}: Readonly<Record<number, Readonly<Record<CountdownLevel, number>>>> = {`);
  if (TABLE === 'devices') console.log('  1: FITTED_CLOCK_MINUTES[1]!,');
  for (const p of PLAYERS) console.log(`  ${p}: { ${COUNTDOWN_LEVELS.map((level) => `${level}: ${fitted[p]![level]}`).join(', ')} },`);
  console.log('};');
  const same = PLAYERS.every((p) => COUNTDOWN_LEVELS.every((level) => current[p]?.[level] === fitted[p]![level]));
  console.log(`\nThe table in fitted-clock.ts ${same ? 'is this choice' : 'DIFFERS from this choice'}.`);

  if (reportCount === 0) return;
  const report = playAll(reportFrom, reportCount);
  printTable('Report seeds: win rate on the fitted clock · on the printed 10:00 (in band in bold)', (p, level) => {
    const times = report[p]![level]!;
    return `${mark(level, rate(times, fitted[p]![level]))} · ${mark(level, rate(times, PRINTED_CLOCK_MINUTES))}`;
  });
  if (TABLE === 'devices') {
    printTable('Report seeds: this table on the one-screen fitted clock (what it would be without the switch)', (p, level) => {
      const minutes = FITTED_CLOCK_MINUTES[p]![level];
      return `${mmss(minutes)} · ${mark(level, rate(report[p]![level]!, minutes))}`;
    });
    console.log(`\nin band on the report seeds on the one-screen fitted clocks: ${countInBand(report, (p, l) => FITTED_CLOCK_MINUTES[p]![l])} of ${PLAYERS.length * 5}`);
  }
  const fittedInBand = countInBand(report, (p, l) => fitted[p]![l]);
  const printedInBand = countInBand(report, () => PRINTED_CLOCK_MINUTES);
  const zero = PLAYERS.flatMap((p) => COUNTDOWN_LEVELS.filter((level) => rate(report[p]![level]!, fitted[p]![level]) === 0).map((level) => `${p}p ${level}`));
  const all = PLAYERS.length * 5;
  console.log(`\nin band on the report seeds: fitted ${fittedInBand} of ${all}, printed 10:00 ${printedInBand} of ${all}`);
  console.log(`goals: at least ${Math.ceil(all * 0.85)} of ${all} in band ${fittedInBand >= Math.ceil(all * 0.85) ? 'met' : 'MISSED'}; every win rate above zero ${zero.length === 0 ? 'met' : `MISSED (${zero.join(', ')})`}; monotone ${monotone(fitted) ? 'met' : 'MISSED'}`);
}

main();
