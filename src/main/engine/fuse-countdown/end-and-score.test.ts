import { describe, expect, it } from 'vitest';
import type { FuseCountdownSetupInput } from '@shared/fuse-countdown/setup';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { fuseCountdownModule, result } from './index';
import { giveCards, play, putDice, refused, setRow, start, withRolled } from './test-support';

/**
 * The last turn of a three-player game: the deck is empty and one bomb (bomb-02) is left in the row.
 * Seat 0 finishes bomb-01 in step 2; in step 3 it is defused and seat 0 takes bomb-02, emptying the row.
 */
function lastTurn(extra: Partial<FuseCountdownSetupInput> = {}, arrange: (s: FuseCountdownState) => void = () => undefined): FuseCountdownState {
  let s = start(3, { roles: ['technologist', 'cutter', 'disposal-expert'], ...extra });
  giveCards(s, 0, ['bomb-01', 'bomb-39']);
  giveCards(s, 1, ['bomb-40', 'bomb-37']);
  giveCards(s, 2, ['bomb-42', 'bomb-49']);
  setRow(s, ['bomb-02']);
  s.boxed.push(...s.bombDeck);
  s.bombDeck = [];
  putDice(s, 0, 'bomb-01', [['d01', 0, 4]]);
  putDice(s, 2, 'bomb-42', [['d13', 0, 4]]);
  arrange(s);
  s = withRolled(s, [['d05', 6], ['d18', 6], ['d19', 6]]);
  return play(s, { type: 'place', seat: 0, die: 'd05', card: 'bomb-01', cell: 1 }, { type: 'done' });
}

describe('winning', () => {
  it('deck and row empty and no sparks in play: the ship is saved when step 3 ends, and step 4 is not played', () => {
    const s = lastTurn();
    expect(fuseCountdownModule.status(s)).toBe('won');
    expect(s.outcome).toEqual({ status: 'won', cause: 'saved' });
    expect(fuseCountdownModule.outcome(s)).toEqual({ status: 'won', cause: null });
    expect(s.seats.every((st) => st.sparks.length === 0)).toBe(true);
    // The bombs left in front are turned face down, their dice back in the bag, and score nothing.
    expect(s.faceDown.sort()).toEqual(['bomb-02', 'bomb-37', 'bomb-39', 'bomb-40', 'bomb-42', 'bomb-49']);
    expect(s.bag).toHaveLength(25);
    expect(result(s).breakdown.bombs).toBe(1);
    expect(fuseCountdownModule.clock!.at(s).running).toBe(false);
    refused(s, { type: 'tick', elapsedMs: 700_000 }, 'game-over');
  });

  it('sparks in play keep the game going, and then only seats holding sparks must take dice', () => {
    let s = lastTurn({}, (s) => giveCards(s, 1, ['bomb-40', 'bomb-37'], ['spark-01']));
    expect(s.outcome).toBeNull();
    // Seats 1 and 2 took no die in the last turn: each drew a spark in step 4.
    expect(s.seats.map((st) => st.sparks.length)).toEqual([0, 2, 1]);
    s = play(s, { type: 'roll' });
    expect(s.rolled).toHaveLength(3);
    expect(s.quotas).toEqual([0, 1, 1]);
  });

  it('Heroic: every bomb in front of the players must be defused too', () => {
    const s = lastTurn({ level: 'heroic' });
    expect(s.outcome).toBeNull();
    const next = play(s, { type: 'roll' });
    expect(next.quotas).toEqual([1, 1, 1]);
  });
});

describe('losing', () => {
  it('time runs out with bombs left to defuse', () => {
    let s = start(2);
    s = play(s, { type: 'tick', elapsedMs: 599_999 });
    expect(s.outcome).toBeNull();
    s = play(s, { type: 'tick', elapsedMs: 600_000 });
    expect(s.outcome).toEqual({ status: 'lost', cause: 'time-out-bombs' });
    expect(s.phase).toBe('over');
  });

  it('time runs out with sparks in play', () => {
    const s = lastTurn({}, (s) => giveCards(s, 1, ['bomb-40', 'bomb-37'], ['spark-01']));
    const after = play(s, { type: 'tick', elapsedMs: 650_000 });
    expect(after.outcome).toEqual({ status: 'lost', cause: 'time-out-sparks' });
    expect(fuseCountdownModule.clock!.at(after)).toEqual({ running: false, limitMs: 600_000, elapsedMs: 600_000 });
  });

  it('the other clocks: 15 and 20 minutes, or untimed', () => {
    expect(play(start(2, { clockMinutes: 15 }), { type: 'tick', elapsedMs: 600_000 }).outcome).toBeNull();
    expect(play(start(2, { clockMinutes: 15 }), { type: 'tick', elapsedMs: 900_000 }).outcome?.cause).toBe('time-out-bombs');
    expect(play(start(2, { clockMinutes: null }), { type: 'tick', elapsedMs: 86_400_000 }).outcome).toBeNull();
  });

  it('the clock never runs backwards', () => {
    const s = play(start(2), { type: 'tick', elapsedMs: 5000 });
    refused(s, { type: 'tick', elapsedMs: 4000 }, 'clock-backwards');
  });
});

describe('scoring', () => {
  it('saved: 10, one point per full 10 seconds left, the bombs\' points, 2 per spark and 2 per fuse card', () => {
    const s = lastTurn({}, (s) => {
      s.clock.elapsedMs = 123_456;
      s.stats.sparksDefused = 2;
      s.stats.fusesActivated = 1;
    });
    expect(result(s)).toEqual({
      score: 10 + 47 + 1 + 4 + 2,
      breakdown: { success: 10, time: 47, bombs: 1, sparks: 4, fuses: 2 },
      details: { bombsDefused: 1, sparksDefused: 2, fuseCardsMet: 1, timeLeftMs: 476_544, turns: 1 },
    });
  });

  it('the time bonus counts only under the standard 10-minute clock', () => {
    const s = lastTurn({ clockMinutes: 20 });
    expect(result(s).breakdown).toEqual({ success: 10, time: 0, bombs: 1, sparks: 0, fuses: 0 });
  });

  it('lost: no success and no time points, the rest still counts', () => {
    let s = lastTurn({}, (s) => giveCards(s, 1, ['bomb-40', 'bomb-37'], ['spark-01']));
    s = play(s, { type: 'tick', elapsedMs: 600_000 });
    expect(result(s).breakdown).toEqual({ success: 0, time: 0, bombs: 1, sparks: 0, fuses: 0 });
    expect(result(s).details.timeLeftMs).toBe(0);
  });
});
