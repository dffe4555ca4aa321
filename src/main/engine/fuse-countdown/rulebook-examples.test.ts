import { describe, expect, it } from 'vitest';
import { canPlace } from '@shared/fuse-countdown/rules/queries';
import { giveCards, play, putDice, refused, start, withRolled } from './test-support';

/**
 * The worked examples of the rulebook, on our cards that carry them: bomb-34 (the four-dice stack),
 * bomb-42 (the five-dice wall), bomb-43 (the ziggurat) and bomb-35 (four dice, adjacent dice of
 * different colours, with a split die). Dice: d01–d04 red, d05–d08 blue, d09–d12 black, d13–d16
 * yellow, d17–d20 green, d21 red/blue, d22 blue/black, d23 black/yellow, d24 yellow/green, d25 green/red.
 */
const solo = (bomb: string) => {
  const s = start(1);
  giveCards(s, 0, [bomb, 'bomb-01', 'bomb-02', 'bomb-03']);
  return s;
};

describe('rulebook example: the stack of four dice', () => {
  it('is built bottom-up: the second die waits for the first', () => {
    const s = withRolled(solo('bomb-34'), [['d01', 3], ['d05', 5], ['d09', 2]]);
    refused(s, { type: 'place', seat: 0, die: 'd05', card: 'bomb-34', cell: 1 }, 'needs-die-beneath');
  });

  it('the second die must be greater than the first, the fourth greater than the third', () => {
    let s = withRolled(solo('bomb-34'), [['d01', 3], ['d05', 2], ['d09', 5]]);
    s = play(s, { type: 'place', seat: 0, die: 'd01', card: 'bomb-34', cell: 0 });
    refused(s, { type: 'place', seat: 0, die: 'd05', card: 'bomb-34', cell: 1 }, 'relation-greater');
    s = play(s, { type: 'place', seat: 0, die: 'd09', card: 'bomb-34', cell: 1 });
    s = withRolled(s, [['d02', 1], ['d06', 6], ['d10', 4]]);
    refused(s, { type: 'place', seat: 0, die: 'd06', card: 'bomb-34', cell: 3 }, 'needs-die-beneath');
    s = play(s, { type: 'place', seat: 0, die: 'd02', card: 'bomb-34', cell: 2 }, { type: 'place', seat: 0, die: 'd10', card: 'bomb-34', cell: 3 });
    expect(s.seats[0]?.bombs.find((c) => c.card === 'bomb-34')?.dice.map((d) => d.face)).toEqual([3, 5, 1, 4]);
  });

  it('the third die may be any number, but a 6 there would leave the fourth impossible (FAQ)', () => {
    let s = withRolled(solo('bomb-34'), [['d01', 3], ['d05', 5], ['d09', 6]]);
    s = play(s, { type: 'place', seat: 0, die: 'd01', card: 'bomb-34', cell: 0 }, { type: 'place', seat: 0, die: 'd05', card: 'bomb-34', cell: 1 });
    refused(s, { type: 'place', seat: 0, die: 'd09', card: 'bomb-34', cell: 2 }, 'card-impossible-to-finish');
  });
});

describe('rulebook example: the wall of five dice', () => {
  it('the first level takes yellow, black and blue in any order; red sits on yellow, green on blue', () => {
    let s = withRolled(solo('bomb-42'), [['d01', 1], ['d13', 2], ['d09', 3]]);
    refused(s, { type: 'place', seat: 0, die: 'd01', card: 'bomb-42', cell: 3 }, 'needs-die-beneath');
    refused(s, { type: 'place', seat: 0, die: 'd09', card: 'bomb-42', cell: 0 }, 'requirement-colour');
    s = play(s, { type: 'place', seat: 0, die: 'd09', card: 'bomb-42', cell: 1 }, { type: 'place', seat: 0, die: 'd13', card: 'bomb-42', cell: 0 });
    s = play(s, { type: 'place', seat: 0, die: 'd01', card: 'bomb-42', cell: 3 });
    s = withRolled(s, [['d17', 4], ['d05', 5], ['d02', 6]]);
    refused(s, { type: 'place', seat: 0, die: 'd17', card: 'bomb-42', cell: 4 }, 'needs-die-beneath');
    s = play(s, { type: 'place', seat: 0, die: 'd05', card: 'bomb-42', cell: 2 }, { type: 'place', seat: 0, die: 'd17', card: 'bomb-42', cell: 4 });
    expect(s.seats[0]?.bombs.find((c) => c.card === 'bomb-42')?.dice).toHaveLength(5);
    s = play(s, { type: 'place', seat: 0, die: 'd02', card: 'bomb-01', cell: 0 });
    // The card was finished and defused in step 3: its five dice are back in the bag, 5 points scored.
    expect(s.scorePile).toContain('bomb-42');
    expect(s.stats.bombPoints).toBe(5);
  });
});

describe('rulebook example: the ziggurat', () => {
  it('blue, a 5, a 6 and yellow on the first level in any order, the red die on top last', () => {
    let s = withRolled(solo('bomb-43'), [['d01', 2], ['d09', 5], ['d05', 1]]);
    refused(s, { type: 'place', seat: 0, die: 'd01', card: 'bomb-43', cell: 4 }, 'needs-die-beneath');
    refused(s, { type: 'place', seat: 0, die: 'd05', card: 'bomb-43', cell: 2 }, 'requirement-number');
    s = play(s, { type: 'place', seat: 0, die: 'd09', card: 'bomb-43', cell: 1 }, { type: 'place', seat: 0, die: 'd05', card: 'bomb-43', cell: 0 });
    s = withRolled(s, [['d01', 2], ['d13', 4], ['d10', 6]]);
    s = play(s, { type: 'place', seat: 0, die: 'd13', card: 'bomb-43', cell: 3 });
    refused(s, { type: 'place', seat: 0, die: 'd01', card: 'bomb-43', cell: 4 }, 'needs-die-beneath');
    s = play(s, { type: 'place', seat: 0, die: 'd10', card: 'bomb-43', cell: 2 }, { type: 'place', seat: 0, die: 'd01', card: 'bomb-43', cell: 4 });
    expect(s.scorePile).toContain('bomb-43');
  });
});

describe('rulebook example: the split die between dice of different colours', () => {
  it('a black/yellow split die in a centre slot refuses black and yellow on either side', () => {
    let s = withRolled(solo('bomb-35'), [['d23', 4], ['d09', 2], ['d14', 3]]);
    s = play(s, { type: 'place', seat: 0, die: 'd23', card: 'bomb-35', cell: 1 });
    refused(s, { type: 'place', seat: 0, die: 'd09', card: 'bomb-35', cell: 0 }, 'relation-different-colours');
    refused(s, { type: 'place', seat: 0, die: 'd14', card: 'bomb-35', cell: 2 }, 'relation-different-colours');
    expect(canPlace(withRolled(s, [['d05', 1]]), 0, 'd05', 'bomb-35', 0)).toBeNull();
  });

  it('a split die meets a requirement for either of its colours', () => {
    const s = withRolled(solo('bomb-42'), [['d22', 1], ['d23', 2]]);
    expect(canPlace(s, 0, 'd22', 'bomb-42', 1)).toBeNull(); // black slot, blue/black die
    expect(canPlace(s, 0, 'd22', 'bomb-42', 2)).toBeNull(); // blue slot
    expect(canPlace(s, 0, 'd23', 'bomb-42', 0)).toBeNull(); // yellow slot, black/yellow die
    expect(canPlace(s, 0, 'd23', 'bomb-42', 2)?.code).toBe('requirement-colour');
  });
});

describe('icon reference', () => {
  it('"must be the first die" and "must be the last die" (bomb-28)', () => {
    const s = withRolled(solo('bomb-28'), [['d01', 1], ['d05', 2], ['d09', 3]]);
    expect(canPlace(s, 0, 'd09', 'bomb-28', 1)?.code).toBe('must-place-first-elsewhere');
    const after = play(s, { type: 'place', seat: 0, die: 'd01', card: 'bomb-28', cell: 0 });
    expect(canPlace(after, 0, 'd05', 'bomb-28', 3)?.code).toBe('must-be-last');
    expect(canPlace(after, 0, 'd09', 'bomb-28', 1)).toBeNull();
  });

  it('not a colour, either of two pairs, a split die only, colour or number', () => {
    const s = solo('bomb-09');
    giveCards(s, 0, ['bomb-09', 'bomb-20', 'bomb-17', 'bomb-08']);
    const r = withRolled(s, [['d01', 3], ['d06', 4], ['d21', 5], ['d09', 4]]);
    expect(canPlace(r, 0, 'd01', 'bomb-09', 1)?.code).toBe('requirement-not-colour');
    expect(canPlace(r, 0, 'd21', 'bomb-09', 1)?.code).toBe('requirement-not-colour'); // red/blue counts as red
    expect(canPlace(r, 0, 'd01', 'bomb-20', 0)).toBeNull(); // red 3
    expect(canPlace(r, 0, 'd06', 'bomb-20', 0)).toBeNull(); // blue 4
    expect(canPlace(r, 0, 'd09', 'bomb-20', 0)?.code).toBe('requirement-pairs');
    expect(canPlace(r, 0, 'd21', 'bomb-17', 0)).toBeNull();
    expect(canPlace(r, 0, 'd01', 'bomb-17', 0)?.code).toBe('requirement-split');
    expect(canPlace(r, 0, 'd09', 'bomb-08', 0)).toBe(null); // red or 4: a black 4
    expect(canPlace(r, 0, 'd06', 'bomb-08', 0)).toBe(null);
    expect(canPlace(r, 0, 'd21', 'bomb-08', 1)).toBe(null); // blue or 2: red/blue 5 is blue
  });

  it('equations: # + # = # refuses a sum that cannot be completed', () => {
    const s = solo('bomb-16');
    putDice(s, 0, 'bomb-16', [['d01', 0, 4]]);
    const r = withRolled(s, [['d05', 3], ['d06', 1]]);
    expect(canPlace(r, 0, 'd05', 'bomb-16', 1)?.code).toBe('card-impossible-to-finish'); // 4 + 3 = 7
    expect(canPlace(r, 0, 'd06', 'bomb-16', 1)).toBeNull();
    const filled = withRolled(play(r, { type: 'place', seat: 0, die: 'd06', card: 'bomb-16', cell: 1 }), [['d07', 6], ['d08', 5]]);
    expect(canPlace(filled, 0, 'd07', 'bomb-16', 2)?.code).toBe('relation-equation');
    expect(canPlace(filled, 0, 'd08', 'bomb-16', 2)).toBeNull();
  });
});
