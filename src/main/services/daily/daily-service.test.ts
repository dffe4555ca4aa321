import { afterEach, describe, expect, it } from 'vitest';
import type { ApiParsedInput } from '@shared/api';
import type { FlatlineSetup } from '@shared/flatline/setup';
import { GAME_MODULES } from '../../engine/registry';
import { playGreedyGame } from '../../engine/flatline/bot/play';
import { playBotGame } from '../../engine/fuse-countdown/bot/play';
import type { FuseCountdownSetup } from '@shared/fuse-countdown/setup';
import { openStore, type Store } from '../../store/store';
import { tempDirs } from '../../store/test-support';
import { ManualClock } from '../clock';
import { GameService } from '../game-service';
import { SavesService } from '../saves/saves-service';
import { ServiceError } from '../service-error';
import { gameId } from '../host.test-support';
import { DailyService } from './daily-service';

const dirs = tempDirs('daily');
const stores: Store[] = [];
const zone = process.env.TZ;
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  dirs.cleanUp();
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const TWO: ApiParsedInput<'playDaily'> = { kind: 'flatline', setting: { players: '2', level: 'standard', meter: 'standard' }, names: ['Ada', 'Bea'] };

/** The services over a fresh data folder, as the application composes them, at `time`. */
function services(time = '2026-11-29T09:00:00.000Z', dataDir = dirs.make()) {
  const clock = new ManualClock(time);
  const store = openStore({ dataDir, now: () => new Date(clock.now()).toISOString() });
  stores.push(store);
  let next = 1;
  const games = new GameService({
    store,
    modules: GAME_MODULES,
    clock,
    newId: () => gameId(next++),
    newSeed: () => 1,
    snapshotEvery: 50,
    snapshotsKept: 2,
    cacheSize: 4,
    onFinished: (record, state) => {
      // Called only once a game ends, long after both are made below.
      saves.recordResult(record, state);
      daily.finished(record);
    },
  });
  const saves = new SavesService({ store, games, modules: GAME_MODULES, clock, newId: () => gameId(900 + next++), log: () => {} });
  const daily = new DailyService({ store, games, saves, clock });
  return { store, games, daily, clock };
}

/** Plays a FLATLINE game to its end with the greedy bot, through the services. */
function playToEnd(games: GameService, id: string, seed: string): void {
  const setup = games.live(id).record.setup as FlatlineSetup;
  for (const action of playGreedyGame(setup, seed as unknown as number).actions) games.act(id, action, 'flatline');
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ServiceError) return error.error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('the daily deal in the services', () => {
  it('deals a fixed date the same in every time zone: the date is UTC, from the services clock', () => {
    for (const tz of ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata', 'America/St_Johns']) {
      process.env.TZ = tz;
      for (const time of ['2026-11-29T00:00:30.000Z', '2026-11-29T23:59:30.000Z']) {
        const { daily, games } = services(time);
        expect(daily.today()).toBe('2026-11-29');
        const game = daily.start(TWO);
        expect(games.live(game.id).record.seed).toBe('fbe35a265dc7fc457d04e4b8a139133d');
      }
    }
    // The zones really differed: at the same instant, Kiritimati's wall clock and Pago Pago's are a day apart.
    process.env.TZ = 'Pacific/Kiritimati';
    const east = new Date('2026-11-29T12:00:00Z').getDate();
    process.env.TZ = 'Pacific/Pago_Pago';
    expect(new Date('2026-11-29T12:00:00Z').getDate()).toBe(east - 1);
  });

  it('deals the same cards and dice from two data folders, and others on another day or setting', () => {
    const one = services();
    const two = services();
    const a = one.daily.start(TWO);
    const b = two.daily.start(TWO);
    expect(b.state).toEqual(a.state);
    const other = services().daily.start({ ...TWO, setting: { ...TWO.setting, meter: 'expert' } });
    expect(other.state).not.toEqual(a.state);
    const tomorrow = services('2026-11-30T09:00:00.000Z').daily.start(TWO);
    expect(tomorrow.state).not.toEqual(a.state);
  });

  it('counts the first try of a day at a setting, and marks every later one practice, even once the first is deleted', () => {
    const { daily, games } = services();
    const first = daily.start(TWO);
    const second = daily.start(TWO);
    games.delete(first.id);
    const third = daily.start(TWO);
    const other = daily.start({ ...TWO, setting: { players: '1', level: 'expert', meter: 'expert' }, names: ['Ada'] });
    expect(daily.todaysDeals().plays.map((play) => [play.gameId, play.counted, play.status])).toEqual([
      [null, true, 'in-progress'],
      [second.id, false, 'in-progress'],
      [third.id, false, 'in-progress'],
      [other.id, true, 'in-progress'],
    ]);
    expect(games.live(other.id).record.setup).toMatchObject({ solitaire: true, level: 'expert', meterSide: 'expert', timerSeconds: 60 });
  });

  it('keeps a finished daily game as an ordinary result, with its share line, in the series', () => {
    const { daily, games, store } = services();
    const game = daily.start(TWO);
    playToEnd(games, game.id, 'fbe35a265dc7fc457d04e4b8a139133d');
    const result = store.results.get(game.id)!;
    // Today's deal at this setting, played by the greedy bot: all seven patients treated in six rounds.
    expect(result).toMatchObject({ outcome: 'won', rounds: 6, details: { patientsTreated: 7 } });
    const [play] = daily.todaysDeals().plays;
    expect(play).toMatchObject({ status: 'won', counted: true, result: { outcome: 'won', values: { treated: 7, rounds: 6 } } });
    expect(play!.line).toMatch(/^FUSE Table daily v1 \| flatline \| 2026-11-29 \| players=2 level=standard meter=standard \| won treated=7 rounds=6 \| check=[0-9a-f]{8}$/);
    expect(daily.series(undefined)).toMatchObject({ played: 1, won: 1, currentStreak: 1, bestStreak: 1, entries: [{ date: '2026-11-29', status: 'won', gameId: game.id }] });
    expect(daily.series('fuse-countdown')).toEqual({ entries: [], played: 0, won: 0, currentStreak: 0, bestStreak: 0 });
    // Its own line, pasted back as a friend's, reads back as the same result.
    expect(daily.addFriendLine({ line: play!.line!, friend: 'Cy' })).toMatchObject({ friend: 'Cy', kind: 'flatline', date: '2026-11-29', result: play!.result });
  });

  it("keeps a FUSE: Countdown deal's score and time left, on the printed 10:00, in its line", () => {
    const { daily, games, store } = services();
    const game = daily.start({ kind: 'fuse-countdown', setting: { players: '2', level: 'expert' }, names: ['Ada', 'Bea'] });
    const { record } = games.live(game.id);
    expect(record.setup).toMatchObject({ level: 'expert', fuses: null, clockMinutes: 10, clockFitted: false, roles: 'dealt' });
    for (const action of playBotGame(record.setup as FuseCountdownSetup, record.seed as unknown as number).actions) games.act(game.id, action, 'fuse-countdown');
    const result = store.results.get(game.id)!;
    const left = Math.floor(Number(result.details.timeLeftMs) / 1000);
    // Today's deal at this setting, played by the reference bot: the ship saved, 94 points, 1:56 left.
    expect([result.outcome, result.score, left]).toEqual(['won', 94, 116]);
    const [play] = daily.todaysDeals().plays;
    expect(play!.result).toEqual({ outcome: result.outcome, values: { score: result.score, left } });
    expect(play!.line).toContain('| players=2 level=expert | won score=94 left=1:56 | check=');
  });

  it("lists a friend's line beside today's, and refuses a bad one naming what is wrong, keeping nothing", () => {
    const { daily } = services();
    const bad = refusal(() => daily.addFriendLine({ line: 'FUSE Table daily v1 | flatline | 2026-11-29 | players=9 level=standard meter=standard | won treated=7 rounds=5 | check=00000000', friend: 'Cy' }));
    expect(bad).toMatchObject({ code: 'daily-line-invalid', field: 'line', params: { problem: 'setting', game: 'flatline', field: 'players', value: '9' } });
    expect(daily.todaysDeals().friends).toEqual([]);
  });

  it('refuses a setting the game does not have, and a game without a daily deal', () => {
    const { daily } = services();
    expect(refusal(() => daily.start({ ...TWO, setting: { players: '2', level: 'hard', meter: 'standard' } }))).toMatchObject({ code: 'invalid-payload', field: 'setting' });
    const bare = new DailyService({ ...(daily as unknown as { o: ConstructorParameters<typeof DailyService>[0] }).o, blocks: {} });
    expect(refusal(() => bare.start(TWO))).toMatchObject({ code: 'no-daily-deal', params: { kind: 'flatline' } });
  });
});
