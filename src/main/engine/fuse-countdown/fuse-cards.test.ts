import { describe, expect, it } from 'vitest';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { giveCards, play, putDice, refused, setRow, start, withRolled } from './test-support';

/**
 * Fuse cards (Expert, Elite, Heroic): one turned into the row activates at once. Here seat 0 finishes
 * bomb-01 during step 2 of a two-player game, defuses it, picks bomb-02 and the refill turns `fuse`.
 */
function trigger(fuse: string, arrange: (s: FuseCountdownState) => void, deckAfter: string[] = ['bomb-08']): FuseCountdownState {
  let s = start(2, { roles: ['technologist', 'disposal-expert'] });
  giveCards(s, 0, ['bomb-01', 'bomb-09']);
  giveCards(s, 1, ['bomb-10', 'bomb-11']);
  setRow(s, ['bomb-02', 'bomb-03', 'bomb-04', 'bomb-05', 'bomb-06'], [fuse, ...deckAfter]);
  putDice(s, 0, 'bomb-01', [['d01', 0, 4]]);
  arrange(s);
  s = withRolled(s, [['d05', 2], ['d06', 5], ['d07', 6], ['d08', 1]]);
  return play(s, { type: 'place', seat: 0, die: 'd05', card: 'bomb-01', cell: 1 }, { type: 'defuse', seat: 0, card: 'bomb-01' }, { type: 'decide', seat: 0, option: 'bomb-02' });
}
const diceOn = (s: FuseCountdownState, seat: number) => s.seats[seat]?.bombs.flatMap((b) => b.dice.map((d) => d.die)).concat(s.seats[seat]?.sparks.flatMap((b) => b.dice.map((d) => d.die)) ?? []) ?? [];

describe('fuse cards that show a colour or a number', () => {
  it('fuse-01 (red): each seat returns one matching die; a seat with one match loses it at once', () => {
    const s = trigger('fuse-01', (s) => {
      giveCards(s, 0, ['bomb-01', 'bomb-13']);
      putDice(s, 0, 'bomb-01', [['d01', 0, 4]]);
      putDice(s, 0, 'bomb-13', [['d02', 0, 3], ['d17', 2, 3]]);
    });
    expect(diceOn(s, 0)).toEqual(['d17']);
    expect(s.bag).toContain('d02');
    expect(s.fuseDiscard).toEqual(['fuse-01']);
    expect(s.stats.fusesActivated).toBe(1);
    expect(s.row).toEqual(['bomb-03', 'bomb-04', 'bomb-05', 'bomb-06', 'bomb-08']);
  });

  it('a seat with several matching dice chooses which one goes back', () => {
    let s = trigger('fuse-01', (s) => {
      giveCards(s, 1, ['bomb-14', 'bomb-07']);
      putDice(s, 1, 'bomb-14', [['d02', 0, 3]]);
      putDice(s, 1, 'bomb-07', [['d03', 0, 5]]);
    });
    expect(s.pending).toEqual({ kind: 'return-die', seat: 1, source: 'fuse-01', options: ['d02', 'd03'] });
    refused(s, { type: 'place', seat: 0, die: 'd06', card: 'bomb-02', cell: 0 }, 'decision-pending');
    s = play(s, { type: 'decide', seat: 1, option: 'd03' });
    expect(diceOn(s, 1)).toEqual(['d02']);
  });

  it('dice under other dice and dice in "must be first" slots are safe', () => {
    const s = trigger('fuse-01', (s) => {
      giveCards(s, 1, ['bomb-27', 'bomb-28']);
      putDice(s, 1, 'bomb-27', [['d02', 0, 2], ['d09', 1, 4]]);
      putDice(s, 1, 'bomb-28', [['d03', 0, 5]]);
    });
    expect(diceOn(s, 1).sort()).toEqual(['d02', 'd03', 'd09']);
    expect(s.log.some((e) => e.code === 'fuse-missed-seat' && e.params.seat === 1)).toBe(true);
  });

  it('a split die matches by either of its colours (fuse-02, blue, takes a red/blue die)', () => {
    const s = trigger('fuse-02', (s) => {
      giveCards(s, 1, ['bomb-12', 'bomb-11']);
      putDice(s, 1, 'bomb-12', [['d22', 0, 2]]);
    });
    expect(diceOn(s, 1)).toEqual([]);
  });

  it('numbers match by the face: fuse-03 (6) and fuse-04 (1); fuse-05 takes green or 3', () => {
    const six = trigger('fuse-03', (s) => {
      giveCards(s, 1, ['bomb-14', 'bomb-11']);
      putDice(s, 1, 'bomb-14', [['d13', 0, 6], ['d14', 1, 6]]);
    });
    expect(six.pending?.options).toEqual(['d13', 'd14']);
    const one = trigger('fuse-04', (s) => putDice(s, 1, 'bomb-11', [['d13', 1, 1]]));
    expect(diceOn(one, 1)).toEqual([]);
    const greenOrThree = trigger('fuse-05', (s) => {
      giveCards(s, 1, ['bomb-14', 'bomb-07']);
      putDice(s, 1, 'bomb-14', [['d09', 0, 3]]);
    });
    expect(diceOn(greenOrThree, 1)).toEqual([]);
    const miss = trigger('fuse-06', (s) => putDice(s, 1, 'bomb-11', [['d09', 0, 4]]));
    expect(diceOn(miss, 1)).toEqual(['d09']);
    const seven = trigger('fuse-07', (s) => putDice(s, 1, 'bomb-11', [['d02', 0, 2]]));
    expect(diceOn(seven, 1)).toEqual([]);
  });

  it('a placed die whose colour a role changed matches by its own colour', () => {
    const s = trigger('fuse-01', (s) => {
      giveCards(s, 1, ['bomb-07', 'bomb-11']);
      putDice(s, 1, 'bomb-07', [['d02', 0, 3]]);
      const placed = s.seats[1]?.bombs[0]?.dice[0];
      if (placed) placed.shown = ['green'];
    });
    expect(diceOn(s, 1)).toEqual([]);
  });
});

describe('fuse cards with text', () => {
  it('fuse-08: every seat draws a spark', () => {
    const s = trigger('fuse-08', () => undefined);
    expect(s.seats.map((st) => st.sparks.length)).toEqual([1, 1]);
  });

  it('fuse-09: roles go dark until that seat defuses a bomb (a spark does not count)', () => {
    let s = trigger('fuse-09', () => undefined);
    expect(s.seats.map((st) => st.roleActive)).toEqual([false, false]);
    refused(s, { type: 'change-colour', die: 'd06', colour: 'red' }, 'ability-closed');
    s.ability.closed = false;
    refused(s, { type: 'change-colour', die: 'd06', colour: 'red' }, 'no-such-ability');
    // Seat 1 defuses a spark: still dark. Seat 0 defuses a bomb: its role returns.
    s.seats[1]!.sparks.push({ card: 'spark-01', dice: [{ die: 'd02', cell: 0, face: 1, shown: ['red'] }] });
    s.sparkDeck = s.sparkDeck.filter((c) => c !== 'spark-01');
    s.bag = s.bag.filter((d) => d !== 'd02');
    s = play(s, { type: 'defuse', seat: 1, card: 'spark-01' });
    expect(s.seats[1]?.roleActive).toBe(false);
    putDice(s, 0, 'bomb-02', [['d09', 0, 1], ['d13', 1, 2]]);
    s = play(s, { type: 'defuse', seat: 0, card: 'bomb-02' });
    expect(s.seats.map((st) => st.roleActive)).toEqual([true, false]);
  });

  it('fuse-10: every seat rolls spare dice from the bag until it shows a 6; nothing else happens meanwhile', () => {
    let s = trigger('fuse-10', () => undefined);
    expect(s.pending).toMatchObject({ kind: 'roll-six', seats: [0, 1] });
    refused(s, { type: 'place', seat: 0, die: 'd06', card: 'bomb-02', cell: 0 }, 'decision-pending');
    const bag = [...s.bag].sort();
    let acts = 0;
    while (s.pending?.kind === 'roll-six' && acts < 200) {
      s = play(s, { type: 'roll-six' });
      acts++;
    }
    expect(s.pending).toBeNull();
    expect([...s.bag].sort()).toEqual(bag);
    const sixes = s.log.filter((e) => e.code === 'rolled-for-six' && e.params.face === 6).map((e) => e.params.seat);
    expect(sixes.sort()).toEqual([0, 1]);
    expect(s.row).toContain('bomb-08');
  });

  it('fuse-10 with a short bag: seats share the spare dice, the first in turn order rolling first', () => {
    let s = trigger('fuse-10', () => undefined);
    const kept = s.bag.slice(0, 1);
    s.bag = kept;
    s = play(s, { type: 'roll-six' });
    const rolls = s.log.filter((e) => e.code === 'rolled-for-six');
    expect(rolls.map((e) => e.params.seat)).toEqual([0]);
    expect(s.bag).toEqual(kept);
    expect(s.pending?.seats).toEqual(rolls[0]?.params.face === 6 ? [1] : [0, 1]);
  });

  it('several fuse cards can activate in one refill', () => {
    const s = trigger('fuse-08', () => undefined, ['fuse-09', 'bomb-08']);
    expect(s.fuseDiscard).toEqual(['fuse-08', 'fuse-09']);
    expect(s.stats.fusesActivated).toBe(2);
    expect(s.row).toEqual(['bomb-03', 'bomb-04', 'bomb-05', 'bomb-06', 'bomb-08']);
  });
});
