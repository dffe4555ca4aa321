import { describe, expect, it } from 'vitest';
import { giveToSeat, withProfiles } from './seat-rows';

describe('a colour or a role held by one seat only', () => {
  it('choosing one another seat holds swaps the two, so no two seats share it', () => {
    expect(giveToSeat(['red', 'blue', 'green', 'yellow', 'purple'], 0, 'green')).toEqual(['green', 'blue', 'red', 'yellow', 'purple']);
  });

  it("choosing the seat's own changes nothing; choosing a free one just takes it", () => {
    expect(giveToSeat(['red', 'blue', 'green'], 1, 'blue')).toEqual(['red', 'blue', 'green']);
    expect(giveToSeat(['red', 'blue'], 1, 'purple')).toEqual(['red', 'purple']);
  });
});

describe("a new game's profiles", () => {
  it('go with the call only when some seat has chosen one', () => {
    const input = { kind: 'flatline', setup: {} };
    expect(withProfiles(input, [null, null])).toBe(input);
    expect(withProfiles(input, [null, 'p-1'])).toEqual({ kind: 'flatline', setup: {}, profiles: [null, 'p-1'] });
  });
});
