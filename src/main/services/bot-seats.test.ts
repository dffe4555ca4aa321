import { afterEach, describe, expect, it } from 'vitest';
import type { GameDetailOf } from '@shared/games';
import type { GameResult } from '@shared/history';
import { flatlineSetupSchema } from '@shared/flatline/setup';
import { setupFor as countdownSetup } from '../engine/fuse-countdown/bot/simulate';
import { createHash } from 'node:crypto';
import { tempDirs } from '../store/test-support';
import { canonicalJson } from './game-file';
import { ManualClock } from './clock';
import { dumpDatabase, START, value } from './host.test-support';
import { openApiHost } from './index';
import { manualScheduler } from './scheduler.test-support';

// Bot seats play through the services' own path: each of their moves is an action of their seat,
// checked, saved and pushed like a person's, at the game's pace, never while the game is paused.

const dirs = tempDirs('bot-seats');
const closing: { close(): void }[] = [];
afterEach(() => {
  for (const item of closing.splice(0)) item.close();
  dirs.cleanUp();
});

const THREE = flatlineSetupSchema.parse({
  seats: [
    { name: 'Ada', colour: 'red' },
    { name: 'Bot B', colour: 'blue' },
    { name: 'Bot C', colour: 'green' },
  ],
  level: 'standard',
  timerSeconds: 60,
});

function open(dataDir: string, clock = new ManualClock(START)) {
  const scheduler = manualScheduler();
  const decisions: number[] = [];
  const host = openApiHost({ dataDir, transport: 'web', appVersion: '0.1.0', clock, scheduler: scheduler.schedule, log: () => {}, botDecided: (ms) => decisions.push(ms) });
  closing.push(host);
  const pushed: number[] = [];
  host.subscribe((event) => {
    if (event.type === 'gameChanged') pushed.push(event.game.version);
  });
  const call = async <T>(method: string, payload: unknown = {}): Promise<T> => value<T>(await host.dispatch(method, payload));
  /** Lets `ms` of table time pass in the host's own steps, its timers looked at after each. */
  const pass = (ms: number) => {
    for (let left = ms; left > 0; left -= 100) {
      clock.advance(Math.min(100, left));
      scheduler.run();
    }
  };
  return { host, call, pass, clock, decisions, pushed };
}

/** The saved actions of a game, tick actions left out. */
const moves = (dataDir: string) =>
  (dumpDatabase(dataDir).game_actions as { action: string }[]).map((row) => JSON.parse(row.action) as { type: string; die?: string; seat?: number }).filter((a) => a.type !== 'tick');

describe('bot seats', () => {
  it('FLATLINE: two bots place only their own dice, during the countdown, at their pace, and stand while the game is paused', async () => {
    const dataDir = dirs.make();
    const { call, pass, pushed } = open(dataDir);
    let game = await call<GameDetailOf<'flatline'>>('createGame', { kind: 'flatline', setup: THREE, seed: 3, bots: { seats: [2, 1], pace: 'quick' } });
    expect(game.bots).toEqual({ seats: [1, 2], pace: 'quick' });
    expect(game.state.stop).toBe('planning');
    // Starting the countdown is the table's decision, and a person sits there: the bots wait.
    pass(5000);
    expect(moves(dataDir)).toEqual([]);

    game = await call('act', { kind: 'flatline', id: game.id, action: { type: 'advance' } });
    pass(500);
    expect(moves(dataDir)).toHaveLength(1);
    // Each bot's wait is the quick pace's 600 ms; both fall due together, each acting for its seat.
    pass(100);
    const first = moves(dataDir).slice(1);
    expect(first.map((a) => [a.type, a.die?.slice(0, 2)])).toEqual([
      ['place', 's1'],
      ['place', 's2'],
    ]);
    // Each was saved, then pushed to every view, as a person's action is: the views heard both versions.
    const saved = (dumpDatabase(dataDir).game_actions as unknown[]).length;
    expect(pushed.slice(-2)).toEqual([saved - 1, saved]);

    await call('pauseGame', { id: game.id });
    pass(10_000);
    expect(moves(dataDir)).toHaveLength(3);
    await call('resumeGame', { id: game.id });
    pass(600);
    expect(moves(dataDir)).toHaveLength(5);

    pass(20_000);
    const all = moves(dataDir);
    // The person's start aside, every move is one of a bot seat's own: its dice, its re-roll or its Done.
    for (const a of all.slice(1)) {
      const seat = a.die ? Number(a.die[1]) : a.seat;
      expect([1, 2]).toContain(seat);
    }
    game = await call('getGame', { id: game.id });
    const botDice = game.state.dice.filter((d) => d.seat > 0 && d.at.kind === 'tray');
    expect(botDice.every((d) => game.state.countdown.ready?.includes(d.seat))).toBe(true);
    expect(game.state.dice.filter((d) => d.seat === 0 && d.at.kind === 'tray').length).toBeGreaterThan(0);
  });

  it('bots stand while nobody watches the table (the last tab closed), and play on when a view is back', async () => {
    const dataDir = dirs.make();
    const { host, call, pass } = open(dataDir);
    const game = await call<GameDetailOf<'flatline'>>('createGame', { kind: 'flatline', setup: THREE, seed: 3, bots: { seats: [1, 2], pace: 'quick' } });
    const leave = host.watch();
    await call('act', { kind: 'flatline', id: game.id, action: { type: 'advance' } });
    pass(300);
    leave();
    pass(2000);
    expect(moves(dataDir)).toHaveLength(1);
    host.watch();
    // The waits run on with what they had left (300 ms of 600).
    pass(300);
    expect(moves(dataDir)).toHaveLength(3);
  });

  it('a saved game resumes with its bots (paused, as any game reopened mid-countdown), and its result keeps them', async () => {
    const dataDir = dirs.make();
    const clock = new ManualClock(START);
    const first = open(dataDir, clock);
    const game = await first.call<GameDetailOf<'flatline'>>('createGame', { kind: 'flatline', setup: THREE, seed: 3, bots: { seats: [1, 2], pace: 'steady' } });
    await first.call('act', { kind: 'flatline', id: game.id, action: { type: 'advance' } });
    first.pass(1500);
    expect(moves(dataDir)).toHaveLength(3);
    first.host.close();

    const second = open(dataDir, clock);
    const back = await second.call<GameDetailOf<'flatline'>>('getGame', { id: game.id });
    expect([back.paused, back.bots]).toEqual([true, { seats: [1, 2], pace: 'steady' }]);
    second.pass(5000);
    expect(moves(dataDir)).toHaveLength(3);
    await second.call('resumeGame', { id: game.id });
    second.pass(1500);
    expect(moves(dataDir)).toHaveLength(5);
    // The person ends the countdown and plays on until the game ends; history and statistics keep the bots.
    let now = await second.call<GameDetailOf<'flatline'>>('act', { kind: 'flatline', id: game.id, action: { type: 'done' } });
    for (let i = 0; i < 3000 && now.status === 'in-progress'; i++) {
      const s = now.state;
      const action = s.pending ? { type: 'decide', option: s.pending.options[0]!.id } : s.stop === 'countdown' ? { type: 'done' } : { type: 'advance' };
      now = await second.call('act', { kind: 'flatline', id: game.id, action });
    }
    const { entries } = await second.call<{ entries: GameResult[] }>('listHistory', {});
    expect(entries.map((e) => e.bots)).toEqual([[1, 2]]);
    expect((await second.call<{ games: number }>('getStats', {})).games).toBe(1);
    expect((await second.call<{ games: number }>('getStats', { noBots: true })).games).toBe(0);
  });

  it('FUSE: Countdown: bots leave the start to the person; with every seat a bot, the table plays on by itself', async () => {
    const dataDir = dirs.make();
    const { call, pass, decisions } = open(dataDir);
    const setup = countdownSetup(4, 'expert');
    const withPerson = await call<GameDetailOf<'fuse-countdown'>>('createGame', { kind: 'fuse-countdown', setup, seed: 8, bots: { seats: [1, 2, 3], pace: 'quick' } });
    const allBots = await call<GameDetailOf<'fuse-countdown'>>('createGame', { kind: 'fuse-countdown', setup, seed: 8, bots: { seats: [0, 1, 2, 3], pace: 'quick' } });
    pass(30_000);
    const after = await call<GameDetailOf<'fuse-countdown'>>('getGame', { id: withPerson.id });
    expect([after.version, after.state.phase]).toEqual([0, 'ready']);
    const played = await call<GameDetailOf<'fuse-countdown'>>('getGame', { id: allBots.id });
    expect(played.state.turn).toBeGreaterThanOrEqual(3);
    expect(decisions.length).toBeGreaterThan(10);
  });

  it("a campaign's crew brings bot teammates: each mission seats them after the people, and they play", async () => {
    const dataDir = dirs.make();
    const { call, pass } = open(dataDir);
    const ann = await call<{ id: string }>('saveProfile', { name: 'Ann', colour: 'green' });
    const campaign = await call<{ id: string; bots?: unknown }>('createCampaign', {
      name: 'Night shift',
      crew: [ann.id],
      timerSeconds: 120,
      bots: { names: ['Bot 2', 'Bot 3'], pace: 'quick' },
    });
    expect(campaign.bots).toEqual({ names: ['Bot 2', 'Bot 3'], pace: 'quick' });
    const game = await call<GameDetailOf<'flatline'>>('continueCampaign', { id: campaign.id });
    expect([game.solitaire, game.seats, game.bots]).toEqual([
      false,
      [
        { name: 'Ann', colour: 'green' },
        { name: 'Bot 2', colour: 'red' },
        { name: 'Bot 3', colour: 'blue' },
      ],
      { seats: [1, 2], pace: 'quick' },
    ]);
    await call('act', { kind: 'flatline', id: game.id, action: { type: 'advance' } });
    pass(600);
    expect(moves(dataDir).slice(1).map((a) => a.die?.slice(0, 2))).toEqual(['s1', 's2']);
  });

  it('a game file keeps its bots: imported, the game plays on with them; bot seats it does not have are refused', async () => {
    const dataDir = dirs.make();
    const { host, call } = open(dataDir);
    const game = await call<GameDetailOf<'flatline'>>('createGame', { kind: 'flatline', setup: THREE, seed: 3, bots: { seats: [1, 2], pace: 'relaxed' } });
    const { text } = await call<{ text: string }>('exportGame', { id: game.id });
    const imported = await call<{ id: string; bots?: unknown }>('importGame', { text });
    expect(imported.bots).toEqual({ seats: [1, 2], pace: 'relaxed' });
    const file = JSON.parse(text) as { game: { bots: { seats: number[] } }; checksum?: string };
    file.game.bots.seats = [1, 3];
    delete file.checksum;
    const resigned = JSON.stringify({ ...file, checksum: createHash('sha256').update(canonicalJson(file)).digest('hex') });
    expect(await host.dispatch('importGame', { text: resigned })).toMatchObject({ ok: false, error: { code: 'import-invalid' } });
  });

  it('refuses bot seats the game does not have, and creates nothing', async () => {
    const dataDir = dirs.make();
    const { host, call } = open(dataDir);
    const refused = await host.dispatch('createGame', { kind: 'flatline', setup: THREE, bots: { seats: [1, 3], pace: 'quick' } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-bot-seats', field: 'bots' } });
    const twice = await host.dispatch('createGame', { kind: 'flatline', setup: THREE, bots: { seats: [1, 1], pace: 'quick' } });
    expect(twice).toMatchObject({ ok: false, error: { code: 'invalid-bot-seats' } });
    expect(await call('listGames', {})).toEqual([]);
  });
});
