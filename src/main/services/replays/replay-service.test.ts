import { afterEach, describe, expect, it } from 'vitest';
import type { GameDetailOf } from '@shared/games';
import type { ReplayLog, ReplayOutline, ReplayStepOf } from '@shared/replays';
import type { FlatlineHidden } from '@shared/flatline/replay';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { flatlineSetupSchema } from '@shared/flatline/setup';
import { GAME_MODULES } from '../../engine/registry';
import { isTick } from '../../engine/core/game-module';
import { playBotGame } from '../../engine/fuse-countdown/bot/play';
import { setupFor } from '../../engine/fuse-countdown/bot/simulate';
import { tempDirs } from '../../store/test-support';
import type { ApiHost } from '../api-host';
import { gameId } from '../host.test-support';
import { dumpAll, playOut, realHost, TWO } from '../saves/saves.test-support';
import { ReplayService } from './replay-service';
import { logOf } from './replay-games.test-support';

type FlatlineDetail = GameDetailOf<'flatline'>;
type FlatlineStep = ReplayStepOf<'flatline'>;

const dirs = tempDirs('replays');
const hosts: ApiHost[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

function open(seeds: number[]) {
  const dataDir = dirs.make();
  const opened = realHost(dataDir, seeds);
  hosts.push(opened.host);
  return { ...opened, dataDir };
}

/** A refused call's error. */
async function refusal(host: ApiHost, method: string, payload: unknown) {
  const result = await host.dispatch(method, payload);
  if (result.ok) throw new Error(`${method} was expected to be refused`);
  return result.error;
}

const source = (id: string) => ({ kind: 'game' as const, gameId: id });
const SEED = 11;

describe('replays of the player\'s own finished games', () => {
  it('steps from the table as dealt to exactly the table the game ended with, through the API', async () => {
    const { call, clock } = open([SEED]);
    const dealt = await call<FlatlineDetail>('createGame', { kind: 'flatline', setup: TWO, title: 'Night shift' });
    const ended = await playOut(call, clock, dealt.id);
    const outline = await call<ReplayOutline>('openReplay', { source: source(dealt.id) });
    expect(outline).toMatchObject({ kind: 'flatline', title: 'Night shift', status: ended.status, solitaire: false });
    // FLATLINE untimed logs no ticks: one step per action, and the deal.
    expect(outline.steps).toBe(ended.version + 1);
    expect(outline.rounds[0]).toEqual({ step: 0, round: 1 });
    expect(outline.rounds.map((r) => r.round)).toEqual(Array.from({ length: ended.round }, (_, i) => i + 1));

    const first = await call<FlatlineStep>('replayStep', { source: source(dealt.id), step: 0 });
    expect(first.game.state).toEqual(dealt.state);
    expect(first.taken).toBe(0);
    const last = await call<FlatlineStep>('replayStep', { source: source(dealt.id), step: outline.steps - 1 });
    expect(last.game.state).toEqual(ended.state);
    expect(last.game).toMatchObject({ id: dealt.id, status: ended.status, round: ended.round, paused: false, version: outline.steps - 1 });
    expect(last.game.clock.running).toBe(false);
    // Nothing the table could not see: no deal, no deck order, no generator, nothing legal to do.
    const text = JSON.stringify(last);
    for (const hiddenField of ['"seed"', '"rng"', '"patientDeck"', '"emergencyDeck"', '"legalPlaces"']) expect(text).not.toContain(hiddenField);
    expect(last.hidden).toBeUndefined();
  });

  it('marks the moments that mattered where they happened, each as often as the log says', async () => {
    const { call, clock } = open([SEED]);
    const dealt = await call<FlatlineDetail>('createGame', { kind: 'flatline', setup: TWO });
    const ended = await playOut(call, clock, dealt.id);
    const outline = await call<ReplayOutline>('openReplay', { source: source(dealt.id) });
    const counted = (code: string) => outline.moments.flatMap((m) => m.marks).filter((m) => m.code === code).reduce((n, m) => n + m.count, 0);
    // What the deal itself did (its first emergencies) is the table at step 0, not a moment.
    const logged = (code: string) => ended.state.log.slice(dealt.state.log.length).filter((entry) => entry.code === code).length;
    expect(counted('patient-treated')).toBe(logged('patient-treated'));
    expect(counted('stat-failed')).toBe(logged('stat-failed'));
    expect(counted('emergency')).toBe(logged('emergency-revealed'));
    expect(counted('emergency')).toBeGreaterThan(0);
    // A step's marks are the ones its step answers with.
    const moment = outline.moments[0]!;
    expect((await call<FlatlineStep>('replayStep', { source: source(dealt.id), step: moment.step })).marks).toEqual(moment.marks);
  });

  it('shows what was hidden (the decks, top card first) only when asked', async () => {
    const { call, clock } = open([SEED]);
    const dealt = await call<FlatlineDetail>('createGame', { kind: 'flatline', setup: TWO });
    await playOut(call, clock, dealt.id);
    const shown = await call<FlatlineStep>('replayStep', { source: source(dealt.id), step: 0, hidden: true });
    const deal = GAME_MODULES.flatline.start(flatlineSetupSchema.parse(TWO), SEED) as FlatlineHidden;
    expect(shown.hidden).toEqual({ patientDeck: deal.patientDeck, emergencyDeck: deal.emergencyDeck });
    expect(shown.hidden!.patientDeck.length).toBe(dealt.state.patientDeckCount);
    expect((await call<ReplayOutline>('openReplay', { source: source(dealt.id) })).hiddenAvailable).toBe(true);
  });

  it('refuses a game still being played, an unknown game and a step past the end, changing nothing', async () => {
    const { call, clock, host, dataDir } = open([SEED, SEED]);
    const playing = await call<FlatlineDetail>('createGame', { kind: 'flatline', setup: TWO });
    const done = await call<FlatlineDetail>('createGame', { kind: 'flatline', setup: TWO });
    await playOut(call, clock, done.id);
    const outline = await call<ReplayOutline>('openReplay', { source: source(done.id) });
    const before = dumpAll(dataDir);
    expect(await refusal(host, 'openReplay', { source: source(playing.id) })).toMatchObject({ code: 'replay-not-finished' });
    expect(await refusal(host, 'replayStep', { source: source(playing.id), step: 0 })).toMatchObject({ code: 'replay-not-finished' });
    expect(await refusal(host, 'openReplay', { source: source(gameId(99)) })).toMatchObject({ code: 'game-not-found' });
    expect(await refusal(host, 'replayStep', { source: source(done.id), step: outline.steps })).toMatchObject({
      code: 'replay-step-out-of-range',
      field: 'step',
      params: { step: outline.steps, last: outline.steps - 1 },
    });
    expect(await refusal(host, 'replayStep', { source: { kind: 'game', gameId: done.id, peek: true }, step: 0 })).toMatchObject({ code: 'invalid-payload' });
    expect(dumpAll(dataDir)).toEqual(before);
  });
});

describe('the replay service', () => {
  const fuseGame = (seed: number) => {
    const setup = setupFor(2, 'expert', 3);
    const { state, actions } = playBotGame(setup, seed);
    return { state, log: logOf('fuse-countdown', setup, seed, actions, state.outcome!.status, state.turn) };
  };
  const at = { kind: 'game' as const, gameId: gameId(1) };

  it('folds the clock\'s ticks into the step that follows them, so each step is one act of the table', () => {
    const { log, state } = fuseGame(9001);
    const module = GAME_MODULES['fuse-countdown'];
    const acts = log.actions.filter(({ action }) => !isTick(module, action)).length;
    const replays = new ReplayService({ modules: GAME_MODULES, load: () => log });
    const outline = replays.open(at);
    expect(log.actions.length).toBeGreaterThan(acts);
    // The deal, one step per act, and (when the clock ran out) the tick that ended the game.
    const endingTick = state.outcome?.status === 'lost' && isTick(module, log.actions.at(-1)!.action) ? 1 : 0;
    expect(outline.steps).toBe(1 + acts + endingTick);
    expect(outline.rounds.map((r) => r.round)).toEqual(Array.from({ length: state.turn }, (_, i) => i + 1));
  });

  it('marks FUSE: Countdown\'s bombs, sparks, fuse cards and, once, the clock\'s last minute', () => {
    // A game whose clock came within its last minute.
    let found: { log: ReplayLog; state: FuseCountdownState } | undefined;
    for (let seed = 9000; !found && seed < 9100; seed++) {
      const game = fuseGame(seed);
      if (game.state.clock.limitMs! - game.state.clock.elapsedMs <= 60_000) found = game;
    }
    const { log, state } = found!;
    const outline = new ReplayService({ modules: GAME_MODULES, load: () => log }).open(at);
    const counted = (code: string) => outline.moments.flatMap((m) => m.marks).filter((m) => m.code === code).reduce((n, m) => n + m.count, 0);
    const logged = (code: string) => state.log.filter((entry) => entry.code === code).length;
    expect(counted('bomb-defused')).toBe(logged('bomb-defused'));
    expect(counted('spark')).toBe(logged('spark-drawn'));
    expect(counted('fuse-card')).toBe(logged('fuse-activated'));
    expect(counted('last-minute')).toBe(1);
  });

  it('answers any step the same whether reached in order, by a jump back or a jump ahead', () => {
    const { log } = fuseGame(9002);
    const inOrder = new ReplayService({ modules: GAME_MODULES, load: () => log, snapshotEvery: 8 });
    const jumping = new ReplayService({ modules: GAME_MODULES, load: () => log, snapshotEvery: 8 });
    const { steps } = inOrder.open(at);
    const expected = Array.from({ length: steps }, (_, step) => JSON.stringify(inOrder.step(at, step)));
    for (const step of [steps - 1, 3, steps - 2, 0, 17, 16, 9, Math.floor(steps / 2)]) expect(JSON.stringify(jumping.step(at, step))).toBe(expected[step]);
  });

  it('a game without a replay block still steps, with its rounds and no moments or hidden things', () => {
    const { log } = fuseGame(9003);
    const { replay: _none, ...plain } = GAME_MODULES['fuse-countdown'];
    const replays = new ReplayService({ modules: { ...GAME_MODULES, 'fuse-countdown': plain }, load: () => log });
    const outline = replays.open(at);
    expect(outline.moments).toEqual([]);
    expect(outline.hiddenAvailable).toBe(false);
    expect(outline.rounds.length).toBeGreaterThan(1);
    expect(() => replays.step(at, 0, true)).toThrow(/nothing hidden/);
  });

  it('refuses a log its engine refuses, naming the action', () => {
    const { log } = fuseGame(9004);
    const broken: ReplayLog = { ...log, actions: log.actions.map((a, i) => (i === 5 ? { ...a, action: { type: 'place', die: 'nope', card: 'x', cell: 0 } } : a)) };
    const replays = new ReplayService({ modules: GAME_MODULES, load: () => broken });
    expect(() => replays.open(at)).toThrow(/action 6 is refused/);
  });
});
