/**
 * A choice the table would discuss, asked of one seat. The engine refuses anything but the answer
 * (and ticks of the clock) until it is given.
 * - `choose-role`: the seat picks its role from those left (roles chosen at setup).
 * - `replacement`: the seat that defused a bomb picks its new bomb from the face-up row.
 * - `return-die`: the seat picks which of its dice goes back to the bag (a fuse card matched several,
 *   or a spark was due while all 30 were in play).
 * - `roll-six`: seats still need to roll a 6 on a spare die (the roll-a-six fuse card).
 */
export type PendingKind = 'choose-role' | 'replacement' | 'return-die' | 'roll-six';

export interface Pending {
  kind: PendingKind;
  /** The seat that answers (roll-six: any seat may roll for those listed in `seats`). */
  seat: number;
  /** What asks: a fuse card id, `spark-shortage`, `defused:<card>`, `setup`. */
  source: string;
  /** The ids to choose from: role ids, bomb card ids, or die ids. */
  options: string[];
  /** roll-six: the seats still without a 6. */
  seats?: number[];
}
