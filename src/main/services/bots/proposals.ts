import type { BotSeats } from '@shared/bots';
import type { Proposal } from '@shared/proposals';
import type { AnyGameModule } from '../../engine/core/game-module';
import { ownerIn, tableBot } from '../table/authority';

/**
 * The worlds a proposal samples are drawn from where the game stands and which seats speak, never
 * from the game's seed (the seed decides the dice to come, and the bots must not know them).
 */
const proposalSeed = (version: number, seats: readonly number[]): number => (version * 92_821 + seats.reduce((a, s) => a * 5 + s + 1, 0) * 6_151 + 3) | 0;

/**
 * The bots' proposal on the table decision waiting now (docs/bots.md): only when a person sits at the
 * table with at least one bot (a table of bots decides by itself), only where the game says the whole
 * table decides (`tableDecision`), and only a choice that is the table's (`ownerOf`). The bots' answer
 * is the strong player's (`advise`) for their seats, worked out from the players' view alone. It is
 * carried in the game as the windows see it and never applied here: a person confirms it by playing
 * it. It is not a hint: nothing is counted in the game's record.
 */
export function proposalOf(module: AnyGameModule, setup: unknown, state: unknown, bots: BotSeats | undefined, version: number): Proposal | null {
  if (!bots || bots.seats.length === 0 || !module.advice || !module.bots?.tableDecision) return null;
  if (tableBot({ names: module.seats(setup).map((seat) => seat.name), bots: bots.seats }) !== null) return null;
  const view = module.view(state);
  if (!module.bots.tableDecision(view)) return null;
  const { action, why } = module.advice.advise(view, bots.seats, proposalSeed(version, bots.seats));
  if (action === null || ownerIn(module, state, action) !== 'table') return null;
  return { seat: bots.seats[0]!, action, why } as Proposal;
}
