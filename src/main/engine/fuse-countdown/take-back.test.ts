import { describe, expect, it } from 'vitest';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { fuseCountdownModule } from './index';
import { diceAccounted, giveCards, play, putDice, refused, setRow, start, withRolled } from './test-support';

// The house rule "Take back a misplaced die" (docs/take-back.md): during the sharing out, the last die
// a seat placed goes back among the rolled dice until its card is defused or the sharing out ends.

/** Two players (FAQ table): seat 0's bomb-01 holds d01 and needs one more; seat 1 holds bomb-07 with d02. */
function twoSeats(takeBack = true): FuseCountdownState {
  let s = start(2, { roles: ['technologist', 'disposal-expert'], takeBack });
  giveCards(s, 0, ['bomb-01', 'bomb-09']);
  giveCards(s, 1, ['bomb-07', 'bomb-11']);
  setRow(s, ['bomb-02', 'bomb-03', 'bomb-04', 'bomb-05', 'bomb-06'], ['bomb-08']);
  putDice(s, 0, 'bomb-01', [['d01', 0, 4]]);
  putDice(s, 1, 'bomb-07', [['d02', 0, 3]]);
  s = withRolled(s, [['d05', 2], ['d03', 5], ['d07', 6], ['d08', 1]]);
  return s;
}

/** Three players, one die each: the third die placed ends the sharing out. */
function threeSeats(): FuseCountdownState {
  let s = start(3, { roles: ['technologist', 'cutter', 'disposal-expert'], takeBack: true });
  giveCards(s, 0, ['bomb-03', 'bomb-13']);
  giveCards(s, 1, ['bomb-05', 'bomb-15']);
  giveCards(s, 2, ['bomb-07', 'bomb-25']);
  s = withRolled(s, [['d01', 2], ['d05', 4], ['d09', 6]]);
  return s;
}

describe('take back a misplaced die (FUSE: Countdown)', () => {
  it('puts the last die a seat placed back among the rolled dice, as it was, and logs it', () => {
    const before = twoSeats();
    let s = play(before, { type: 'place', seat: 0, die: 'd05', card: 'bomb-01', cell: 1 });
    s = play(s, { type: 'take-back', seat: 0, die: 'd05' });
    expect(s.rolled).toEqual(before.rolled);
    expect(s.seats[0]?.bombs[0]?.dice.map((d) => d.die)).toEqual(['d01']);
    expect(s.seats[0]?.taken).toBe(0);
    expect(s.log.at(-1)).toMatchObject({ code: 'die-taken-back', params: { seat: 0, die: 'd05', card: 'bomb-01', cell: 1, face: 2 } });
    expect(diceAccounted(s)).toEqual(diceAccounted(before));
    // It goes elsewhere, and the turn carries on.
    s = play(s, { type: 'place', seat: 0, die: 'd05', card: 'bomb-09', cell: 0 });
    expect(s.phase).toBe('distribute');
  });

  it('a die a role changed goes back changed, and the leader’s abilities stay closed', () => {
    let s = twoSeats();
    s.rolled[0] = { ...s.rolled[0]!, changed: 'number', flipped: true };
    const rolled = structuredClone(s.rolled);
    s = play(s, { type: 'place', seat: 0, die: 'd05', card: 'bomb-09', cell: 0 }, { type: 'take-back', seat: 0, die: 'd05' });
    expect(s.rolled).toEqual(rolled);
    expect(s.ability.closed).toBe(true);
  });

  it('only the seat’s last die, once; another seat’s placing leaves it open', () => {
    let s = twoSeats();
    s = play(s, { type: 'place', seat: 1, die: 'd03', card: 'bomb-07', cell: 1 }, { type: 'place', seat: 1, die: 'd07', card: 'bomb-11', cell: 3 });
    s = play(s, { type: 'place', seat: 0, die: 'd08', card: 'bomb-09', cell: 0 });
    refused(s, { type: 'take-back', seat: 1, die: 'd03' }, 'take-back-not-last');
    s = play(s, { type: 'take-back', seat: 1, die: 'd07' });
    refused(s, { type: 'take-back', seat: 1, die: 'd03' }, 'take-back-nothing');
    refused(s, { type: 'take-back', seat: 0, die: 'd07' }, 'take-back-not-last');
  });

  it('whose it is: the seat that names itself', () => {
    expect(fuseCountdownModule.ownerOf(twoSeats(), { type: 'take-back', seat: 1, die: 'd03' })).toEqual({ seat: 1, person: true });
  });

  it('is refused when the table did not choose the rule', () => {
    const s = play(twoSeats(false), { type: 'place', seat: 0, die: 'd05', card: 'bomb-01', cell: 1 });
    refused(s, { type: 'take-back', seat: 0, die: 'd05' }, 'take-back-off');
    expect(s.takeBack).toBeUndefined();
  });

  it('is refused once its card is defused (and every other die placed before the defusal)', () => {
    let s = play(twoSeats(), { type: 'place', seat: 1, die: 'd03', card: 'bomb-07', cell: 1 });
    s = play(s, { type: 'place', seat: 0, die: 'd05', card: 'bomb-01', cell: 1 }, { type: 'defuse', seat: 0, card: 'bomb-01' });
    s = play(s, { type: 'decide', seat: 0, option: 'bomb-02' });
    refused(s, { type: 'take-back', seat: 0, die: 'd05' }, 'take-back-card-defused');
    refused(s, { type: 'take-back', seat: 1, die: 'd03' }, 'take-back-defused-since');
  });

  it('is refused once the sharing out is over, and for the die whose placing ended it', () => {
    let s = play(threeSeats(), { type: 'place', seat: 0, die: 'd01', card: 'bomb-03', cell: 1 });
    s = play(s, { type: 'take-back', seat: 0, die: 'd01' }, { type: 'place', seat: 0, die: 'd01', card: 'bomb-03', cell: 1 });
    s = play(s, { type: 'place', seat: 1, die: 'd05', card: 'bomb-05', cell: 1 }, { type: 'place', seat: 2, die: 'd09', card: 'bomb-07', cell: 0 });
    expect(s.log.some((e) => e.code === 'distribution-ended')).toBe(true);
    refused(s, { type: 'take-back', seat: 0, die: 'd01' }, 'take-back-sharing-over');
    refused(s, { type: 'take-back', seat: 2, die: 'd09' }, 'take-back-ended-sharing');
  });

  it('the sharing out ending by itself closes every seat’s, the last die’s as the one that ended it', () => {
    let s = play(twoSeats(), { type: 'place', seat: 0, die: 'd05', card: 'bomb-01', cell: 1 }, { type: 'place', seat: 0, die: 'd08', card: 'bomb-09', cell: 0 });
    s = play(s, { type: 'place', seat: 1, die: 'd03', card: 'bomb-07', cell: 1 }, { type: 'place', seat: 1, die: 'd07', card: 'bomb-11', cell: 3 });
    expect(s.phase).not.toBe('distribute');
    const placed = s.takeBack?.map((e) => [e.seat, e.closed]);
    expect(placed).toEqual([
      [0, 'sharing-over'],
      [1, 'ended-sharing'],
    ]);
  });

  it('a seat that names no die it placed, or names none at all, is refused and nothing changes', () => {
    const s = twoSeats();
    refused(s, { type: 'take-back', seat: 0, die: 'd05' }, 'take-back-nothing');
    putDice(s, 0, 'bomb-09', []);
    refused(s, { type: 'take-back', seat: 3, die: 'd05' }, 'take-back-nothing');
  });

  it('the records say the table chose the rule and how many dice went back, and keep such a best apart (nothing when it did not)', () => {
    const s = play(twoSeats(), { type: 'place', seat: 0, die: 'd05', card: 'bomb-01', cell: 1 }, { type: 'take-back', seat: 0, die: 'd05' });
    expect(fuseCountdownModule.records!.result(s).details).toMatchObject({ takeBack: 'on', takenBack: 1 });
    expect(fuseCountdownModule.records!.stats.setting).toContain('takeBack');
    expect(fuseCountdownModule.records!.result(twoSeats(false)).details).not.toHaveProperty('takeBack');
  });
});
