import type { AdviceReason } from './advice';
import type { GameKind, GameTypes } from './game-registry';

/**
 * The bots' proposal on a table decision (docs/bots.md): when the whole table must decide and a
 * person sits there with bot teammates, the bots say what they would choose, and a person confirms it
 * by pressing that choice (or picks another). It is words on the table, never an action: nothing
 * plays it but a person, and it is not a hint (the game's record does not count it).
 */
export interface ProposalOf<K extends GameKind> {
  /** The bot seat that speaks for the bots (the first of them). */
  seat: number;
  /** The choice the bots would make: one of the table's actions. */
  action: GameTypes[K]['action'];
  why: AdviceReason;
}
export type Proposal = { [K in GameKind]: ProposalOf<K> }[GameKind];
