/**
 * `npx tsx scripts/fuse-countdown-clock-study.ts [--tune K N] [--report K N]`: what FUSE: Countdown's
 * win rates would be under other clocks. Plays each setting's seeded games untimed with the reference
 * bot (each table at its own pace) and keeps the time each game took to save the ship. The bot never
 * looks at the clock, so a game under a clock of L minutes is won exactly when its untimed twin is won
 * within L: one run gives the win rate for every clock. Clocks are chosen on the tuning seeds (default
 * 1–80) and reported on seeds the choice never saw (default 900001–900100). See
 * docs/fuse-countdown-balance.md ("What other clocks would do").
 */
import { COUNTDOWN_LEVELS, type CountdownLevel } from '../src/shared/fuse-countdown/setup';
import { setupFor } from '../src/main/engine/fuse-countdown/bot/simulate';
import { playBotGame } from '../src/main/engine/fuse-countdown/bot/play';

const BANDS: Record<CountdownLevel, [number, number]> = { training: [75, 90], standard: [50, 65], expert: [30, 45], elite: [15, 30], heroic: [3, 12] };
const PLAYERS = [1, 2, 3, 4];
/** Clocks considered, in minutes: 5 to 40 in half minutes. */
const CLOCKS = Array.from({ length: 71 }, (_, i) => 5 + i / 2);

type Times = Record<string, (number | null)[]>;
const key = (players: number, level: CountdownLevel) => `${players}|${level}`;

/** Milliseconds to save the ship in each seeded untimed game of every setting (null: lost). */
function playAll(from: number, count: number): Times {
  const out: Times = {};
  for (const players of PLAYERS)
    for (const level of COUNTDOWN_LEVELS) {
      const setup = { ...setupFor(players, level), clockMinutes: null };
      out[key(players, level)] = Array.from({ length: count }, (_, g) => {
        const { state } = playBotGame(setup, from + g);
        return state.outcome?.status === 'won' ? (state.clock.stoppedAtMs ?? state.clock.elapsedMs) : null;
      });
    }
  return out;
}

const rate = (times: readonly (number | null)[], minutes: number) => (100 * times.filter((t) => t !== null && t <= minutes * 60_000).length) / times.length;
const inBand = (level: CountdownLevel, r: number) => r >= BANDS[level][0] && r <= BANDS[level][1];
const mid = (level: CountdownLevel) => (BANDS[level][0] + BANDS[level][1]) / 2;

function table(title: string, cell: (players: number, level: CountdownLevel) => string): void {
  console.log(`\n${title}\n| Players | ${COUNTDOWN_LEVELS.join(' | ')} |\n|---|${COUNTDOWN_LEVELS.map(() => '---').join('|')}|`);
  for (const players of PLAYERS) console.log(`| ${players} | ${COUNTDOWN_LEVELS.map((level) => cell(players, level)).join(' | ')} |`);
}

function ratesTable(title: string, times: Times, clock: (players: number, level: CountdownLevel) => number): void {
  let n = 0;
  table(title, (players, level) => {
    const r = rate(times[key(players, level)]!, clock(players, level));
    if (inBand(level, r)) n++;
    return `${inBand(level, r) ? '**' : ''}${r.toFixed(1)}${inBand(level, r) ? '**' : ''}`;
  });
  console.log(`in band: ${n} of 20`);
}

function main(): void {
  const args = process.argv.slice(2);
  const pair = (flag: string, fallback: [number, number]): [number, number] => {
    const i = args.indexOf(flag);
    return i < 0 ? fallback : [Number(args[i + 1]), Number(args[i + 2])];
  };
  const [tuneFrom, tuneCount] = pair('--tune', [1, 80]);
  const [reportFrom, reportCount] = pair('--report', [900_001, 100]);
  const tune = playAll(tuneFrom, tuneCount);
  const report = playAll(reportFrom, reportCount);

  // One clock per level for every player count: the most player counts in band, then the nearest to the middles.
  const perLevel = {} as Record<CountdownLevel, number>;
  for (const level of COUNTDOWN_LEVELS) {
    let best = { clock: 10, inBand: -1, off: Infinity };
    for (const clock of CLOCKS) {
      const rates = PLAYERS.map((p) => rate(tune[key(p, level)]!, clock));
      const score = { clock, inBand: rates.filter((r) => inBand(level, r)).length, off: rates.reduce((a, r) => a + Math.abs(r - mid(level)), 0) };
      if (score.inBand > best.inBand || (score.inBand === best.inBand && score.off < best.off)) best = score;
    }
    perLevel[level] = best.clock;
  }
  // One clock per level and player count: the one nearest the middle of the band.
  const perSetting = (players: number, level: CountdownLevel) =>
    CLOCKS.reduce((best, clock) => (Math.abs(rate(tune[key(players, level)]!, clock) - mid(level)) < Math.abs(rate(tune[key(players, level)]!, best) - mid(level)) ? clock : best), CLOCKS[0]!);

  console.log(`tuning seeds ${tuneFrom}–${tuneFrom + tuneCount - 1}, report seeds ${reportFrom}–${reportFrom + reportCount - 1}; bands ${JSON.stringify(BANDS)}`);
  ratesTable('Report seeds, the 10-minute clock (win %, in band in bold)', report, () => 10);
  console.log(`\nOne clock per level, chosen on the tuning seeds: ${COUNTDOWN_LEVELS.map((l) => `${l} ${perLevel[l]} min`).join(', ')}`);
  ratesTable('Report seeds, one clock per level', report, (_, level) => perLevel[level]);
  table('One clock per level and player count, chosen on the tuning seeds (minutes)', (players, level) => String(perSetting(players, level)));
  ratesTable('Report seeds, one clock per level and player count', report, perSetting);
}

main();
