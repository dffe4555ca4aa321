import { describe, expect, it } from 'vitest';
import { diceAccounted, giveCards, play, putDice, refused, setRow, start, withRolled } from './test-support';

/** The five steps of a turn (How to Play), with the 1- and 2-player variants. */

describe('step 1: roll dice', () => {
  it('draws one die per player, three solo and four with two players', () => {
    for (const [players, n] of [[1, 3], [2, 4], [3, 3], [4, 4]] as const) {
      const s = play(start(players, { roles: ['cutter', 'technologist', 'disposal-expert', 'equipment-technician'].slice(0, players) as never }), { type: 'roll' });
      expect(s.rolled).toHaveLength(n);
      expect(s.bag).toHaveLength(25 - n);
      expect(s.phase).toBe('distribute');
    }
  });

  it('a short bag gives what it holds', () => {
    const s = start(4);
    s.bag = s.bag.slice(0, 2);
    const after = play(s, { type: 'roll' });
    expect(after.rolled).toHaveLength(2);
  });

  it('an empty bag at the start of a turn loses the game', () => {
    let s = start(3, { roles: ['technologist', 'cutter', 'disposal-expert'] });
    giveCards(s, 0, ['bomb-03', 'bomb-13']);
    giveCards(s, 1, ['bomb-05', 'bomb-15']);
    giveCards(s, 2, ['bomb-07', 'bomb-25']);
    s = withRolled(s, [['d01', 2], ['d05', 4], ['d09', 6]]);
    s.bag = [];
    s = play(s, { type: 'place', seat: 0, die: 'd01', card: 'bomb-03', cell: 1 }, { type: 'place', seat: 1, die: 'd05', card: 'bomb-05', cell: 1 });
    s = play(s, { type: 'place', seat: 2, die: 'd09', card: 'bomb-07', cell: 0 });
    expect(s.outcome).toEqual({ status: 'lost', cause: 'bag-empty' });
    expect(s.phase).toBe('over');
  });
});

describe('step 2: distribute dice', () => {
  it('three or four players: one die each; a second die for the same seat is refused', () => {
    let s = start(3);
    giveCards(s, 0, ['bomb-03', 'bomb-05']);
    s = withRolled(s, [['d01', 2], ['d05', 3], ['d09', 6]]);
    s = play(s, { type: 'place', seat: 0, die: 'd01', card: 'bomb-03', cell: 1 });
    refused(s, { type: 'place', seat: 0, die: 'd05', card: 'bomb-05', cell: 0 }, 'quota-reached');
  });

  it('two players: two dice each, on the same card if they like', () => {
    let s = start(2);
    giveCards(s, 0, ['bomb-06', 'bomb-13']);
    giveCards(s, 1, ['bomb-07', 'bomb-15']);
    s = withRolled(s, [['d01', 2], ['d05', 2], ['d09', 6], ['d10', 1]]);
    s = play(s, { type: 'place', seat: 0, die: 'd01', card: 'bomb-06', cell: 0 }, { type: 'place', seat: 0, die: 'd05', card: 'bomb-06', cell: 1 });
    refused(s, { type: 'place', seat: 0, die: 'd09', card: 'bomb-13', cell: 1 }, 'quota-reached');
    expect(s.scorePile).toEqual([]);
  });

  it('solo: all three dice; placing them on one card is allowed', () => {
    let s = start(1);
    giveCards(s, 0, ['bomb-14', 'bomb-01', 'bomb-02', 'bomb-03']);
    s = withRolled(s, [['d01', 2], ['d02', 5], ['d03', 6]]);
    s = play(s, ...(['d01', 'd02', 'd03'].map((die, cell) => ({ type: 'place', seat: 0, die, card: 'bomb-14', cell }) as const)));
    expect(s.scorePile).toEqual(['bomb-14']);
  });

  it('the team may not end step 2 while a seat short of its dice could place one', () => {
    let s = start(3);
    giveCards(s, 0, ['bomb-03', 'bomb-13']);
    s = withRolled(s, [['d01', 2], ['d05', 3], ['d09', 6]]);
    refused(s, { type: 'done' }, 'seat-must-take');
  });

  it('a placed die never moves: its slot refuses another die', () => {
    let s = start(2);
    giveCards(s, 0, ['bomb-03', 'bomb-13']);
    s = withRolled(s, [['d01', 2], ['d02', 3], ['d09', 6], ['d10', 1]]);
    s = play(s, { type: 'place', seat: 0, die: 'd01', card: 'bomb-03', cell: 1 });
    refused(s, { type: 'place', seat: 0, die: 'd02', card: 'bomb-03', cell: 1 }, 'cell-taken');
    refused(s, { type: 'place', seat: 1, die: 'd02', card: 'bomb-03', cell: 0 }, 'not-your-card');
  });
});

describe('step 3: defuse bombs and sparks', () => {
  it('a finished bomb: dice to the bag, card to the score pile, a replacement of the owner\'s choice, the row refilled', () => {
    let s = start(3);
    giveCards(s, 0, ['bomb-01', 'bomb-13']);
    giveCards(s, 1, ['bomb-15', 'bomb-25']);
    giveCards(s, 2, ['bomb-39', 'bomb-49']);
    setRow(s, ['bomb-02', 'bomb-03', 'bomb-04', 'bomb-05', 'bomb-06'], ['bomb-07']);
    putDice(s, 0, 'bomb-01', [['d01', 0, 4]]);
    s = withRolled(s, [['d05', 2], ['d18', 6], ['d19', 6]]);
    s = play(s, { type: 'place', seat: 0, die: 'd05', card: 'bomb-01', cell: 1 });
    // With three players the finished card waits for step 3.
    refused(s, { type: 'defuse', seat: 0, card: 'bomb-01' }, 'defuse-waits-for-step-three');
    s = play(s, { type: 'done' });
    expect(s.pending).toEqual({ kind: 'replacement', seat: 0, source: 'defused', options: ['bomb-02', 'bomb-03', 'bomb-04', 'bomb-05', 'bomb-06'] });
    expect(s.scorePile).toEqual(['bomb-01']);
    expect(s.bag).toContain('d01');
    expect(s.bag).toContain('d05');
    refused(s, { type: 'decide', seat: 1, option: 'bomb-04' }, 'not-your-decision');
    refused(s, { type: 'roll' }, 'decision-pending');
    s = play(s, { type: 'decide', seat: 0, option: 'bomb-04' });
    expect(s.seats[0]?.bombs.map((b) => b.card)).toEqual(['bomb-13', 'bomb-04']);
    expect(s.row).toEqual(['bomb-02', 'bomb-03', 'bomb-05', 'bomb-06', 'bomb-07']);
    expect(diceAccounted(s)).toHaveLength(25);
  });

  it('one or two players: a bomb defused during step 2 is replaced at once and can take the remaining dice', () => {
    let s = start(2);
    giveCards(s, 0, ['bomb-01', 'bomb-13']);
    setRow(s, ['bomb-05', 'bomb-39', 'bomb-40', 'bomb-41', 'bomb-42']);
    putDice(s, 0, 'bomb-01', [['d01', 0, 4]]);
    s = withRolled(s, [['d05', 2], ['d09', 3], ['d10', 1], ['d11', 5]]);
    s = play(s, { type: 'place', seat: 0, die: 'd05', card: 'bomb-01', cell: 1 }, { type: 'defuse', seat: 0, card: 'bomb-01' });
    expect(s.pending?.kind).toBe('replacement');
    s = play(s, { type: 'decide', seat: 0, option: 'bomb-05' }, { type: 'place', seat: 0, die: 'd09', card: 'bomb-05', cell: 0 });
    expect(s.seats[0]?.taken).toBe(2);
    refused(play(start(2), { type: 'roll' }), { type: 'defuse', seat: 0, card: 'bomb-99' }, 'not-your-card');
  });

  it('a finished spark goes to the discard pile with no replacement', () => {
    let s = start(3);
    giveCards(s, 0, ['bomb-13', 'bomb-15'], ['spark-01']);
    s = withRolled(s, [['d01', 2], ['d09', 3], ['d10', 1]]);
    s.seats[1]!.bombs = [];
    s.seats[2]!.bombs = [];
    s = play(s, { type: 'place', seat: 0, die: 'd01', card: 'spark-01', cell: 0 });
    s = play(s, { type: 'done' });
    expect(s.sparkDiscard).toEqual(['spark-01']);
    expect(s.seats[0]?.sparks).toEqual([]);
    expect(s.stats.sparksDefused).toBe(1);
  });

  it('with an empty row a defused bomb is not replaced', () => {
    let s = start(3);
    giveCards(s, 0, ['bomb-01', 'bomb-13'], ['spark-02']);
    setRow(s, []);
    s.boxed.push(...s.bombDeck);
    s.bombDeck = [];
    putDice(s, 0, 'bomb-01', [['d01', 0, 4]]);
    giveCards(s, 1, ['bomb-46', 'bomb-10'], ['spark-01']);
    s = withRolled(s, [['d05', 2], ['d09', 3], ['d10', 1]]);
    s = play(s, { type: 'place', seat: 0, die: 'd05', card: 'bomb-01', cell: 1 }, { type: 'done' });
    expect(s.seats[0]?.bombs.map((b) => b.card)).toEqual(['bomb-13']);
    expect(s.log.some((e) => e.code === 'no-replacement')).toBe(true);
  });
});

describe('step 4: draw sparks', () => {
  it('a seat that took no die draws a spark; untaken dice go back to the bag', () => {
    let s = start(3);
    giveCards(s, 1, ['bomb-13', 'bomb-25']);
    s = withRolled(s, [['d17', 2], ['d18', 3], ['d19', 1]]);
    giveCards(s, 0, ['bomb-03', 'bomb-10']);
    giveCards(s, 2, ['bomb-23', 'bomb-24']);
    s = play(s, { type: 'place', seat: 0, die: 'd17', card: 'bomb-03', cell: 0 }, { type: 'place', seat: 2, die: 'd18', card: 'bomb-23', cell: 0 });
    // Seat 1 needs red, blue, green: green d19 fits bomb-13, so it must take it.
    s = play(s, { type: 'place', seat: 1, die: 'd19', card: 'bomb-13', cell: 2 });
    expect(s.seats.every((st) => st.sparks.length === 0)).toBe(true);
    let t = start(3);
    giveCards(t, 1, ['bomb-25', 'bomb-01']);
    giveCards(t, 0, ['bomb-03', 'bomb-10']);
    giveCards(t, 2, ['bomb-23', 'bomb-24']);
    t = withRolled(t, [['d17', 2], ['d18', 3], ['d20', 5]]);
    t = play(t, { type: 'place', seat: 0, die: 'd17', card: 'bomb-03', cell: 0 }, { type: 'place', seat: 2, die: 'd18', card: 'bomb-23', cell: 0 }, { type: 'done' });
    expect(t.seats.map((st) => st.sparks.length)).toEqual([0, 1, 0]);
    expect(t.bag).toContain('d20');
    expect(t.stats.sparksDrawn).toBe(1);
  });

  it('solo: a spark for every die not taken, up to three', () => {
    let s = start(1);
    giveCards(s, 0, ['bomb-01', 'bomb-02', 'bomb-13', 'bomb-25']);
    s = withRolled(s, [['d17', 2], ['d18', 3], ['d19', 1]]);
    // Green fits bomb-13 (R, B, G): one die is taken, two are not.
    s = play(s, { type: 'place', seat: 0, die: 'd17', card: 'bomb-13', cell: 2 }, { type: 'done' });
    expect(s.seats[0]?.sparks).toHaveLength(2);
  });

  it('two players: up to two sparks each', () => {
    let s = start(2);
    giveCards(s, 0, ['bomb-01', 'bomb-02']);
    giveCards(s, 1, ['bomb-25', 'bomb-13']);
    s = withRolled(s, [['d17', 2], ['d18', 3], ['d19', 1], ['d20', 4]]);
    s = play(s, { type: 'place', seat: 1, die: 'd17', card: 'bomb-13', cell: 2 }, { type: 'done' });
    expect(s.seats.map((st) => st.sparks.length)).toEqual([2, 1]);
  });

  it('an empty spark deck is refilled from its discard pile', () => {
    let s = start(3);
    giveCards(s, 0, ['bomb-01', 'bomb-02']);
    s.sparkDiscard = s.sparkDeck.slice(1);
    s.sparkDeck = s.sparkDeck.slice(0, 1);
    giveCards(s, 1, ['bomb-03', 'bomb-05']);
    giveCards(s, 2, ['bomb-06', 'bomb-07']);
    s = withRolled(s, [['d17', 3], ['d18', 3], ['d19', 1]]);
    s.seats[1]!.bombs = [];
    s.seats[2]!.bombs = [];
    s = play(s, { type: 'done' });
    expect(s.seats.map((st) => st.sparks.length)).toEqual([1, 1, 1]);
    expect(s.log.some((e) => e.code === 'spark-deck-refilled')).toBe(true);
    expect(s.sparkDeck.length + s.sparkDiscard.length).toBe(27);
  });

  it('with all 30 sparks in play, a seat owing one returns a die of its choice instead', () => {
    let s = start(3);
    giveCards(s, 0, ['bomb-25', 'bomb-01']);
    giveCards(s, 2, ['bomb-02', 'bomb-18']);
    putDice(s, 0, 'bomb-25', [['d01', 0, 1], ['d05', 1, 2]]);
    s.seats[1]!.sparks = s.sparkDeck.map((card) => ({ card, dice: [] }));
    s.sparkDeck = [];
    s = withRolled(s, [['d17', 3], ['d18', 5], ['d19', 5]]);
    s = play(s, { type: 'place', seat: 1, die: 'd17', card: 'spark-20', cell: 0 }, { type: 'done' });
    expect(s.pending).toEqual({ kind: 'return-die', seat: 0, source: 'spark-shortage', options: ['d01', 'd05'] });
    s = play(s, { type: 'decide', seat: 0, option: 'd05' });
    expect(s.bag).toContain('d05');
    expect(s.seats[0]?.bombs[0]?.dice.map((d) => d.die)).toEqual(['d01']);
    expect(s.seats[2]?.sparks).toEqual([]);
    expect(s.leader).toBe(1);
  });
});

describe('step 5: pass the bag', () => {
  it('the seat on the left leads the next turn', () => {
    let s = start(3, { firstLeader: 2 });
    s.seats.forEach((_, i) => giveCards(s, i, [['bomb-13', 'bomb-14', 'bomb-15'][i] ?? '', ['bomb-25', 'bomb-26', 'bomb-27'][i] ?? '']));
    s = withRolled(s, [['d01', 2], ['d05', 3], ['d09', 6]]);
    s.seats.forEach((st) => (st.bombs = []));
    s = play(s, { type: 'done' });
    expect(s.leader).toBe(0);
    expect(s.turn).toBe(2);
    expect(s.phase).toBe('roll');
  });
});
