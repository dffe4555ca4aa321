import { describe, expect, it } from 'vitest';
import type { FuseCountdownAction } from './actions';
import { fuseCountdownOwnerOf } from './owner';

// FUSE: Countdown's owner rule, which the engine checks and the guide names seats by: with Blue (seat 1) leading.
describe("whose an action of FUSE: Countdown is", () => {
  it("a seat's own placements, defusals and answers; its take-back a person's; the leader's roll and ability", () => {
    expect(fuseCountdownOwnerOf(1, { type: 'place', seat: 2, die: 'd03', card: 'bomb-02', cell: 0 })).toEqual({ seat: 2 });
    expect(fuseCountdownOwnerOf(1, { type: 'defuse', seat: 0, card: 'bomb-02' })).toEqual({ seat: 0 });
    expect(fuseCountdownOwnerOf(1, { type: 'decide', seat: 2, option: 'bomb-07' })).toEqual({ seat: 2 });
    expect(fuseCountdownOwnerOf(1, { type: 'take-back', seat: 0, die: 'd03' })).toEqual({ seat: 0, person: true });
    const abilities: FuseCountdownAction[] = [{ type: 'roll' }, { type: 'change-colour', die: 'd03', colour: 'red' }, { type: 'return-die', die: 'd03' }, { type: 'reroll', dice: ['d03'] }];
    for (const action of abilities) {
      expect(fuseCountdownOwnerOf(1, action), action.type).toEqual({ seat: 1 });
    }
  });

  it("Start, Done and the end are the table's; the fitted clock the services'", () => {
    expect([fuseCountdownOwnerOf(1, { type: 'start' }), fuseCountdownOwnerOf(1, { type: 'done' }), fuseCountdownOwnerOf(1, { type: 'end-now' })]).toEqual(['table', 'table', 'table']);
    expect(fuseCountdownOwnerOf(1, { type: 'fit-clock', devices: true })).toBe('services');
  });
});
