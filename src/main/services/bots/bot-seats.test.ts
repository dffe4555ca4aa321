import { afterEach, describe, expect, it } from 'vitest';
import type { GameDetailOf } from '@shared/games';
import type { GameResult } from '@shared/history';
import { flatlineSetupSchema } from '@shared/flatline/setup';
import { setupFor as countdownSetup } from '../../engine/fuse-countdown/bot/simulate';
import { createHash } from 'node:crypto';
import { tempDirs } from '../../store/test-support';
import { canonicalJson } from '../saves/game-file';
import { ManualClock } from '../clock';
import { dumpDatabase, START, value } from '../host.test-support';
import { openApiHost } from '../index';
import { manualScheduler } from '../scheduler.test-support';

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
  /** Each bot's placement as it is pushed: its seat and the table time since `since` (ms; paused time counted as it passed). */
  const placed: { seat: number; at: number }[] = [];
  let since = clock.now();
  let seen = 0;
  host.subscribe((event) => {
    if (event.type !== 'gameChanged') return;
    const log = event.game.state.log as { code: string; params: Record<string, unknown> }[];
    for (const e of log.slice(seen)) if (e.code === 'die-placed') placed.push({ seat: Number(e.params.seat), at: clock.now() - since });
    seen = log.length;
  });
  /** Counts time from now on for `placed`, and forgets what was noted before. */
  const startTiming = () => {
    since = clock.now();
    placed.length = 0;
  };
  return { host, call, pass, clock, decisions, pushed, placed, startTiming };
}

/** The saved actions of a game, tick actions left out. */
const moves = (dataDir: string) =>
  (dumpDatabase(dataDir).game_actions as { action: string }[]).map((row) => JSON.parse(row.action) as { type: string; die?: string; seat?: number }).filter((a) => a.type !== 'tick');

describe('bot seats', () => {
  it('FLATLINE: two bots place only their own dice, during the countdown, each at a person\'s pace, and stand while the game is paused', async () => {
    const dataDir = dirs.make();
    const { call, pass, pushed, placed, startTiming } = open(dataDir);
    let game = await call<GameDetailOf<'flatline'>>('createGame', { kind: 'flatline', setup: THREE, seed: 3, bots: { seats: [2, 1], pace: 'quick' } });
    expect(game.bots).toEqual({ seats: [1, 2], pace: 'quick' });
    expect(game.state.stop).toBe('planning');
    // Starting the countdown is the table's decision, and a person sits there: the bots wait.
    pass(5000);
    expect(moves(dataDir)).toEqual([]);

    startTiming();
    game = await call('act', { kind: 'flatline', id: game.id, action: { type: 'advance' } });
    // Each bot first looks over its six new dice, then puts one down: at the quick pace about 5.2 s
    // (0.6 × (1.35 + 6 × 0.8 + 2.5) s, within ±15 %), each seat its own draw; nothing before.
    pass(4400);
    expect(moves(dataDir)).toHaveLength(1);
    pass(1600);
    expect(placed).toEqual([
      { seat: 1, at: 5000 },
      { seat: 2, at: 5900 },
    ]);
    const first = moves(dataDir).slice(1);
    expect(first.map((a) => [a.type, a.die?.slice(0, 2)])).toEqual([
      ['place', 's1'],
      ['place', 's2'],
    ]);
    // Each was saved, then pushed to every view, as a person's action is: the views heard both versions.
    const saved = (dumpDatabase(dataDir).game_actions as unknown[]).length;
    expect(pushed.slice(-2)).toEqual([saved - 1, saved]);

    // Paused, the bots stand; continued, each waits the rest of its wait for its next die (a die after
    // another: 0.6 × 2.5 s, within ±15 %), never a new one.
    await call('pauseGame', { id: game.id });
    pass(10_000);
    expect(moves(dataDir)).toHaveLength(3);
    await call('resumeGame', { id: game.id });
    pass(1800);
    expect(moves(dataDir)).toHaveLength(5);

    pass(30_000);
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

  it('at the steady pace a bot looks at its roll first: a person and three bots, no bot die before 7 s, at most two each in the first 10 s (seeds 1–3)', async () => {
    const dataDir = dirs.make();
    const { call, pass, placed, startTiming } = open(dataDir);
    const FOUR = flatlineSetupSchema.parse({ ...THREE, seats: [...THREE.seats, { name: 'Bot D', colour: 'yellow' }] });
    const counts: number[][] = [];
    const firsts: number[] = [];
    const seen: Record<number, string[]> = {};
    for (const seed of [1, 2, 3]) {
      let game = await call<GameDetailOf<'flatline'>>('createGame', { kind: 'flatline', setup: FOUR, seed, bots: { seats: [1, 2, 3], pace: 'steady' } });
      // Ada answers what the first round asks and starts the countdown.
      while (game.state.stop !== 'countdown') {
        const action = game.state.pending ? { type: 'decide', option: game.state.pending.options[0]!.id } : { type: 'advance' };
        game = await call('act', { kind: 'flatline', id: game.id, action });
      }
      startTiming();
      pass(10_000);
      // Which bot put a die down, and when (ms after the countdown started).
      seen[seed] = placed.map((d) => `Bot ${d.seat + 1} at ${d.at}`);
      counts.push([1, 2, 3].map((seat) => placed.filter((d) => d.seat === seat).length));
      firsts.push(Math.min(...placed.map((d) => d.at)));
      await call('deleteGame', { id: game.id });
    }
    // Each bot's first die: a look at its six new dice (1.35 s + 6 × 0.8 s), then the die (2.5 s):
    // 8.65 s, drawn within ±15 % (7.35–9.95 s); its second 2.5 s ±15 % after. No third in 10 s.
    expect(seen).toEqual({
      1: ['Bot 3 at 7500', 'Bot 4 at 7500', 'Bot 4 at 9900', 'Bot 2 at 10000'],
      2: ['Bot 4 at 7700', 'Bot 3 at 7800', 'Bot 2 at 9000', 'Bot 4 at 9900'],
      3: ['Bot 2 at 8300', 'Bot 3 at 9700', 'Bot 4 at 9800'],
    });
    // Dice each bot put down in the first 10 s (Bots 2, 3, 4), and the first die at each table.
    expect(counts).toEqual([
      [1, 1, 2],
      [1, 1, 2],
      [1, 1, 1],
    ]);
    expect(firsts).toEqual([7500, 7700, 8300]);
  });

  it('bots stand while nobody watches the table (the last tab closed), and play on when a view is back', async () => {
    const dataDir = dirs.make();
    const { host, call, pass } = open(dataDir);
    const game = await call<GameDetailOf<'flatline'>>('createGame', { kind: 'flatline', setup: THREE, seed: 3, bots: { seats: [1, 2], pace: 'quick' } });
    const leave = host.watch();
    await call('act', { kind: 'flatline', id: game.id, action: { type: 'advance' } });
    pass(4000);
    leave();
    pass(2000);
    expect(moves(dataDir)).toHaveLength(1);
    host.watch();
    // The waits run on with what they had left (1.0 s and 1.9 s of 5.0 s and 5.9 s).
    pass(900);
    expect(moves(dataDir)).toHaveLength(1);
    pass(1000);
    expect(moves(dataDir)).toHaveLength(3);
  });

  it('a saved game resumes with its bots (paused, as any game reopened mid-countdown), and its result keeps them', async () => {
    const dataDir = dirs.make();
    const clock = new ManualClock(START);
    const first = open(dataDir, clock);
    const game = await first.call<GameDetailOf<'flatline'>>('createGame', { kind: 'flatline', setup: THREE, seed: 3, bots: { seats: [1, 2], pace: 'steady' } });
    first.startTiming();
    await first.call('act', { kind: 'flatline', id: game.id, action: { type: 'advance' } });
    first.pass(10_000);
    expect(first.placed).toEqual([
      { seat: 1, at: 8300 },
      { seat: 2, at: 9700 },
    ]);
    first.host.close();

    const second = open(dataDir, clock);
    const back = await second.call<GameDetailOf<'flatline'>>('getGame', { id: game.id });
    expect([back.paused, back.bots]).toEqual([true, { seats: [1, 2], pace: 'steady' }]);
    second.pass(5000);
    expect(moves(dataDir)).toHaveLength(3);
    await second.call('resumeGame', { id: game.id });
    // Each bot's wait starts again at continue: a die after another, 2.5 s within ±15 %.
    second.pass(2000);
    expect(moves(dataDir)).toHaveLength(3);
    second.pass(1000);
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
    pass(6000);
    expect(new Set(moves(dataDir).slice(1).map((a) => a.die?.slice(0, 2)))).toEqual(new Set(['s1', 's2']));
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
