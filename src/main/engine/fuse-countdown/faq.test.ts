import { describe, expect, it } from 'vitest';
import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import { fuseCountdownModule, result } from './index';
import { giveCards, play, putDice, refused, setRow, start, withRolled } from './test-support';

/** The rulebook's Frequently Asked Questions, one test each. */
describe('FAQ', () => {
  it('Can I rearrange the dice on my bomb cards to accommodate new dice? No.', () => {
    let s = start(1);
    giveCards(s, 0, ['bomb-03', 'bomb-05', 'bomb-13', 'bomb-15']);
    s = withRolled(s, [['d01', 2], ['d02', 3], ['d03', 4]]);
    s = play(s, { type: 'place', seat: 0, die: 'd01', card: 'bomb-03', cell: 1 });
    refused(s, { type: 'place', seat: 0, die: 'd02', card: 'bomb-03', cell: 1 }, 'cell-taken');
    refused(s, { type: 'move', die: 'd01', card: 'bomb-05', cell: 1 } as unknown as FuseCountdownAction, 'invalid-action');
  });

  it('Is it legal to place a die that makes defusing a bomb card impossible (a 6 in the second slot of # - # = #)? No.', () => {
    let s = start(1);
    giveCards(s, 0, ['bomb-24', 'bomb-05', 'bomb-13', 'bomb-15']);
    s = withRolled(s, [['d01', 6], ['d02', 1], ['d03', 4]]);
    const refusal = refused(s, { type: 'place', seat: 0, die: 'd01', card: 'bomb-24', cell: 1 }, 'card-impossible-to-finish');
    expect(refusal?.params).toEqual({ card: 'bomb-24', cell: 1 });
    // A 1 in the first slot cannot work either (1 - x leaves nothing to show); a 6 there can.
    refused(s, { type: 'place', seat: 0, die: 'd02', card: 'bomb-24', cell: 0 }, 'card-impossible-to-finish');
    s = play(s, { type: 'place', seat: 0, die: 'd01', card: 'bomb-24', cell: 0 });
    expect(s.seats[0]?.bombs[0]?.dice.map((d) => d.face)).toEqual([6]);
  });

  it('When a fuse card activates, is a bomb card whose final die is already placed safe? Yes.', () => {
    let s = start(2, { roles: ['technologist', 'disposal-expert'] });
    giveCards(s, 0, ['bomb-01', 'bomb-09']);
    giveCards(s, 1, ['bomb-07', 'bomb-11']);
    setRow(s, ['bomb-02', 'bomb-03', 'bomb-04', 'bomb-05', 'bomb-06'], ['fuse-01', 'bomb-08']);
    putDice(s, 0, 'bomb-01', [['d01', 0, 4]]);
    putDice(s, 1, 'bomb-07', [['d02', 0, 3]]);
    s = withRolled(s, [['d05', 2], ['d03', 5], ['d07', 6], ['d08', 1]]);
    // Seat 1 finishes bomb-07 (two red dice) but has not defused it when seat 0's refill turns the red fuse card.
    s = play(s, { type: 'place', seat: 1, die: 'd03', card: 'bomb-07', cell: 1 });
    s = play(s, { type: 'place', seat: 0, die: 'd05', card: 'bomb-01', cell: 1 }, { type: 'defuse', seat: 0, card: 'bomb-01' }, { type: 'decide', seat: 0, option: 'bomb-02' });
    expect(s.fuseDiscard).toEqual(['fuse-01']);
    expect(s.seats[1]?.bombs.find((b) => b.card === 'bomb-07')?.dice.map((d) => d.die)).toEqual(['d02', 'd03']);
  });

  it('When the last bomb card is taken, do bombs defused in the same turn count for scoring? Yes.', () => {
    let s = start(3, { roles: ['technologist', 'cutter', 'disposal-expert'] });
    giveCards(s, 0, ['bomb-01', 'bomb-39']);
    giveCards(s, 1, ['bomb-13', 'bomb-41']);
    giveCards(s, 2, ['bomb-42', 'bomb-49']);
    setRow(s, ['bomb-02']);
    s.boxed.push(...s.bombDeck);
    s.bombDeck = [];
    putDice(s, 0, 'bomb-01', [['d01', 0, 4]]);
    putDice(s, 1, 'bomb-13', [['d02', 0, 4], ['d06', 1, 1]]);
    s = withRolled(s, [['d05', 6], ['d17', 6], ['d19', 6]]);
    s = play(s, { type: 'place', seat: 0, die: 'd05', card: 'bomb-01', cell: 1 }, { type: 'place', seat: 1, die: 'd17', card: 'bomb-13', cell: 2 });
    s = play(s, { type: 'done' });
    expect(fuseCountdownModule.status(s)).toBe('won');
    expect(s.scorePile.sort()).toEqual(['bomb-01', 'bomb-13']);
    expect(result(s).breakdown.bombs).toBe(1 + 2);
  });

  it('Heroic: when some players have finished their cards, do they still take dice? Only players with cards left must.', () => {
    let s = start(3, { level: 'heroic', roles: ['technologist', 'cutter', 'disposal-expert'] });
    giveCards(s, 0, ['bomb-01']);
    giveCards(s, 1, []);
    giveCards(s, 2, [], ['spark-03']);
    setRow(s, []);
    s.boxed.push(...s.bombDeck);
    s.bombDeck = [];
    s = play(s, { type: 'roll' });
    expect(s.rolled).toHaveLength(3);
    expect(s.quotas).toEqual([1, 0, 1]);
    expect(s.maxTake[1]).toBe(0);
  });
});
