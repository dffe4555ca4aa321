import { afterEach, describe, expect, it } from 'vitest';
import type { GameDetailOf } from '@shared/games';
import type { FlatlineState } from '@shared/flatline/state';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { flatlineModule } from '../../engine/flatline/index';
import { fuseCountdownModule } from '../../engine/fuse-countdown/index';
import { tempDirs } from '../../store/test-support';
import { ManualClock } from '../clock';
import { dumpDatabase, START, value } from '../host.test-support';
import { openApiHost } from '../index';
import { proposalOf } from './proposals';
import { fuseCountdownTableDecision } from '../../engine/fuse-countdown/table-decision';
import { greedyAction as fuseGreedy } from '../../engine/fuse-countdown/bot/greedy';
import { manualScheduler } from '../scheduler.test-support';
import { flatlineDecisionFile, fuseCountdownDecisionFile } from './table-decisions.test-support';

// The bots' proposal on a table decision (docs/bots.md): the strong player's answer for the bot
// seats, from the players' view alone, shown while a person sits with them; never played by itself,
// never counted as a hint.

/** The state a decision file's actions lead to. */
function replayed<S>(module: typeof flatlineModule | typeof fuseCountdownModule, file: ReturnType<typeof flatlineDecisionFile>): S {
  let s: unknown = module.start(file.game.setup as never, file.game.seed);
  for (const { action } of file.actions) {
    const applied = module.apply(s as never, action);
    if (!applied.ok) throw new Error(applied.refusal.code);
    s = applied.state;
  }
  return s as S;
}

const BOTS = { seats: [1, 2], pace: 'quick' } as const;

describe('the bots’ proposal', () => {
  it('FLATLINE: on a card’s question to the table, the first bot proposes the strong player’s answer, which the rules accept', () => {
    const s = replayed<FlatlineState>(flatlineModule, flatlineDecisionFile());
    expect(s.pending?.kind).toBe('choose-player-to-lose-dice');
    const proposal = proposalOf(flatlineModule, s.setup, s, { ...BOTS, seats: [...BOTS.seats] }, s.actions);
    expect(proposal).toEqual({ seat: 1, action: { type: 'decide', option: 'seat:0' }, why: { key: 'flatline.hint.why.decide', params: { samples: 6 } } });
    expect(flatlineModule.apply(s, proposal!.action).ok).toBe(true);
  });

  it('is worked out from the players’ view alone: scrambled decks and generator give the same proposal', () => {
    const s = replayed<FlatlineState>(flatlineModule, flatlineDecisionFile());
    const scrambled: FlatlineState = { ...structuredClone(s), patientDeck: [...s.patientDeck].reverse(), emergencyDeck: [...s.emergencyDeck].reverse(), rng: [9, 8, 7, 6] };
    const bots = { ...BOTS, seats: [...BOTS.seats] };
    expect(proposalOf(flatlineModule, s.setup, scrambled, bots, s.actions)).toEqual(proposalOf(flatlineModule, s.setup, s, bots, s.actions));
  });

  it('is not made for a table of bots (they decide), a table of people, or a moment that is no table decision', () => {
    const s = replayed<FlatlineState>(flatlineModule, flatlineDecisionFile());
    expect(proposalOf(flatlineModule, s.setup, s, { seats: [0, 1, 2], pace: 'quick' }, s.actions)).toBeNull();
    expect(proposalOf(flatlineModule, s.setup, s, undefined, s.actions)).toBeNull();
    const start = flatlineModule.start(s.setup, 3);
    expect(start.stop).toBe('planning');
    expect(proposalOf(flatlineModule, start.setup, start, { seats: [1, 2], pace: 'quick' }, 0)).toBeNull();
  });

  it('FUSE: Countdown: the roll for a 6 is the table’s, and the bots propose it', () => {
    const s = replayed<FuseCountdownState>(fuseCountdownModule, fuseCountdownDecisionFile());
    expect(s.pending?.kind).toBe('roll-six');
    expect(proposalOf(fuseCountdownModule, s.setup, s, { seats: [1, 2], pace: 'quick' }, s.actions)).toEqual({
      seat: 1,
      action: { type: 'roll-six' },
      why: { key: 'fuse-countdown.hint.why.roll-six', params: {} },
    });
  });

  it('FUSE: Countdown: once no seat can take another rolled die, the bots propose ending the sharing out (Done)', () => {
    const setup = fuseCountdownDecisionFile().game.setup as FuseCountdownState['setup'];
    let s = fuseCountdownModule.start(setup, 3);
    for (let i = 0; i < 300 && !(s.phase === 'distribute' && fuseCountdownTableDecision(fuseCountdownModule.view(s))); i++) {
      const applied = fuseCountdownModule.apply(s, fuseGreedy(s));
      if (!applied.ok) throw new Error(applied.refusal.code);
      s = applied.state;
    }
    expect(s.phase).toBe('distribute');
    expect(s.rolled.length).toBeGreaterThan(0);
    const proposal = proposalOf(fuseCountdownModule, setup, s, { seats: [1, 2], pace: 'quick' }, s.actions);
    expect(proposal).toEqual({ seat: 1, action: { type: 'done' }, why: { key: 'fuse-countdown.hint.why.done', params: {} } });
    expect(fuseCountdownModule.apply(s, proposal!.action).ok).toBe(true);
  });

  it('FUSE: Countdown: a seat’s own question (its replacement bomb) gets no proposal', () => {
    const s = replayed<FuseCountdownState>(fuseCountdownModule, fuseCountdownDecisionFile());
    const own: FuseCountdownState = { ...s, pending: { kind: 'replacement', seat: 0, source: 'defused:bomb-01', options: s.row.slice(0, 2) } };
    expect(proposalOf(fuseCountdownModule, s.setup, own, { seats: [1, 2], pace: 'quick' }, s.actions)).toBeNull();
  });
});

describe('the bots’ proposal through the services', () => {
  const dirs = tempDirs('proposals');
  const closing: { close(): void }[] = [];
  afterEach(() => {
    for (const item of closing.splice(0)) item.close();
    dirs.cleanUp();
  });

  it('rides with the game; nothing is played while the person thinks, no hint is counted, and pressing it plays it', async () => {
    const dataDir = dirs.make();
    const clock = new ManualClock(START);
    const scheduler = manualScheduler();
    const host = openApiHost({ dataDir, transport: 'web', appVersion: '0.1.0', clock, scheduler: scheduler.schedule, log: () => {} });
    closing.push(host);
    const call = async <T>(method: string, payload: unknown = {}): Promise<T> => value<T>(await host.dispatch(method, payload));
    const file = flatlineDecisionFile();
    const { id } = await call<{ id: string }>('importGame', { text: JSON.stringify(file) });
    let game = await call<GameDetailOf<'flatline'>>('getGame', { id });
    if (game.paused) game = await call('resumeGame', { id });
    expect(game.proposal).toEqual({ seat: 1, action: { type: 'decide', option: 'seat:0' }, why: { key: 'flatline.hint.why.decide', params: { samples: 6 } } });
    for (let left = 20_000; left > 0; left -= 100) {
      clock.advance(100);
      scheduler.run();
    }
    game = await call('getGame', { id });
    expect(game.version).toBe(file.actions.length);
    expect(game.state.pending?.kind).toBe('choose-player-to-lose-dice');
    expect((dumpDatabase(dataDir).games as { hints_shown: number }[]).map((g) => g.hints_shown)).toEqual([0]);

    game = await call('act', { kind: 'flatline', id, action: game.proposal!.action });
    expect(game.version).toBe(file.actions.length + 1);
    expect(game.state.pending).toBeNull();
    expect(game.proposal).toBeUndefined();
  });
});
