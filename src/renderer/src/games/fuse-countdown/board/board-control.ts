// What the board's pieces ask of the board: one object handed down, so the tray, a seat or the row
// can pick a die, place it, answer a decision or show a refusal without each owning the game.
import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';

export interface BoardControl {
  /** The rolled die picked for placing or for the leader's ability, if any. */
  readonly selected: string | null;
  /** Dice marked for a flip or a reroll. */
  readonly marked: ReadonlySet<string>;
  readonly busy: boolean;
  /** Board spots that just changed (a defused card, an arriving spark): drawn with a short moment. */
  readonly recent: ReadonlySet<string>;
  /** The translated refusal shown at `anchor` (a cell key `card#cell`, or `tray`, `seat-N`, `row`), or null. */
  refusalAt(anchor: string): string | null;
  pick(die: string | null): void;
  toggleMark(die: string): void;
  placeOn(card: string, cell: number): void;
  send(action: FuseCountdownAction, anchor: string): Promise<boolean>;
}
